import type { TEnhancedReportResponse, TEnhancedRow } from '@carehome/contracts';
import { Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeText, rateText } from '../../model/format.ts';
import { Breakdown, countColumns } from '../breakdown.tsx';
import { cleanTypeColumn, LongText, minutesColumn, OutcomeBadge, roomColumns, startedColumn, statusColumn } from '../cells.tsx';
import { useReportNames } from '../report-names.ts';
import { CleansTable, type ReportColumn } from '../report-table.tsx';
import { StatCards } from '../stat-cards.tsx';

/** Enhanced Cleaning Report: state-triggered and terminal cleans (isolation, discharge…) with their audits. */
export function EnhancedView({ data, empty }: { data: TEnhancedReportResponse; empty: ReactNode }) {
  const { t } = useTranslation('reporting');
  const tz = data.meta.timeZone;
  const name = useReportNames(data.meta.facilityId);
  const s = data.summary;
  const columns = useMemo<ReportColumn<TEnhancedRow>[]>(
    () => [
      startedColumn(t, tz),
      ...roomColumns(t),
      {
        key: 'kind',
        header: t('col.enhancedKind'),
        render: (r) => (
          <Stack gap={2} align="flex-start">
            <OutcomeBadge outcome={r.kind} />
            <Text size="sm">{r.reason}</Text>
          </Stack>
        ),
        sortValue: (r) => `${t(`outcome.${r.kind}`)} ${r.reason}`,
      },
      cleanTypeColumn(t, name),
      statusColumn(t),
      minutesColumn(t),
      { key: 'staff', header: t('col.staff'), render: (r) => r.staff, sortValue: (r) => r.staff },
      {
        key: 'audit',
        header: t('col.audit'),
        render: (r) =>
          r.audit ? (
            <Stack gap={2} align="flex-start">
              <OutcomeBadge outcome={r.audit.outcome} />
              <Text size="sm">
                {[r.audit.auditor, dateTimeText(r.audit.auditDate ?? r.audit.auditStart, tz)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('enhanced.notAudited')}
            </Text>
          ),
        sortValue: (r) => (r.audit ? t(`outcome.${r.audit.outcome}`) : null),
        text: (r) => (r.audit ? `${t(`outcome.${r.audit.outcome}`)} ${r.audit.auditor ?? ''}` : t('enhanced.notAudited')),
      },
      {
        key: 'comment',
        header: t('col.comment'),
        render: (r) => <LongText text={r.comment} />,
        text: (r) => r.comment ?? '',
        maxWidth: 240,
      },
    ],
    [t, tz, name],
  );
  if (!data.rows.length) return <>{empty}</>;
  const a = s.audits;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          { key: 'cleans', label: t('stat.cleans'), value: String(s.byCleanType.reduce((n, r) => n + r.total, 0)) },
          {
            key: 'passRate',
            label: t('stat.passRate'),
            value: rateText(a.rate),
            detail: t('stat.auditsPassed', { passed: a.passed, total: a.passed + a.failed }),
          },
          { key: 'unaudited', label: t('stat.unaudited'), value: String(s.unaudited) },
        ]}
      />
      <CleansTable rows={data.rows} columns={columns} label={t('kind.enhanced.name')} empty={empty} />
      <Breakdown
        title={t('breakdown.cleansTitle')}
        testId="report-breakdown"
        columns={countColumns(t)}
        groups={[{ value: 'cleanType', label: t('group.cleanType'), rows: s.byCleanType, keyText: name }]}
      />
    </Stack>
  );
}
