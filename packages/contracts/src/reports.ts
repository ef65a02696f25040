import * as z from 'zod/mini';
import { ZAtpReading } from './atp.ts';
import { ZFileName, ZId, ZIsoDateTime } from './common.ts';

export const REPORT_STATUSES = ['Initial', 'Incomplete', 'Complete', 'Declined'] as const;
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;

/**
 * Operation audit status; the tile cycle is CleanedPass → CleanedFailed → NotCleanedFailed → NotObserved.
 * NotPresent (the surface is not in this room) is set apart from the cycle: it answers the operation and
 * counts in no pass rate or thoroughness.
 */
export const AUDIT_STATUSES = ['NotObserved', 'NotCleanedFailed', 'CleanedFailed', 'CleanedPass', 'NotPresent'] as const;
export const ZAuditStatus = z.enum(AUDIT_STATUSES);
export type TAuditStatus = z.infer<typeof ZAuditStatus>;

/**
 * An operation as done in one report (Operation): the configured step with what the
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
  /** The ATP reading the audit took of this operation; absent or null: none (every report saved before readings). */
  atp: z.optional(z.nullable(ZAtpReading)),
});
export type TReportOperation = z.infer<typeof ZReportOperation>;

/** A photo of a report (Photo). */
export const ZReportPhoto = z.object({
  id: ZId,
  photo: z.string(),
  createdDate: ZIsoDateTime,
  createdBy: z.nullable(z.string()),
  isDeleted: z.boolean(),
});
export type TReportPhoto = z.infer<typeof ZReportPhoto>;
/** A photo as a save carries it: only a name the file store generated, so a path or a made-up name is a 400. */
const ZReportPhotoSave = z.extend(ZReportPhoto, { photo: ZFileName });

export const AUDIT_METHODS = [
  'directObservationMethod',
  'fluorescentGelMethod',
  'atpSystemMethod',
  'swabCulturesMethod',
  'agarSlideCulturesMethod',
] as const;

/** Whether the auditor used each of the audit methods, the same in an audit's save and in the saved audit. */
const auditMethodFields = {
  directObservationMethod: z.boolean(),
  fluorescentGelMethod: z.boolean(),
  atpSystemMethod: z.boolean(),
  swabCulturesMethod: z.boolean(),
  agarSlideCulturesMethod: z.boolean(),
} satisfies Record<(typeof AUDIT_METHODS)[number], z.ZodMiniBoolean>;

/** The audit of a clean (Audit report). */
export const ZAuditReport = z.object({
  auditorId: z.nullable(ZId),
  auditor: z.nullable(z.string()),
  markingDate: z.nullable(ZIsoDateTime),
  startDate: ZIsoDateTime,
  /** Set once no operation is NotObserved: the audit is complete. */
  reportDate: z.nullable(ZIsoDateTime),
  comment: z.nullable(z.string()),
  photos: z.array(ZReportPhoto),
  ...auditMethodFields,
});
export type TAuditReport = z.infer<typeof ZAuditReport>;

/** One line of a room's cleaning history (HousekeepingHistory entry). */
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
  audit: z.nullable(
    z.object({
      complete: z.boolean(),
      reportDate: z.nullable(ZIsoDateTime),
      /** At least one operation got Cleaned Fail or Not Cleaned Fail. */
      failed: z.optional(z.boolean()),
    }),
  ),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** Outstanding task of a room, e.g. the 'State Room Clean' a room state adds. */
export const ZOutstandingTask = z.object({
  id: z.string(),
  taskType: z.literal('Clean'),
  description: z.nullable(z.string()),
  cleanType: z.nullable(z.string()),
  startDate: ZIsoDateTime,
  endDate: z.nullable(ZIsoDateTime),
});
export type TOutstandingTask = z.infer<typeof ZOutstandingTask>;

/** The fixed id of the task a room state adds. */
export const STATE_ROOM_CLEAN = 'State Room Clean';
/** The fixed id of the corrective task a failed audit adds: re-clean the audited report's clean type. */
export const AUDIT_RECLEAN = 'Audit Re-clean';

/**
 * Free-text fields of a report. The spec sets no bound ("free text with no bound"); this generous one
 * (about 25 pages) only stops abuse. The comment boxes show it and stop there, so a clean is never
 * refused for its comment.
 */
