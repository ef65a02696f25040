import type { TCleanSummaryResponse } from '@carehome/contracts';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateText, minutesText, rateText } from '../../model/format.ts';
import { Breakdown, countColumns } from '../breakdown.tsx';
import { useReportNames } from '../report-names.ts';
import { StatCards } from '../stat-cards.tsx';

/** Clean summary: counts and average durations by clean type, area, room type, staff and day; pass rate, TDC, on time. */
export function SummaryView({ data, empty }: { data: TCleanSummaryResponse; empty: ReactNode }) {
  const { t } = useTranslation('reporting');
  const s = data.summary;
  const name = useReportNames(data.meta.facilityId);
  const nothing =
    s.total.total === 0 && s.onTime.due === 0 && s.tdc.marked + s.tdc.pending === 0 && s.audits.passed + s.audits.failed === 0;
  if (nothing) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          {
            key: 'cleans',
            label: t('stat.cleans'),
            value: String(s.total.total),
            detail: t('stat.completeOf', { count: s.total.complete }),
          },
          { key: 'average', label: t('stat.averageMinutes'), value: minutesText(s.total.averageMinutes) || '–' },
          {
            key: 'onTime',
            label: t('stat.onTimeRate'),
            value: rateText(s.onTime.rate),
            detail: t('stat.onTimeOf', { onTime: s.onTime.onTime, total: s.onTime.onTime + s.onTime.late + s.onTime.missed }),
          },
          {
            key: 'passRate',
            label: t('stat.passRate'),
            value: rateText(s.audits.rate),
            detail: t('stat.auditsPassed', { passed: s.audits.passed, total: s.audits.passed + s.audits.failed }),
          },
          {
            key: 'tdc',
            label: t('stat.tdc'),
            value: rateText(s.tdc.tdc),
            detail: t('stat.objectsCleaned', { cleaned: s.tdc.cleaned, marked: s.tdc.marked }),
          },
          { key: 'declined', label: t('stat.incompleteDeclined'), value: `${s.total.incomplete} / ${s.total.declined}` },
        ]}
      />
      <Breakdown
        title={t('breakdown.cleansTitle')}
        testId="report-table"
        columns={countColumns(t)}
        groups={[
          { value: 'cleanType', label: t('group.cleanType'), rows: s.byCleanType, keyText: name },
          { value: 'area', label: t('group.area'), rows: s.byArea },
          { value: 'roomType', label: t('group.roomType'), rows: s.byRoomType, keyText: name },
          { value: 'staff', label: t('group.staff'), rows: s.byStaff },
          { value: 'day', label: t('group.day'), rows: s.byDay, keyText: localDateText },
        ]}
      />
    </Stack>
  );
}
