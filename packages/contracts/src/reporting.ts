import * as z from 'zod/mini';
import { trimmed, ZEmail, ZId, ZIsoDateTime } from './common.ts';
import { CORRECTIVE_STATUSES, REAUDIT_RESULTS } from './corrective-actions.ts';
import { AUDIT_METHODS, MAX_EMAIL_RECIPIENTS, ZAuditStatus, ZReportStatus } from './reports.ts';
import { ZLocalDate } from './schedules.ts';

// Reporting (issue 13): the reports of /reporting/reports and their exports. Every report is asked for
// over a period of site-local dates (inclusive, at most REPORTING_MAX_DAYS days) with optional filters,
// and answers rows plus the summary numbers of the domain's reporting metrics (packages/domain/src/reporting:
// TDC, pass rate, on-time rate). Instants are ISO; the client shows them on the site's clock (`meta.timeZone`)
// as MM/DD/YYYY (spec section 9). Rates are fractions 0..1, null when there is nothing to count.

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
  facilityId: ZId,
  from: ZLocalDate,
  to: ZLocalDate,
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

/** A room as rows show it: number, type and the area path from the top ('Wing A', 'Floor 1'). */
export const ZReportRoom = z.object({
  id: ZId,
  number: z.string(),
  roomType: z.string(),
  areaPath: z.array(z.string()),
});
export type TReportRoom = z.infer<typeof ZReportRoom>;

const rate = z.nullable(z.number());

/** TDC of one group (room, area, operation, period): objects found cleaned / objects marked. */
export const ZTdcRow = z.object({
  key: z.string(),
  /** Evaluated marked objects (the denominator). */
  marked: z.number(),
  cleaned: z.number(),
  /** Marked objects not evaluated yet (no clean, not audited, not observed). */
  pending: z.number(),
  tdc: rate,
});
export type TTdcRow = z.infer<typeof ZTdcRow>;

/** Pass counts of one group. */
export const ZPassRow = z.object({ key: z.string(), passed: z.number(), failed: z.number(), rate });
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
  rate,
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
  averageMinutes: rate,
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
});

// ---------------------------------------------------------------------------------------------------------
// Audit report (POST /reporting/audits): each audit of a clean in the period (by the audit's start date)

/** The corrective loop a failed audit opened, as the audit report shows it beside the audit. */
export const ZAuditLoop = z.object({
  pass: z.number(),
  status: z.enum(CORRECTIVE_STATUSES),
  /** The clean that ticked every failed operation: who, when, and the operations (group · item). */
  reclean: z.nullable(z.object({ by: z.nullable(z.string()), at: ZIsoDateTime, operations: z.array(z.string()) })),
  reaudit: z.nullable(z.object({ result: z.enum(REAUDIT_RESULTS), at: ZIsoDateTime, by: z.nullable(z.string()) })),
});
export type TAuditLoop = z.infer<typeof ZAuditLoop>;

export const ZAuditRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  cleanStatus: ZReportStatus,
  cleanedBy: z.nullable(z.string()),
  cleanStart: ZIsoDateTime,
  cleanDate: z.nullable(ZIsoDateTime),
  auditor: z.nullable(z.string()),
  auditStart: ZIsoDateTime,
  /** Set when the audit is complete (no operation left Not observed). */
  auditDate: z.nullable(ZIsoDateTime),
  methods: z.array(ZAuditMethod),
  outcome: ZAuditOutcome,
  comment: z.nullable(z.string()),
  operations: z.array(ZAuditedOperation),
  /** A failed audit's re-clean: when a clean ticked every failed operation (never a clean that did not). */
  recleanedAt: z.nullable(ZIsoDateTime),
  /** The corrective loop this failed audit opened: its pass, its re-clean and its re-audit. */
  loop: z.optional(z.nullable(ZAuditLoop)),
  /** This audit is the re-audit of that pass of a loop. */
  reauditOfPass: z.optional(z.nullable(z.number())),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZAuditReportResponse = z.object({
  meta: ZReportMeta,
  truncated: z.boolean(),
  rows: z.array(ZAuditRow),
  summary: z.object({
    /** Audits with a result: passed / (passed + failed). */
    passRate: ZPassRow,
    notObserved: z.number(),
    /** Operations Cleaned Pass / operations observed. */
    operationPassRate: ZPassRow,
    byOperation: z.array(ZPassRow),
    byArea: z.array(ZPassRow),
    byMethod: z.array(ZPassRow),
    /** Audits passed at their first pass (re-audits not counted) / first-pass audits with a result. */
    rightFirstTime: z.optional(ZPassRow),
    /** Median minutes from a failed audit to the re-audit that passed (loops closed in the period). */
    medianMinutesToClose: z.optional(z.nullable(z.number())),
  }),
});
export type TAuditReportResponse = z.infer<typeof ZAuditReportResponse>;

