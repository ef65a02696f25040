import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz } from './columns.ts';

/**
 * Every write and every sign-in attempt: the audit trail, the source of live updates and the change
 * feed offline clients catch up from. Append-only for the app role. Tenant table (RLS); sign-in
 * attempts that match no organization are stored without a tenant.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id'),
    facilityId: uuid('facility_id'),
    type: text('type').notNull(),
    actorKind: text('actor_kind').$type<'system' | 'staff' | 'device' | 'anonymous' | 'platform'>().notNull(),
    actorId: uuid('actor_id'),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    deviceId: uuid('device_id'),
    sessionId: uuid('session_id'),
    traceId: text('trace_id'),
    /** The site's dashboard version this event moved it to (null: it changes nothing a room board shows, or no one site). */
    siteVersion: bigint('site_version', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_tenant_idx').on(t.tenantId, t.id),
    index('events_site_idx').on(t.tenantId, t.facilityId, t.id),
    index('events_type_idx').on(t.type, t.createdAt),
    index('events_site_version_idx').on(t.facilityId, t.siteVersion).where(sql`site_version is not null`),
  ],
);

/**
 * Each site's dashboard version: moved forward by one, in the writing transaction, by every event that changes what
 * the site's room board shows. The row lock it takes orders versions as commits are ordered, across every app copy.
 */
export const siteVersions = pgTable('site_versions', {
  facilityId: uuid('facility_id').primaryKey(),
  tenantId: tenantId(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Stored answers of writes sent with an Idempotency-Key, so a replayed save is a no-op. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

/** Mail is written here in the same transaction as the change that causes it, then delivered. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    tenantId: uuid('tenant_id'),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files of the file store sent with the mail (report photos), by file name; `cid` for inline images. */
    attachments: jsonb('attachments').$type<{ fileName: string; filename: string; cid?: string }[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'unsent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Server-side secrets generated once per database (the PIN pepper unless APP_SECRET is set). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
