import type { RoomFlags } from './presentation.ts';
import type { CleanStatus, OutstandingReport, RoutineStatus, StateCleanStatus } from './types.ts';

// From the statuses of the room's cleans to the room: which clean the tile is about, and the room flags.

/**
 * The clean the tile is about: the state clean when it needs cleaning (a room state is set on purpose,
 * and its clean is the one to do: an isolation room gets the isolation clean, not the routine that
 * happens to be due), else the re-clean of a failed audit when it needs cleaning, else the earliest
 * clean a resident move asks for that needs cleaning, else the
 * highest-priority routine that needs cleaning (ties: earlier due, then the routines' order), else null.
 */
export function currentClean(
  routines: readonly RoutineStatus[],
  stateClean: StateCleanStatus | null,
  reclean: StateCleanStatus | null = null,
  taskCleans: readonly StateCleanStatus[] = [],
): CleanStatus | null {
  if (stateClean?.needsCleaning) return stateClean;
  if (reclean?.needsCleaning) return reclean;
  let task: StateCleanStatus | null = null;
  for (const t of taskCleans) if (t.needsCleaning && (!task || t.since < task.since)) task = t;
  if (task) return task;
  let best: RoutineStatus | null = null;
  for (const r of routines) {
    if (!r.needsCleaning) continue;
    const earlierDue = (r.bucket?.due.getTime() ?? 0) < (best?.bucket?.due.getTime() ?? 0);
    if (!best || r.priority > best.priority || (r.priority === best.priority && earlierDue)) best = r;
  }
  return best;
}

/**
 * Room flags: needsCleaning, dueSoon, incomplete and missed hold when they hold for any clean of the room
 * (a clean of the highest priority satisfies every routine, so urgency is never hidden behind another
 * routine); declined is the current clean's (the last report in its bucket is Declined). An outstanding
 * Incomplete or Declined last report sets incomplete or declined whatever the buckets say.
 */
export function currentCleanAndFlags(
  routines: readonly RoutineStatus[],
  stateClean: StateCleanStatus | null,
  reclean: StateCleanStatus | null = null,
  outstanding: OutstandingReport | null = null,
  taskCleans: readonly StateCleanStatus[] = [],
): { current: CleanStatus | null; flags: RoomFlags } {
  const current = currentClean(routines, stateClean, reclean, taskCleans);
  const flags: RoomFlags = {
    needsCleaning: Boolean(stateClean?.needsCleaning || reclean?.needsCleaning) || taskCleans.some((t) => t.needsCleaning),
    dueSoon: false,
    declined: Boolean(current?.declined) || outstanding?.kind === 'declined',
    incomplete:
      Boolean(stateClean?.incomplete || reclean?.incomplete) || taskCleans.some((t) => t.incomplete) || outstanding?.kind === 'incomplete',
    missed: false,
  };
  for (const r of routines) {
    if (r.needsCleaning) flags.needsCleaning = true;
    if (r.dueSoon) flags.dueSoon = true;
    if (r.incomplete) flags.incomplete = true;
    if (r.missed) flags.missed = true;
  }
  return { current, flags };
}
