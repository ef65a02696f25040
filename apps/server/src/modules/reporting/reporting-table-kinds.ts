import type {
  TAuditReportResponse,
  TCleanSummaryResponse,
  TCleansReportResponse,
  TEnhancedReportResponse,
  TMarkingReportResponse,
  TOverdueReportResponse,
  TReportKind,
  TStaffReportResponse,
} from '@carehome/contracts';
import { formatRate, localDateToDisplay, reportDisplayDateTime } from '@carehome/domain';
import {
  area,
  auditsTable,
  cleansTable,
  type ExportTable,
  markingsTable,
  num,
  OUTCOME_NAMES,
  of,
  REPORT_TITLES,
} from './reporting-table.ts';

/** The report's answer as one table. */
export function toTable(kind: TReportKind, data: unknown): ExportTable {
  const title = REPORT_TITLES[kind];
  switch (kind) {
    case 'audits':
      return auditsTable(data as TAuditReportResponse, title);
    case 'markings':
      return markingsTable(data as TMarkingReportResponse, title);
    case 'cleans':
      return cleansTable(data as TCleansReportResponse, title);
    case 'overdue':
      return overdueTable(data as TOverdueReportResponse, title);
    case 'staff':
      return staffTable(data as TStaffReportResponse, title);
    case 'summary':
      return summaryTable(data as TCleanSummaryResponse, title);
    case 'enhanced':
      return enhancedTable(data as TEnhancedReportResponse, title);
  }
}

/** Overdue: one row per late or missed scheduled clean. */
export function overdueTable(d: TOverdueReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  const t = d.summary.total;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: [],
    summary: [
      `Cleans done on time: ${formatRate(t.rate) || '–'} ${of(t.onTime, t.due)} scheduled cleans due`,
      `Late: ${t.late}, missed: ${t.missed}, still open: ${t.open}`,
    ],
    columns: ['Window start', 'Due', 'Window end', 'Room', 'Area', 'Clean type', 'Result', 'Completed', 'Minutes late'],
    rows: d.rows.map((r) => [
      reportDisplayDateTime(r.bucketStart, tz),
      reportDisplayDateTime(r.due, tz),
      reportDisplayDateTime(r.bucketEnd, tz),
      r.room.number,
      area(r.room.areaPath),
      r.cleanType,
      r.outcome === 'late' ? 'Completed late' : 'Missed',
      reportDisplayDateTime(r.completedAt, tz),
      num(r.minutesLate),
    ]),
  };
}

/** Daily staff report: one row per staff member and day. */
export function staffTable(d: TStaffReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: [],
    summary: [],
    columns: [
      'Date',
      'Staff member',
      'Assignments',
      'Cleans',
      'Complete',
      'Incomplete',
      'Declined',
      'Average minutes',
      'Rooms',
      'First start',
      'Last end',
      'Review',
      'Reviewed by',
    ],
    rows: d.rows.map((r) => [
      localDateToDisplay(r.date),
      r.name,
      r.assignments.join('; '),
      String(r.cleans.total),
      String(r.cleans.complete),
      String(r.cleans.incomplete),
      String(r.cleans.declined),
      num(r.cleans.averageMinutes),
      r.rooms.join(', '),
      reportDisplayDateTime(r.firstStart, tz),
      reportDisplayDateTime(r.lastEnd, tz),
      r.review?.comment ?? '',
      r.review?.savedBy ?? '',
    ]),
  };
}

/** Clean summary: one row per group (all, clean type, area, room type, staff member, day). */
export function summaryTable(d: TCleanSummaryResponse, title: string): ExportTable {
  const s = d.summary;
  const groups: [string, typeof s.byCleanType][] = [
    ['All', [s.total]],
    ['Clean type', s.byCleanType],
    ['Area', s.byArea],
    ['Room type', s.byRoomType],
    ['Staff member', s.byStaff],
    ['Day', s.byDay.map((r) => ({ ...r, key: localDateToDisplay(r.key) }))],
  ];
  return {
    title,
    meta: d.meta,
    truncated: false,
    signatures: [],
    summary: [
      `Audit pass rate: ${formatRate(s.audits.rate) || '–'} ${of(s.audits.passed, s.audits.passed + s.audits.failed)}`,
      `TDC: ${formatRate(s.tdc.tdc) || '–'} ${of(s.tdc.cleaned, s.tdc.marked)}`,
      `Cleans done on time: ${formatRate(s.onTime.rate) || '–'} ${of(s.onTime.onTime, s.onTime.due)}`,
    ],
    columns: ['Grouped by', 'Group', 'Cleans', 'Complete', 'Incomplete', 'Declined', 'In progress', 'Average minutes'],
    rows: groups.flatMap(([label, list]) =>
      list.map((r) => [
        label,
        label === 'All' ? '' : r.key,
        String(r.total),
        String(r.complete),
        String(r.incomplete),
        String(r.declined),
        String(r.inProgress),
        num(r.averageMinutes),
      ]),
    ),
  };
}

/** Enhanced cleans: one row per enhanced clean, with its audit. */
export function enhancedTable(d: TEnhancedReportResponse, title: string): ExportTable {
  const tz = d.meta.timeZone;
  const a = d.summary.audits;
  return {
    title,
    meta: d.meta,
    truncated: d.truncated,
    signatures: [],
    summary: [
      `Enhanced cleans: ${d.rows.length}; audited: ${d.rows.length - d.summary.unaudited}`,
      `Audit pass rate: ${formatRate(a.rate) || '–'} ${of(a.passed, a.passed + a.failed)}`,
    ],
    columns: [
      'Started',
      'Completed',
      'Minutes',
      'Room',
      'Area',
      'Kind',
      'Reason',
      'Clean type',
      'Status',
      'Staff',
      'Audit result',
      'Auditor',
      'Audited',
    ],
    rows: d.rows.map((r) => [
      reportDisplayDateTime(r.startDate, tz),
      reportDisplayDateTime(r.reportDate, tz),
      num(r.durationMinutes),
      r.room.number,
      area(r.room.areaPath),
      r.kind === 'state' ? 'State-triggered' : 'Terminal',
      r.reason,
      r.cleanType,
      r.status,
      r.staff ?? '',
      r.audit ? OUTCOME_NAMES[r.audit.outcome] : 'Not audited',
      r.audit?.auditor ?? '',
      reportDisplayDateTime(r.audit?.auditStart ?? null, tz),
    ]),
  };
}
