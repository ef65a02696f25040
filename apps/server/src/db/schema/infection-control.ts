import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { roomAreas, rooms } from './layout.ts';
import { sites } from './tenancy.ts';

const NO_AREA = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Outbreak mode of a site (area_id null) or of an area with the areas nested in it: who switched it on and
 * off, when and why. Several can run at once; one is active while ended_at is null. Tenant table (RLS).
 */
export const outbreaks = pgTable(
  'outbreaks',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    areaId: uuid('area_id').references(() => roomAreas.id),
    reason: text('reason').notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    startedBy: uuid('started_by'),
    /** Names as they were: the log and the outbreak report show them without reading another module. */
    startedByName: text('started_by_name').notNull(),
    endedAt: tstz('ended_at'),
    endedBy: uuid('ended_by'),
    endedByName: text('ended_by_name'),
    endNote: text('end_note'),
    /** The acknowledgement published to the area's staff when the outbreak started. */
    acknowledgementId: uuid('acknowledgement_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('outbreaks_site_idx').on(t.tenantId, t.facilityId, t.startedAt.desc()),
    index('outbreaks_active_idx').on(t.facilityId).where(sql`${t.endedAt} is null`),
  ],
);

/**
 * A site's ATP limits for one luminometer brand, optionally for one surface (an operation item as written):
 * RLU up to pass_max passes, up to caution_max is a caution, above fails. Tenant table (RLS).
 */
export const atpLimits = pgTable(
  'atp_limits',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    brand: text('brand').notNull(),
    surface: text('surface'),
    passMax: integer('pass_max').notNull(),
    cautionMax: integer('caution_max').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('atp_limits_unique').on(t.facilityId, sql`lower(${t.brand})`, sql`lower(coalesce(${t.surface}, ''))`),
  ],
);

/** Audits a site aims to do per week, for the whole site (area_id null) or one area. Tenant table (RLS). */
export const auditTargets = pgTable(
  'audit_targets',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    areaId: uuid('area_id').references(() => roomAreas.id),
    perWeek: integer('per_week').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('audit_targets_unique').on(t.facilityId, sql`coalesce(${t.areaId}, ${NO_AREA})`),
  ],
);

/** A site's turnaround targets, in minutes, for the cleans residents' moves and states ask for. Tenant table (RLS). */
export const turnaroundTargets = pgTable(
  'turnaround_targets',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    responseMinutes: integer('response_minutes').notNull(),
    cleanMinutes: integer('clean_minutes').notNull(),
    turnaroundMinutes: integer('turnaround_minutes').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId] }),
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);

/**
 * Every outstanding task a room was given, kept after the task is gone: the turnaround measures read it.
 * A trigger on outstanding_tasks writes it (no path that adds or removes a task can skip it); the code that
 * ends a task by a clean fills started_at, completed_at and report_id first. ended_at without completed_at:
 * the task was withdrawn (the state cleared, the move undone), not cleaned. Tenant table (RLS).
 */
export const cleanTaskLog = pgTable(
  'clean_task_log',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    taskKey: text('task_key').notNull(),
    cleanType: text('clean_type'),
    description: text('description'),
    /** When the task was asked (the task's start date). */
    createdAt: tstz('created_at').notNull(),
    /** The start of the clean that answered it. */
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    reportId: uuid('report_id'),
    /** When the task left the room, by a clean or withdrawn. */
    endedAt: tstz('ended_at'),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('clean_task_log_site_idx').on(t.tenantId, t.facilityId, t.createdAt),
    index('clean_task_log_open_idx').on(t.roomId, t.taskKey).where(sql`${t.endedAt} is null`),
  ],
);
