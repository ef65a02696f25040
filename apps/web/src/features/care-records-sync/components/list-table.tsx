import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The frame of the sync's short lists (data sources, runs, webhook messages): a bordered, horizontally
 * scrolling table with its column headers and a last, unnamed-on-screen column for the row's actions.
 */
export function ListTable({
  label,
  testId,
  minWidth,
  headers,
  dense = true,
  children,
}: {
  label: string;
  testId: string;
  minWidth: number;
  headers: readonly string[];
  /** Tighter rows (activity lists); false for the data sources with their buttons, highlighted on hover. */
  dense?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing={dense ? 'xs' : 'sm'} highlightOnHover={!dense} aria-label={label} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
              <Table.Th>
                <span className="sr-only">{t('table.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
