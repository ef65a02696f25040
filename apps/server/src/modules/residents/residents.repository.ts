import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { housekeepingReports, outstandingTasks } from '../../db/schema/reports.ts';
import { residentAccessLog, residentEvents, residents } from '../../db/schema/residents.ts';
import type { Executor } from '../../platform/db/database.ts';

// All SQL of residents: records, their moves, their access log, and the tasks moves add to rooms.

export type ResidentRow = typeof residents.$inferSelect;
export type NewResident = typeof residents.$inferInsert;
export type ResidentEventRow = typeof residentEvents.$inferSelect;
export type AccessLogRow = typeof residentAccessLog.$inferSelect;

export async function listResidentRows(tx: Executor, facilityId: string, status: 'Resident' | 'Discharged' | null): Promise<ResidentRow[]> {
  return tx
    .select()
    .from(residents)
    .where(and(eq(residents.facilityId, facilityId), ...(status ? [eq(residents.status, status)] : [])))
    .orderBy(asc(residents.lastName), asc(residents.firstName), asc(residents.id));
}

export async function findResidentRow(tx: Executor, id: string): Promise<ResidentRow | undefined> {
  const [row] = await tx.select().from(residents).where(eq(residents.id, id)).limit(1);
  return row;
}

/** The organization's residents by resident ID (lower case), for the CSV import. */
export async function residentRefs(tx: Executor): Promise<{ id: string; ref: string; facilityId: string; syncId: string | null }[]> {
  return tx
    .select({ id: residents.id, ref: residents.residentRef, facilityId: residents.facilityId, syncId: residents.syncId })
    .from(residents);
}

export async function insertResidentRow(tx: Executor, row: NewResident): Promise<string> {
  const [out] = await tx.insert(residents).values(row).returning({ id: residents.id });
  if (!out) throw new Error('resident insert returned nothing');
  return out.id;
}

export async function updateResidentRow(tx: Executor, id: string, changes: Partial<NewResident>): Promise<void> {
  await tx
    .update(residents)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(residents.id, id));
}

export async function deleteResidentRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(residents).where(eq(residents.id, id));
}

/** The residents living in a room now, but `exceptId`. */
export async function othersInRoom(tx: Executor, roomId: string, exceptId: string | null): Promise<ResidentRow[]> {
  return tx
    .select()
    .from(residents)
    .where(and(eq(residents.roomId, roomId), eq(residents.status, 'Resident'), ...(exceptId ? [ne(residents.id, exceptId)] : [])));
}

export async function countReportsOf(tx: Executor, residentId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(housekeepingReports).where(eq(housekeepingReports.residentId, residentId));
  return Number(row?.n ?? 0);
}

export async function insertResidentEvent(tx: Executor, row: typeof residentEvents.$inferInsert): Promise<void> {
  await tx.insert(residentEvents).values(row);
}

/** A resident's moves, newest first. */
export async function listResidentEvents(tx: Executor, residentId: string): Promise<ResidentEventRow[]> {
  return tx
    .select()
    .from(residentEvents)
    .where(eq(residentEvents.residentId, residentId))
    .orderBy(desc(residentEvents.createdAt), desc(residentEvents.id));
}

export async function insertAccessLog(tx: Executor, rows: (typeof residentAccessLog.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(residentAccessLog).values(rows);
}

export async function listAccessLog(tx: Executor, residentId: string, limit: number): Promise<AccessLogRow[]> {
  return tx
    .select()
    .from(residentAccessLog)
    .where(eq(residentAccessLog.residentId, residentId))
    .orderBy(desc(residentAccessLog.at), desc(residentAccessLog.id))
    .limit(limit);
}

/** The residents whose photo is this file (a read of the photo is a read of their record). */
export async function residentsWithPhoto(
  tx: Executor,
  fileName: string,
): Promise<{ id: string; facilityId: string; status: 'Resident' | 'Discharged' }[]> {
  return tx
    .select({ id: residents.id, facilityId: residents.facilityId, status: residents.status })
    .from(residents)
    .where(eq(residents.photo, fileName));
}

/** Adds a clean task to a room from `startDate`, or asks for it again (the newest move wins). */
export async function upsertMoveTask(
  tx: Executor,
  task: { tenantId: string; roomId: string; taskKey: string; description: string; cleanType: string; startDate: Date },
): Promise<void> {
  await tx
    .insert(outstandingTasks)
    .values({ ...task, sourceReportId: null })
    .onConflictDoUpdate({
      target: [outstandingTasks.roomId, outstandingTasks.taskKey],
      set: {
        description: task.description,
        cleanType: task.cleanType,
        startDate: task.startDate,
        sourceReportId: null,
        updatedAt: sql`now()`,
      },
    });
}

/** Withdraws the clean a move asked of a room (a cancelled move), if it is still the one asked for. */
export async function deleteMoveTask(tx: Executor, task: { roomId: string; taskKey: string; cleanType: string }): Promise<void> {
  await tx
    .delete(outstandingTasks)
    .where(
      and(
        eq(outstandingTasks.roomId, task.roomId),
        eq(outstandingTasks.taskKey, task.taskKey),
        eq(outstandingTasks.cleanType, task.cleanType),
      ),
    );
}

/** Names of staff members and system users by id, for the timeline and the access log. */
export async function namesOf(tx: Executor, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const res = await tx.execute<{ id: string; name: string }>(sql`
    select id, first_name || ' ' || last_name as name from staff_members where id = any(${`{${unique.join(',')}}`}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, r.name]));
}

/** Names of the organization's devices by id, for the access log. */
export async function deviceNames(tx: Executor, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const res = await tx.execute<{ id: string; name: string }>(
    sql`select id, name from devices where tenant_id = ${tenantId} and id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(res.rows.map((d) => [d.id, d.name]));
}
