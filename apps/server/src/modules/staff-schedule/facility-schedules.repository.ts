import type { TEditorSchedule } from '@carehome/contracts';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { facilitySchedules } from '../../db/schema/schedules.ts';
import type { Executor } from '../../platform/db/database.ts';

export type FacilityScheduleRow = typeof facilitySchedules.$inferSelect;

export async function listFacilityScheduleRows(tx: Executor, facilityId: string | null): Promise<FacilityScheduleRow[]> {
  const q = tx.select().from(facilitySchedules);
  return (facilityId ? q.where(eq(facilitySchedules.facilityId, facilityId)) : q).orderBy(asc(facilitySchedules.description));
}

export async function insertFacilitySchedule(
  tx: Executor,
  row: {
    tenantId: string;
    facilityId: string;
    description: string;
    templateId: string;
    period: 'day' | 'week';
    schedule: TEditorSchedule;
    active: boolean;
  },
): Promise<void> {
  await tx.insert(facilitySchedules).values(row);
}

export async function updateFacilitySchedule(
  tx: Executor,
  facilityId: string,
  id: string,
  changes: { description: string; templateId: string; period: 'day' | 'week'; schedule: TEditorSchedule; active: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(facilitySchedules)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(facilitySchedules.id, id), eq(facilitySchedules.facilityId, facilityId)))
    .returning({ id: facilitySchedules.id });
  return rows.length > 0;
}

export async function deleteFacilitySchedule(tx: Executor, facilityId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(facilitySchedules)
    .where(and(eq(facilitySchedules.id, id), eq(facilitySchedules.facilityId, facilityId)))
    .returning({ id: facilitySchedules.id });
  return rows.length > 0;
}

/**
 * Claims a run: sets last_run to `runAt` only if no later or equal run was recorded. Of several app
 * copies doing the same run, exactly one gets true (the row lock orders them; the second sees the first's run).
 */
export async function claimRun(tx: Executor, id: string, runAt: Date): Promise<boolean> {
  const rows = await tx
    .update(facilitySchedules)
    .set({ lastRun: runAt })
    .where(and(eq(facilitySchedules.id, id), or(isNull(facilitySchedules.lastRun), lt(facilitySchedules.lastRun, runAt))))
    .returning({ id: facilitySchedules.id });
  return rows.length > 0;
}

export async function setLastResult(tx: Executor, id: string, result: string, runAt?: Date): Promise<void> {
  await tx
    .update(facilitySchedules)
    .set({ lastResult: result, ...(runAt ? { lastRun: runAt } : {}) })
    .where(eq(facilitySchedules.id, id));
}

/** Puts a site schedule's last run back as it was (the undo of a run by hand). */
export async function restoreLastRun(tx: Executor, id: string, lastRun: Date | null, lastResult: string | null): Promise<void> {
  await tx.update(facilitySchedules).set({ lastRun, lastResult }).where(eq(facilitySchedules.id, id));
}
