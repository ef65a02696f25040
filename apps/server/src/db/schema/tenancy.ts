import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';

export interface ReportColors {
  background: string;
  alternateBackground: string;
  headerBackground: string;
  headerText: string;
}

/** Organizations (tenants). Row-level security keys on `id`, which is the tenant id. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    companyLogo: text('company_logo'),
    reportColors: jsonb('report_colors').$type<ReportColors>(),
    supervisors: jsonb('supervisors').$type<{ id: string; email: string }[]>().notNull().default([]),
    sponsorStaffId: uuid('sponsor_staff_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_unique').on(sql`lower(${t.name})`)],
);

/** Sites (facilities) of an organization, each in its own IANA time zone. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    tenantId: tenantId().references(() => organizations.id),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    apiKeyHash: bytea('api_key_hash'),
    apiKeyPrefix: text('api_key_prefix'),
    apiKeyCreatedAt: tstz('api_key_created_at'),
    /** The calendar feed shows room states ('Room 107: Isolation') only when the site turns this on. */
    feedShowsRoomStates: boolean('feed_shows_room_states').notNull().default(false),
    /** The calendar feed shows staff full names only when the site turns this on (initials otherwise). */
    feedShowsStaffNames: boolean('feed_shows_staff_names').notNull().default(false),
    /** A shift's planned minutes at the site (7.5 h); a staff member's own shift length overrides it. */
    shiftMinutes: smallint('shift_minutes').notNull().default(450),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sites_api_key_unique').on(t.apiKeyHash),
    index('sites_tenant_idx').on(t.tenantId, t.name),
    unique('sites_tenant_id_unique').on(t.tenantId, t.id),
  ],
);

export const siteIdRef = () => uuid('facility_id');
