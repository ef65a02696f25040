import type { TRoutine } from '@carehome/contracts';
import { cleanKey } from './history.ts';

// The outstanding clean tasks of a room ('State Room Clean', 'Audit Re-clean') and the clean that ends
// them. The engine shows such a clean as needed until a completed report satisfies it (clean-status.ts);
// the server deletes the task row when it saves that report. Both use this rule.

/** An outstanding clean task: its clean type and when it was asked for. */
export interface CleanTask {
  cleanType: string | null;
  since: Date;
}

/** A completed report as the task rule sees it. */
export interface CompletedClean {
  cleanType: string;
  priority: number;
  completedAt: Date;
}

/**
 * A completed clean ends a task when it was completed at or after the task was asked for and it is of
 * the task's clean type, or of a priority at least that of the room type's routine of that clean type.
 * A task without a clean type asks for no clean and is never ended by one.
 */
export function cleanEndsTask(
  task: CleanTask,
  clean: CompletedClean,
  routines: readonly Pick<TRoutine, 'cleanType' | 'priority'>[],
): boolean {
  if (!task.cleanType || task.cleanType.trim() === '') return false;
  if (clean.completedAt.getTime() < task.since.getTime()) return false;
  const key = cleanKey(task.cleanType);
  if (cleanKey(clean.cleanType) === key) return true;
  const routine = routines.find((r) => cleanKey(r.cleanType) === key);
  return routine !== undefined && clean.priority >= routine.priority;
}

/** A room state may ask only for a clean its room type has a routine for (or for none). */
export function roomTypeHasCleanType(routines: readonly Pick<TRoutine, 'cleanType'>[], cleanType: string | null | undefined): boolean {
  if (!cleanType || cleanType.trim() === '') return true;
  const key = cleanKey(cleanType);
  return routines.some((r) => cleanKey(r.cleanType) === key);
}
