import type { TAuditReportResponse, TAuditRow } from '@carehome/contracts';
import { isFailedAuditStatus } from '@carehome/domain';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeText, rateText } from '../../model/format.ts';
import { atpColumn, atpStats } from '../atp-cells.tsx';
import { Breakdown, passColumns } from '../breakdown.tsx';
import { cleanTypeColumn, LongText, OutcomeBadge, roomColumns } from '../cells.tsx';
import { MethodResults } from '../method-results.tsx';
import { useReportNames } from '../report-names.ts';
import type { ReportColumn } from '../report-table.tsx';
import { ReportTable } from '../report-table.tsx';
import { StatCards } from '../stat-cards.tsx';

/** The corrective loop of an audit row in words: a re-audit, or the failed audit's re-clean and re-audit. */
function loopLines(r: TAuditRow, tz: string, t: TFunction<['reporting', 'corrective']>, name: (text: string) => string): string[] {
  const lines: string[] = [];
  if (r.reauditOfPass) lines.push(t('corrective:report.reauditOf', { pass: r.reauditOfPass }));
  const loop = r.loop;
  if (!loop) return lines;
  lines.push(t('corrective:report.pass', { pass: loop.pass }));
  lines.push(
    loop.reclean
      ? t('corrective:report.recleaned', {
          at: dateTimeText(loop.reclean.at, tz),
          by: loop.reclean.by ?? '',
          operations: loop.reclean.operations.map((o) => (o.group ? `${name(o.group)} · ${name(o.item)}` : name(o.item))).join(', '),
        })
      : t('corrective:report.recleanOpen'),
  );
  if (loop.reaudit) lines.push(t(`corrective:report.reaudit.${loop.reaudit.result}`, { at: dateTimeText(loop.reaudit.at, tz) }));
  else if (loop.reclean) lines.push(t('corrective:report.reauditDue'));
  return lines;
}

