import type { TRoutine } from '@carehome/contracts';
import { currentCleanAndFlags } from './aggregate.ts';
import { outstandingReport, recleanStatus, routineStatus, stateCleanStatus, taskCleanStatuses } from './clean-status.ts';
import { roomFilters } from './filters.ts';
import { lastCleanAt, type RoomHistory, roomHistory } from './history.ts';
import { routineSinceMs, routinesInForce } from './outbreak-routines.ts';
import { banner, label, tileColor, tileTextColor, tooltip } from './presentation.ts';
import { type BucketPair, instantMs, isShared, relativeBaseline, relativeBucket, sharedPairFor } from './routine-buckets.ts';
import type { RoomStatus, RoomStatusInput, RoomStatusOptions, RoutineBuckets } from './types.ts';

// The room status engine: for one room at `now`, each routine's status, the state clean, and what the
// dashboard tile shows. Pure: no I/O, no clock. Rules and decisions: README.md.

const NO_BUCKETS: BucketPair = { bucket: null, previousBucket: null };

/**
 * The buckets of a routine for this room: precomputed or computed (Cron, Absolute), per room (Relative,
 * from the last clean or, never cleaned, from the room's creation `createdMs`).
 */
export function bucketsOfRoutine(
  routine: TRoutine,
  timeZone: string,
  now: Date,
  h: RoomHistory,
  buckets: RoutineBuckets | undefined,
  createdMs: number | null = null,
): BucketPair {
  const schedule = routine.schedule;
  if (!schedule) return NO_BUCKETS;
  if (isShared(schedule)) return sharedPairFor(routine, schedule, timeZone, now, buckets);
  const from = relativeBaseline(schedule, lastCleanAt(h, routine.priority), createdMs);
  return { bucket: relativeBucket(schedule, timeZone, now, from), previousBucket: null };
}

/**
 * The status of one room at `input.now`. `buckets` (from `routineBuckets` for the same routines and time
 * zone) saves the bucket computation of Cron and Absolute routines; results are identical without it.
 */
export function roomStatus(input: RoomStatusInput, opts: RoomStatusOptions, buckets?: RoutineBuckets): RoomStatus {
  const nowMs = instantMs(input.now, 'now');
  const now = new Date(nowMs);
  const h = roomHistory(input.history, input.lastCompletedByPriority, nowMs);
  const createdMs = input.createdAt ? instantMs(input.createdAt, 'createdAt') : null;
  const outbreakMs = input.outbreakSince ? instantMs(input.outbreakSince, 'outbreakSince') : null;
  const inForce = routinesInForce(input.routines, outbreakMs);
  const routines = inForce.map((routine) => {
    const sinceMs = routineSinceMs(routine, createdMs, outbreakMs);
    return routineStatus(routine, bucketsOfRoutine(routine, input.timeZone, now, h, buckets, sinceMs), h, sinceMs);
  });
  const stateClean = stateCleanStatus(input.roomState, input.routines, h);
  const reclean = recleanStatus(input.reclean, input.routines, h);
  const taskCleans = taskCleanStatuses(input.tasks, input.routines, h, nowMs);
  const outstanding = outstandingReport(h);
  const { current, flags } = currentCleanAndFlags(routines, stateClean, reclean, outstanding, taskCleans);
  const marking = input.lastMarkingReport && input.lastMarkingReport.startDate.getTime() <= nowMs ? input.lastMarkingReport : null;
  const color = tileColor(input.roomState, current, input.routines, outstanding);
  const audit = { last: h.last, marking, recleanDue: Boolean(reclean?.needsCleaning), reauditDue: Boolean(input.reauditDue) };
  return {
    routines,
    stateClean,
    reclean,
    taskCleans,
    outstanding,
    ...flags,
    current,
    label: label(input.roomState, flags),
    banner: banner(input.roomState, flags, audit, opts.showAuditBanners),
    color,
    textColor: tileTextColor(color),
    border: input.roomState ? { color: input.roomState.borderColor, style: input.roomState.style } : null,
    filters: roomFilters(h, input.timeZone, input.todaysPlan, inForce, input.planPriority),
    tooltip: tooltip(current, routines),
  };
}
