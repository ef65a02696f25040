import type { TRoutine } from '@carehome/contracts';
import { localDay, wallToInstant } from '../schedules/zone.ts';
import { hasCompletion, type RoomHistory } from './history.ts';

// The dashboard's assignment filters.
// - Incomplete: the room's last history entry (newest startDate, as of now) is Incomplete.
// - ToDo: the room is in today's plan and has no completed report today (site-local calendar day, from
//   its midnight to now) at equal or higher priority than the plan's priority.

/** The instant of the site-local midnight that starts the day of `nowMs` (DST rules of the schedules apply). */
export function startOfLocalDay(timeZone: string, nowMs: number): number {
  return wallToInstant(timeZone, localDay(timeZone, nowMs), 0);
}

/** The instant of the next site-local midnight after `nowMs`. */
export function nextLocalMidnight(timeZone: string, nowMs: number): number {
  return wallToInstant(timeZone, localDay(timeZone, nowMs) + 1, 0);
}

/**
 * The priority a completed report of today must reach to take the room off ToDo: the caller's, else the
 * default routine's, else the lowest routine priority, else 0 (any completed report).
 */
export function planPriority(routines: readonly TRoutine[], given: number | undefined): number {
  if (given !== undefined) return given;
  const byDefault = routines.find((r) => r.isDefault);
  if (byDefault) return byDefault.priority;
  return routines.length ? Math.min(...routines.map((r) => r.priority)) : 0;
}

export function roomFilters(
  h: RoomHistory,
  timeZone: string,
  todaysPlan: boolean,
  routines: readonly TRoutine[],
  givenPlanPriority: number | undefined,
): { incomplete: boolean; todo: boolean } {
  const incomplete = h.last?.status === 'Incomplete';
  if (!todaysPlan) return { incomplete, todo: false };
  const minPriority = planPriority(routines, givenPlanPriority);
  const doneToday = hasCompletion(h, startOfLocalDay(timeZone, h.nowMs), null, minPriority);
  return { incomplete, todo: !doneToday };
}
