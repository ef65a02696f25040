import * as z from 'zod/mini';
import { ZExternalPatient, ZExternalPatientStatus, ZQuotaUsage, ZSyncAuthKind } from './care-records-external.ts';
import { trimmed, ZId } from './common.ts';
import { ZDashboardLinkUrl } from './dashboard-links.ts';
import { SYNC_STATUSES } from './residents.ts';

// Care-records sync: the one external care-records system residents and
// rooms are synchronized from, its data sources per site, the ADT events it reports and its API quota.
// The shapes of the external API are the real system's (integer facility and patient ids, kept here as
// strings; patients paged with `hasMore`; ADT records; webhooks carrying resource ids only); the
// simulator (apps/care-records-simulator) speaks them too.

/**
 * A site's synchronization data source (id, name, application, facility, organization
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

/** A data source of a site, as the sync calls name it. */
export const ZSyncDataSourceRef = z.object({ facilityId: ZId, dataSourceId: ZId });
export type TSyncDataSourceRef = z.infer<typeof ZSyncDataSourceRef>;

/**
 * A failure of the external system, or of reaching it, as a code the screens translate ('sync.*'),
 * with what the external system said (its HTTP status and error text) for the curious.
 */
export const SYNC_FAILURES = [
  'sync.unreachable',
  'sync.auth_failed',
  'sync.quota_exhausted',
  'sync.facility_not_found',
  'sync.patient_not_found',
  'sync.external_error',
  'sync.invalid_answer',
  'sync.credentials_unreadable',
  'sync.room_archived',
  // The outbound call's own refusals: an address that is not public, a redirect, the time limit, the caps.
  'sync.address_refused',
  'sync.redirect_refused',
  'sync.timeout',
  'sync.answer_too_large',
  'sync.too_many_pages',
  'sync.too_many_patients',
] as const;
export const ZSyncFailureCode = z.enum(SYNC_FAILURES);
export type TSyncFailureCode = z.infer<typeof ZSyncFailureCode>;
export const ZSyncFailure = z.object({
  code: ZSyncFailureCode,
  /** The external system's HTTP status, null when it was not reached. */
  status: z.nullable(z.int()),
  /** What the external system (or the network) said, as it said it. */
  detail: z.nullable(z.string()),
});
export type TSyncFailure = z.infer<typeof ZSyncFailure>;

/** POST /sync/testconnection: what the external system answered to a token request and a facility lookup. */
export const ZTestConnectionResult = z.object({
  ok: z.boolean(),
  /** The facility's name in the external system, when found. */
  facilityName: z.nullable(z.string()),
  failure: z.nullable(ZSyncFailure),
  quota: z.nullable(ZQuotaUsage),
  checkedAt: z.string(),
});
export type TTestConnectionResult = z.infer<typeof ZTestConnectionResult>;

export const ZSyncStatus = z.enum(SYNC_STATUSES);
export type TSyncStatus = z.infer<typeof ZSyncStatus>;

/** POST /sync/residents: the external residents of the data source's facility, filtered by their status there. */
export const ZSyncResidentsQuery = z.object({
  facilityId: ZId,
  dataSourceId: ZId,
  patientStatus: z.optional(z.nullable(ZExternalPatientStatus)),
});
export type TSyncResidentsQuery = z.infer<typeof ZSyncResidentsQuery>;

/** An external resident compared with ours: New (we hold none), Updated (an owned field differs) or None. */
export const ZSyncResident = z.object({
  patient: ZExternalPatient,
  syncStatus: ZSyncStatus,
  /** Our resident for the patient (its id), when we hold one. */
  residentId: z.nullable(ZId),
  /** The owned fields that differ (firstName, lastName, namePrefix, nickName, status, roomNumber, arrivalDate, dischargeDate). */
  differences: z.array(z.string()),
  /** Our room of the patient's room number, null when none matches (the import creates it in the chosen area). */
  roomId: z.nullable(ZId),
});
export type TSyncResident = z.infer<typeof ZSyncResident>;
export const ZSyncResidentList = z.object({
  residents: z.array(ZSyncResident),
  quota: z.nullable(ZQuotaUsage),
  /** Set when the list could not be read: the readable reason. */
  failure: z.nullable(ZSyncFailure),
});
export type TSyncResidentList = z.infer<typeof ZSyncResidentList>;

/** At most this many residents in one import. */
export const SYNC_IMPORT_MAX = 2000;

