import { Badge, Group } from '@mantine/core';
import type { TFunction } from 'i18next';

const STATUS_COUNTS = ['NeedsCleaning', 'DueSoon', 'Missed', 'Incomplete', 'Declined'] as const;
/** The banner colours of dashboard.css, dark enough for white text (4.5:1 and more). */
const COUNT_COLORS: Record<(typeof STATUS_COUNTS)[number], string> = {
  NeedsCleaning: '#1864ab',
  DueSoon: '#c2410c',
  Missed: '#b02525',
  Incomplete: '#8a5a00',
  Declined: '#862e9c',
};

/** How many rooms the filters show, and how many of them are in each status that asks for attention. */
export function DashboardCounts({ total, counts, t }: { total: number; counts: Record<string, number>; t: TFunction<'dashboard'> }) {
  return (
    <Group gap={6} data-testid="dashboard-counts" aria-live="polite">
      <Badge variant="outline" color="gray" size="lg">
        {t('counts.rooms', { count: total })}
      </Badge>
      {STATUS_COUNTS.filter((s) => counts[s]).map((s) => (
        <Badge key={s} variant="filled" color={COUNT_COLORS[s]} size="lg">
          {t(`counts.${s}`, { count: counts[s] })}
        </Badge>
      ))}
    </Group>
  );
}
