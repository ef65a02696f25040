import type { RoomFlags } from './presentation.ts';
import type { CleanStatus, RoutineStatus, StateCleanStatus } from './types.ts';

// From the statuses of the room's cleans to the room: which clean the tile is about, and the room flags.

/**
 * The clean the tile is about: the highest-priority routine that needs cleaning (ties: earlier due, then
 * the routines' order), else the state clean when it needs cleaning, else null.
 */
export function currentClean(routines: readonly RoutineStatus[], stateClean: StateCleanStatus | null): CleanStatus | null {
  let best: RoutineStatus | null = null;
  for (const r of routines) {
    if (!r.needsCleaning) continue;
    const earlierDue = (r.bucket?.due.getTime() ?? 0) < (best?.bucket?.due.getTime() ?? 0);
    if (!best || r.priority > best.priority || (r.priority === best.priority && earlierDue)) best = r;
  }
  return best ?? (stateClean?.needsCleaning ? stateClean : null);
}

/**
 * Room flags: needsCleaning, dueSoon, incomplete and missed hold when they hold for any clean of the room
 * (a clean of the highest priority satisfies every routine, so urgency is never hidden behind another
 * routine); declined is the current clean's (the last report in its bucket is Declined).
 */
export function currentCleanAndFlags(
  routines: readonly RoutineStatus[],
  stateClean: StateCleanStatus | null,
): { current: CleanStatus | null; flags: RoomFlags } {
  const current = currentClean(routines, stateClean);
  const flags: RoomFlags = {
    needsCleaning: stateClean?.needsCleaning ?? false,
    dueSoon: false,
    declined: current?.declined ?? false,
    incomplete: stateClean?.incomplete ?? false,
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
