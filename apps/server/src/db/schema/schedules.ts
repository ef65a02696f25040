import { boolean, date, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * Staff schedule assignments (spec section 3): which staff member cleans which rooms (by number, room
 * type, clean type or site areas) on which days. The room dashboard's DailyList and OtherSchedules
 * filters read them; the staff schedule screen edits them. Tenant table (RLS).
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    staffMemberId: uuid('staff_member_id'),
    description: text('description'),
    task: text('task'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    roomNumbers: text('room_numbers').array().notNull().default([]),
    roomTypeId: uuid('room_type_id'),
    facilityAreas: uuid('facility_areas').array().notNull().default([]),
    cleanType: text('clean_type'),
    /** ISO week days (1 = Monday) the assignment applies on; empty = every day. */
    scheduledDays: integer('scheduled_days').array().notNull().default([]),
    started: boolean('started').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('assignments_site_dates_idx').on(t.tenantId, t.facilityId, t.startDate, t.endDate),
  ],
);
