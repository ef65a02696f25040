import type { TMarkingReportResponse, TMarkingRow } from '@carehome/contracts';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeText, localDateText, rateText } from '../../model/format.ts';
import { Breakdown, tdcColumns } from '../breakdown.tsx';
import { cleanTypeColumn, roomColumns, StatusBadge } from '../cells.tsx';
import { MethodResults } from '../method-results.tsx';
import { useReportNames } from '../report-names.ts';
import { type ReportColumn, ReportTable } from '../report-table.tsx';
import { StatCards } from '../stat-cards.tsx';

type AtpReading = NonNullable<TMarkingRow['atpReadings']>[number];

/** A reading of the answering audit in words: 'Sink: Hygiena 25 RLU, Caution'. */
function atpReadingText(a: AtpReading, t: TFunction<'reporting'>, name: (text: string) => string): string {
  const band = a.atp.band ? t(`atp.band.${a.atp.band}`) : t('atp.noLimit');
  return t('atp.reading', { item: name(a.item), brand: a.atp.brand, rlu: a.atp.rlu, band });
}

/** Pre-audit marking report: each marking, the objects marked and whether the answering clean got them; TDC. */
export function MarkingsView({ data, empty }: { data: TMarkingReportResponse; empty: ReactNode }) {
  const { t } = useTranslation('reporting');
  const tz = data.meta.timeZone;
  const name = useReportNames(data.meta.facilityId);
  const s = data.summary;
  const columns = useMemo<ReportColumn<TMarkingRow>[]>(
    () => [
      {
        key: 'marked',
        header: t('col.markingDate'),
        render: (r) => dateTimeText(r.markingDate, tz),
        sortValue: (r) => r.markingDate,
        text: (r) => dateTimeText(r.markingDate, tz),
      },
      ...roomColumns(t),
      cleanTypeColumn(t, name),
      { key: 'auditor', header: t('col.auditor'), render: (r) => r.auditor, sortValue: (r) => r.auditor },
      {
        key: 'clean',
        header: t('col.answeringClean'),
        render: (r) =>
          r.answeringClean ? (
            <Stack gap={2} align="flex-start">
              <StatusBadge status={r.answeringClean.status} />
              <Text size="sm">{[r.answeringClean.staff, dateTimeText(r.answeringClean.completedAt, tz)].filter(Boolean).join(' · ')}</Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('markings.noClean')}
            </Text>
          ),
        sortValue: (r) => r.answeringClean?.completedAt ?? null,
        text: (r) =>
          r.answeringClean ? `${t(`status.${r.answeringClean.status}`)} ${r.answeringClean.staff ?? ''}` : t('markings.noClean'),
      },
      { key: 'objects', header: t('col.marked'), align: 'right', render: (r) => r.marked, sortValue: (r) => r.marked },
      { key: 'cleaned', header: t('col.cleaned'), align: 'right', render: (r) => r.cleaned, sortValue: (r) => r.cleaned },
      { key: 'pending', header: t('col.pending'), align: 'right', render: (r) => r.pending, sortValue: (r) => r.pending },
      { key: 'tdc', header: t('col.tdc'), align: 'right', render: (r) => rateText(r.tdc), sortValue: (r) => r.tdc },
      {
        key: 'missed',
        header: t('col.notCleaned'),
        render: (r) =>
          r.objects
            .filter((o) => o.outcome === 'notCleaned')
            .map((o) => name(o.item))
            .join(', '),
        text: (r) =>
          r.objects
            .filter((o) => o.outcome === 'notCleaned')
            .map((o) => name(o.item))
            .join(' '),
        maxWidth: 240,
      },
      {
        key: 'methods',
        header: t('col.methods'),
        render: (r) => (r.methods ?? []).map((m) => t(`method.${m}`)).join(', '),
        text: (r) => (r.methods ?? []).map((m) => t(`method.${m}`)).join(' '),
        maxWidth: 200,
      },
      {
        key: 'atp',
        header: t('col.atpReadings'),
        render: (r) => (
          <Stack gap={2} data-testid="marking-atp">
            {(r.atpReadings ?? []).map((a) => (
              <Text key={`${a.group}/${a.item}`} size="sm">
                {atpReadingText(a, t, name)}
              </Text>
            ))}
          </Stack>
        ),
        sortValue: (r) => r.atpReadings?.length ?? 0,
        text: (r) => (r.atpReadings ?? []).map((a) => atpReadingText(a, t, name)).join(' '),
        maxWidth: 300,
      },
    ],
    [t, tz, name],
  );
  const total = s.total;
  if (!data.rows.length && total.marked + total.pending === 0) return <>{empty}</>;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          {
            key: 'tdc',
            label: t('stat.tdc'),
            value: rateText(total.tdc),
            detail: t('stat.objectsCleaned', { cleaned: total.cleaned, marked: total.marked }),
          },
          { key: 'markings', label: t('stat.markings'), value: String(data.rows.length) },
          { key: 'pending', label: t('stat.pendingObjects'), value: String(total.pending) },
        ]}
      />
      <ReportTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => r.markingId}
        label={t('kind.markings.name')}
        initialSort={{ key: 'marked', desc: true }}
        empty={empty}
        testId="report-table"
      />
      <MethodResults results={s.byMethod} />
      <Breakdown
        title={t('breakdown.tdcTitle')}
        testId="report-breakdown"
        columns={tdcColumns(t)}
        groups={[
          { value: 'room', label: t('group.room'), rows: s.byRoom },
          { value: 'area', label: t('group.area'), rows: s.byArea },
          { value: 'operation', label: t('group.operation'), rows: s.byOperation },
          { value: 'day', label: t('group.day'), rows: s.byDay, keyText: localDateText },
          { value: 'week', label: t('group.week'), rows: s.byWeek, keyText: (k) => t('group.weekOf', { date: localDateText(k) }) },
          { value: 'month', label: t('group.month'), rows: s.byMonth, keyText: localDateText },
        ]}
      />
    </Stack>
  );
}
