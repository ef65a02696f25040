import type { TAuditReportResponse, TCleansReportResponse, TMarkingReportResponse, TReportKind, TReportMeta } from '@carehome/contracts';
import { formatRate, reportDisplayDateTime } from '@carehome/domain';

// The exports' tables (reports' exports): one table per report with English headings; dates are MM/DD/YYYY and
// times HH:mm on the site's clock (spec section 9). The CSV and the PDF writers share them.

export const REPORT_TITLES: Record<TReportKind, string> = {
  audits: 'Audit report',
  markings: 'Pre-audit marking report',
  cleans: 'Cleans report',
  overdue: 'Overdue report',
  staff: 'Daily staff report',
  summary: 'Clean summary',
  enhanced: 'Enhanced Cleaning Report',
};

export interface ExportTable {
  title: string;
  meta: TReportMeta;
  /** Summary lines printed above the table ('Pass rate: 75% (3 of 4)'). */
  summary: string[];
  columns: string[];
  rows: string[][];
  /** Rows were left out (REPORT_MAX_ROWS). */
  truncated: boolean;
  /** Declined cleans whose signature the PDF shows after the table. */
  signatures: { reportId: string; label: string }[];
}

export const num = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? '' : n.toFixed(digits));
export const of = (part: number, whole: number) => `(${part} of ${whole})`;
export const area = (path: readonly string[]) => path.join(' / ');

const REAUDIT_NAMES = { pass: 'Pass', fail: 'Fail', superseded: 'Replaced by a newer failure' } as const;

const METHOD_NAMES: Record<string, string> = {
  directObservationMethod: 'Direct observation',
  fluorescentGelMethod: 'Fluorescent gel',
  atpSystemMethod: 'ATP system',
  swabCulturesMethod: 'Swab cultures',
  agarSlideCulturesMethod: 'Agar slide cultures',
};
export const OUTCOME_NAMES = { pass: 'Pass', fail: 'Fail', notObserved: 'Not observed' } as const;

/** Audits: one row per audit, with the corrective loop's re-clean and re-audit. */
export function auditsTable(d: TAuditReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  const p = d.summary.passRate;
  const o = d.summary.operationPassRate;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: [],
    summary: [
      `Audit pass rate: ${formatRate(p.rate) || '–'} ${of(p.passed, p.passed + p.failed)}`,
      `Operation pass rate: ${formatRate(o.rate) || '–'} ${of(o.passed, o.passed + o.failed)}`,
      `Audits with nothing observed: ${d.summary.notObserved}`,
      ...(d.summary.rightFirstTime
        ? [
            `Right first time: ${formatRate(d.summary.rightFirstTime.rate) || '–'} ${of(d.summary.rightFirstTime.passed, d.summary.rightFirstTime.passed + d.summary.rightFirstTime.failed)}`,
          ]
        : []),
      `Median time from failed audit to passed re-audit: ${d.summary.medianMinutesToClose ?? '–'} min`,
    ],
    columns: [
      'Audit',
      'Room',
      'Area',
      'Clean type',
      'Cleaned by',
      'Clean completed',
      'Auditor',
      'Methods',
      'Result',
      'Failed operations',
      'Comment',
      'Re-cleaned',
      'Re-clean by',
      'Re-audit',
    ],
    rows: d.rows.map((r) => [
      reportDisplayDateTime(r.auditStart, tz),
      r.room.number,
      area(r.room.areaPath),
      r.cleanType,
      r.cleanedBy ?? '',
      reportDisplayDateTime(r.cleanDate, tz),
      r.auditor ?? '',
      r.methods.map((m) => METHOD_NAMES[m]).join(', '),
      OUTCOME_NAMES[r.outcome],
      r.operations
        .filter((op) => op.auditStatus === 'CleanedFailed' || op.auditStatus === 'NotCleanedFailed')
        .map((op) => `${op.item} (${op.auditStatus === 'CleanedFailed' ? 'Cleaned Fail' : 'Not Cleaned Fail'})`)
        .join('; '),
      r.comment ?? '',
      reportDisplayDateTime(r.recleanedAt, tz),
      r.loop?.reclean?.by ?? '',
      r.loop?.reaudit ? `${REAUDIT_NAMES[r.loop.reaudit.result]} ${reportDisplayDateTime(r.loop.reaudit.at, tz)}` : '',
    ]),
  };
}

/** Pre-audit markings: one row per marking, with the objects found not cleaned. */
export function markingsTable(d: TMarkingReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  const t = d.summary.total;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: [],
    summary: [
      `Thoroughness of disinfection cleaning (TDC): ${formatRate(t.tdc) || '–'} ${of(t.cleaned, t.marked)} objects found cleaned`,
      `Marked objects not evaluated yet: ${t.pending}`,
    ],
    columns: [
      'Marked',
      'Room',
      'Area',
      'Clean type',
      'Auditor',
      'Answered by',
      'Clean completed',
      'Marked objects',
      'Cleaned',
      'TDC',
      'Not cleaned',
    ],
    rows: d.rows.map((r) => [
      reportDisplayDateTime(r.markingDate, tz),
      r.room.number,
      area(r.room.areaPath),
      r.cleanType,
      r.auditor ?? '',
      r.answeringClean?.staff ?? '',
      reportDisplayDateTime(r.answeringClean?.completedAt ?? null, tz),
      String(r.marked),
      String(r.cleaned),
      formatRate(r.tdc),
      r.objects
        .filter((o) => o.outcome === 'notCleaned')
        .map((o) => o.item)
        .join('; '),
    ]),
  };
}

/** Cleans: one row per clean started in the period; declined cleans' signatures follow in the PDF. */
export function cleansTable(d: TCleansReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  const t = d.summary.total;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: d.rows
      .filter((r) => r.hasSignature)
      .map((r) => ({
        reportId: r.reportId,
        label: `Room ${r.room.number}, ${r.cleanType}, ${reportDisplayDateTime(r.startDate, tz)}`,
      })),
    summary: [
      `Cleans: ${t.total} (complete ${t.complete}, incomplete ${t.incomplete}, declined ${t.declined}, in progress ${t.inProgress})`,
      `Average duration of a complete clean: ${num(t.averageMinutes)} minutes`,
    ],
    columns: [
      'Started',
      'Completed',
      'Minutes',
      'Room',
      'Area',
      'Clean type',
      'Status',
      'Staff',
      'Comment',
      'Concerns',
      'Supervisor note',
      'Photos',
      'Signature',
      'Audited',
    ],
    rows: d.rows.map((r) => [
      reportDisplayDateTime(r.startDate, tz),
      reportDisplayDateTime(r.reportDate, tz),
      num(r.durationMinutes),
      r.room.number,
      area(r.room.areaPath),
      r.cleanType,
      r.status,
      r.staff?.name ?? '',
      r.comment ?? '',
      [r.residentFamilyConcern, r.maintenance, r.pestControl].filter(Boolean).join('; '),
      r.supervisorNote ?? '',
      String(r.photoCount),
      r.hasSignature ? 'Signed' : '',
      r.audited ? 'Yes' : '',
    ]),
  };
}
