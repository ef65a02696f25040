import type { TSiteDashboard, TSiteMeasures } from '@carehome/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { minutesText, percentText } from '../model/chart-rows.ts';

/** The period's totals, one figure each, with what it counts. */
export function Totals({ totals, loop }: { totals: TSiteMeasures; loop?: TSiteDashboard['correctiveLoop'] }) {
  const { t } = useTranslation(['site-dashboard', 'corrective']);
  const items: { key: string; label?: string; value: string; detail: string }[] = [
    { key: 'tdc', value: percentText(totals.tdc), detail: t('totals.tdcDetail', { cleaned: totals.cleaned, marked: totals.marked }) },
    {
      key: 'audit',
      value: percentText(totals.auditPassRate),
      detail: t('totals.auditDetail', { passed: totals.auditsPassed, total: totals.auditsPassed + totals.auditsFailed }),
    },
    {
      key: 'atp',
      value: percentText(totals.atpPassRate ?? null),
      detail: t('totals.atpDetail', { n: totals.atpReadings ?? 0 }),
    },
    {
      key: 'done',
      value: percentText(totals.doneRate),
      detail: t('totals.doneDetail', { done: totals.onTime + totals.late, due: totals.due }),
    },
    { key: 'overdue', value: String(totals.overdue), detail: t('totals.overdueDetail', { late: totals.late, missed: totals.missed }) },
    { key: 'minutes', value: minutesText(totals.averageMinutes), detail: t('totals.minutesDetail', { n: totals.cleansCompleted }) },
  ];
  if (loop) {
    items.push(
      {
        key: 'rightFirstTime',
        label: t('corrective:siteDashboard.rightFirstTime'),
        value: percentText(loop.rightFirstTime),
        detail: t('corrective:siteDashboard.rightFirstTimeDetail', { passed: loop.firstPassPassed, total: loop.firstPassAudits }),
      },
      {
        key: 'medianToClose',
        label: t('corrective:siteDashboard.medianToClose'),
        value: minutesText(loop.medianMinutesToClose),
        detail: t('corrective:siteDashboard.underWay', { count: loop.underWay }),
      },
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="totals">
      {items.map((i) => (
        <Paper key={i.key} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed" fw={600}>
            {i.label ?? t(`totals.${i.key}`)}
          </Text>
          <Text fz={28} fw={700} lh={1.3} data-testid={`total-${i.key}`}>
            {i.value}
          </Text>
          <Text size="xs" c="dimmed">
            {i.detail}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
