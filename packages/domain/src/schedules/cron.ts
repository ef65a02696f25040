import type { TCronSchedule } from '@carehome/contracts';
import { type CronExpression, CronExpressionParser } from 'cron-parser';
import { parseLocalDate } from './civil.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';
import { type BucketSource, contains, type RawBucket } from './source.ts';
import { localMs, offsetMinutes, wallToInstant } from './zone.ts';

// Cron schedules: each occurrence of a 5-field expression (minute hour day-of-month month
// day-of-week) on the site's wall clock starts a bucket.
//
// cron-parser evaluates the fields (its syntax: ranges, steps, names, L, #). It runs in UTC on the
// "floating" wall clock, then each wall time becomes an instant with the DST rules of zone.ts: a
// time in the spring gap moves forward by the gap (as cron-parser's own next() does) and a repeated
// autumn time happens once, at its first instant (as cron-parser does for a fixed hour). Reasons:
// cron-parser with a zone costs 0.1 to 1 ms per step, and its prev() skips gap times that its next()
// moves forward, which would make the current and previous buckets disagree.
//
// Away from DST changes, wall time to instant is increasing and one step suffices. Within a few
// hours of a change, the occurrences of a small window are compared instead.

/** Wider than any DST change (1 h, 30 min at Lord Howe, 2 h at Troll). */
const SLACK_MS = 3 * HOUR_MS;
/** Cap on occurrences looked at in one window (a per-minute cron sees about 400). */
const MAX_SCAN = 5000;
const MAX_CACHED = 2000;
const MAX_MEMO = 5000;

/** Occurrences on the floating wall clock (epoch ms read as local wall time), memoised per expression. */
interface WallCron {
  /** First occurrence at or after a wall time. */
  next(wall: number): number | null;
  /** Last occurrence at or before a wall time. */
  prev(wall: number): number | null;
}

const wallCrons = new Map<string, WallCron>();

function parseUtc(cron: string, currentDate: Date): CronExpression {
  return CronExpressionParser.parse(cron.trim(), { tz: 'UTC', currentDate, hashSeed: cron });
}

function memoised(memo: Map<number, number | null>, key: number, compute: () => number | null): number | null {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (memo.size >= MAX_MEMO) memo.clear();
  memo.set(key, value);
  return value;
}

function wallCronFor(cron: string): WallCron {
  let found = wallCrons.get(cron);
  if (found) return found;
  const expression = parseUtc(cron, new Date(0));
  const step = (wall: number, forward: boolean): number | null => {
    try {
      expression.reset(new Date(forward ? wall - 1 : wall + 1));
      return (forward ? expression.next() : expression.prev()).getTime();
    } catch {
      return null;
    }
  };
  const nextMemo = new Map<number, number | null>();
  const prevMemo = new Map<number, number | null>();
  found = {
    next: (wall) => memoised(nextMemo, wall, () => step(wall, true)),
    prev: (wall) => memoised(prevMemo, wall, () => step(wall, false)),
  };
  if (wallCrons.size >= MAX_CACHED) wallCrons.clear();
  wallCrons.set(cron, found);
  return found;
}

/** True for a 5-field expression that cron-parser accepts and that occurs at least once. */
export function isValidCron(cron: string): boolean {
  if (cron.trim().split(/\s+/).length !== 5) return false;
  try {
    parseUtc(cron, new Date(Date.UTC(2000, 0, 1))).next();
    return true;
  } catch {
    return false;
  }
}

