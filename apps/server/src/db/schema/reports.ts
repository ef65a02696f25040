import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, tstz, updatedAt } from './columns.ts';
import { rooms } from './layout.ts';
import { sites } from './tenancy.ts';

/**
 * Cleaning reports (Housekeeping report). The id is generated on the tablet, so a
 * replayed save is a no-op. Operations, photos and the audit report are stored with the report as
 * JSON: they are read and written together and belong to that one report. Tenant table (RLS).
 */
export const housekeepingReports = pgTable(
  'housekeeping_reports',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    roomNumber: text('room_number').notNull(),
    roomTypeId: uuid('room_type_id'),
    roomType: text('room_type').notNull(),
    /** The room's first resident (by arrival) when the report was saved; `residents` names all of them. */
    residentId: uuid('resident_id'),
    residentName: text('resident_name'),
    /** Every resident of the room when the report was saved (a shared room has two or more), by arrival. */
    residents: jsonb('residents').$type<{ id: string; name: string }[]>().notNull().default([]),
    /** The resident who signed a decline, when the room is shared (else the room's one resident). */
    declinedByResidentId: uuid('declined_by_resident_id'),
    staffMemberId: uuid('staff_member_id'),
    staffFirstName: text('staff_first_name').notNull().default(''),
    staffLastName: text('staff_last_name').notNull().default(''),
    routineId: uuid('routine_id'),
    cleanType: text('clean_type').notNull(),
    /** The routine's priority when the report was saved: what it satisfies on the dashboard. */
    priority: integer('priority').notNull(),
    status: text('status').$type<'Initial' | 'Incomplete' | 'Complete' | 'Declined'>().notNull(),
    startDate: tstz('start_date').notNull(),
    reportDate: tstz('report_date'),
    selectedGroupTime: tstz('selected_group_time'),
    comment: text('comment'),
    residentFamilyConcern: text('resident_family_concern'),
    maintenance: text('maintenance'),
    pestControl: text('pest_control'),
    operations: jsonb('operations').$type<Record<string, unknown>[]>().notNull().default([]),
    photos: jsonb('photos').$type<Record<string, unknown>[]>().notNull().default([]),
    supervisorNote: text('supervisor_note'),
    declineSignature: text('decline_signature'),
    auditReport: jsonb('audit_report').$type<Record<string, unknown>>(),
    markingReportId: uuid('marking_report_id'),
    /** Who sent the save (a queued save may reach the server after another person signed in on the tablet). */
    submittedBy: uuid('submitted_by'),
    deviceId: uuid('device_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    // The dashboard reads each room's recent reports through this index: the cost follows the window
    // it asks for, never the years of history behind it.
    // Tenant first: row security adds tenant_id = … to every read, and with the room alone the planner
    // joined the room's index with a scan of the whole organization's reports.
    index('reports_tenant_room_start_idx').on(t.tenantId, t.roomId, t.startDate.desc()),
    index('reports_site_date_idx').on(t.tenantId, t.facilityId, t.reportDate.desc()),
    // Reporting reads a site's cleans by the period they started in, and the clean that answered a marking.
    index('reports_site_start_idx').on(t.tenantId, t.facilityId, t.startDate),
    index('reports_marking_idx').on(t.markingReportId).where(sql`${t.markingReportId} is not null`),
    // A year of audits among millions of cleans, and the completions the on-time rate reads (index-only).
    index('reports_audited_idx').on(t.tenantId, t.facilityId, t.startDate).where(sql`${t.auditReport} is not null`),
    index('reports_completed_idx').on(t.tenantId, t.facilityId, t.reportDate, t.roomId, t.priority).where(sql`${t.status} = 'Complete'`),
  ],
);

/** Pre-audit markings (Marking report): operations marked before the clean. Tenant table (RLS). */
export const markingReports = pgTable(
  'marking_reports',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    roomType: text('room_type').notNull(),
    cleanType: text('clean_type').notNull(),
    auditorId: uuid('auditor_id'),
    auditorName: text('auditor_name'),
    startDate: tstz('start_date').notNull(),
    markingDate: tstz('marking_date'),
    operations: jsonb('operations').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The report that audited this marking, once a clean was audited. */
    auditedReportId: uuid('audited_report_id'),
    submittedBy: uuid('submitted_by'),
    deviceId: uuid('device_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('marking_room_start_idx').on(t.roomId, t.startDate.desc()),
    index('marking_site_start_idx').on(t.tenantId, t.facilityId, t.startDate),
  ],
);

/**
 * The latest completed clean of each room at each priority level, kept in the same transaction as
 * the report. Relative schedules ("30 days after the last deep clean") read it instead of years of
 * history. Tenant table (RLS).
 */
export const roomLastCleans = pgTable(
  'room_last_cleans',
  {
    tenantId: tenantId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    priority: integer('priority').notNull(),
    completedAt: tstz('completed_at').notNull(),
    reportId: uuid('report_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.priority] })],
);

/** Outstanding tasks of a room: 'State Room Clean', 'Audit Re-clean'. Tenant table (RLS). */
export const outstandingTasks = pgTable(
  'outstanding_tasks',
  {
    tenantId: tenantId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    taskKey: text('task_key').notNull(),
    taskType: text('task_type').notNull().default('Clean'),
    description: text('description'),
    cleanType: text('clean_type'),
    startDate: tstz('start_date').notNull().default(sql`now()`),
    endDate: tstz('end_date'),
    /** The report whose failed audit asked for this task ('Audit Re-clean'); null for other tasks. */
    sourceReportId: uuid('source_report_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.taskKey] })],
);