/**
 * POST /sync/importresidents: imports the chosen external residents as a job; rooms are matched by
 * number, or created under `areaId` when the site has none of that number.
 */
export const ZImportResidents = z.object({
  facilityId: ZId,
  dataSourceId: ZId,
  patientIds: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.minLength(1), z.maxLength(SYNC_IMPORT_MAX)),
  areaId: z.nullable(ZId),
});
export type TImportResidents = z.infer<typeof ZImportResidents>;

export const SYNC_RUN_KINDS = ['import', 'reconcile'] as const;
export const SYNC_RUN_STATUSES = ['queued', 'running', 'waitingForQuota', 'completed', 'failed'] as const;
export const ZSyncRunStatus = z.enum(SYNC_RUN_STATUSES);
export type TSyncRunStatus = z.infer<typeof ZSyncRunStatus>;

/** One resident the run could not bring in, and why. */
export const ZSyncRunProblem = z.object({ patientId: z.string(), name: z.string(), failure: ZSyncFailure });
export type TSyncRunProblem = z.infer<typeof ZSyncRunProblem>;

/** An import or a reconciliation as a job: its progress, counts and problems. */
export const ZSyncRun = z.object({
  id: ZId,
  dataSourceId: ZId,
  kind: z.enum(SYNC_RUN_KINDS),
  status: ZSyncRunStatus,
  /** Residents to go through, and how many are done (imported, updated, unchanged or failed). */
  total: z.int(),
  done: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  roomsCreated: z.int(),
  roomsMatched: z.int(),
  problems: z.array(ZSyncRunProblem),
  /** The run's own failure (the external system unreachable, the data source deleted). */
  failure: z.nullable(ZSyncFailure),
  /** While waiting for the quota's reset: when the run goes on. */
  resumesAt: z.nullable(z.string()),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  by: z.nullable(z.string()),
});
export type TSyncRun = z.infer<typeof ZSyncRun>;
export const ZSyncRunList = z.object({ runs: z.array(ZSyncRun) });
export type TSyncRunList = z.infer<typeof ZSyncRunList>;
export const ZSyncRunQuery = z.object({ facilityId: ZId, id: ZId });

export const SYNC_MESSAGE_STATUSES = ['received', 'processed', 'retrying', 'failed', 'ignored'] as const;
export const ZSyncMessageStatus = z.enum(SYNC_MESSAGE_STATUSES);
export type TSyncMessageStatus = z.infer<typeof ZSyncMessageStatus>;

/** What a webhook message did (or undid): the resident, the move and the clean it asked for. */
export const ZSyncEffect = z.object({
  kind: z.enum(['arrive', 'discharge', 'transfer', 'leave', 'return', 'undo', 'none']),
  residentName: z.nullable(z.string()),
  roomNumber: z.nullable(z.string()),
  cleanType: z.nullable(z.string()),
  /** For 'undo': the clean had started, so it was kept. */
  cleanKept: z.boolean(),
});
export type TSyncEffect = z.infer<typeof ZSyncEffect>;

/** A webhook message as the administrator sees it (GET /sync/messages). */
export const ZSyncMessage = z.object({
  id: ZId,
  dataSourceId: ZId,
  messageId: z.string(),
  eventType: z.string(),
  patientId: z.string(),
  eventDate: z.string(),
  receivedAt: z.string(),
  /** How many times the external system delivered it (a repeat changes nothing). */
  deliveries: z.int(),
  status: ZSyncMessageStatus,
  attempts: z.int(),
  nextAttemptAt: z.nullable(z.string()),
  processedAt: z.nullable(z.string()),
  failure: z.nullable(ZSyncFailure),
  effects: z.array(ZSyncEffect),
});
export type TSyncMessage = z.infer<typeof ZSyncMessage>;
export const ZSyncMessagesQuery = z.object({ facilityId: ZId, dataSourceId: ZId });
export const ZSyncMessageList = z.object({ messages: z.array(ZSyncMessage) });
export type TSyncMessageList = z.infer<typeof ZSyncMessageList>;
/** POST /sync/messages/retry: processes a failed message again now. */
export const ZRetrySyncMessage = z.object({ facilityId: ZId, id: ZId });

/** The webhook's answer: at once, before processing; `duplicate` when the messageId was already stored. */
export const ZWebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type TWebhookAck = z.infer<typeof ZWebhookAck>;
