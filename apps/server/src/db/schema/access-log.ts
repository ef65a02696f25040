import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';

/**
 * Reads of many residents at once (the residents list, the room dashboard, report history): one row per
 * answer naming every resident it carried, instead of one row per resident per refresh. The "who saw
 * resident X" question is answered by the GIN index on `resident_ids`; the purge by age uses the time
 * index. No foreign key: the log outlives the records. Tenant table (RLS; the retention purge runs as
 * platform code across organizations).
 */
export const residentBulkReads = pgTable(
  'resident_bulk_reads',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    /** 'residentList' | 'dashboard' | 'reportHistory'. */
    kind: text('kind').notNull(),
    route: text('route').notNull(),
    residentIds: uuid('resident_ids').array().notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    deviceId: uuid('device_id'),
    sessionId: uuid('session_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: createdAt(),
  },
  (t) => [index('resident_bulk_reads_residents_idx').using('gin', t.residentIds), index('resident_bulk_reads_at_idx').on(t.at)],
);
