import type { TStaffDayRow, TStaffReportResponse } from '@carehome/contracts';
import { localDateToDisplay, staffDayAssignmentText } from '@carehome/domain';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../../lib/dates.ts';
import { minutesText } from '../../model/format.ts';
import { useReportNames } from '../report-names.ts';
import { type ReportColumn, ReportTable } from '../report-table.tsx';
import { StaffReview } from '../staff-review.tsx';
import { StatCards } from '../stat-cards.tsx';

const hhmm = (iso: string | null, tz: string) => (iso ? formatDisplayDateTime(iso, tz).slice(11) : '');

/** Daily staff report: each staff member's day (assignments, cleans, rooms, times) and the supervisor's review. */
export function StaffView({ data, empty, canReview }: { data: TStaffReportResponse; empty: ReactNode; canReview: boolean }) {
  const { t } = useTranslation('reporting');
  const tz = data.meta.timeZone;
  const facilityId = data.meta.facilityId;
  const name = useReportNames(facilityId);
  const columns = useMemo<ReportColumn<TStaffDayRow>[]>(
    () => [
      {
        key: 'date',
        header: t('col.date'),
        render: (r) => localDateToDisplay(r.date),
        sortValue: (r) => r.date,
        text: (r) => localDateToDisplay(r.date),
      },
      { key: 'name', header: t('col.staff'), render: (r) => r.name, sortValue: (r) => r.name },
      {
        key: 'assignments',
        header: t('col.assignments'),
        render: (r) => (
          <Stack gap={2}>
            {r.assignments.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two assignments may read the same
              <Text key={i} size="sm">
                {staffDayAssignmentText(a, name)}
              </Text>
            ))}
          </Stack>
        ),
        text: (r) => r.assignments.map((a) => staffDayAssignmentText(a, name)).join(' '),
        maxWidth: 220,
      },
      {
        key: 'cleans',
        header: t('col.cleansDone'),
        render: (r) => t('staff.cleans', { complete: r.cleans.complete, total: r.cleans.total }),
        sortValue: (r) => r.cleans.complete,
        text: () => '',
      },
      {
        key: 'average',
        header: t('col.averageMinutes'),
        align: 'right',
        render: (r) => minutesText(r.cleans.averageMinutes),
        sortValue: (r) => r.cleans.averageMinutes,
      },
      { key: 'rooms', header: t('col.rooms'), render: (r) => r.rooms.join(', '), text: (r) => r.rooms.join(' '), maxWidth: 200 },
      {
        key: 'times',
        header: t('col.firstLast'),
        render: (r) => (r.firstStart ? `${hhmm(r.firstStart, tz)} – ${hhmm(r.lastEnd, tz)}` : ''),
        sortValue: (r) => r.firstStart,
        text: () => '',
      },
      {
        key: 'review',
        header: t('col.review'),
        render: (r) => <StaffReview row={r} facilityId={facilityId} timeZone={tz} canReview={canReview} />,
        sortValue: (r) => (r.review ? 1 : 0),
        text: (r) => r.review?.comment ?? '',
        maxWidth: 280,
      },
    ],
    [t, tz, facilityId, canReview, name],
  );
  if (!data.rows.length) return <>{empty}</>;
  const reviewed = data.rows.filter((r) => r.review).length;
  const complete = data.rows.reduce((n, r) => n + r.cleans.complete, 0);
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          { key: 'days', label: t('stat.staffDays'), value: String(data.rows.length) },
          { key: 'complete', label: t('stat.complete'), value: String(complete) },
          { key: 'reviewed', label: t('stat.reviewed'), value: `${reviewed} / ${data.rows.length}` },
        ]}
      />
      <ReportTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => `${r.staffMemberId}|${r.date}`}
        label={t('kind.staff.name')}
        initialSort={{ key: 'date', desc: true }}
        empty={empty}
        testId="report-table"
      />
    </Stack>
  );
}
