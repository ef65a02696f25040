import type { TCleanRow, TCleansReportResponse } from '@carehome/contracts';
import { Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeText, minutesText } from '../../model/format.ts';
import { cleanTypeColumn, minutesColumn, roomColumns, startedColumn, statusColumn } from '../cells.tsx';
import { useReportNames } from '../report-names.ts';
import { CleansTable, type ReportColumn } from '../report-table.tsx';
import { SignatureButton } from '../signature-button.tsx';
import { StatCards } from '../stat-cards.tsx';

/** The free texts of a clean, each with its label ('Maintenance: …'). */
function notesOf(r: TCleanRow, label: (k: string) => string): { key: string; text: string }[] {
  const notes: [string, string | null][] = [
    ['comment', r.comment],
    ['residentFamilyConcern', r.residentFamilyConcern],
    ['maintenance', r.maintenance],
    ['pestControl', r.pestControl],
    ['supervisorNote', r.supervisorNote],
  ];
  return notes
    .filter((n): n is [string, string] => Boolean(n[1]))
    .map(([k, v]) => ({ key: k, text: k === 'comment' ? v : `${label(k)}: ${v}` }));
}

/** Cleans report: every clean with status, duration, staff, comments; declines with the signature image. */
export function CleansView({ data, empty }: { data: TCleansReportResponse; empty: ReactNode }) {
  const { t } = useTranslation('reporting');
  const tz = data.meta.timeZone;
  const name = useReportNames(data.meta.facilityId);
  const facilityId = data.meta.facilityId;
  const columns = useMemo<ReportColumn<TCleanRow>[]>(() => {
    const label = (k: string) => t(`notes.${k}`);
    return [
      startedColumn(t, tz),
      ...roomColumns(t),
      cleanTypeColumn(t, name),
      statusColumn(t),
      {
        key: 'end',
        header: t('col.finished'),
        render: (r) => dateTimeText(r.reportDate, tz),
        sortValue: (r) => r.reportDate,
        text: (r) => dateTimeText(r.reportDate, tz),
      },
      minutesColumn(t),
      { key: 'staff', header: t('col.staff'), render: (r) => r.staff?.name, sortValue: (r) => r.staff?.name ?? null },
      { key: 'resident', header: t('col.resident'), render: (r) => r.resident, sortValue: (r) => r.resident },
      {
        key: 'notes',
        header: t('col.comments'),
        render: (r) => (
          <Stack gap={2}>
            {notesOf(r, label).map((n) => (
              <Text key={n.key} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.text}
              </Text>
            ))}
            {r.hasSignature ? (
              <SignatureButton facilityId={facilityId} reportId={r.reportId} room={r.room.number} resident={r.declinedBy ?? r.resident} />
            ) : null}
          </Stack>
        ),
        text: (r) =>
          notesOf(r, label)
            .map((n) => n.text)
            .join(' '),
        maxWidth: 280,
      },
      {
        key: 'audited',
        header: t('col.audited'),
        align: 'center',
        render: (r) => (r.audited ? <IconCheck size={18} aria-label={t('cleans.audited')} /> : null),
        sortValue: (r) => (r.audited ? 1 : 0),
        text: (r) => (r.audited ? t('cleans.audited') : ''),
      },
    ];
  }, [t, tz, facilityId, name]);
  const total = data.summary.total;
  if (!data.rows.length && total.total === 0) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          { key: 'cleans', label: t('stat.cleans'), value: String(total.total) },
          { key: 'complete', label: t('stat.complete'), value: String(total.complete) },
          { key: 'notDone', label: t('stat.incompleteDeclined'), value: `${total.incomplete} / ${total.declined}` },
          { key: 'average', label: t('stat.averageMinutes'), value: minutesText(total.averageMinutes) || '–' },
        ]}
      />
      <CleansTable rows={data.rows} columns={columns} label={t('kind.cleans.name')} empty={empty} />
    </Stack>
  );
}
