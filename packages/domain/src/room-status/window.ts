import type { TRoutine } from '@carehome/contracts';
import { nextLocalMidnight, startOfLocalDay } from './filters.ts';
import { LOOKBACK_MS, lastCleanAt, roomHistory } from './history.ts';
import { scheduledInForce } from './outbreak-routines.ts';
import { Earliest, instantMs, isShared, relativeBaseline, relativeBucket, relativeChangeAfter, sharedPairFor } from './routine-buckets.ts';
import type { RoomStatusInput, RoutineBuckets } from './types.ts';

// Time-related questions a caller asks before and after `roomStatus`: from when to load a room's history,
// and until when a computed status stays valid.

/** What `windowStart` needs to know of the room. */
export type WindowFacts = Pick<
  RoomStatusInput,
  'roomState' | 'lastCompletedByPriority' | 'reclean' | 'tasks' | 'createdAt' | 'outbreakSince'
>;

/** What `nextChangeAt` needs to know of the room. */
export type ChangeFacts = Pick<
  RoomStatusInput,
  'history' | 'lastCompletedByPriority' | 'lastMarkingReport' | 'todaysPlan' | 'tasks' | 'createdAt' | 'outbreakSince'
>;

/**
 * The earliest instant the caller must load the room's history from (every report whose startDate or
 * completedAt is at or after it, plus the room's last report and every report completed at or after the
 * last report's start, which decide whether that report is outstanding) for `roomStatus` at `now` to give the same
 * result as with the whole history. The minimum of:
 * - the start of the current and of the previous bucket of each Cron and Absolute routine;
 * - for each Relative routine, its last clean from `lastCompletedByPriority`, or when the summary has none
 *   the start of its never-cleaned bucket (from the room's creation); without a summary, the 10-year lookback;
 * - the instant the room state was set, when it names a clean type, and the instant of a failed audit's
 *   re-clean;
 * - today's local midnight (ToDo filter);
 * bounded below by the 10-year lookback and above by `now`.
 */
export function windowStart(routines: readonly TRoutine[], timeZone: string, now: Date, room: WindowFacts, buckets?: RoutineBuckets): Date {
  const nowMs = instantMs(now, 'now');
  const floorMs = nowMs - LOOKBACK_MS;
  let start = startOfLocalDay(timeZone, nowMs);
  const consider = (ms: number | undefined) => {
    if (ms !== undefined && ms < start) start = ms;
  };
  const summary = room.lastCompletedByPriority ? roomHistory([], room.lastCompletedByPriority, nowMs) : null;
  for (const { routine, schedule, sinceMs } of scheduledInForce(routines, room)) {
    if (isShared(schedule)) {
      const pair = sharedPairFor(routine, schedule, timeZone, new Date(nowMs), buckets);
      consider(pair.bucket?.start.getTime());
      consider(pair.previousBucket?.start.getTime());
    } else if (!summary) {
      consider(floorMs);
    } else {
      const last = lastCleanAt(summary, routine.priority);
      const from = relativeBaseline(schedule, last, sinceMs);
      consider(last ?? relativeBucket(schedule, timeZone, new Date(nowMs), from)?.start.getTime());
    }
  }
  if (room.roomState?.cleanType) consider(instantMs(room.roomState.setAt, 'roomState.setAt'));
  if (room.reclean) consider(instantMs(room.reclean.since, 'reclean.since'));
  for (const task of room.tasks ?? []) consider(Math.min(nowMs, instantMs(task.since, 'tasks.since')));
  return new Date(Math.min(nowMs, Math.max(floorMs, start)));
}

/**
 * The next instant after `now` at which `roomStatus` can change by time alone, so that a caller can cache
 * a room's status until then (a new report, state or configuration invalidates it anyway). Null: never.
 *
 * Counted: a Cron or Absolute bucket opening, becoming due or closing (and a previous bucket leaving the
 * lookback); the room's Relative buckets (from its last clean); reports and summary entries dated after
 * now (they count from their dates) or leaving the 10-year lookback; a marking report dated after now;
 * the next local midnight when the room is in today's plan (ToDo). Not counted: the start of a Relative
 * bucket that is never cleaned and has no start date, which opens at every instant asked about.
 */
export function nextChangeAt(
  routines: readonly TRoutine[],
  timeZone: string,
  now: Date,
  room: ChangeFacts,
  buckets?: RoutineBuckets,
): Date | null {
  const nowMs = instantMs(now, 'now');
  const at = new Date(nowMs);
  const earliest = new Earliest(nowMs);
  const h = roomHistory(room.history, room.lastCompletedByPriority, nowMs);
  for (const { routine, schedule, sinceMs } of scheduledInForce(routines, room)) {
    if (isShared(schedule)) {
      earliest.add(sharedPairFor(routine, schedule, timeZone, at, buckets).until?.getTime());
    } else {
      earliest.add(relativeChangeAfter(schedule, timeZone, nowMs, relativeBaseline(schedule, lastCleanAt(h, routine.priority), sinceMs)));
    }
  }
  const dated = (date: Date | null | undefined) => {
    const ms = date ? date.getTime() : Number.NaN;
    if (Number.isNaN(ms)) return;
    earliest.add(ms);
    earliest.add(ms + LOOKBACK_MS + 1);
  };
  for (const entry of room.history) {
    dated(entry.startDate);
    dated(entry.completedAt);
  }
  for (const item of room.lastCompletedByPriority ?? []) dated(item.completedAt);
  earliest.add(room.lastMarkingReport?.startDate.getTime());
  // A clean a resident move scheduled for later starts asking then.
  for (const task of room.tasks ?? []) earliest.add(task.since.getTime());
  if (room.todaysPlan) earliest.add(nextLocalMidnight(timeZone, nowMs));
  return earliest.ms === null ? null : new Date(earliest.ms);
}
