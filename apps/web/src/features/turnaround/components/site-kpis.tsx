import { localDateToDisplay } from '@carehome/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type KpiPeriod, useTurnaroundKpis } from '../api/turnaround.ts';
import { LatestDischarge } from './latest-discharge.tsx';
import { MeasureTiles } from './measure-tiles.tsx';
import { SummaryTable } from './summary-table.tsx';
import { TargetsEditor } from './targets-editor.tsx';
import { TaskTable } from './task-table.tsx';
import { useTaskNames } from './use-names.ts';

/** The site's measures for a period: tiles, the latest discharge clean, by kind, by area, the tasks; then the targets. */
export function SiteKpis({ facilityId, period, filters }: { facilityId: string; period: KpiPeriod; filters: ReactNode }) {
  const { t } = useTranslation('turnaround');
  const kpis = useTurnaroundKpis(facilityId, period);
  const names = useTaskNames(facilityId, t('noArea'));
  const data = kpis.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('measuresTitle')}
      </Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        {filters}
      </Group>
      {!data ? (
        <QueryState query={kpis} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('periodText', { from: localDateToDisplay(data.from), to: localDateToDisplay(data.to), zone: data.timeZone })} ·{' '}
            {t('counts', data.totals)}
          </Text>
          <LatestDischarge task={data.latestDischarge} targets={data.targets} timeZone={data.timeZone} />
          {data.totals.tasks ? (
            <>
              <MeasureTiles summary={data.totals} targets={data.targets} />
              <SummaryTable label={t('byKind')} rows={data.byKind.map((k) => ({ key: k.kind, name: t(`kinds.${k.kind}`), summary: k }))} />
              <SummaryTable
                label={t('byArea')}
                rows={data.byArea.map((a) => ({ key: a.areaId ?? '-', name: names.area(a.areaPath), summary: a }))}
              />
              <TaskTable data={data} names={names} />
            </>
          ) : (
            <Paper withBorder radius="md">
              <EmptyState icon={<IconChartLine size={34} />} title={t('empty.title')} description={t('empty.description')} />
            </Paper>
          )}
          <TargetsEditor targets={data.targets} />
        </>
      )}
    </Stack>
  );
}
