import type { TOverdueReportResponse, TOverdueRow } from '@carehome/contracts';
import { Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeText, localDateText, minutesText, rateText } from '../../model/format.ts';
import { Breakdown, onTimeColumns } from '../breakdown.tsx';
import { cleanTypeColumn, OutcomeBadge, roomColumns } from '../cells.tsx';
import { useReportNames } from '../report-names.ts';
import { type ReportColumn, ReportTable } from '../report-table.tsx';
import { StatCards } from '../stat-cards.tsx';

/** Overdue report: scheduled cleans missed or completed late, per room and area; the on-time rate. */
export function OverdueView({ data, empty }: { data: TOverdueReportResponse; empty: ReactNode }) {
  const { t } = useTranslation('reporting');
  const tz = data.meta.timeZone;
  const name = useReportNames(data.meta.facilityId);
  const s = data.summary;
  const columns = useMemo<ReportColumn<TOverdueRow>[]>(
    () => [
      {
        key: 'due',
        header: t('col.due'),
        render: (r) => dateTimeText(r.due, tz),
        sortValue: (r) => r.due,
        text: (r) => dateTimeText(r.due, tz),
      },
      ...roomColumns(t),
      cleanTypeColumn(t, name),
      { key: 'schedule', header: t('col.schedule'), render: (r) => r.scheduleType, sortValue: (r) => r.scheduleType },
      { key: 'priority', header: t('col.priority'), align: 'right', render: (r) => r.priority, sortValue: (r) => r.priority },
      {
        key: 'outcome',
        header: t('col.result'),
        render: (r) => <OutcomeBadge outcome={r.outcome} />,
        sortValue: (r) => t(`outcome.${r.outcome}`),
      },
      {
        key: 'completed',
        header: t('col.completed'),
        render: (r) => dateTimeText(r.completedAt, tz),
        sortValue: (r) => r.completedAt,
        text: (r) => dateTimeText(r.completedAt, tz),
      },
      {
        key: 'late',
        header: t('col.minutesLate'),
        align: 'right',
        render: (r) => minutesText(r.minutesLate),
        sortValue: (r) => r.minutesLate,
      },
    ],
    [t, tz, name],
  );
  const total = s.total;
  if (!data.rows.length && total.due === 0) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          {
            key: 'onTime',
            label: t('stat.onTimeRate'),
            value: rateText(total.rate),
            detail: t('stat.onTimeOf', { onTime: total.onTime, total: total.onTime + total.late + total.missed }),
          },
          { key: 'late', label: t('stat.late'), value: String(total.late) },
          { key: 'missed', label: t('stat.missed'), value: String(total.missed) },
          { key: 'due', label: t('stat.due'), value: String(total.due), detail: t('stat.open', { count: total.open }) },
        ]}
      />
      <ReportTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => `${r.room.id}|${r.cleanType}|${r.bucketStart}`}
        label={t('kind.overdue.name')}
        initialSort={{ key: 'due', desc: true }}
        empty={empty}
        testId="report-table"
      />
      <Breakdown
        title={t('breakdown.onTimeTitle')}
        testId="report-breakdown"
        columns={onTimeColumns(t)}
        groups={[
          { value: 'room', label: t('group.room'), rows: s.byRoom },
          { value: 'area', label: t('group.area'), rows: s.byArea },
          { value: 'cleanType', label: t('group.cleanType'), rows: s.byCleanType, keyText: name },
          { value: 'day', label: t('group.day'), rows: s.byDay, keyText: localDateText },
        ]}
      />
    </Stack>
  );
}
