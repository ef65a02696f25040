import type { TSiteDashboard } from '@carehome/contracts';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { chartRows, minutesText, percentText, QUIET } from '../model/chart-rows.ts';
import { ChartCard } from './chart-card.tsx';

const H = 240;
const pct = (v: number) => `${v}%`;

/** The site's five measures week by week: line and bar charts, each with its numbers beside it. */
export function SiteCharts({ data }: { data: TSiteDashboard }) {
  const { t } = useTranslation('site-dashboard');
  const rows = chartRows(data.weeks);
  const week = t('column.week');
  const label = (i: number) => rows[i]?.label ?? '';
  // What every chart of the weeks shares: its height, the weeks as its rows and their labels on the axis.
  const weekly = { h: H, data: rows, dataKey: 'label' };
  return (
    <Stack gap="md">
      <MeasureCard
        measure="tdc"
        chart={
          <LineChart
            lineChartProps={QUIET}
            {...weekly}
            series={[
              { name: 'tdc', label: t('chart.tdc.series'), color: 'teal.7' },
              { name: 'auditPassRate', label: t('chart.audit.series'), color: 'indigo.6' },
            ]}
            yAxisProps={{ domain: [0, 100] }}
            valueFormatter={pct}
            connectNulls
            withLegend
            curveType="linear"
          />
        }
        columns={[week, t('chart.tdc.series'), t('column.marked'), t('chart.audit.series'), t('column.audits')]}
        rows={data.weeks.map((w, i) => [
          label(i),
          percentText(w.tdc),
          `${w.cleaned}/${w.marked}`,
          percentText(w.auditPassRate),
          `${w.auditsPassed}/${w.auditsPassed + w.auditsFailed}`,
        ])}
      />
      <SimpleGrid cols={{ base: 1 }} spacing="md">
        <MeasureCard
          measure="due"
          chart={
            <BarChart
              barChartProps={QUIET}
              {...weekly}
              series={[
                { name: 'due', label: t('column.due'), color: 'gray.5' },
                { name: 'done', label: t('column.done'), color: 'teal.7' },
              ]}
              withLegend
            />
          }
          columns={[week, t('column.due'), t('column.done'), t('column.doneRate')]}
          rows={data.weeks.map((w, i) => [label(i), w.due, w.onTime + w.late, percentText(w.doneRate)])}
        />
        <MeasureCard
          measure="overdue"
          chart={
            <BarChart
              barChartProps={QUIET}
              {...weekly}
              type="stacked"
              series={[
                { name: 'late', label: t('column.late'), color: 'orange.6' },
                { name: 'missed', label: t('column.missed'), color: 'red.7' },
              ]}
              withLegend
            />
          }
          columns={[week, t('column.late'), t('column.missed'), t('column.overdue')]}
          rows={data.weeks.map((w, i) => [label(i), w.late, w.missed, w.overdue])}
        />
        <MeasureCard
          measure="duration"
          chart={
            <LineChart
              lineChartProps={QUIET}
              {...weekly}
              series={[{ name: 'averageMinutes', label: t('column.minutes'), color: 'violet.6' }]}
              connectNulls
              unit=" min"
              curveType="linear"
            />
          }
          columns={[week, t('column.minutes'), t('column.cleans')]}
          rows={data.weeks.map((w, i) => [label(i), minutesText(w.averageMinutes), w.cleansCompleted])}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** One measure's card: its test id, title and description come from its name (`chart.<measure>.*`). */
function MeasureCard({ measure, ...card }: { measure: string } & Pick<ComponentProps<typeof ChartCard>, 'chart' | 'columns' | 'rows'>) {
  const { t } = useTranslation('site-dashboard');
  return (
    <ChartCard testId={`chart-${measure}`} title={t(`chart.${measure}.title`)} description={t(`chart.${measure}.description`)} {...card} />
  );
}
