import type { TSyncMessage, TSyncRun } from '@carehome/contracts';
import { and, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { housekeepingReports as reports } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import { syncAdtApplied, syncDataSources, syncMessages, syncRuns } from '../../db/schema/sync.ts';
import type { Executor } from '../../platform/db/database.ts';

// Storage of the care-records sync's work: runs (imports, reconciliations), webhook messages and the ADT
// records applied. Tenant tables (RLS); the platform-wide reads are marked.

export type SyncRunRow = typeof syncRuns.$inferSelect;
export type SyncMessageRow = typeof syncMessages.$inferSelect;
export type AdtAppliedRow = typeof syncAdtApplied.$inferSelect;

export const toSyncRun = (r: SyncRunRow): TSyncRun => ({
  id: r.id,
  dataSourceId: r.dataSourceId,
  kind: r.kind,
  status: r.status,
  total: r.total,
  done: r.done,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  roomsCreated: r.roomsCreated,
  roomsMatched: r.roomsMatched,
  problems: r.problems,
  failure: r.failure ?? null,
  resumesAt: r.resumesAt?.toISOString() ?? null,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  by: r.byName,
});

export const toSyncMessage = (r: SyncMessageRow): TSyncMessage => ({
  id: r.id,
  dataSourceId: r.dataSourceId,
  messageId: r.messageId,
  eventType: r.eventType,
  patientId: r.patientId,
  eventDate: r.eventDate,
  receivedAt: r.receivedAt.toISOString(),
  deliveries: r.deliveries,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  processedAt: r.processedAt?.toISOString() ?? null,
  failure: r.failure ?? null,
  effects: r.effects,
});

export async function insertRun(tx: Executor, row: typeof syncRuns.$inferInsert): Promise<SyncRunRow> {
  const [run] = await tx.insert(syncRuns).values(row).returning();
  return run as SyncRunRow;
}

export async function findRun(tx: Executor, id: string, lock = false): Promise<SyncRunRow | undefined> {
  const q = tx.select().from(syncRuns).where(eq(syncRuns.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateRun(tx: Executor, id: string, changes: Partial<typeof syncRuns.$inferInsert>): Promise<void> {
  await tx
    .update(syncRuns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(syncRuns.id, id));
}

export async function listRuns(tx: Executor, dataSourceId: string, limit = 20): Promise<SyncRunRow[]> {
  return tx.select().from(syncRuns).where(eq(syncRuns.dataSourceId, dataSourceId)).orderBy(desc(syncRuns.startedAt)).limit(limit);
}

/** A run of this data source still under way (one at a time per data source). */
export async function activeRun(tx: Executor, dataSourceId: string): Promise<SyncRunRow | undefined> {
  const [row] = await tx
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.dataSourceId, dataSourceId), inArray(syncRuns.status, ['queued', 'running', 'waitingForQuota'])))
    .limit(1);
  return row;
}

/** Stores a delivery: a new message, or one more delivery of a known messageId. */
export async function storeMessage(
  tx: Executor,
  row: typeof syncMessages.$inferInsert,
): Promise<{ id: string; duplicate: boolean; status: SyncMessageRow['status'] }> {
  const [out] = await tx
    .insert(syncMessages)
    .values(row)
    .onConflictDoUpdate({
      target: [syncMessages.dataSourceId, syncMessages.messageId],
      set: { deliveries: sql`${syncMessages.deliveries} + 1` },
    })
    .returning({ id: syncMessages.id, deliveries: syncMessages.deliveries, status: syncMessages.status });
  const r = out as { id: string; deliveries: number; status: SyncMessageRow['status'] };
  return { id: r.id, duplicate: r.deliveries > 1, status: r.status };
}

export async function findMessage(tx: Executor, id: string, lock = false): Promise<SyncMessageRow | undefined> {
  const q = tx.select().from(syncMessages).where(eq(syncMessages.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function updateMessage(tx: Executor, id: string, changes: Partial<typeof syncMessages.$inferInsert>): Promise<void> {
  await tx.update(syncMessages).set(changes).where(eq(syncMessages.id, id));
}

export async function listMessages(tx: Executor, dataSourceId: string, limit = 100): Promise<SyncMessageRow[]> {
  return tx
    .select()
    .from(syncMessages)
    .where(eq(syncMessages.dataSourceId, dataSourceId))
    .orderBy(desc(syncMessages.receivedAt))
    .limit(limit);
}

/** Platform read: messages whose job was lost (received or retrying, due more than `graceSeconds` ago). */
export async function overdueMessages(tx: Executor, graceSeconds: number): Promise<{ id: string; tenantId: string }[]> {
  return tx
    .select({ id: syncMessages.id, tenantId: syncMessages.tenantId })
    .from(syncMessages)
    .where(
      or(
        and(eq(syncMessages.status, 'received'), lte(syncMessages.receivedAt, sql`now() - make_interval(secs => ${graceSeconds})`)),
        and(eq(syncMessages.status, 'retrying'), lte(syncMessages.nextAttemptAt, sql`now() - make_interval(secs => ${graceSeconds})`)),
      ),
    )
    .limit(500);
}

/** Platform read: runs whose job was lost (queued, running or waiting past its resume time for a while). */
export async function overdueRuns(tx: Executor, graceSeconds: number): Promise<{ id: string; tenantId: string }[]> {
  return tx
    .select({ id: syncRuns.id, tenantId: syncRuns.tenantId })
    .from(syncRuns)
    .where(
      or(
        and(inArray(syncRuns.status, ['queued', 'running']), lte(syncRuns.updatedAt, sql`now() - make_interval(secs => ${graceSeconds})`)),
        and(eq(syncRuns.status, 'waitingForQuota'), lte(syncRuns.resumesAt, sql`now() - make_interval(secs => ${graceSeconds})`)),
      ),
    )
    .limit(100);
}

/** Platform read: every data source, for the daily reconciliation. */
export async function allDataSources(tx: Executor): Promise<{ id: string; tenantId: string; facilityId: string }[]> {
  return tx
    .select({ id: syncDataSources.id, tenantId: syncDataSources.tenantId, facilityId: syncDataSources.facilityId })
    .from(syncDataSources);
}

/** Records that an ADT record is being applied; false when it already was (a repeat changes nothing). */
export async function claimAdtRecord(
  tx: Executor,
  row: { tenantId: string; dataSourceId: string; adtRecordId: string; action: string },
): Promise<string | null> {
  const [out] = await tx.insert(syncAdtApplied).values(row).onConflictDoNothing().returning({ id: syncAdtApplied.id });
  return out?.id ?? null;
}

export async function updateAdtApplied(tx: Executor, id: string, changes: Partial<typeof syncAdtApplied.$inferInsert>): Promise<void> {
  await tx.update(syncAdtApplied).set(changes).where(eq(syncAdtApplied.id, id));
}

export async function findAdtApplied(tx: Executor, dataSourceId: string, adtRecordId: string): Promise<AdtAppliedRow | undefined> {
  const [row] = await tx
    .select()
    .from(syncAdtApplied)
    .where(and(eq(syncAdtApplied.dataSourceId, dataSourceId), eq(syncAdtApplied.adtRecordId, adtRecordId)));
  return row;
}

/** Our residents of a data source's facility, by external patient id. */
export async function syncedResidents(
  tx: Executor,
  facilityId: string,
  syncFacilityId: string,
): Promise<Map<string, typeof residents.$inferSelect>> {
  const rows = await tx
    .select()
    .from(residents)
    .where(and(eq(residents.facilityId, facilityId), eq(residents.syncFacilityId, syncFacilityId), isNotNull(residents.syncId)));
  return new Map(rows.map((r) => [r.syncId as string, r]));
}

/** A resident id already used in the organization (the import then adds a suffix). */
export async function residentRefTaken(tx: Executor, ref: string): Promise<boolean> {
  const [row] = await tx.select({ id: residents.id }).from(residents).where(sql`lower(${residents.residentRef}) = lower(${ref})`).limit(1);
  return Boolean(row);
}

/** A clean has started in the room since `since` (a report begun, whatever its state). */
export async function cleanStartedSince(tx: Executor, roomId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.roomId, roomId), gt(reports.startDate, since)))
    .limit(1);
  return Boolean(row);
}

/** Messages of a data source waiting for a retry and given up. */
export async function messageCounts(tx: Executor, dataSourceId: string): Promise<{ retrying: number; failed: number }> {
  const rows = await tx
    .select({ status: syncMessages.status, n: sql<number>`count(*)::int` })
    .from(syncMessages)
    .where(and(eq(syncMessages.dataSourceId, dataSourceId), inArray(syncMessages.status, ['retrying', 'failed'])))
    .groupBy(syncMessages.status);
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { retrying: of('retrying'), failed: of('failed') };
}
