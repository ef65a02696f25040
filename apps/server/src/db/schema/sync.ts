import type {
  TQuotaUsage,
  TSyncAuthKind,
  TSyncEffect,
  TSyncFailure,
  TSyncMessageStatus,
  TSyncRunProblem,
  TSyncRunStatus,
} from '@carehome/contracts';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * A site's synchronization data sources (id, name, application, facility,
 * organization UUID, webhook sync flag; auth kinds OAuth2 and TwoLegged). The client secret and the
 * private key are stored sealed (platform/secret-box.ts, their place as associated data); the webhook
 * API key as its SHA-256 only. A site's data sources go with the site. Tenant table (RLS).
 */
export const syncDataSources = pgTable(
  'sync_data_sources',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    application: text('application').notNull(),
    externalFacilityId: text('external_facility_id').notNull(),
    organizationUuid: uuid('organization_uuid').notNull(),
    authKind: text('auth_kind').$type<TSyncAuthKind>().notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id'),
    clientSecretSealed: text('client_secret_sealed'),
    clientCertificate: text('client_certificate'),
    privateKeySealed: text('private_key_sealed'),
    webhookSync: boolean('webhook_sync').notNull().default(false),
    apiKeyHash: text('api_key_hash'),
    quota: jsonb('quota').$type<TQuotaUsage>(),
    /** The area the last import put new rooms in: a webhook's admission into an unknown room creates it there. */
    importAreaId: uuid('import_area_id'),
    lastReconciledAt: tstz('last_reconciled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    index('sync_data_sources_facility_idx').on(t.facilityId),
  ],
);

/**
 * An import or a reconciliation of a data source, run as a job: its progress, counts,
 * problems, and where it is (`cursor`: the patients still to do), so a run that waits for the quota's
 * reset or is picked up again after a crash goes on where it stopped.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    dataSourceId: uuid('data_source_id').notNull(),
    kind: text('kind').$type<'import' | 'reconcile'>().notNull(),
    status: text('status').$type<TSyncRunStatus>().notNull(),
    patientIds: jsonb('patient_ids').$type<string[] | null>(),
    areaId: uuid('area_id'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    roomsCreated: integer('rooms_created').notNull().default(0),
    roomsMatched: integer('rooms_matched').notNull().default(0),
    problems: jsonb('problems').$type<TSyncRunProblem[]>().notNull().default([]),
    failure: jsonb('failure').$type<TSyncFailure>(),
    resumesAt: tstz('resumes_at'),
    byName: text('by_name'),
    startedAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    foreignKey({ columns: [t.dataSourceId], foreignColumns: [syncDataSources.id] }).onDelete('cascade'),
    index('sync_runs_source_idx').on(t.dataSourceId, t.startedAt),
  ],
);

/**
 * Webhook messages of a data source, stored once per messageId (a repeat only counts
 * a delivery), processed by the job runner with retries; what each did is kept for the administrator.
 */
export const syncMessages = pgTable(
  'sync_messages',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    dataSourceId: uuid('data_source_id').notNull(),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    patientId: text('patient_id').notNull(),
    eventDate: text('event_date').notNull(),
    resourceIds: jsonb('resource_ids').$type<string[]>().notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    status: text('status').$type<TSyncMessageStatus>().notNull().default('received'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    processedAt: tstz('processed_at'),
    failure: jsonb('failure').$type<TSyncFailure>(),
    effects: jsonb('effects').$type<TSyncEffect[]>().notNull().default([]),
    receivedAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.dataSourceId], foreignColumns: [syncDataSources.id] }).onDelete('cascade'),
    uniqueIndex('sync_messages_message_unique').on(t.dataSourceId, t.messageId),
    index('sync_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('sync_messages_recent_idx').on(t.dataSourceId, t.receivedAt),
  ],
);

/**
 * Each ADT record applied, once (whatever the number of messages naming it), with what it changed so a
 * cancellation can undo it: the resident's state before, and the clean it asked of a room.
 */
export const syncAdtApplied = pgTable(
  'sync_adt_applied',
  {
    id: id(),
    tenantId: tenantId(),
    dataSourceId: uuid('data_source_id').notNull(),
    adtRecordId: text('adt_record_id').notNull(),
    action: text('action').notNull(),
    residentId: uuid('resident_id'),
    before: jsonb('before').$type<{
      status: 'Resident' | 'Discharged';
      roomId: string | null;
      arrivalDate: string | null;
      dischargeDate: string | null;
    } | null>(),
    /** The clean the record asked for: its room, task key and when it was asked; for a transfer, the room moved into's arrival clean beside it. */
    clean: jsonb('clean').$type<{
      roomId: string;
      taskKey: string;
      cleanType: string;
      askedAt: string;
      arrival?: { roomId: string; cleanType: string };
    } | null>(),
    createdResident: boolean('created_resident').notNull().default(false),
    undone: boolean('undone').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.dataSourceId], foreignColumns: [syncDataSources.id] }).onDelete('cascade'),
    uniqueIndex('sync_adt_applied_unique').on(t.dataSourceId, t.adtRecordId),
  ],
);
