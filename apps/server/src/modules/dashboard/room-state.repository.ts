import { STATE_ROOM_CLEAN } from '@carehome/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rooms } from '../../db/schema/layout.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import type { Executor } from '../../platform/db/database.ts';

/** Sets the room's state (null: back to Resident), with who set it and when. */
export async function updateRoomState(
  tx: Executor,
  roomId: string,
  state: { roomStateId: string; cleanType: string | null; setBy: string } | null,
): Promise<void> {
  await tx
    .update(rooms)
    .set({
      roomStateId: state?.roomStateId ?? null,
      stateCleanType: state?.cleanType ?? null,
      stateSetAt: state ? sql`now()` : null,
      stateSetBy: state?.setBy ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(rooms.id, roomId));
}

/** Asks for the state's clean ('State Room Clean'), from now: a task already open takes the new state's name and clean. */
export async function upsertStateTask(
  tx: Executor,
  task: { tenantId: string; roomId: string; description: string; cleanType: string | null },
): Promise<void> {
  await tx
    .insert(outstandingTasks)
    .values({ ...task, taskKey: STATE_ROOM_CLEAN })
    .onConflictDoUpdate({
      target: [outstandingTasks.roomId, outstandingTasks.taskKey],
      set: { description: task.description, cleanType: task.cleanType, startDate: sql`now()`, updatedAt: sql`now()` },
    });
}

/** Withdraws the state's clean (the room is back to Resident). */
export async function deleteStateTask(tx: Executor, roomId: string): Promise<void> {
  await tx.delete(outstandingTasks).where(and(eq(outstandingTasks.roomId, roomId), eq(outstandingTasks.taskKey, STATE_ROOM_CLEAN)));
}
