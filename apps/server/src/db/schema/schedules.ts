import type { TAssignmentFields, TEditorSchedule, TTemplateAssignment } from '@carehome/contracts';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * Staff schedule assignments: which staff member cleans which rooms (by number, room
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
    /** The absent staff member a sick-call cover stands in for (a one-day cover is not part of the rota). */
    coversStaffMemberId: uuid('covers_staff_member_id'),
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

/** A staff member marked absent on a site-local day (the staff schedule's sick call). Tenant table (RLS). */
export const staffAbsences = pgTable(
  'staff_absences',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    staffMemberId: uuid('staff_member_id').notNull(),
    date: date('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.facilityId, t.staffMemberId, t.date] }),
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);

/** A site's reusable set of assignments ("assignment templates": id, description). Tenant table. */
export const assignmentTemplates = pgTable(
  'assignment_templates',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    description: text('description').notNull(),
    assignments: jsonb('assignments').$type<TTemplateAssignment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('assignment_templates_site_idx').on(t.tenantId, t.facilityId),
  ],
);

/**
 * A site schedule ("Facility schedule": id, description): applies a template on the runs of
 * a schedule-editor schedule. Tenant table (RLS).
 */
export const facilitySchedules = pgTable(
  'facility_schedules',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    description: text('description').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => assignmentTemplates.id, { onDelete: 'cascade' }),
    period: text('period').$type<'day' | 'week'>().notNull(),
    schedule: jsonb('schedule').$type<TEditorSchedule>().notNull(),
    active: boolean('active').notNull().default(true),
    lastRun: tstz('last_run'),
    lastResult: text('last_result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] })],
);

/** What an assignment looked like before a bulk change, kept so the change can be undone exactly. */
export interface UndoAssignmentState {
  id: string;
  fields: TAssignmentFields;
  started: boolean;
  completed: boolean;
  coversStaffMemberId: string | null;
  updatedAt: string;
}

/**
 * The undo of a schedule change that asked first ('Run now' of a site schedule, copy, span,
 * redistribution): the assignments it made, the assignments as they were before it changed them and the
 * absences it set, for a while (`expires_at`). Tenant table (RLS).
 */
export const scheduleUndos = pgTable(
  'schedule_undos',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    kind: text('kind').notNull(),
    createdIds: uuid('created_ids').array().notNull().default([]),
    before: jsonb('before').$type<UndoAssignmentState[]>().notNull().default([]),
    /** Absences the change set: removed again by the undo. */
    absences: jsonb('absences').$type<{ staffMemberId: string; date: string }[]>().notNull().default([]),
    /** A run by hand: the site schedule's last run as it was before, put back by the undo. */
    siteSchedule: jsonb('site_schedule').$type<{ id: string; lastRun: string | null; lastResult: string | null }>(),
    expiresAt: tstz('expires_at').notNull(),
    undoneAt: tstz('undone_at'),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] })],
);
