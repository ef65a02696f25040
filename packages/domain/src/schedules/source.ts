// The shape shared by the three kinds of routine schedule. Instants are epoch milliseconds inside
// the schedule modules; the public functions in buckets.ts turn them into Dates.

/** A bucket in epoch milliseconds; `end` null means open-ended. */
export interface RawBucket {
  start: number;
  due: number;
  end: number | null;
}

/** What each kind of schedule answers, for one site time zone. */
export interface BucketSource {
  /** The bucket with start <= at < end (or open-ended), the latest-starting one if several. */
  at(at: number): RawBucket | null;
  /** The last bucket whose end is at or before `at`, not further back than `notBefore` (its end). */
  previous(at: number, notBefore: number): RawBucket | null;
  /** Buckets overlapping [from, to), ascending by start; calls `count` for each to enforce the call cap. */
  between(from: number, to: number, count: () => void): RawBucket[];
  /** The first `count` buckets starting at or after `from`. */
  next(from: number, count: number): RawBucket[];
}

/** True when the bucket overlaps [from, to). */
export function overlaps(bucket: RawBucket, from: number, to: number): boolean {
  return bucket.start < to && (bucket.end === null || bucket.end > from);
}

/** True when the bucket contains the instant (start inclusive, end exclusive). */
export function contains(bucket: RawBucket, at: number): boolean {
  return bucket.start <= at && (bucket.end === null || at < bucket.end);
}