// ---------------------------------------------------------------------------------------------------------
// Pre-audit marking report (POST /reporting/markings): each marking in the period, TDC

export const MARK_OUTCOMES = ['cleaned', 'notCleaned', 'pending'] as const;

export const ZMarkingRow = z.object({
  markingId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  auditor: z.nullable(z.string()),
  markingDate: ZIsoDateTime,
  /** The clean that answered the marking (the report whose markingReportId is this marking). */
  answeringClean: z.nullable(
    z.object({
      reportId: ZId,
      status: ZReportStatus,
      staff: z.nullable(z.string()),
      completedAt: z.nullable(ZIsoDateTime),
      audited: z.boolean(),
    }),
  ),
  objects: z.array(
    z.object({
      operationId: z.string(),
      group: z.string(),
      item: z.string(),
      outcome: z.enum(MARK_OUTCOMES),
      auditStatus: z.nullable(ZAuditStatus),
    }),
  ),
  marked: z.number(),
  cleaned: z.number(),
  pending: z.number(),
  tdc: rate,
});
export type TMarkingRow = z.infer<typeof ZMarkingRow>;

export const ZMarkingReportResponse = z.object({
  meta: ZReportMeta,
  truncated: z.boolean(),
  rows: z.array(ZMarkingRow),
  summary: z.object({
    total: ZTdcRow,
    byRoom: z.array(ZTdcRow),
    byArea: z.array(ZTdcRow),
    /** Keyed 'Group / Item'. */
    byOperation: z.array(ZTdcRow),
    /** Keyed by site-local day, ISO week (its Monday) and month ('YYYY-MM'). */
    byDay: z.array(ZTdcRow),
    byWeek: z.array(ZTdcRow),
    byMonth: z.array(ZTdcRow),
  }),
});
export type TMarkingReportResponse = z.infer<typeof ZMarkingReportResponse>;

// ---------------------------------------------------------------------------------------------------------
// Cleans report (POST /reporting/cleans): every clean started in the period

export const ZCleanRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  cleanType: z.string(),
  status: ZReportStatus,
  startDate: ZIsoDateTime,
  reportDate: z.nullable(ZIsoDateTime),
  /** Minutes, 2 decimals; null while in progress. */
  durationMinutes: rate,
  staff: z.nullable(z.object({ id: z.nullable(ZId), name: z.string() })),
  /** Every resident of the room when the clean was saved, comma-separated. */
  resident: z.nullable(z.string()),
  /** Who of them signed a decline (a shared room's residents each may). */
  declinedBy: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  residentFamilyConcern: z.nullable(z.string()),
  maintenance: z.nullable(z.string()),
  pestControl: z.nullable(z.string()),
  supervisorNote: z.nullable(z.string()),
  photoCount: z.number(),
  /** A Declined clean with the resident's signature: read the image with POST /reporting/signature. */
  hasSignature: z.boolean(),
  audited: z.boolean(),
});
export type TCleanRow = z.infer<typeof ZCleanRow>;

export const ZCleansReportResponse = z.object({
  meta: ZReportMeta,
  truncated: z.boolean(),
  rows: z.array(ZCleanRow),
  summary: z.object({ total: ZCleanCountsRow }),
});
export type TCleansReportResponse = z.infer<typeof ZCleansReportResponse>;

