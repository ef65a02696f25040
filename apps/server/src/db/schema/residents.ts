import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { rooms } from './layout.ts';
import { sites } from './tenancy.ts';

/** Residents of a site (spec section 3). Personal health information: never logged. Tenant table (RLS). */
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
  ],
);
