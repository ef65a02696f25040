import type { TRelativeSchedule } from '@carehome/contracts';
import { parseLocalDate } from './civil.ts';
import { addDuration } from './durations.ts';
import { type BucketSource, contains, overlaps, type RawBucket } from './source.ts';
import { wallToInstant } from './zone.ts';

// Relative schedules: one bucket, opening `afterLastClean` after the last completed clean. Never
// cleaned, it opens at the start date's midnight, or, with no start date, at the instant asked
// about ("immediately"). A start date in the future also holds back a bucket due after a clean.
// There is no earlier bucket to have missed, so `previous` is always null.

/** The bucket of a Relative schedule in a site time zone, given the last completed clean (epoch ms) if any. */
export function relativeSource(schedule: TRelativeSchedule, timeZone: string, lastCleanAt: number | null): BucketSource {
  const startDateMs = schedule.startDate ? wallToInstant(timeZone, parseLocalDate(schedule.startDate), 0) : null;

  const bucketFor = (asked: number): RawBucket => {
    let start: number;
    if (lastCleanAt !== null)
      start = Math.max(addDuration(timeZone, lastCleanAt, schedule.afterLastClean), startDateMs ?? Number.NEGATIVE_INFINITY);
    else start = startDateMs ?? asked;
    const end = schedule.window ? addDuration(timeZone, start, schedule.window) : null;
    const due = schedule.dueAfter ? addDuration(timeZone, start, schedule.dueAfter) : start;
    return { start, due: end === null ? due : Math.min(due, end), end };
  };

  return {
    at(at) {
      const bucket = bucketFor(at);
      return contains(bucket, at) ? bucket : null;
    },
    previous() {
      return null;
    },
    between(from, to, count) {
      const bucket = bucketFor(from);
      if (!overlaps(bucket, from, to)) return [];
      count();
      return [bucket];
    },
    next(from, count) {
      const bucket = bucketFor(from);
      return count >= 1 && bucket.start >= from ? [bucket] : [];
    },
  };
}
