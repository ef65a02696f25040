import { Grid, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart with its numbers in a table beside it (what a screen reader reads, and what a print keeps). */
export function ChartCard({
  title,
  description,
  chart,
  columns,
  rows,
  testId,
}: {
  title: string;
  description: string;
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={4} mb="sm">
        <Title order={3} fz="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }} aria-hidden>
          {chart}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Table.ScrollContainer minWidth={240} mah={280}>
            <Table striped withTableBorder fz="sm" verticalSpacing={4} stickyHeader>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c, i) => (
                    <Table.Th key={c} ta={i === 0 ? undefined : 'right'}>
                      {c}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={String(r[0])}>
                    {r.map((cell, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <Table.Td key={i} ta={i === 0 ? undefined : 'right'}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
