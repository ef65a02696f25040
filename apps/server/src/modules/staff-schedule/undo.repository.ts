import { and, eq, sql } from 'drizzle-orm';
import type { UndoAssignmentState } from '../../db/schema/schedules.ts';
import { scheduleUndos } from '../../db/schema/schedules.ts';
import type { Executor } from '../../platform/db/database.ts';

export type UndoRow = typeof scheduleUndos.$inferSelect;

export async function insertUndo(
  tx: Executor,
  row: {
    tenantId: string;
    facilityId: string;
    kind: string;
    createdIds: string[];
    before: UndoAssignmentState[];
    absences: { staffMemberId: string; date: string }[];
    siteSchedule: { id: string; lastRun: string | null; lastResult: string | null } | null;
    minutes: number;
  },
): Promise<UndoRow> {
  const { minutes, ...values } = row;
  const [saved] = await tx
    .insert(scheduleUndos)
    .values({ ...values, expiresAt: sql`now() + make_interval(mins => ${minutes})` })
    .returning();
  return saved as UndoRow;
}

/** The undo of the site, locked for the undo that follows (with whether it is still open). */
export async function lockUndo(tx: Executor, facilityId: string, id: string): Promise<(UndoRow & { open: boolean }) | undefined> {
  const [row] = await tx
    .select({ row: scheduleUndos, open: sql<boolean>`${scheduleUndos.undoneAt} is null and ${scheduleUndos.expiresAt} > now()` })
    .from(scheduleUndos)
    .where(and(eq(scheduleUndos.id, id), eq(scheduleUndos.facilityId, facilityId)))
    .for('update');
  return row ? { ...row.row, open: row.open } : undefined;
}

export async function markUndone(tx: Executor, id: string): Promise<void> {
  await tx.update(scheduleUndos).set({ undoneAt: new Date() }).where(eq(scheduleUndos.id, id));
}
