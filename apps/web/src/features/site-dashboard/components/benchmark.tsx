import type { TSiteBenchmark } from '@carehome/contracts';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { minutesText, percent, percentText, QUIET } from '../model/chart-rows.ts';

/** Every site of the organization side by side: the rates as grouped bars, every measure in the table. */
export function Benchmark({ data }: { data: TSiteBenchmark }) {
  const { t } = useTranslation('site-dashboard');
  if (!data.sites.length) return <EmptyState title={t('benchmark.empty')} />;
  const rows = data.sites.map((s) => ({
    site: s.facilityName,
    tdc: percent(s.tdc),
    auditPassRate: percent(s.auditPassRate),
    doneRate: percent(s.doneRate),
  }));
  return (
    <Stack gap="md">
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
                  <Table.Td ta="right">{s.due}</Table.Td>
                  <Table.Td ta="right">{percentText(s.doneRate)}</Table.Td>
                  <Table.Td ta="right">{s.overdue}</Table.Td>
                  <Table.Td ta="right">{s.cleansCompleted}</Table.Td>
                  <Table.Td ta="right">{minutesText(s.averageMinutes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
