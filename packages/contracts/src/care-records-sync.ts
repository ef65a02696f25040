import * as z from 'zod/mini';
import { trimmed, ZId } from './common.ts';
import { ZDashboardLinkUrl } from './dashboard-links.ts';

// Care-records sync (issue 15; spec sections 3 and 7): the one external care-records system residents and
// rooms are synchronized from, its data sources per site, the ADT events it reports and its API quota.
// The shapes of the external API are those of the simulator (apps/care-records-simulator, to come) and
// the real adapter: patients with paging, ADT records and webhooks carrying resource ids only.

/** External auth kinds (spec section 3): OAuth2 client credentials, or TwoLegged (mutual TLS). */
export const SYNC_AUTH_KINDS = ['OAuth2', 'TwoLegged'] as const;
export const ZSyncAuthKind = z.enum(SYNC_AUTH_KINDS);
export type TSyncAuthKind = z.infer<typeof ZSyncAuthKind>;

/** Status of a patient in the external system (the patients list's filter). */
export const EXTERNAL_PATIENT_STATUSES = ['Current', 'Discharged', 'New'] as const;
export const ZExternalPatientStatus = z.enum(EXTERNAL_PATIENT_STATUSES);
export type TExternalPatientStatus = z.infer<typeof ZExternalPatientStatus>;

/** A page of the external patients list: `pageSize` at most 200. */
export const EXTERNAL_PAGE_SIZE_MAX = 200;

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
  facilityId: z.string().check(z.minLength(1), z.maxLength(200)),
  patientId: z.string().check(z.minLength(1), z.maxLength(200)),
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

/** The quota as shown (spec section 9): the percentage used and the daily reset time. */
export const ZQuotaUsage = z.object({
  limit: z.int(),
  used: z.int(),
  percentUsed: z.number(),
  resetsAt: z.string(),
});
export type TQuotaUsage = z.infer<typeof ZQuotaUsage>;

/**
 * A site's synchronization data source (spec section 3: id, name, application, facility, organization
 * UUID, webhook sync flag), with its auth kind. Secrets never leave the server: the answer says only
 * whether one is set.
 */
export const ZDataSource = z.object({
  id: ZId,
  facilityId: ZId,
  name: z.string(),
  application: z.string(),
  externalFacilityId: z.string(),
  organizationUuid: z.string(),
  authKind: ZSyncAuthKind,
  baseUrl: z.string(),
  clientId: z.nullable(z.string()),
  hasClientSecret: z.boolean(),
  hasClientCertificate: z.boolean(),
  webhookSync: z.boolean(),
  hasApiKey: z.boolean(),
  quota: z.nullable(ZQuotaUsage),
});
export type TDataSource = z.infer<typeof ZDataSource>;

/** A pasted PEM (certificate or private key): at most this many characters. */
export const PEM_MAX = 20_000;
const pem = z.string().check(z.trim(), z.minLength(1), z.maxLength(PEM_MAX));

/**
 * A data source as saved (POST /sync/facilitydatasource). Secrets are written, never read back: an
 * absent or null `clientSecret` / `privateKey` keeps the stored one. OAuth2 needs a client id and a
 * secret; TwoLegged a certificate and its private key (the server says which is missing, on the field).
 */
export const ZDataSourceInput = z.object({
  id: z.optional(z.nullable(ZId)),
  name: trimmed(1, 100),
  application: trimmed(1, 100),
  externalFacilityId: trimmed(1, 200),
  organizationUuid: z.uuid(),
  authKind: ZSyncAuthKind,
  /** The external system's API address (the token endpoint is `<baseUrl>/auth/token`). */
  baseUrl: ZDashboardLinkUrl,
  clientId: z.nullable(trimmed(1, 200)),
  clientSecret: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(1000)))),
  clientCertificate: z.optional(z.nullable(pem)),
  privateKey: z.optional(z.nullable(pem)),
  webhookSync: z.boolean(),
});
export type TDataSourceInput = z.infer<typeof ZDataSourceInput>;

export const ZSaveDataSource = z.object({ facilityId: ZId, dataSource: ZDataSourceInput });
export type TSaveDataSource = z.infer<typeof ZSaveDataSource>;

export const ZDataSourceList = z.object({ facilityId: ZId, dataSources: z.array(ZDataSource) });
export type TDataSourceList = z.infer<typeof ZDataSourceList>;

/** POST /facility/generatedatasourceapikey: a new key for the data source's webhooks, shown once. */
export const ZGenerateDataSourceApiKey = z.object({ facilityId: ZId, dataSourceId: ZId });
export const ZDataSourceApiKey = z.object({ dataSourceId: ZId, apiKey: z.string() });
export type TDataSourceApiKey = z.infer<typeof ZDataSourceApiKey>;
