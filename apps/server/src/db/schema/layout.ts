import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

const NO_PARENT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/** Room areas of a site (wings, floors, units), nested through parent_id. Tenant table (RLS). */
export const roomAreas = pgTable(
  'room_areas',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    order: integer('sort_order').notNull().default(0),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
    uniqueIndex('room_areas_name_unique').on(t.facilityId, sql`coalesce(${t.parentId}, ${NO_PARENT})`, sql`lower(${t.name})`),
    index('room_areas_site_idx').on(t.tenantId, t.facilityId),
  ],
);

/** Rooms of a site. The room number is unique inside its parent area. Tenant table (RLS). */
export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    areaId: uuid('area_id').references(() => roomAreas.id),
    roomNumber: text('room_number').notNull(),
    roomTypeId: uuid('room_type_id'),
    qrCode: text('qr_code').notNull(),
    description: text('description'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** The room state: an id of the site's room states, with the clean it asks for. */
    roomStateId: uuid('room_state_id'),
    stateCleanType: text('state_clean_type'),
    stateSetAt: tstz('state_set_at'),
    stateSetBy: uuid('state_set_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('rooms_number_unique').on(t.facilityId, sql`coalesce(${t.areaId}, ${NO_PARENT})`, sql`lower(${t.roomNumber})`),
    uniqueIndex('rooms_qr_unique').on(t.tenantId, t.qrCode),
    index('rooms_site_idx').on(t.tenantId, t.facilityId),
  ],
);
