import type { TRelativeSchedule, TRoutine, TRoutineSchedule } from '@carehome/contracts';
import { bucketAt, bucketsBetween, nextBuckets, previousBucket, type TBucket } from '../schedules/buckets.ts';
import { HOUR_MS } from '../schedules/constants.ts';
import { durationMinutes } from '../schedules/durations.ts';
import { LOOKBACK_MS } from './history.ts';
import type { RoutineBucketPair, RoutineBuckets } from './types.ts';

// The buckets a routine's status is read from. Cron and Absolute buckets depend only on (schedule, time
// zone, instant), so one computation serves every room of a room type; Relative buckets depend on the
// room's last clean and are computed per room.

export type SharedSchedule = Exclude<TRoutineSchedule, TRelativeSchedule>;

export interface BucketPair {
  bucket: TBucket | null;
  previousBucket: TBucket | null;
}

/** A valid instant in epoch ms, else a RangeError. */
export function instantMs(date: Date, name: string): number {
  const ms = date instanceof Date ? date.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not a valid date`);
  return ms;
}

export function isShared(schedule: TRoutineSchedule): schedule is SharedSchedule {
  return schedule.type !== 'Relative';
}

/** Keeps the earliest candidate after `nowMs`. */
export class Earliest {
  value = Number.POSITIVE_INFINITY;
  constructor(private readonly nowMs: number) {}
  add(ms: number | null | undefined): void {
    if (ms !== null && ms !== undefined && ms > this.nowMs && ms < this.value) this.value = ms;
  }
  get ms(): number | null {
    return Number.isFinite(this.value) ? this.value : null;
  }
}

/**
 * The first instant after `nowMs` at which the current or previous bucket of a Cron or Absolute schedule
 * can change: a bucket holding now becomes due or closes, the next bucket opens, or the previous bucket
 * leaves the 10-year lookback.
 */
function sharedChangeAfter(schedule: SharedSchedule, timeZone: string, nowMs: number, previous: TBucket | null): number | null {
  const earliest = new Earliest(nowMs);
  for (const open of bucketsBetween(schedule, timeZone, new Date(nowMs), new Date(nowMs + 1))) {
    earliest.add(open.due.getTime());
    earliest.add(open.end?.getTime());
  }
  earliest.add(nextBuckets(schedule, timeZone, new Date(nowMs + 1), 1)[0]?.start.getTime());
  if (previous?.end) earliest.add(previous.end.getTime() + LOOKBACK_MS + 1);
  return earliest.ms;
}

/** The current and previous bucket of a Cron or Absolute schedule at `now`, with the instant they stop being valid. */
export function sharedPair(schedule: SharedSchedule, timeZone: string, now: Date): RoutineBucketPair {
  const nowMs = instantMs(now, 'now');
  const previous = previousBucket(schedule, timeZone, now);
  const until = sharedChangeAfter(schedule, timeZone, nowMs, previous);
  return {
    schedule,
    bucket: bucketAt(schedule, timeZone, now),
    previousBucket: previous,
    from: new Date(nowMs),
    until: until === null ? null : new Date(until),
  };
}

/**
 * Buckets depend only on (routine, time zone, instant), not on the room: compute them once per routine
 * and pass them to `roomStatus` for every room of the type. Relative routines are left out (they depend
 * on each room's last clean). The result may be reused for any instant in [from, until).
 */
export function routineBuckets(routines: readonly TRoutine[], timeZone: string, now: Date): RoutineBuckets {
  const nowMs = instantMs(now, 'now');
  const byRoutine = new Map<string, RoutineBucketPair>();
  let until = Number.POSITIVE_INFINITY;
  for (const routine of routines) {
    if (!routine.schedule || !isShared(routine.schedule)) continue;
    const pair = sharedPair(routine.schedule, timeZone, now);
    byRoutine.set(routine.id, pair);
    until = Math.min(until, pair.until?.getTime() ?? Number.POSITIVE_INFINITY);
  }
  return { timeZone, from: new Date(nowMs), until: Number.isFinite(until) ? new Date(until) : null, byRoutine };
}

/**
 * The precomputed pair of a routine when it applies at `nowMs`: same time zone, same schedule object, and
 * `nowMs` inside its validity. Anything else is recomputed, so a stale or foreign precomputation can slow
 * a call down but never change its result.
 */
export function reusablePair(
  buckets: RoutineBuckets | undefined,
  routine: TRoutine,
  timeZone: string,
  nowMs: number,
): RoutineBucketPair | null {
  if (!buckets || buckets.timeZone !== timeZone) return null;
  const pair = buckets.byRoutine.get(routine.id);
  if (!pair || pair.schedule !== routine.schedule) return null;
  if (nowMs < pair.from.getTime() || (pair.until !== null && nowMs >= pair.until.getTime())) return null;
  return pair;
}

/** The shared pair of a Cron or Absolute routine at `now`, precomputed when possible. */
export function sharedPairFor(
  routine: TRoutine,
  schedule: SharedSchedule,
  timeZone: string,
  now: Date,
  buckets: RoutineBuckets | undefined,
): RoutineBucketPair {
  return reusablePair(buckets, routine, timeZone, now.getTime()) ?? sharedPair(schedule, timeZone, now);
}

/**
 * A bucket at least this long is a long-period one (weekly, monthly, open-ended): a room created after it
 * opened is not asked for it, so a new site does not open with every room overdue. Daily buckets (23 to
 * 25 hours across DST changes) stay: a new room gets its first day's clean.
 */
export const LONG_BUCKET_MS = 25 * HOUR_MS + 1;

const DAY_MINUTES = 24 * 60;

/** The bucket opened before the room existed and is a long-period one, so the room is not asked for it. */
export function openedBeforeRoom(bucket: TBucket, createdMs: number | null): boolean {
  if (createdMs === null) return false;
  const startMs = bucket.start.getTime();
  if (startMs >= createdMs) return false;
  return bucket.end === null || bucket.end.getTime() - startMs >= LONG_BUCKET_MS;
}

/**
 * The instant a Relative routine counts from: its last accepted clean; never cleaned, the room's creation
 * when the routine is a long-period one (more than a day between cleans: a monthly deep clean is not due
 * on a new room's first night, while a daily one asks for the room's first clean at once), unless the
 * administrator gave the routine a start date, which then decides on its own. Otherwise the schedule
 * model's "immediately" applies.
 */
export function relativeBaseline(schedule: TRelativeSchedule, lastCleanMs: number | null, createdMs: number | null): number | null {
  if (lastCleanMs !== null) return lastCleanMs;
  if (schedule.startDate || durationMinutes(schedule.afterLastClean) <= DAY_MINUTES) return null;
  return createdMs;
}

/** The bucket of a Relative schedule at `now` for a room whose last accepted clean was at `lastCleanMs`. */
export function relativeBucket(schedule: TRelativeSchedule, timeZone: string, now: Date, lastCleanMs: number | null): TBucket | null {
  return bucketAt(schedule, timeZone, now, { lastCleanAt: lastCleanMs === null ? null : new Date(lastCleanMs) });
}

/**
 * The first instant after `nowMs` at which a Relative routine's bucket opens, becomes due or closes. Null
 * for a never-cleaned schedule without a start date: its bucket opens at every instant asked about, so its
 * flags never change by time alone.
 */
export function relativeChangeAfter(
  schedule: TRelativeSchedule,
  timeZone: string,
  nowMs: number,
  lastCleanMs: number | null,
): number | null {
  if (lastCleanMs === null && !schedule.startDate) return null;
  const opts = { lastCleanAt: lastCleanMs === null ? null : new Date(lastCleanMs) };
  const earliest = new Earliest(nowMs);
  const open = bucketAt(schedule, timeZone, new Date(nowMs), opts);
  if (open) {
    earliest.add(open.due.getTime());
    earliest.add(open.end?.getTime());
  } else {
    earliest.add(nextBuckets(schedule, timeZone, new Date(nowMs + 1), 1, opts)[0]?.start.getTime());
  }
  return earliest.ms;
}