function LoopCell({ row, tz, name }: { row: TAuditRow; tz: string; name: (text: string) => string }) {
  const { t } = useTranslation(['reporting', 'corrective']);
  const lines = loopLines(row, tz, t, name);
  return (
    <Stack gap={2} data-testid="audit-loop">
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

const failed = (r: TAuditRow) => r.operations.filter((o) => isFailedAuditStatus(o.auditStatus));

/** Audit report: each audit with its methods and per-operation results; pass rates. */
export function AuditsView({ data, empty }: { data: TAuditReportResponse; empty: ReactNode }) {
  const { t } = useTranslation(['reporting', 'corrective']);
  const tz = data.meta.timeZone;
  const name = useReportNames(data.meta.facilityId);
  const s = data.summary;
  const columns = useMemo<ReportColumn<TAuditRow>[]>(
    () => [
      {
        key: 'audit',
        header: t('col.auditDate'),
        render: (r) => dateTimeText(r.auditStart, tz),
        sortValue: (r) => r.auditStart,
        text: (r) => dateTimeText(r.auditStart, tz),
      },
      ...roomColumns(t),
      cleanTypeColumn(t, name),
      { key: 'cleanedBy', header: t('col.cleanedBy'), render: (r) => r.cleanedBy, sortValue: (r) => r.cleanedBy },
      {
        key: 'cleanDate',
        header: t('col.cleanCompleted'),
        render: (r) => dateTimeText(r.cleanDate, tz),
        sortValue: (r) => r.cleanDate,
        text: (r) => dateTimeText(r.cleanDate, tz),
      },
      { key: 'auditor', header: t('col.auditor'), render: (r) => r.auditor, sortValue: (r) => r.auditor },
      {
        key: 'methods',
        header: t('col.methods'),
        render: (r) => r.methods.map((m) => t(`method.${m}`)).join(', '),
        text: (r) => r.methods.map((m) => t(`method.${m}`)).join(' '),
        maxWidth: 200,
      },
      {
        key: 'outcome',
        header: t('col.result'),
        render: (r) => <OutcomeBadge outcome={r.outcome} />,
        sortValue: (r) => t(`outcome.${r.outcome}`),
      },
      {
        key: 'operations',
        header: t('col.operations'),
        render: (r) => {
          const bad = failed(r);
          // Not present is no observation: it passes nothing.
          const observed = r.operations.filter(
            (o) => o.auditStatus && o.auditStatus !== 'NotObserved' && o.auditStatus !== 'NotPresent',
          ).length;
          return (
            <Stack gap={2}>
              <Text size="sm">{t('audits.operations', { passed: observed - bad.length, observed })}</Text>
              {bad.map((o) => (
                <Text key={o.id} size="sm" c="red.9">
                  {t('audits.failedOperation', { item: name(o.item), status: t(`auditStatus.${o.auditStatus}`) })}
                </Text>
              ))}
            </Stack>
          );
        },
        sortValue: (r) => failed(r).length,
        text: (r) =>
          failed(r)
            .map((o) => name(o.item))
            .join(' '),
        maxWidth: 260,
      },
      atpColumn(t, name),
      {
        key: 'comment',
        header: t('col.comment'),
        render: (r) => <LongText text={r.comment} />,
        text: (r) => r.comment ?? '',
        maxWidth: 240,
      },
      {
        key: 'recleaned',
        header: t('corrective:report.column'),
        render: (r) => <LoopCell row={r} tz={tz} name={name} />,
        sortValue: (r) => r.recleanedAt,
        text: (r) => loopLines(r, tz, t, name).join(' '),
        maxWidth: 280,
      },
    ],
    [t, tz, name],
  );
  if (!data.rows.length && s.passRate.passed + s.passRate.failed + s.notObserved === 0) return <>{empty}</>;
  const p = s.passRate;
  const o = s.operationPassRate;
  return (
    <Stack gap="lg">
      <StatCards
        stats={[
          {
            key: 'passRate',
            label: t('stat.passRate'),
            value: rateText(p.rate),
            detail: t('stat.auditsPassed', { passed: p.passed, total: p.passed + p.failed }),
          },
          {
            key: 'operationPassRate',
            label: t('stat.operationPassRate'),
            value: rateText(o.rate),
            detail: t('stat.operationsPassed', { passed: o.passed, total: o.passed + o.failed }),
          },
          { key: 'audits', label: t('stat.audits'), value: String(p.passed + p.failed + s.notObserved) },
          { key: 'notObserved', label: t('stat.notObserved'), value: String(s.notObserved) },
          ...atpStats(s.atpByBrand, t),
          ...(s.notPresent ? [{ key: 'notPresent', label: t('stat.notPresent'), value: String(s.notPresent) }] : []),
          ...(s.rightFirstTime
            ? [
                {
                  key: 'rightFirstTime',
                  label: t('corrective:report.rightFirstTime'),
                  value: rateText(s.rightFirstTime.rate),
                  detail: t('corrective:report.rightFirstTimeDetail', {
                    passed: s.rightFirstTime.passed,
                    total: s.rightFirstTime.passed + s.rightFirstTime.failed,
                  }),
                },
              ]
            : []),
          {
            key: 'medianToClose',
            label: t('corrective:report.medianToClose'),
            value: s.medianMinutesToClose == null ? '–' : t('corrective:report.minutes', { count: s.medianMinutesToClose }),
          },
        ]}
      />
      <ReportTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => r.reportId}
        label={t('kind.audits.name')}
        initialSort={{ key: 'audit', desc: true }}
        empty={empty}
        testId="report-table"
        dense
      />
      <MethodResults results={s.methodResults} />
      <Breakdown
        title={t('breakdown.title')}
        testId="report-breakdown"
        columns={passColumns(t)}
        groups={[
          { value: 'operation', label: t('group.operation'), rows: s.byOperation },
          { value: 'area', label: t('group.area'), rows: s.byArea },
          { value: 'method', label: t('group.method'), rows: s.byMethod, keyText: (k) => t(`method.${k}`, { defaultValue: k }) },
        ]}
      />
    </Stack>
  );
}
