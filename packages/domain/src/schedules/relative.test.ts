import type { TRelativeSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { bucketAt, bucketsBetween, nextBuckets, previousBucket } from './buckets.ts';
import { DAYS_PER_MONTH_ESTIMATE, DAYS_PER_YEAR_ESTIMATE, HISTORY_LOOKBACK_DAYS } from './constants.ts';
import { expected, iso, span } from './test-helpers.ts';

const TORONTO = 'America/Toronto';
const relative = (extra: Partial<TRelativeSchedule> = {}): TRelativeSchedule => ({
  type: 'Relative',
  afterLastClean: { amount: 2, unit: 'Days' },
  ...extra,
});
const date = (text: string) => new Date(text);

describe('spec constants', () => {
  it('estimates a month as 30 days, a year as 365 days, and looks back 10 years', () => {
    expect([DAYS_PER_MONTH_ESTIMATE, DAYS_PER_YEAR_ESTIMATE, HISTORY_LOOKBACK_DAYS]).toEqual([30, 365, 3650]);
  });
});

describe('Relative buckets after the last clean', () => {
  it.each([
    ['2 Days keeps the wall time', { amount: 2, unit: 'Days' }, '2026-05-10T10:00-04:00', '2026-05-12T10:00-04:00'],
    ['2 Days across the spring change (47 hours)', { amount: 2, unit: 'Days' }, '2026-03-07T10:00-05:00', '2026-03-09T10:00-04:00'],
    [
      '6 Hours are elapsed hours across the spring change',
      { amount: 6, unit: 'Hours' },
      '2026-03-07T23:00-05:00',
      '2026-03-08T06:00-04:00',
    ],
    ['90 Minutes', { amount: 90, unit: 'Minutes' }, '2026-05-10T10:00-04:00', '2026-05-10T11:30-04:00'],
    ['1 Week', { amount: 1, unit: 'Weeks' }, '2026-05-10T10:00-04:00', '2026-05-17T10:00-04:00'],
    ['1 Month is 30 days', { amount: 1, unit: 'Months' }, '2026-01-10T10:00-05:00', '2026-02-09T10:00-05:00'],
    ['2 Months are 60 days', { amount: 2, unit: 'Months' }, '2026-01-31T10:00-05:00', '2026-04-01T10:00-04:00'],
    ['1 Year is 365 days (reaches 29 February 2028)', { amount: 1, unit: 'Years' }, '2027-03-01T10:00-05:00', '2028-02-29T10:00-05:00'],
  ] as const)('%s', (_name, afterLastClean, lastClean, start) => {
    const bucket = bucketAt(relative({ afterLastClean }), TORONTO, date('2030-01-01T00:00Z'), { lastCleanAt: date(lastClean) });
    expect(span(bucket)).toEqual(expected(start, start, null));
  });

  it('is not open before the duration has passed', () => {
    const opts = { lastCleanAt: date('2026-05-10T10:00-04:00') };
    expect(bucketAt(relative(), TORONTO, date('2026-05-12T09:59-04:00'), opts)).toBeNull();
    expect(bucketAt(relative(), TORONTO, date('2026-05-12T10:00-04:00'), opts)?.start.toISOString()).toBe(iso('2026-05-12T10:00-04:00'));
  });

  it('has due and end from dueAfter and window', () => {
    const schedule = relative({ dueAfter: { amount: 4, unit: 'Hours' }, window: { amount: 1, unit: 'Days' } });
    const opts = { lastCleanAt: date('2026-05-10T10:00-04:00') };
    const open = expected('2026-05-12T10:00-04:00', '2026-05-12T14:00-04:00', '2026-05-13T10:00-04:00');
    expect(span(bucketAt(schedule, TORONTO, date('2026-05-12T15:00-04:00'), opts))).toEqual(open);
    expect(bucketAt(schedule, TORONTO, date('2026-05-13T10:00-04:00'), opts)).toBeNull();
    expect(bucketsBetween(schedule, TORONTO, date('2026-05-11T00:00-04:00'), date('2026-05-20T00:00-04:00'), opts).map(span)).toEqual([
      open,
    ]);
    expect(nextBuckets(schedule, TORONTO, date('2026-05-11T00:00-04:00'), 3, opts).map(span)).toEqual([open]);
    expect(nextBuckets(schedule, TORONTO, date('2026-05-12T11:00-04:00'), 3, opts)).toEqual([]);
  });

  it('waits for a start date that is later than the duration', () => {
    const schedule = relative({ startDate: '2026-06-01' });
    const bucket = bucketAt(schedule, TORONTO, date('2026-06-02T00:00-04:00'), { lastCleanAt: date('2026-05-10T10:00-04:00') });
    expect(bucket?.start.toISOString()).toBe(iso('2026-06-01T00:00-04:00'));
  });

  it('has no previous bucket', () => {
    expect(previousBucket(relative(), TORONTO, date('2026-06-02T00:00-04:00'), { lastCleanAt: date('2026-05-10T10:00-04:00') })).toBeNull();
  });
});

describe('Relative buckets when never cleaned', () => {
  it.each([null, undefined])('opens at the start date midnight (lastCleanAt %s)', (lastCleanAt) => {
    const schedule = relative({ startDate: '2026-04-01' });
    expect(bucketAt(schedule, TORONTO, date('2026-03-31T23:59-04:00'), { lastCleanAt })).toBeNull();
    expect(span(bucketAt(schedule, TORONTO, date('2026-04-10T12:00-04:00'), { lastCleanAt }))).toEqual(
      expected('2026-04-01T00:00-04:00', '2026-04-01T00:00-04:00', null),
    );
  });

  it('opens immediately without a start date', () => {
    const now = date('2026-04-10T12:00-04:00');
    expect(span(bucketAt(relative({ dueAfter: { amount: 1, unit: 'Hours' } }), TORONTO, now))).toEqual(
      expected('2026-04-10T12:00-04:00', '2026-04-10T13:00-04:00', null),
    );
    expect(nextBuckets(relative(), TORONTO, now, 2).map(span)).toEqual([
      expected('2026-04-10T12:00-04:00', '2026-04-10T12:00-04:00', null),
    ]);
  });
});
