import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZReportMeta, ZReportRoom } from './reporting.ts';
import { AUDIT_METHODS, ZAuditStatus, ZReportStatus } from './reports.ts';
import { ZLocalDate } from './schedules.ts';

// A room's (or an area's) clean record: what an inspector asks to see of a room over a period. Last
// clean, last deep clean and next due; every clean, decline, audit, re-clean and re-audit in time order;
// weekend coverage; scheduled cleans that slipped; and, for an area, the rotation routines' rooms not
// reached in their current cycle. Instants are ISO; screens show them on the site's clock (`meta.timeZone`).

/** The period when none is asked for: the last 30 days up to today on the site's calendar. */
export const CLEAN_RECORD_DEFAULT_DAYS = 30;
/** The longest period a record covers: one year (a leap year included). */
export const CLEAN_RECORD_MAX_DAYS = 366;
/** The most timeline entries and slipped cleans a record lists (an area over a year); `truncated` says so. */
export const CLEAN_RECORD_MAX_ENTRIES = 5_000;

/**
 * A room (`roomId`) or an area with its nested areas (`areaId`), exactly one of them, over the site-local
 * dates `from`..`to` (both included; both missing: the last 30 days). A period in the wrong order or
 * longer than CLEAN_RECORD_MAX_DAYS is a 400 naming `to`.
 */
export const ZCleanRecordRequest = z.object({
  facilityId: ZId,
  roomId: z.optional(ZId),
  areaId: z.optional(ZId),
  from: z.optional(ZLocalDate),
  to: z.optional(ZLocalDate),
});
export type TCleanRecordRequest = z.infer<typeof ZCleanRecordRequest>;

/** A completed clean as the summary names it. */
export const ZCleanMoment = z.object({ at: ZIsoDateTime, cleanType: z.string() });

/** The next scheduled clean of a room: its due time; `overdue` when that time has passed without it. */
export const ZNextDue = z.object({ at: ZIsoDateTime, cleanType: z.string(), overdue: z.boolean() });

/** One room's summary line. */
export const ZCleanRecordRoom = z.object({
  room: ZReportRoom,
  lastClean: z.nullable(ZCleanMoment),
  /** The last clean at or above the deep-clean priority of the room type (its highest scheduled routine's). */
  lastDeepClean: z.nullable(ZCleanMoment),
  /** The deep clean of the room type (the clean type of its highest-priority scheduled routine). */
  deepCleanType: z.nullable(z.string()),
  nextDue: z.nullable(ZNextDue),
});
export type TCleanRecordRoom = z.infer<typeof ZCleanRecordRoom>;

export const CLEAN_RECORD_ENTRY_KINDS = ['clean', 'reclean', 'audit', 'reaudit'] as const;
export type TCleanRecordEntryKind = (typeof CLEAN_RECORD_ENTRY_KINDS)[number];

/** An audit as the record shows it: who, how, and the failed operations. */
export const ZCleanRecordAudit = z.object({
  auditor: z.nullable(z.string()),
  methods: z.array(z.enum(AUDIT_METHODS)),
  passed: z.number(),
  failed: z.number(),
  /** 'open' while an operation is still Not observed. */
  result: z.enum(['pass', 'fail', 'open']),
  failures: z.array(z.object({ group: z.string(), item: z.string(), auditStatus: ZAuditStatus })),
});
export type TCleanRecordAudit = z.infer<typeof ZCleanRecordAudit>;

/** One line of the timeline: a clean (or re-clean) of a report, or the audit (or re-audit) of one. */
export const ZCleanRecordEntry = z.object({
  kind: z.enum(CLEAN_RECORD_ENTRY_KINDS),
  reportId: ZId,
  at: ZIsoDateTime,
  room: ZReportRoom,
  cleanType: z.string(),
  status: ZReportStatus,
  staff: z.nullable(z.string()),
  /** Every resident of the room when the report was saved. */
  residents: z.array(z.string()),
  /** The resident who signed a decline. */
  declinedBy: z.nullable(z.string()),
  /** A decline signature is kept: POST /reporting/signature gives its image. */
  hasSignature: z.boolean(),
  audit: z.nullable(ZCleanRecordAudit),
});
export type TCleanRecordEntry = z.infer<typeof ZCleanRecordEntry>;

/** A weekend day of the period: how many of the record's rooms had a completed clean that day. */
export const ZWeekendDay = z.object({ date: ZLocalDate, cleaned: z.number(), rooms: z.number() });

/** A scheduled clean that slipped: its due window ended late or missed. */
export const ZSlippedClean = z.object({
  room: ZReportRoom,
  cleanType: z.string(),
  due: ZIsoDateTime,
  outcome: z.enum(['late', 'missed']),
  completedAt: z.nullable(ZIsoDateTime),
});
export type TSlippedClean = z.infer<typeof ZSlippedClean>;

/** A rotation routine's current cycle and the rooms it has not reached in it. */
export const ZRotationCoverage = z.object({
  routineId: ZId,
  roomType: z.string(),
  cleanType: z.string(),
  cycleDays: z.number(),
  cycleStart: ZIsoDateTime,
  cycleEnd: ZIsoDateTime,
  rooms: z.number(),
  unreached: z.array(ZReportRoom),
});
export type TRotationCoverage = z.infer<typeof ZRotationCoverage>;

export const ZCleanRecord = z.object({
  meta: ZReportMeta,
  subject: z.object({ kind: z.enum(['room', 'area']), id: ZId, label: z.string() }),
  rooms: z.array(ZCleanRecordRoom),
  entries: z.array(ZCleanRecordEntry),
  weekends: z.array(ZWeekendDay),
  slipped: z.array(ZSlippedClean),
  rotations: z.array(ZRotationCoverage),
  /** Entries or slipped cleans were left out (CLEAN_RECORD_MAX_ENTRIES): narrow the period. */
  truncated: z.boolean(),
});
export type TCleanRecord = z.infer<typeof ZCleanRecord>;
