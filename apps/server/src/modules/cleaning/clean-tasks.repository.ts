import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { housekeepingConfigs } from '../../db/schema/housekeeping.ts';
import { rooms } from '../../db/schema/layout.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import type { Executor } from '../../platform/db/database.ts';

export type CleanTaskRow = typeof outstandingTasks.$inferSelect;

/** The room's outstanding tasks with these keys that ask for a clean. */
export async function listCleanTasks(tx: Executor, roomId: string, keys: readonly string[]): Promise<CleanTaskRow[]> {
  return tx
    .select()
    .from(outstandingTasks)
    .where(and(eq(outstandingTasks.roomId, roomId), inArray(outstandingTasks.taskKey, [...keys]), isNotNull(outstandingTasks.cleanType)));
}

export async function deleteTask(tx: Executor, roomId: string, taskKey: string): Promise<void> {
  await tx.delete(outstandingTasks).where(and(eq(outstandingTasks.roomId, roomId), eq(outstandingTasks.taskKey, taskKey)));
}

/** The clean types and priorities of the room's type, read out of the site's configuration in SQL. */
export async function roomTypeRoutines(tx: Executor, roomId: string): Promise<{ cleanType: string; priority: number }[]> {
  const res = await tx.execute<{ clean_type: string; priority: number }>(sql`
    select ro.doc ->> 'cleanType' as clean_type, coalesce((ro.doc ->> 'priority')::int, 0) as priority
    from ${rooms} r
    join ${housekeepingConfigs} c on c.facility_id = r.facility_id
    cross join lateral jsonb_array_elements(c.document -> 'roomTypes') as t(doc)
    cross join lateral jsonb_array_elements(t.doc -> 'routines') as ro(doc)
    where r.id = ${roomId} and t.doc ->> 'id' = r.room_type_id::text`);
  return res.rows.map((r) => ({ cleanType: r.clean_type, priority: Number(r.priority) }));
}
