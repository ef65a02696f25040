import {
  AUDIT_RECLEAN,
  OUTBREAK_TERMINAL_CLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  STATE_ROOM_CLEAN,
} from '@carehome/contracts';
import { cleanEndsTask } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { recordTaskCleaned } from '../turnaround/index.ts';
import { deleteTask, listCleanTasks, roomTypeRoutines } from './clean-tasks.repository.ts';

// The outstanding clean tasks a report save ends: a room state's 'State Room Clean' and a resident move's
// 'Resident Arrival' / 'Resident Departure' are ended by any completed clean that satisfies them (the
// domain's `cleanEndsTask`, the rule the dashboard engine applies too). A failed audit's 'Audit Re-clean'
// is not one of them: only a clean that ticks the failed operations ends it (the corrective-actions module).

/** The keys of the tasks any completed clean of the right kind ends. */
export const CLEAN_TASK_KEYS = [STATE_ROOM_CLEAN, RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK, OUTBREAK_TERMINAL_CLEAN] as const;

/** The tasks a first save reads: those it may end, and the re-clean that sends a save the long way. */
export const SAVE_FACT_TASK_KEYS = [...CLEAN_TASK_KEYS, AUDIT_RECLEAN] as const;

type CompletedReport = { cleanType: string; priority: number; completedAt: Date };

/** Which of the room's open tasks a completed report ends, given its room type's routines. */
export function tasksEndedBy<T extends { cleanType: string | null; startDate: Date }>(
  tasks: readonly T[],
  report: CompletedReport,
  routines: readonly { cleanType: string; priority: number }[],
): T[] {
  return tasks.filter((t) => cleanEndsTask({ cleanType: t.cleanType, since: t.startDate }, report, routines));
}

/**
 * The tasks a completed report ends; returns their keys. Each task's log row keeps the clean that ended it
 * (the turnaround measures) before the task goes.
 */
export async function endTasksDoneBy(
  tx: Executor,
  roomId: string,
  report: CompletedReport & { reportId: string; startedAt: Date },
): Promise<string[]> {
  const tasks = await listCleanTasks(tx, roomId, CLEAN_TASK_KEYS);
  if (!tasks.length) return [];
  const ended = tasksEndedBy(tasks, report, await roomTypeRoutines(tx, roomId));
  for (const t of ended) {
    await recordTaskCleaned(tx, { roomId, taskKey: t.taskKey }, report);
    await deleteTask(tx, roomId, t.taskKey);
  }
  return ended.map((t) => t.taskKey);
}
