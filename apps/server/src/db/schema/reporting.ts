import { sql } from 'drizzle-orm';
import { date, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * A supervisor's review of a staff member's day (POST /housekeeping/savestaffreport): one per staff
 * member and site-local date, saved again to change the comment. Tenant table (RLS).
 */
export const staffDayReports = pgTable(
  'staff_day_reports',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    staffMemberId: uuid('staff_member_id').notNull(),
    date: date('date').notNull(),
    comment: text('comment').notNull().default(''),
    savedBy: uuid('saved_by'),
    savedByName: text('saved_by_name'),
    savedAt: tstz('saved_at').notNull().default(sql`now()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    uniqueIndex('staff_day_reports_unique').on(t.facilityId, t.staffMemberId, t.date),
    index('staff_day_reports_site_date_idx').on(t.tenantId, t.facilityId, t.date),
  ],
);

/**
 * The organization's benchmark of its sites (GET /sitedashboard/sites), one site's measures over the last
 * `weeks` weeks as last worked out (`computed_at`, for the site's `period_to` day). A chain of 300 homes
 * cannot have a year of every site counted while its administrator waits: the answer takes these, works
 * out again inline what its time allows and leaves the rest to a job (site-dashboard module). Tenant table (RLS).
 */
export const siteBenchmarkEntries = pgTable(
  'site_benchmark_entries',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    weeks: smallint('weeks').notNull(),
    periodTo: date('period_to').notNull(),
    measures: jsonb('measures').notNull(),
    computedAt: tstz('computed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.facilityId, t.weeks] }),
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
  ],
);