export const REPORT_TEXT_MAX = 50_000;
const reportText = z.nullable(z.string().check(z.maxLength(REPORT_TEXT_MAX)));
/** A signature drawn on the tablet, as a PNG data URI. */
const ZSignature = z.string().check(z.maxLength(400_000), z.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/));

/** The statuses a saved report can have (a new report is Initial until saved). */
export const SAVED_REPORT_STATUSES = ['Complete', 'Incomplete', 'Declined'] as const;

/**
 * A cleaning report as the tablet saves it (POST /housekeeping/submitReport). The id is generated on the
 * tablet, so a save replayed from the offline outbox makes one report, not two. `authorStaffId` is the
 * staff member who did the clean: a queued save may be sent after someone else signed in on the tablet.
 */
export const ZReportSave = z.object({
  id: ZId,
  facilityId: ZId,
  roomId: ZId,
  selectedCleanType: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  status: z.enum(SAVED_REPORT_STATUSES),
  startDate: ZIsoDateTime,
  reportDate: ZIsoDateTime,
  selectedGroupTime: z.nullable(ZIsoDateTime),
  comment: reportText,
  residentFamilyConcern: reportText,
  maintenance: reportText,
  pestControl: reportText,
  operations: z.array(ZReportOperation).check(z.maxLength(1000)),
  photos: z.array(ZReportPhotoSave).check(z.maxLength(100)),
  declineSignature: z.nullable(ZSignature),
  /**
   * Who signed a decline in a room shared by several residents (one of the room's residents); omitted or
   * null: the room's first resident.
   */
  declinedBy: z.optional(z.nullable(ZId)),
  /** The pre-audit marking this clean answers, when the room had one. */
  markingReportId: z.nullable(ZId),
  authorStaffId: ZId,
});
export type TReportSave = z.infer<typeof ZReportSave>;
export const ZSubmitReport = z.object({ report: ZReportSave });

/** An audit of a saved report (audit mode): the methods, the auditor's comment and photos, each operation's result. */
export const ZAuditSave = z.object({
  reportId: ZId,
  facilityId: ZId,
  startDate: ZIsoDateTime,
  comment: reportText,
  photos: z.array(ZReportPhotoSave).check(z.maxLength(100)),
  ...auditMethodFields,
  operations: z.array(z.object({ id: ZId, auditStatus: ZAuditStatus, atp: z.optional(z.nullable(ZAtpReading)) })).check(z.maxLength(1000)),
  authorStaffId: ZId,
});
export type TAuditSave = z.infer<typeof ZAuditSave>;
export const ZSubmitAudit = z.object({ audit: ZAuditSave });

/**
 * POST /housekeeping/submitReport's body: a cleaning report or an audit, one of them. An object of two
 * optional keys rather than a union, so that a bad field in either answers with its own path
 * (`audit.operations.0.atp.rlu`): a union's error names no field.
 */
export const ZSubmitReportOrAudit = z.object({ report: z.optional(ZReportSave), audit: z.optional(ZAuditSave) }).check(
  z.refine((b) => (b.report === undefined) !== (b.audit === undefined), {
    path: ['report'],
    error: 'Send a report or an audit.',
    params: { code: 'validation.required' },
  }),
);
export type TSubmitReportOrAudit = z.infer<typeof ZSubmitReportOrAudit>;

/** A pre-audit marking (POST /housekeeping/submitmarkingreport): the operations the auditor marked before the clean. */
export const ZMarkingSave = z.object({
  id: ZId,
  facilityId: ZId,
  roomId: ZId,
  cleanType: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  startDate: ZIsoDateTime,
  markingDate: ZIsoDateTime,
  operations: z.array(ZReportOperation).check(z.maxLength(1000)),
  authorStaffId: ZId,
});
export type TMarkingSave = z.infer<typeof ZMarkingSave>;
export const ZSubmitMarking = z.object({ report: ZMarkingSave });

