import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
