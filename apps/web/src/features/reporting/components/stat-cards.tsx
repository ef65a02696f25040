import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Stat {
  key: string;
  label: string;
  value: string;
  /** What the number counts ('45 of 60 objects'). */
  detail?: string;
}

/** The summary numbers of a report above its table. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(4, stats.length) }} spacing="sm" data-testid="report-stats">
      {stats.map((s) => (
        <Paper key={s.key} withBorder p="md" radius="md" data-testid={`stat-${s.key}`}>
          <Text size="sm" c="dimmed" fw={500}>
            {s.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {s.value}
          </Text>
          {s.detail ? (
            <Text size="sm" c="dimmed">
              {s.detail}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
