import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    /** Every session refreshed from one sign-in shares its family: a reused refresh revokes them all. */
    familyId: uuid('family_id').notNull().default(sql`gen_random_uuid()`),
    /** When the family's sign-in happened: no refresh extends a family past the absolute session lifetime. */
    familyStartedAt: tstz('family_started_at').notNull().defaultNow(),
    /** Set when this token was exchanged for a new one: it may serve requests for its grace minute, never refresh again. */
    refreshedAt: tstz('refreshed_at'),
  },
  (t) => [
    index('sessions_subject_idx').on(t.subjectId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_family_idx').on(t.familyId),
  ],
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

/**
 * Throttled attempts (failed sign-ins, wrong PINs, reset requests, registrations, mails), one row per
 * attempt and scope; see platform/auth/throttle.ts for how they are counted atomically.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('auth_failures_lookup_idx').on(t.scope, t.key, t.at)],
);

/**
 * Where an account has signed in successfully: an HMAC of an address or a registered tablet's id,
 * with the last time. A known source skips the per-account slow-down, so an attacker elsewhere cannot
 * lock the rightful user out. Rows older than 90 days are deleted. Auth table without RLS.
 */
export const knownSignInSources = pgTable(
  'known_sign_in_sources',
  {
    subjectId: uuid('subject_id').notNull(),
    source: text('source').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.source] }), index('known_sign_in_sources_seen_idx').on(t.lastSeenAt)],
);