/** A saved cleaning report as the server answers it (Housekeeping report). */
export const ZHousekeepingReport = z.object({
  id: ZId,
  facilityId: ZId,
  status: ZReportStatus,
  startDate: ZIsoDateTime,
  reportDate: z.nullable(ZIsoDateTime),
  room: z.object({ id: ZId, number: z.string() }),
  roomTypeId: z.nullable(ZId),
  roomType: z.string(),
  /** The room's first resident (by arrival) when the report was saved. */
  resident: z.nullable(z.object({ id: ZId, name: z.string() })),
  /** Every resident of the room when the report was saved: a shared room has two or more. */
  residents: z.array(z.object({ id: ZId, name: z.string() })),
  staffMember: z.nullable(z.object({ id: ZId, firstName: z.string(), lastName: z.string() })),
  selectedCleanType: z.string(),
  priority: z.number(),
  selectedGroupTime: z.nullable(ZIsoDateTime),
  comment: z.nullable(z.string()),
  residentFamilyConcern: z.nullable(z.string()),
  maintenance: z.nullable(z.string()),
  pestControl: z.nullable(z.string()),
  operations: z.array(ZReportOperation),
  photos: z.array(ZReportPhoto),
  supervisorNote: z.nullable(z.string()),
  declineSignature: z.nullable(z.string()),
  /** The resident who signed the decline (a shared room's residents each may), else null. */
  declinedBy: z.nullable(z.object({ id: ZId, name: z.string() })),
  auditReport: z.nullable(ZAuditReport),
  markingReportId: z.nullable(ZId),
});
export type THousekeepingReport = z.infer<typeof ZHousekeepingReport>;

/** A pre-audit marking as the server answers it (Marking report). */
export const ZMarkingReport = z.object({
  id: ZId,
  facilityId: ZId,
  room: z.object({ id: ZId, number: z.string() }),
  roomType: z.string(),
  cleanType: z.string(),
  auditor: z.nullable(z.object({ id: ZId, name: z.string() })),
  startDate: ZIsoDateTime,
  markingDate: z.nullable(ZIsoDateTime),
  operations: z.array(ZReportOperation),
  auditedReportId: z.nullable(ZId),
});
export type TMarkingReport = z.infer<typeof ZMarkingReport>;

/** POST /housekeeping/reports and /housekeeping/markingreports: by ids, or a room's, or a period's. */
export const ZReportsQuery = z.object({
  facilityId: ZId,
  ids: z.optional(z.array(ZId).check(z.maxLength(200))),
  roomId: z.optional(ZId),
  from: z.optional(ZIsoDateTime),
  to: z.optional(ZIsoDateTime),
});
/** "Returns a list keyed by id". */
export const ZReportsById = z.record(z.string(), ZHousekeepingReport);
export const ZMarkingReportsById = z.record(z.string(), ZMarkingReport);

/** POST /housekeeping/updatereportprops: the supervisor note, saved apart from the report. */
export const ZReportPropsUpdate = z.object({ id: ZId, facilityId: ZId, supervisorNote: reportText });

/** The most addresses one report mail may go to. */
export const MAX_EMAIL_RECIPIENTS = 50;

/** POST housekeeping/emailreport and emailauditreport. */
export const ZEmailReport = z.object({
  id: ZId,
  facilityId: ZId,
  recipients: z.array(z.email()).check(z.minLength(1), z.maxLength(MAX_EMAIL_RECIPIENTS)),
});
export type TEmailReport = z.infer<typeof ZEmailReport>;

/** The answer of emailreport / emailauditreport: the mail is queued in the outbox and goes out shortly. */
export const ZEmailReportResult = z.object({
  queued: z.literal(true),
  recipients: z.array(z.string()),
  /** How many of the report's photos travel as attachments. */
  attachments: z.number(),
});
export type TEmailReportResult = z.infer<typeof ZEmailReportResult>;

/** GET housekeeping/emailrecipients?facilityId=: the addresses the Send Email popup offers. */
export const ZEmailRecipientsQuery = z.object({ facilityId: ZId });

/**
 * The organization's supervisors and the site's active staff members that have an email, by name: the
 * Send Email popup's checkboxes. emailreport accepts these addresses (and any active
 * staff member of the organization).
 */
export const ZEmailRecipients = z.object({
  supervisors: z.array(z.string()),
  staff: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type TEmailRecipients = z.infer<typeof ZEmailRecipients>;
