import { sql } from 'drizzle-orm';
import { residentBulkReads } from '../db/schema/access-log.ts';
import type { Executor } from './db/database.ts';

// All SQL of the bulk-read access log, and of the retention purge of both access-log tables.

export async function insertBulkRead(tx: Executor, row: typeof residentBulkReads.$inferInsert): Promise<void> {
  await tx.insert(residentBulkReads).values(row);
}

/** Deletes up to `batch` rows of an access-log table older than `retentionDays`; returns how many went. */
export async function deleteExpiredBatch(
  tx: Executor,
  table: 'resident_bulk_reads' | 'resident_access_log',
  retentionDays: number,
  batch: number,
): Promise<number> {
  const deleted = await tx.execute(sql`
    delete from ${sql.identifier(table)} where id in (
      select id from ${sql.identifier(table)}
      where created_at < now() - make_interval(days => ${retentionDays}::int) limit ${batch})`);
  return deleted.rowCount ?? 0;
}

/**
 * The bulk reads that carried one resident, newest first (the GIN index on resident_ids finds them).
 * Without the ids themselves: a dashboard entry of a large site holds a thousand of them.
 */
export async function bulkReadsOf(tx: Executor, residentId: string, limit: number) {
  const b = residentBulkReads;
  return tx
    .select({
      id: b.id,
      facilityId: b.facilityId,
      kind: b.kind,
      route: b.route,
      actorName: b.actorName,
      actorRole: b.actorRole,
      deviceId: b.deviceId,
      ip: b.ip,
      userAgent: b.userAgent,
      at: b.at,
    })
    .from(residentBulkReads)
    .where(sql`${residentBulkReads.residentIds} @> array[${residentId}]::uuid[]`)
    .orderBy(sql`${residentBulkReads.at} desc`, sql`${residentBulkReads.id} desc`)
    .limit(limit);
}
