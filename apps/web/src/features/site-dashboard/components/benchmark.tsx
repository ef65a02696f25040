import type { TSiteBenchmark } from '@carehome/contracts';
import { BarChart } from '@mantine/charts';
import { Alert, Loader, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { benchmarkStatus } from '../model/benchmark-status.ts';
import { minutesText, percent, percentText, QUIET } from '../model/chart-rows.ts';

/** Whether the figures are all in, since when, and how far the working out has got. */
function BenchmarkProgress({ data }: { data: TSiteBenchmark }) {
  const { t } = useTranslation('site-dashboard');
  const status = benchmarkStatus(data);
  if (status.working) {
    return (
      <Alert color="blue" variant="light" icon={<Loader size="sm" />} data-testid="benchmark-progress" aria-live="polite">
        <Text size="sm" mb={6}>
          {t('benchmark.working', { known: status.known, total: status.total })}
        </Text>
        <Progress value={status.total ? (100 * status.known) / status.total : 0} size="md" aria-hidden />
      </Alert>
    );
  }
  if (!status.asOf) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="benchmark-as-of">
      <IconClockHour4 size={16} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} aria-hidden />
      {t('benchmark.asOf', { time: formatDisplayDateTime(status.asOf) })}
    </Text>
  );
}

/** Every site of the organization side by side: the rates as grouped bars, every measure in the table. */
export function Benchmark({ data }: { data: TSiteBenchmark }) {
  const { t } = useTranslation('site-dashboard');
  if (!data.sites.length && !data.pending.length) return <EmptyState title={t('benchmark.empty')} />;
  const rows = data.sites.map((s) => ({
    site: s.facilityName,
    tdc: percent(s.tdc),
    auditPassRate: percent(s.auditPassRate),
    doneRate: percent(s.doneRate),
  }));
  return (
    <Stack gap="md">
      <BenchmarkProgress data={data} />
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h5" mb={4}>
          {t('benchmark.chartTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('benchmark.description', { n: data.weeks })}
        </Text>
        <div aria-hidden>
          <BarChart
            barChartProps={QUIET}
            h={280}
            data={rows}
            dataKey="site"
            series={[
              { name: 'tdc', label: t('chart.tdc.series'), color: 'teal.7' },
              { name: 'auditPassRate', label: t('chart.audit.series'), color: 'indigo.6' },
              { name: 'doneRate', label: t('column.doneRate'), color: 'gray.6' },
            ]}
            yAxisProps={{ domain: [0, 100] }}
            valueFormatter={(v) => `${v}%`}
            withLegend
          />
        </div>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="benchmark-table">
            <Table.Caption>{t('benchmark.tableCaption', { n: data.weeks })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.site')}</Table.Th>
                <Table.Th ta="right">{t('chart.tdc.series')}</Table.Th>
                <Table.Th ta="right">{t('chart.audit.series')}</Table.Th>
                <Table.Th ta="right">{t('totals.atp')}</Table.Th>
                <Table.Th ta="right">{t('column.due')}</Table.Th>
                <Table.Th ta="right">{t('column.doneRate')}</Table.Th>
                <Table.Th ta="right">{t('column.overdue')}</Table.Th>
                <Table.Th ta="right">{t('column.cleans')}</Table.Th>
                <Table.Th ta="right">{t('column.minutes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sites.map((s) => (
                <Table.Tr key={s.facilityId} data-testid="benchmark-row">
                  <Table.Td fw={600}>{s.facilityName}</Table.Td>
                  <Table.Td ta="right">{percentText(s.tdc)}</Table.Td>
                  <Table.Td ta="right">{percentText(s.auditPassRate)}</Table.Td>
                  <Table.Td ta="right" data-testid="benchmark-atp">
                    {percentText(s.atpPassRate ?? null)}
                  </Table.Td>
                  <Table.Td ta="right">{s.due}</Table.Td>
                  <Table.Td ta="right">{percentText(s.doneRate)}</Table.Td>
                  <Table.Td ta="right">{s.overdue}</Table.Td>
                  <Table.Td ta="right">{s.cleansCompleted}</Table.Td>
                  <Table.Td ta="right">{minutesText(s.averageMinutes)}</Table.Td>
                </Table.Tr>
              ))}
              {data.pending.map((s) => (
                <Table.Tr key={s.facilityId} data-testid="benchmark-row-pending">
                  <Table.Td fw={600}>{s.facilityName}</Table.Td>
                  <Table.Td colSpan={8}>
                    <Text size="sm" c="dimmed">
                      {t('benchmark.pendingRow')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
