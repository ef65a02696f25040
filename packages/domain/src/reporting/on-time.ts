// On-time measures (see the definitions in metrics.ts): each bucket of a scheduled routine is one clean due,
// decided by the first completed clean of equal or higher priority in it.

import type { TBucket } from '../schedules/buckets.ts';
import { ratio } from './rates.ts';

export type BucketOutcome = 'onTime' | 'late' | 'missed' | 'open';

export interface BucketResult {
  outcome: BucketOutcome;
  /** The completion that decided it (null for missed and open). */
  completedAt: Date | null;
}

/**
 * A bucket's outcome from the completion instants of cleans of equal or higher priority (any order).
 * A completion counts inside `[start, end)`; it must also be at or before `asOf` (what was known then).
 */
export function classifyBucket(bucket: TBucket, completions: readonly Date[], asOf: Date): BucketResult {
  const start = bucket.start.getTime();
  const end = bucket.end === null ? Number.POSITIVE_INFINITY : bucket.end.getTime();
  const asOfMs = asOf.getTime();
  let first = Number.POSITIVE_INFINITY;
  for (const c of completions) {
    const ms = c.getTime();
    if (ms >= start && ms < end && ms <= asOfMs && ms < first) first = ms;
  }
  if (Number.isFinite(first)) return { outcome: first <= bucket.due.getTime() ? 'onTime' : 'late', completedAt: new Date(first) };
  return { outcome: end <= asOfMs ? 'missed' : 'open', completedAt: null };
}

/**
 * The first of `completionsMs` (sorted ascending) inside the bucket, `[start, end)`, and at or before
 * `asOfMs`, by binary search; undefined when there is none.
 */
function firstCompletionIn(bucket: TBucket, completionsMs: readonly number[], asOfMs: number): number | undefined {
  const start = bucket.start.getTime();
  let lo = 0;
  let hi = completionsMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((completionsMs[mid] as number) < start) lo = mid + 1;
    else hi = mid;
  }
  const first = completionsMs[lo];
  const end = bucket.end === null ? Number.POSITIVE_INFINITY : bucket.end.getTime();
  return first !== undefined && first < end && first <= asOfMs ? first : undefined;
}

function outcomeOf(bucket: TBucket, first: number | undefined, asOfMs: number): BucketOutcome {
  if (first !== undefined) return first <= bucket.due.getTime() ? 'onTime' : 'late';
  return bucket.end !== null && bucket.end.getTime() <= asOfMs ? 'missed' : 'open';
}

/**
 * `classifyBucket` for many buckets at once: `completionsMs` are completion instants (epoch ms) sorted
 * ascending. O((n + m) log m) instead of n × m, for a year of buckets of a room.
 */
export function classifyBuckets(buckets: readonly TBucket[], completionsMs: readonly number[], asOf: Date): BucketResult[] {
  const asOfMs = asOf.getTime();
  return buckets.map((bucket) => {
    const first = firstCompletionIn(bucket, completionsMs, asOfMs);
    return { outcome: outcomeOf(bucket, first, asOfMs), completedAt: first === undefined ? null : new Date(first) };
  });
}

/**
 * `classifyBuckets` counted into `tally` instead of listed: no object per bucket, for the buckets of a
 * whole organization over a year.
 */
export function tallyBuckets(
  buckets: readonly TBucket[],
  completionsMs: readonly number[],
  asOf: Date,
  tally: Record<BucketOutcome, number>,
): void {
  const asOfMs = asOf.getTime();
  for (const bucket of buckets) tally[outcomeOf(bucket, firstCompletionIn(bucket, completionsMs, asOfMs), asOfMs)] += 1;
}

export interface OnTimeCounts {
  onTime: number;
  late: number;
  missed: number;
  open: number;
  /** Buckets due (on time + late + missed). */
  due: number;
  /** onTime / due, or null. */
  rate: number | null;
}

/** On-time rate over bucket outcomes. */
export function onTimeRate(outcomes: readonly BucketOutcome[]): OnTimeCounts {
  const c = { onTime: 0, late: 0, missed: 0, open: 0 };
  for (const o of outcomes) c[o] += 1;
  return onTimeFromTally(c);
}

/** On-time rate from tallies of outcomes (a year of buckets is counted as it is classified, not listed). */
export function onTimeFromTally(c: Readonly<Record<BucketOutcome, number>>): OnTimeCounts {
  const due = c.onTime + c.late + c.missed;
  return { onTime: c.onTime, late: c.late, missed: c.missed, open: c.open, due, rate: ratio(c.onTime, due) };
}
