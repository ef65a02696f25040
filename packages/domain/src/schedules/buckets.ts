import type { TRoutineSchedule } from '@carehome/contracts';
import { absoluteSource } from './absolute.ts';
import { DAY_MS, HISTORY_LOOKBACK_DAYS, MAX_BUCKETS_PER_CALL } from './constants.ts';
import { cronSource } from './cron.ts';
import { relativeSource } from './relative.ts';
import type { BucketSource, RawBucket } from './source.ts';
import { assertTimeZone } from './zone.ts';

/** A time bucket of a routine: cleaning is expected from `start`, due at `due`, until `end` (null: no end). */
export interface TBucket {
  start: Date;
  due: Date;
  end: Date | null;
}

/** What a schedule's buckets may depend on besides time: a Relative schedule counts from the last completed clean. */
export interface TBucketOptions {
  lastCleanAt?: Date | null;
}

function instant(date: Date, name: string): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not a valid date`);
  return ms;
}

function sourceFor(schedule: TRoutineSchedule, timeZone: string, opts: TBucketOptions | undefined): BucketSource {
  assertTimeZone(timeZone);
  switch (schedule.type) {
    case 'Cron':
      return cronSource(schedule, timeZone);
    case 'Absolute':
      return absoluteSource(schedule, timeZone);
    case 'Relative':
      return relativeSource(schedule, timeZone, opts?.lastCleanAt ? instant(opts.lastCleanAt, 'lastCleanAt') : null);
  }
}

function toBucket(raw: RawBucket): TBucket {
  return { start: new Date(raw.start), due: new Date(raw.due), end: raw.end === null ? null : new Date(raw.end) };
}

/**
 * The buckets that overlap [from, to), ascending. The schedule is expected to have passed
 * `validateRoutineSchedule`. Throws a RangeError past MAX_BUCKETS_PER_CALL buckets.
 */
export function bucketsBetween(schedule: TRoutineSchedule, timeZone: string, from: Date, to: Date, opts?: TBucketOptions): TBucket[] {
  const fromMs = instant(from, 'from');
  const toMs = instant(to, 'to');
  if (toMs <= fromMs) return [];
  let built = 0;
  const count = () => {
    built += 1;
    if (built > MAX_BUCKETS_PER_CALL) throw new RangeError(`More than ${MAX_BUCKETS_PER_CALL} buckets in the range`);
  };
  return sourceFor(schedule, timeZone, opts).between(fromMs, toMs, count).map(toBucket);
}

/** The bucket containing `at` (start <= at < end, or no end), or null: "is this routine's window open now?". */
export function bucketAt(schedule: TRoutineSchedule, timeZone: string, at: Date, opts?: TBucketOptions): TBucket | null {
  const raw = sourceFor(schedule, timeZone, opts).at(instant(at, 'at'));
  return raw ? toBucket(raw) : null;
}

/**
 * The last bucket that ended at or before `at`, for the "missed" status; null for Relative
 * schedules and when none ended within the history lookback (HISTORY_LOOKBACK_DAYS).
 */
export function previousBucket(schedule: TRoutineSchedule, timeZone: string, at: Date, opts?: TBucketOptions): TBucket | null {
  const atMs = instant(at, 'at');
  const raw = sourceFor(schedule, timeZone, opts).previous(atMs, atMs - HISTORY_LOOKBACK_DAYS * DAY_MS);
  return raw ? toBucket(raw) : null;
}

/** The first `count` buckets starting at or after `from`, for the editor's "next occurrences" preview. */
export function nextBuckets(schedule: TRoutineSchedule, timeZone: string, from: Date, count: number, opts?: TBucketOptions): TBucket[] {
  const limit = Math.min(Math.max(0, Math.floor(count)), MAX_BUCKETS_PER_CALL);
  return sourceFor(schedule, timeZone, opts).next(instant(from, 'from'), limit).map(toBucket);
}
