import type { TAbsoluteSchedule } from '@carehome/contracts';
import type { TBucket } from './buckets.ts';

// Shared by the schedule tests: instants are written as ISO strings with the site's offset, so a
// wrong DST offset shows in the expected value itself.

/** ISO string (UTC) of a date-time written with its offset, e.g. '2026-03-08T07:00-04:00'. */
export const iso = (text: string): string => new Date(text).toISOString();

/** A bucket as [start, due, end] ISO strings. */
export const span = (bucket: TBucket | null): [string, string, string | null] | null =>
  bucket ? [bucket.start.toISOString(), bucket.due.toISOString(), bucket.end?.toISOString() ?? null] : null;

/** Expected [start, due, end] written with offsets. */
export const expected = (start: string, due: string, end: string | null): [string, string, string | null] => [
  iso(start),
  iso(due),
  end === null ? null : iso(end),
];

/** Hours between a bucket's start and end. */
export const hoursLong = (bucket: TBucket): number => ((bucket.end?.getTime() ?? Number.NaN) - bucket.start.getTime()) / 3_600_000;

/** An Absolute schedule from 1 January 2026: every day 07:00, due 09:00, over at 11:00; `extra` changes any part. */
export const absolute = (extra: Partial<TAbsoluteSchedule> = {}): TAbsoluteSchedule => ({
  type: 'Absolute',
  startDate: '2026-01-01',
  period: 'Daily',
  every: 1,
  buckets: [{ start: '07:00', due: '09:00', end: '11:00' }],
  ...extra,
});
