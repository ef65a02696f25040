import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, tstz } from './columns.ts';

/**
 * Sessions: opaque 256-bit tokens stored as SHA-256 hashes. Resolved on every request before the
 * tenant is known, so this is an auth table without RLS; it holds ids, not tenant data.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: bytea('token_hash').notNull().unique(),
    kind: text('kind').$type<'system' | 'staff'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    email: text('email'),
    displayName: text('display_name').notNull().default(''),
    staffRefId: text('staff_ref_id'),
    role: text('role').notNull(),
    tenantId: uuid('tenant_id'),
    facilityId: uuid('facility_id'),
    deviceId: uuid('device_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    lastSeenAt: tstz('last_seen_at'),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Shared tablets registered to a site; staff sign in on them by PIN. Auth table without RLS. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    hardwareId: text('hardware_id').notNull(),
    tokenHash: bytea('token_hash').notNull().unique(),
    registeredBy: uuid('registered_by').notNull(),
    registeredAt: tstz('registered_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at'),
    unregisteredAt: tstz('unregistered_at'),
  },
  (t) => [index('devices_hardware_idx').on(t.hardwareId), index('devices_site_idx').on(t.tenantId, t.facilityId)],
);

/** Password reset requests; the link carries the token, the table its hash. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  tokenHash: bytea('token_hash').notNull().unique(),
  email: text('email').notNull(),
  kind: text('kind').$type<'system' | 'staff'>().notNull(),
  subjectId: uuid('subject_id').notNull(),
  tenantId: uuid('tenant_id'),
  createdAt: createdAt(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

/** Failed sign-in attempts per account, per address and per device, for throttling. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').$type<'account' | 'address' | 'device'>().notNull(),
    key: text('key').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('auth_failures_lookup_idx').on(t.scope, t.key, t.at)],
);
