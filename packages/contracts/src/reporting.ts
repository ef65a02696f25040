import * as z from 'zod/mini';
import { ZAtpReading } from './atp.ts';
import { trimmed, ZEmail, ZId, ZIsoDateTime } from './common.ts';
import { AUDIT_METHODS, MAX_EMAIL_RECIPIENTS, ZAuditStatus } from './reports.ts';
import { siteDaysFields, ZLocalDate } from './schedules.ts';

// Reporting: the reports of /reporting/reports and their exports. Every report is asked for
// over a period of site-local dates (inclusive, at most REPORTING_MAX_DAYS days) with optional filters,
// and answers rows plus the summary numbers of the domain's reporting metrics (packages/domain/src/reporting:
// TDC, pass rate, on-time rate). Instants are ISO; the client shows them on the site's clock (`meta.timeZone`)
// as MM/DD/YYYY, the product's display format. Rates are fractions 0..1, null when there is nothing to count.
// This file holds what the reports share (request, meta, rows of counts) and the exports; each report's
// rows and answer are in reporting-<kind>.ts beside it.

/** The longest period a report may cover: one year (a leap year included). */
export const REPORTING_MAX_DAYS = 366;

/**
 * The most rows a report lists (a year of a large site has hundreds of thousands of cleans); the summary
 * numbers always count the whole period. `truncated` says rows were left out: narrow the period or filters.
 */
export const REPORT_MAX_ROWS = 5_000;

export const REPORT_KINDS = ['audits', 'markings', 'cleans', 'overdue', 'staff', 'summary', 'enhanced'] as const;
export const ZReportKind = z.enum(REPORT_KINDS);
export type TReportKind = z.infer<typeof ZReportKind>;

/** Filters every report accepts; an empty or missing list means "all". */
export const ZReportingFilters = z.object({
  /** Areas by id; a room is in when its area or one of its parent areas is listed. */
  areaIds: z.optional(z.array(ZId).check(z.maxLength(200))),
  roomTypes: z.optional(z.array(trimmed(1, 80)).check(z.maxLength(200))),
  cleanTypes: z.optional(z.array(trimmed(1, 60)).check(z.maxLength(200))),
  /** The staff member who did the clean (audits: who did the audited clean; staff report: whose day). */
  staffMemberId: z.optional(z.nullable(ZId)),
});
export type TReportingFilters = z.infer<typeof ZReportingFilters>;

/**
 * The request of every report: the site, the period of site-local dates `from`..`to` (both included) and
 * the filters. `to` before `from` or a period over REPORTING_MAX_DAYS days is a 400 naming `to`.
 */
export const ZReportingRequest = z.object({
  ...siteDaysFields,
  filters: z.optional(ZReportingFilters),
});
export type TReportingRequest = z.infer<typeof ZReportingRequest>;

/** What every report answers besides its rows: the site, its zone and the period as instants. */
export const ZReportMeta = z.object({
  facilityId: ZId,
  facilityName: z.string(),
  /** The site's IANA zone: show every instant on this clock. */
  timeZone: z.string(),
  from: ZLocalDate,
  to: ZLocalDate,
  /** The period as instants: [start, end). */
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  generatedAt: ZIsoDateTime,
});
export type TReportMeta = z.infer<typeof ZReportMeta>;

/** A report's answer: its meta, its rows (cut at REPORT_MAX_ROWS when `truncated`) and its summary. */
export function rowsReport<Row extends z.ZodMiniType, Summary extends z.ZodMiniType>(row: Row, summary: Summary) {
  return z.object({ meta: ZReportMeta, truncated: z.boolean(), rows: z.array(row), summary });
}

/** A room as rows show it: number, type and the area path from the top ('Wing A', 'Floor 1'). */
export const ZReportRoom = z.object({
  id: ZId,
  number: z.string(),
  roomType: z.string(),
  areaPath: z.array(z.string()),
});
export type TReportRoom = z.infer<typeof ZReportRoom>;

/** A rate or a measure that may be missing: null when there is nothing to count. */
export const ZReportRate = z.nullable(z.number());

/** TDC of one group (room, area, operation, period): objects found cleaned / objects marked. */
export const ZTdcRow = z.object({
  key: z.string(),
  /** Evaluated marked objects (the denominator). */
  marked: z.number(),
  cleaned: z.number(),
  /** Marked objects not evaluated yet (no clean, not audited, not observed). */
  pending: z.number(),
  tdc: ZReportRate,
});
export type TTdcRow = z.infer<typeof ZTdcRow>;

/** Pass counts of one group. */
export const ZPassRow = z.object({ key: z.string(), passed: z.number(), failed: z.number(), rate: ZReportRate });
export type TPassRow = z.infer<typeof ZPassRow>;

/** On-time counts of one group: each scheduled bucket is one clean due. */
export const ZOnTimeRow = z.object({
  key: z.string(),
  onTime: z.number(),
  late: z.number(),
  missed: z.number(),
  /** Buckets still open without a clean (not counted in the rate). */
  open: z.number(),
  due: z.number(),
  rate: ZReportRate,
});
export type TOnTimeRow = z.infer<typeof ZOnTimeRow>;

/** Clean counts of one group (clean summary, staff report, enhanced report). */
export const ZCleanCountsRow = z.object({
  key: z.string(),
  total: z.number(),
  complete: z.number(),
  incomplete: z.number(),
  declined: z.number(),
  inProgress: z.number(),
  completeMinutes: z.number(),
  averageMinutes: ZReportRate,
});
export type TCleanCountsRow = z.infer<typeof ZCleanCountsRow>;

export const ZAuditMethod = z.enum(AUDIT_METHODS);
export const AUDIT_OUTCOMES = ['pass', 'fail', 'notObserved'] as const;
export const ZAuditOutcome = z.enum(AUDIT_OUTCOMES);

/** An operation as an audit judged it. */
export const ZAuditedOperation = z.object({
  id: z.string(),
  group: z.string(),
  item: z.string(),
  isMarked: z.boolean(),
  auditStatus: z.nullable(ZAuditStatus),
  /** The ATP reading the audit took of the operation, with its band. */
  atp: z.optional(z.nullable(ZAtpReading)),
});

// ---------------------------------------------------------------------------------------------------------
// Exports (POST /reporting/export answers the file; POST /reporting/email queues it in the mail outbox)

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);

export const ZReportingExport = z.object({
  report: ZReportKind,
  request: ZReportingRequest,
  format: ZExportFormat,
});
export type TReportingExport = z.infer<typeof ZReportingExport>;

export const ZReportingEmail = z.extend(ZReportingExport, {
  recipients: z.array(ZEmail).check(z.minLength(1), z.maxLength(MAX_EMAIL_RECIPIENTS)),
});
export type TReportingEmail = z.infer<typeof ZReportingEmail>;

export const ZReportingEmailResult = z.object({
  queued: z.literal(true),
  recipients: z.array(z.string()),
  fileName: z.string(),
});
export type TReportingEmailResult = z.infer<typeof ZReportingEmailResult>;
