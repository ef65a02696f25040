import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { rooms } from './layout.ts';
import { sites } from './tenancy.ts';

/** Residents of a site. Personal health information: never logged. Tenant table (RLS). */
export const residents = pgTable(
  'residents',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    residentRef: text('resident_ref').notNull(),
    namePrefix: text('name_prefix'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickName: text('nick_name'),
    photo: text('photo'),
    roomId: uuid('room_id').references(() => rooms.id),
    status: text('status').$type<'Resident' | 'Discharged'>().notNull().default('Resident'),
    arrivalDate: date('arrival_date'),
    dischargeDate: date('discharge_date'),
    fallRisk: boolean('fall_risk').notNull().default(false),
    exitSeeking: boolean('exit_seeking').notNull().default(false),
    sexuallyAbusive: boolean('sexually_abusive').notNull().default(false),
    verballyAbusive: boolean('verbally_abusive').notNull().default(false),
    physicallyAggressive: boolean('physically_aggressive').notNull().default(false),
    /** PreClean / PostClean notes shown to housekeeping: [{ type, text }]. */
    notes: jsonb('notes').$type<{ type: string; text: string }[]>().notNull().default([]),
    syncId: text('sync_id'),
    syncFacilityId: text('sync_facility_id'),
    syncStatus: text('sync_status').$type<'None' | 'New' | 'Updated'>().notNull().default('None'),
    importSource: jsonb('import_source').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('residents_ref_unique').on(t.tenantId, sql`lower(${t.residentRef})`),
    index('residents_room_idx').on(t.roomId).where(sql`${t.status} = 'Resident'`),
    index('residents_site_idx').on(t.tenantId, t.facilityId),
    // One resident per external patient of a site: two imports or webhooks at once cannot make two.
    uniqueIndex('residents_sync_unique').on(t.facilityId, t.syncFacilityId, t.syncId).where(sql`${t.syncId} is not null`),
  ],
);

/**
 * A resident's moves (arrival, discharge, transfer), and a discharge taken back
 * ('dischargeUndone'). `date` is the day it took effect in the site's calendar. Tenant table (RLS).
 */
export const residentEvents = pgTable(
  'resident_events',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    residentId: uuid('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'arrival' | 'discharge' | 'transfer' | 'dischargeUndone'>().notNull(),
    date: date('date').notNull(),
    fromRoomId: uuid('from_room_id').references(() => rooms.id),
    toRoomId: uuid('to_room_id').references(() => rooms.id),
    /**
     * What the move asked of a room: { roomId, cleanType } or { roomId, stateName }; a transfer's
     * arrival clean of the room moved into is `arrival`.
     */
    clean: jsonb('clean').$type<{
      roomId: string;
      cleanType: string | null;
      stateName: string | null;
      arrival?: { roomId: string; cleanType: string };
    } | null>(),
    byStaffId: uuid('by_staff_id'),
    byName: text('by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('resident_events_resident_idx').on(t.residentId, t.createdAt),
  ],
);

/**
 * Who read or changed one resident's record, when, and from which device. Kept when
 * the resident is deleted (no foreign key): the log outlives the record. Field names only, never values.
 * Tenant table (RLS).
 */
export const residentAccessLog = pgTable(
  'resident_access_log',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    residentId: uuid('resident_id').notNull(),
    action: text('action').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    deviceId: uuid('device_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
  },
  (t) => [index('resident_access_log_resident_idx').on(t.tenantId, t.residentId, t.at)],
);
