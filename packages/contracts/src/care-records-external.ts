import * as z from 'zod/mini';

// The external care-records system's own shapes, as its API sends them: auth kinds, patients (integer ids kept
// as strings), ADT records, webhook messages and the API quota. The adapter and the simulator both speak them.

/** External auth kinds: OAuth2 client credentials, or TwoLegged (mutual TLS). */
export const SYNC_AUTH_KINDS = ['OAuth2', 'TwoLegged'] as const;
export const ZSyncAuthKind = z.enum(SYNC_AUTH_KINDS);
export type TSyncAuthKind = z.infer<typeof ZSyncAuthKind>;

/** Status of a patient in the external system (the patients list's filter). */
export const EXTERNAL_PATIENT_STATUSES = ['Current', 'Discharged', 'New'] as const;
export const ZExternalPatientStatus = z.enum(EXTERNAL_PATIENT_STATUSES);
export type TExternalPatientStatus = z.infer<typeof ZExternalPatientStatus>;

/** A page of the external patients list: `pageSize` at most 200. */
export const EXTERNAL_PAGE_SIZE_MAX = 200;

/** An external id as we keep it: letters, digits and `._:-`, at most 64 characters (the real system's are integers). */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
export const ZExternalId = z.string().check(z.regex(EXTERNAL_ID_PATTERN));
/**
 * An id as the external system sends it: the real system's facility and patient ids are positive
 * integers (a string id is read too); kept as its decimal string.
 */
export const ZExternalIdWire = z.pipe(
  z.union([z.int().check(z.positive()), ZExternalId]),
  z.transform((v: number | string) => String(v)),
);

/** A patient as the external system describes one (what the import compares with our resident). */
export const ZExternalPatient = z.object({
  patientId: z.string().check(z.minLength(1)),
  facilityId: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  namePrefix: z.nullable(z.string()),
  nickName: z.nullable(z.string()),
  status: ZExternalPatientStatus,
  /** The room and bed as the external system names them ('204', 'B'). */
  roomNumber: z.nullable(z.string()),
  bed: z.nullable(z.string()),
  admissionDate: z.nullable(z.string()),
  dischargeDate: z.nullable(z.string()),
  /** The unit and floor the external system files the room under ('North', '2'): they suggest the area of a new room. */
  unit: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  floor: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type TExternalPatient = z.infer<typeof ZExternalPatient>;

/** ADT actions of the external system's records (admit, readmit, discharge, transfer, leave, return, cancellations). */
export const ADT_ACTIONS = [
  'Admission',
  'Readmission',
  'Discharge',
  'Transfer',
  'LeaveOfAbsence',
  'ReturnFromLeave',
  'CancelAdmission',
  'CancelDischarge',
  'CancelTransfer',
  'CancelLeaveOfAbsence',
  'CancelReturnFromLeave',
] as const;
export const ZAdtAction = z.enum(ADT_ACTIONS);
export type TAdtAction = z.infer<typeof ZAdtAction>;

/** One ADT record: what happened to a patient, when, and the room and bed it left them in. */
export const ZAdtRecord = z.object({
  adtRecordId: z.string().check(z.minLength(1)),
  patientId: z.string().check(z.minLength(1)),
  action: ZAdtAction,
  effectiveDate: z.string().check(z.minLength(1)),
  roomNumber: z.nullable(z.string()),
  bed: z.nullable(z.string()),
  /** For a cancellation: the record it cancels. */
  cancelsRecordId: z.nullable(z.string()),
});
export type TAdtRecord = z.infer<typeof ZAdtRecord>;

/**
 * A webhook message of the external system: resource ids only (the receiver fetches the details), sent
 * again until acknowledged; `messageId` makes a repeat recognizable.
 */
export const ZWebhookMessage = z.object({
  messageId: z.string().check(z.minLength(1), z.maxLength(200)),
  eventType: z.string().check(z.minLength(1), z.maxLength(100)),
  facilityId: ZExternalIdWire,
  patientId: ZExternalIdWire,
  eventDate: z.string().check(z.minLength(1), z.maxLength(40)),
  messageDate: z.string().check(z.minLength(1), z.maxLength(40)),
  resourceIds: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
});
export type TWebhookMessage = z.infer<typeof ZWebhookMessage>;

/** The API quota the external system reports in its response headers. */
export const ZQuotaHeaders = z.object({
  limit: z.int().check(z.nonnegative()),
  remaining: z.int().check(z.nonnegative()),
  /** Seconds until the daily reset. */
  resetSeconds: z.number().check(z.nonnegative()),
});
export type TQuotaHeaders = z.infer<typeof ZQuotaHeaders>;

/** The quota as shown: the percentage used and the daily reset time. */
export const ZQuotaUsage = z.object({
  limit: z.int(),
  used: z.int(),
  percentUsed: z.number(),
  resetsAt: z.string(),
});
export type TQuotaUsage = z.infer<typeof ZQuotaUsage>;