/** The buckets of a Cron schedule in a site time zone. */
export function cronSource(schedule: TCronSchedule, timeZone: string): BucketSource {
  const wallCron = wallCronFor(schedule.cron);
  const lower = schedule.startDate ? wallToInstant(timeZone, parseLocalDate(schedule.startDate), 0) : Number.NEGATIVE_INFINITY;
  const upper = schedule.endDate ? wallToInstant(timeZone, parseLocalDate(schedule.endDate) + 1, 0) : Number.POSITIVE_INFINITY;
  const duration = schedule.durationMinutes === undefined ? null : schedule.durationMinutes * MINUTE_MS;
  const dueAfter = schedule.dueAfterMinutes === undefined ? null : schedule.dueAfterMinutes * MINUTE_MS;

  const wallOf = (ms: number) => localMs(timeZone, ms);
  const instantOf = (wall: number) => {
    const day = Math.floor(wall / DAY_MS);
    return wallToInstant(timeZone, day, wall - day * DAY_MS);
  };
  const nearChange = (ms: number) => offsetMinutes(timeZone, ms - SLACK_MS) !== offsetMinutes(timeZone, ms + SLACK_MS);

  /** Instants of the wall occurrences in [fromWall, toWall]. */
  const instantsBetween = (fromWall: number, toWall: number): number[] => {
    const instants: number[] = [];
    for (
      let wall = wallCron.next(fromWall);
      wall !== null && wall <= toWall && instants.length < MAX_SCAN;
      wall = wallCron.next(wall + 1)
    ) {
      instants.push(instantOf(wall));
    }
    return instants;
  };

  /** First occurrence at or after `ms`, within the start and end dates. */
  const occurrenceFrom = (ms: number): number | null => {
    const t = Math.max(ms, lower);
    let wall = wallCron.next(wallOf(t));
    for (let round = 0; wall !== null && round < 3; round++) {
      const x = instantOf(wall);
      if (!nearChange(t) && !nearChange(x)) return x < upper ? x : null;
      const later = instantsBetween(wallOf(t) - SLACK_MS, wall + SLACK_MS).filter((instant) => instant >= t);
      if (later.length) {
        const first = Math.min(...later);
        return first < upper ? first : null;
      }
      wall = wallCron.next(wall + SLACK_MS + 1);
    }
    return null;
  };

  /** Last occurrence at or before `ms`, within the start and end dates. */
  const occurrenceUntil = (ms: number): number | null => {
    const t = Math.min(ms, upper - 1);
    if (t < lower) return null;
    let wall = wallCron.prev(wallOf(t));
    for (let round = 0; wall !== null && round < 3; round++) {
      const x = instantOf(wall);
      if (!nearChange(t) && !nearChange(x)) return x >= lower ? x : null;
      const earlier = instantsBetween(wall - SLACK_MS, wallOf(t) + SLACK_MS).filter((instant) => instant <= t);
      if (earlier.length) {
        const last = Math.max(...earlier);
        return last >= lower ? last : null;
      }
      wall = wallCron.prev(wall - SLACK_MS - 1);
    }
    return null;
  };

  /** The bucket an occurrence starts. Without a duration it lasts until the next occurrence (or the end date). */
  const bucketOf = (start: number): RawBucket => {
    let end: number | null;
    if (duration !== null) end = start + duration;
    else end = occurrenceFrom(start + 1) ?? (Number.isFinite(upper) ? upper : null);
    const due = dueAfter === null ? (end ?? start) : Math.min(start + dueAfter, end ?? Number.POSITIVE_INFINITY);
    return { start, due, end };
  };

  /** Start of the bucket after this one: without a duration, this bucket's end when that is an occurrence. */
  const followingStart = (bucket: RawBucket): number | null =>
    duration === null && bucket.end !== null && bucket.end < upper ? bucket.end : occurrenceFrom(bucket.start + 1);

  return {
    at(at) {
      const start = occurrenceUntil(at);
      if (start === null) return null;
      const bucket = bucketOf(start);
      return contains(bucket, at) ? bucket : null;
    },

    previous(at, notBefore) {
      let found: RawBucket | null = null;
      if (duration !== null) {
        const start = occurrenceUntil(at - duration);
        found = start === null ? null : bucketOf(start);
      } else {
        const latest = occurrenceUntil(at);
        if (latest === null) return null;
        const bucket = bucketOf(latest);
        if (bucket.end !== null && bucket.end <= at) found = bucket;
        else {
          const start = occurrenceUntil(latest - 1);
          found = start === null ? null : bucketOf(start);
        }
      }
      return found && found.end !== null && found.end >= notBefore ? found : null;
    },

    between(from, to, count) {
      const result: RawBucket[] = [];
      let start = duration !== null ? occurrenceFrom(from - duration + 1) : (occurrenceUntil(from) ?? occurrenceFrom(from));
      while (start !== null && start < to) {
        const bucket = bucketOf(start);
        if (bucket.end === null || bucket.end > from) {
          count();
          result.push(bucket);
        }
        start = followingStart(bucket);
      }
      return result;
    },

    next(from, count) {
      const result: RawBucket[] = [];
      for (let start = occurrenceFrom(from); start !== null && result.length < count; ) {
        const bucket = bucketOf(start);
        result.push(bucket);
        start = followingStart(bucket);
      }
      return result;
    },
  };
}
