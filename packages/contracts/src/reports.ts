import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';

export const REPORT_STATUSES = ['Initial', 'Incomplete', 'Complete', 'Declined'] as const;
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;

/** Operation audit status (spec section 4); the tile cycle is CleanedPass → CleanedFailed → NotCleanedFailed → NotObserved. */
export const AUDIT_STATUSES = ['NotObserved', 'NotCleanedFailed', 'CleanedFailed', 'CleanedPass'] as const;
export const ZAuditStatus = z.enum(AUDIT_STATUSES);
export type TAuditStatus = z.infer<typeof ZAuditStatus>;

/**
 * An operation as done in one report (spec section 3, Operation): the configured step with what the
 * housekeeper did. `checked`: true done, false pending, null not required (the spec's 'false' value).
 */
export const ZReportOperation = z.object({
  id: ZId,
  group: z.string(),
  item: z.string(),
  optional: z.boolean(),
  icon: z.nullable(z.string()),
  index: z.number(),
  checked: z.nullable(z.boolean()),
  skipped: z.boolean(),
  timeStamp: z.nullable(ZIsoDateTime),
  auditStatus: z.nullable(ZAuditStatus),
  isMarked: z.boolean(),
});
export type TReportOperation = z.infer<typeof ZReportOperation>;

/** A photo of a report (spec section 3, Photo). */
export const ZReportPhoto = z.object({
  id: ZId,
  photo: z.string(),
  createdDate: ZIsoDateTime,
  createdBy: z.nullable(z.string()),
  isDeleted: z.boolean(),
});
export type TReportPhoto = z.infer<typeof ZReportPhoto>;

export const AUDIT_METHODS = [
  'directObservationMethod',
  'fluorescentGelMethod',
  'atpSystemMethod',
  'swabCulturesMethod',
  'agarSlideCulturesMethod',
] as const;

/** The audit of a clean (spec section 3, Audit report). */
export const ZAuditReport = z.object({
  auditorId: z.nullable(ZId),
  auditor: z.nullable(z.string()),
  markingDate: z.nullable(ZIsoDateTime),
  startDate: ZIsoDateTime,
  /** Set once no operation is NotObserved: the audit is complete. */
  reportDate: z.nullable(ZIsoDateTime),
  comment: z.nullable(z.string()),
  photos: z.array(ZReportPhoto),
  directObservationMethod: z.boolean(),
  fluorescentGelMethod: z.boolean(),
  atpSystemMethod: z.boolean(),
  swabCulturesMethod: z.boolean(),
  agarSlideCulturesMethod: z.boolean(),
});
export type TAuditReport = z.infer<typeof ZAuditReport>;

/** One line of a room's cleaning history (spec section 3, HousekeepingHistory entry). */
export const ZHistoryEntry = z.object({
  reportId: ZId,
  cleanType: z.string(),
  status: ZReportStatus,
  dateComplete: z.nullable(ZIsoDateTime),
  startDate: ZIsoDateTime,
  priority: z.number(),
  staffMember: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  hasPhotos: z.boolean(),
  audit: z.nullable(z.object({ complete: z.boolean(), reportDate: z.nullable(ZIsoDateTime) })),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** Outstanding task of a room (spec section 3), e.g. the 'State Room Clean' a room state adds. */
export const ZOutstandingTask = z.object({
  id: z.string(),
  taskType: z.literal('Clean'),
  description: z.nullable(z.string()),
  cleanType: z.nullable(z.string()),
  startDate: ZIsoDateTime,
  endDate: z.nullable(ZIsoDateTime),
});
export type TOutstandingTask = z.infer<typeof ZOutstandingTask>;

/** The fixed id of the task a room state adds (spec section 4). */
export const STATE_ROOM_CLEAN = 'State Room Clean';
