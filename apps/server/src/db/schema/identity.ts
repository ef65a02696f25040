import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { organizations, sites } from './tenancy.ts';

/**
 * Platform users (provider administration: SiteAdministrator, SiteAssistant). Not tenant data:
 * they work across organizations by switching, so this table has no tenant and no RLS.
 */
export const systemUsers = pgTable(
  'system_users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    isArchived: boolean('is_archived').notNull().default(false),
    passwordChangedAt: tstz('password_changed_at'),
    /** The organization and site last switched to: the next sign-in starts there while they exist. */
    lastTenantId: uuid('last_tenant_id'),
    lastFacilityId: uuid('last_facility_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('system_users_email_unique').on(t.email)],
);

/** Staff members of an organization, with a home site. Tenant table (RLS). */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    tenantId: tenantId().references(() => organizations.id),
    facilityId: uuid('facility_id').notNull(),
    staffRefId: text('staff_ref_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** HMAC of the PIN with the platform secret: unique per organization and searchable, never stored in clear. */
    pinHmac: text('pin_hmac'),
    /**
     * Digits of the PIN, recorded when it is set or signs in; null for a PIN set before it was kept
     * (length unknown). Under six digits (or unknown), the staff list says the person needs a new PIN.
     */
    pinLength: smallint('pin_length'),
    /** This person's planned shift in minutes (the staff schedule warns past it); null = the site's default. */
    shiftMinutes: smallint('shift_minutes'),
    role: text('role').notNull(),
    position: text('position'),
    isArchived: boolean('is_archived').notNull().default(false),
    restrictedArea: text('restricted_area'),
    restrictedAreaAssignmentId: uuid('restricted_area_assignment_id'),
    offsiteAuthentication: boolean('offsite_authentication').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The product language of the person's last sign-in (the app's Accept-Language): their notification mails use it. */
    language: text('language'),
    passwordChangedAt: tstz('password_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('staff_members_staff_ref_unique').on(t.tenantId, sql`lower(${t.staffRefId})`),
    uniqueIndex('staff_members_pin_unique').on(t.tenantId, t.pinHmac),
    uniqueIndex('staff_members_email_unique').on(t.email),
    index('staff_members_facility_idx').on(t.tenantId, t.facilityId),
  ],
);

/**
 * Who signs in with an email: resolves an email to a system user or to a staff member and their
 * organization before any tenant is known. Holds no other personal data. No RLS (auth directory).
 */
export const loginDirectory = pgTable(
  'login_directory',
  {
    email: text('email').primaryKey(),
    kind: text('kind').$type<'system' | 'staff'>().notNull(),
    tenantId: uuid('tenant_id'),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_directory_subject_idx').on(t.subjectId)],
);