/** POST /reporting/signature: the decline signature of a clean, as a PNG data URI. */
export const ZSignatureRequest = z.object({ facilityId: ZId, reportId: ZId });
export const ZSignatureResponse = z.object({ reportId: ZId, dataUri: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Overdue report (POST /housekeeping/overduereports): scheduled buckets missed or completed late

export const ZOverdueRow = z.object({
  room: ZReportRoom,
  cleanType: z.string(),
  priority: z.number(),
  scheduleType: z.string(),
  bucketStart: ZIsoDateTime,
  due: ZIsoDateTime,
  bucketEnd: z.nullable(ZIsoDateTime),
  outcome: z.enum(['late', 'missed']),
  completedAt: z.nullable(ZIsoDateTime),
  /** Minutes after the due time (late only). */
  minutesLate: rate,
});
export type TOverdueRow = z.infer<typeof ZOverdueRow>;

export const ZOverdueReportResponse = z.object({
  meta: ZReportMeta,
  /** Late and missed buckets, oldest first. */
  rows: z.array(ZOverdueRow),
  /** Rows were cut at REPORT_MAX_ROWS (the counts below are complete). */
  truncated: z.boolean(),
  summary: z.object({
    total: ZOnTimeRow,
    byRoom: z.array(ZOnTimeRow),
    byArea: z.array(ZOnTimeRow),
    byCleanType: z.array(ZOnTimeRow),
    byDay: z.array(ZOnTimeRow),
  }),
});
export type TOverdueReportResponse = z.infer<typeof ZOverdueReportResponse>;

// ---------------------------------------------------------------------------------------------------------
// Daily staff report (POST /housekeeping/staffreports, /housekeeping/savestaffreport)

/** A supervisor's review of a staff member's day. */
export const ZSavedStaffReport = z.object({
  id: ZId,
  staffMemberId: ZId,
  date: ZLocalDate,
  comment: z.string(),
  savedBy: z.nullable(z.string()),
  savedAt: ZIsoDateTime,
});
export type TSavedStaffReport = z.infer<typeof ZSavedStaffReport>;

export const ZStaffDayRow = z.object({
  staffMemberId: ZId,
  name: z.string(),
  /** Site-local date. */
  date: ZLocalDate,
  /** Descriptions of the day's assignments (staff schedule). */
  assignments: z.array(z.string()),
  cleans: ZCleanCountsRow,
  /** Rooms cleaned (any status), by number. */
  rooms: z.array(z.string()),
  firstStart: z.nullable(ZIsoDateTime),
  lastEnd: z.nullable(ZIsoDateTime),
  review: z.nullable(ZSavedStaffReport),
});
export type TStaffDayRow = z.infer<typeof ZStaffDayRow>;

export const ZStaffReportResponse = z.object({ meta: ZReportMeta, truncated: z.boolean(), rows: z.array(ZStaffDayRow) });
export type TStaffReportResponse = z.infer<typeof ZStaffReportResponse>;

export const STAFF_REPORT_COMMENT_MAX = 4000;
export const ZSaveStaffReport = z.object({
  facilityId: ZId,
  staffMemberId: ZId,
  date: ZLocalDate,
  comment: z.string().check(z.trim(), z.maxLength(STAFF_REPORT_COMMENT_MAX)),
});
export type TSaveStaffReport = z.infer<typeof ZSaveStaffReport>;

// ---------------------------------------------------------------------------------------------------------
// Clean summary (POST /reporting/summary)

export const ZCleanSummaryResponse = z.object({
  meta: ZReportMeta,
  summary: z.object({
    total: ZCleanCountsRow,
    byCleanType: z.array(ZCleanCountsRow),
    byArea: z.array(ZCleanCountsRow),
    byRoomType: z.array(ZCleanCountsRow),
    byStaff: z.array(ZCleanCountsRow),
    byDay: z.array(ZCleanCountsRow),
    audits: ZPassRow,
    tdc: ZTdcRow,
    onTime: ZOnTimeRow,
  }),
});
export type TCleanSummaryResponse = z.infer<typeof ZCleanSummaryResponse>;

// ---------------------------------------------------------------------------------------------------------
// Enhanced Cleaning Report (POST /reporting/enhanced): state-triggered and terminal cleans with their audits

export const ENHANCED_KINDS = ['state', 'terminal'] as const;

export const ZEnhancedRow = z.object({
  reportId: ZId,
  room: ZReportRoom,
  /** state: the clean a room state asks for (e.g. Isolation); terminal: a discharge / post-clean. */
  kind: z.enum(ENHANCED_KINDS),
  /** The room state's name or the routine kind that makes it enhanced. */
  reason: z.string(),
  cleanType: z.string(),
  status: ZReportStatus,
  startDate: ZIsoDateTime,
  reportDate: z.nullable(ZIsoDateTime),
  durationMinutes: rate,
  staff: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  audit: z.nullable(
    z.object({
      auditor: z.nullable(z.string()),
      auditStart: ZIsoDateTime,
      auditDate: z.nullable(ZIsoDateTime),
      methods: z.array(ZAuditMethod),
      outcome: ZAuditOutcome,
    }),
  ),
});
export type TEnhancedRow = z.infer<typeof ZEnhancedRow>;

export const ZEnhancedReportResponse = z.object({
  meta: ZReportMeta,
  truncated: z.boolean(),
  rows: z.array(ZEnhancedRow),
  summary: z.object({ byCleanType: z.array(ZCleanCountsRow), audits: ZPassRow, unaudited: z.number() }),
});
export type TEnhancedReportResponse = z.infer<typeof ZEnhancedReportResponse>;

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

export const ZReportingEmail = z.object({
  report: ZReportKind,
  request: ZReportingRequest,
  format: ZExportFormat,
  recipients: z.array(ZEmail).check(z.minLength(1), z.maxLength(MAX_EMAIL_RECIPIENTS)),
});
export type TReportingEmail = z.infer<typeof ZReportingEmail>;

export const ZReportingEmailResult = z.object({
  queued: z.literal(true),
  recipients: z.array(z.string()),
  fileName: z.string(),
});
export type TReportingEmailResult = z.infer<typeof ZReportingEmailResult>;
