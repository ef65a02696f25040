import { integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tenantId, updatedAt } from './columns.ts';

/**
 * The housekeeping configuration of one site (room types with routines and operations, room states,
 * room events, settings): one validated document, versioned for optimistic concurrency. The dashboard
 * reads it whole for every room, so one row per site is the cheapest shape. Tenant table (RLS).
 */
export const housekeepingConfigs = pgTable(
  'housekeeping_configs',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    version: integer('version').notNull().default(1),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.facilityId] })],
);
