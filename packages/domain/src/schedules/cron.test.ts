import type { TCronSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { bucketAt, bucketsBetween, nextBuckets, previousBucket } from './buckets.ts';
import { isValidCron } from './cron.ts';
import { expected, iso, span } from './test-helpers.ts';

const TORONTO = 'America/Toronto';
const LONDON = 'Europe/London';
const cron = (extra: Partial<TCronSchedule> = {}): TCronSchedule => ({ type: 'Cron', cron: '0 7 * * *', ...extra });
const starts = (schedule: TCronSchedule, timeZone: string, from: string, count: number) =>
  nextBuckets(schedule, timeZone, new Date(from), count).map((bucket) => bucket.start.toISOString());

describe("a daily '0 7 * * *' is 07:00 local on both sides of DST changes", () => {
  it.each([
    ['Toronto spring', TORONTO, '2026-03-07T00:00-05:00', ['2026-03-07T07:00-05:00', '2026-03-08T07:00-04:00', '2026-03-09T07:00-04:00']],
    ['Toronto autumn', TORONTO, '2026-10-31T00:00-04:00', ['2026-10-31T07:00-04:00', '2026-11-01T07:00-05:00', '2026-11-02T07:00-05:00']],
    ['London spring', LONDON, '2026-03-28T00:00Z', ['2026-03-28T07:00Z', '2026-03-29T07:00+01:00', '2026-03-30T07:00+01:00']],
    ['London autumn', LONDON, '2026-10-24T00:00+01:00', ['2026-10-24T07:00+01:00', '2026-10-25T07:00Z', '2026-10-26T07:00Z']],
  ])('%s', (_name, timeZone, from, expectedStarts) => {
    expect(starts(cron(), timeZone, from, 3)).toEqual(expectedStarts.map(iso));
  });

  it('gives a 23-hour bucket into the spring day and a 25-hour one into the autumn day, without a duration', () => {
    const [spring] = nextBuckets(cron(), TORONTO, new Date('2026-03-07T00:00-05:00'), 1);
    expect(span(spring ?? null)).toEqual(expected('2026-03-07T07:00-05:00', '2026-03-08T07:00-04:00', '2026-03-08T07:00-04:00'));
    const [autumn] = nextBuckets(cron(), TORONTO, new Date('2026-10-31T00:00-04:00'), 1);
    expect(span(autumn ?? null)).toEqual(expected('2026-10-31T07:00-04:00', '2026-11-01T07:00-05:00', '2026-11-01T07:00-05:00'));
  });
});

describe('cron buckets', () => {
  it.each([
    [
      'with a duration: end = start + duration, due = end',
      cron({ durationMinutes: 120 }),
      '2026-05-12T00:00-04:00',
      expected('2026-05-12T07:00-04:00', '2026-05-12T09:00-04:00', '2026-05-12T09:00-04:00'),
    ],
    [
      'with a duration and dueAfterMinutes',
      cron({ durationMinutes: 120, dueAfterMinutes: 30 }),
      '2026-05-12T00:00-04:00',
      expected('2026-05-12T07:00-04:00', '2026-05-12T07:30-04:00', '2026-05-12T09:00-04:00'),
    ],
    [
      'without a duration: end = next occurrence',
      cron(),
      '2026-05-12T00:00-04:00',
      expected('2026-05-12T07:00-04:00', '2026-05-13T07:00-04:00', '2026-05-13T07:00-04:00'),
    ],
    [
      'without a duration, with dueAfterMinutes',
      cron({ dueAfterMinutes: 90 }),
      '2026-05-12T00:00-04:00',
      expected('2026-05-12T07:00-04:00', '2026-05-12T08:30-04:00', '2026-05-13T07:00-04:00'),
    ],
    [
      'weekdays only: Friday lasts until Monday',
      cron({ cron: '0 7 * * 1-5' }),
      '2026-05-15T00:00-04:00',
      expected('2026-05-15T07:00-04:00', '2026-05-18T07:00-04:00', '2026-05-18T07:00-04:00'),
    ],
  ])('%s', (_name, schedule, from, bucket) => {
    expect(span(nextBuckets(schedule, TORONTO, new Date(from), 1)[0] ?? null)).toEqual(bucket);
  });

  it.each([
    ['at the start', cron({ durationMinutes: 60 }), '2026-05-12T07:00-04:00', '2026-05-12T07:00-04:00'],
    ['inside', cron({ durationMinutes: 60 }), '2026-05-12T07:59:59.999-04:00', '2026-05-12T07:00-04:00'],
    ['at the end', cron({ durationMinutes: 60 }), '2026-05-12T08:00-04:00', null],
    ['before the first occurrence of the day', cron({ durationMinutes: 60 }), '2026-05-12T06:00-04:00', null],
    ['without a duration, any time', cron(), '2026-05-12T06:00-04:00', '2026-05-11T07:00-04:00'],
    ['before the start date', cron({ startDate: '2026-05-13' }), '2026-05-12T08:00-04:00', null],
    ['after the end date', cron({ endDate: '2026-05-11' }), '2026-05-12T08:00-04:00', null],
  ])('bucketAt %s', (_name, schedule, instant, start) => {
    expect(bucketAt(schedule, TORONTO, new Date(instant))?.start.toISOString() ?? null).toBe(start && iso(start));
  });

  it.each([
    ['with a duration, after the bucket', cron({ durationMinutes: 60 }), '2026-05-12T08:00-04:00', '2026-05-12T07:00-04:00'],
    ['with a duration, during the bucket', cron({ durationMinutes: 60 }), '2026-05-12T07:30-04:00', '2026-05-11T07:00-04:00'],
    ['without a duration', cron(), '2026-05-12T08:00-04:00', '2026-05-11T07:00-04:00'],
    ['across a month end', cron(), '2026-05-01T06:00-04:00', '2026-04-29T07:00-04:00'],
    [
      'the last bucket ends at the end of the end date',
      cron({ endDate: '2026-05-10' }),
      '2026-05-12T08:00-04:00',
      '2026-05-10T07:00-04:00',
    ],
    ['none before the start date', cron({ startDate: '2026-05-12' }), '2026-05-12T08:00-04:00', null],
  ])('previousBucket %s', (_name, schedule, instant, start) => {
    expect(previousBucket(schedule, TORONTO, new Date(instant))?.start.toISOString() ?? null).toBe(start && iso(start));
  });

  it('ends the last bucket at midnight after the end date', () => {
    const buckets = nextBuckets(cron({ startDate: '2026-03-10', endDate: '2026-03-12' }), TORONTO, new Date('2026-03-01T00:00-05:00'), 5);
    expect(buckets.map(span)).toEqual([
      expected('2026-03-10T07:00-04:00', '2026-03-11T07:00-04:00', '2026-03-11T07:00-04:00'),
      expected('2026-03-11T07:00-04:00', '2026-03-12T07:00-04:00', '2026-03-12T07:00-04:00'),
      expected('2026-03-12T07:00-04:00', '2026-03-13T00:00-04:00', '2026-03-13T00:00-04:00'),
    ]);
  });

  it('lists the buckets overlapping a range, including one started before it', () => {
    const buckets = bucketsBetween(
      cron({ durationMinutes: 180 }),
      TORONTO,
      new Date('2026-05-12T08:00-04:00'),
      new Date('2026-05-14T07:00-04:00'),
    );
    expect(buckets.map((bucket) => bucket.start.toISOString())).toEqual(['2026-05-12T07:00-04:00', '2026-05-13T07:00-04:00'].map(iso));
  });
});

describe('cron occurrences near DST changes', () => {
  it('every 30 minutes skips the spring gap', () => {
    expect(starts(cron({ cron: '*/30 * * * *' }), TORONTO, '2026-03-08T00:50-05:00', 5)).toEqual(
      [
        '2026-03-08T01:00-05:00',
        '2026-03-08T01:30-05:00',
        '2026-03-08T03:00-04:00',
        '2026-03-08T03:30-04:00',
        '2026-03-08T04:00-04:00',
      ].map(iso),
    );
  });

  it('every 30 minutes runs the repeated autumn hour once (first instants)', () => {
    expect(starts(cron({ cron: '*/30 * * * *' }), TORONTO, '2026-11-01T00:50-04:00', 4)).toEqual(
      ['2026-11-01T01:00-04:00', '2026-11-01T01:30-04:00', '2026-11-01T02:00-05:00', '2026-11-01T02:30-05:00'].map(iso),
    );
    // During the second 01:15, the bucket opened at the first 01:30 is still running.
    expect(span(bucketAt(cron({ cron: '*/30 * * * *' }), TORONTO, new Date('2026-11-01T01:15-05:00')))).toEqual(
      expected('2026-11-01T01:30-04:00', '2026-11-01T02:00-05:00', '2026-11-01T02:00-05:00'),
    );
  });

  it("'30 2 * * *' moves forward on the spring day, and current and previous buckets agree", () => {
    const schedule = cron({ cron: '30 2 * * *' });
    expect(starts(schedule, TORONTO, '2026-03-07T00:00-05:00', 3)).toEqual(
      ['2026-03-07T02:30-05:00', '2026-03-08T03:30-04:00', '2026-03-09T02:30-04:00'].map(iso),
    );
    expect(bucketAt(schedule, TORONTO, new Date('2026-03-08T12:00-04:00'))?.start.toISOString()).toBe(iso('2026-03-08T03:30-04:00'));
    expect(span(previousBucket(schedule, TORONTO, new Date('2026-03-09T12:00-04:00')))).toEqual(
      expected('2026-03-08T03:30-04:00', '2026-03-09T02:30-04:00', '2026-03-09T02:30-04:00'),
    );
    expect(bucketAt(schedule, TORONTO, new Date('2026-03-08T03:10-04:00'))?.start.toISOString()).toBe(iso('2026-03-07T02:30-05:00'));
  });

  it("'30 1 * * *' happens once on the autumn day", () => {
    const schedule = cron({ cron: '30 1 * * *' });
    expect(starts(schedule, TORONTO, '2026-10-31T12:00-04:00', 2)).toEqual(['2026-11-01T01:30-04:00', '2026-11-02T01:30-05:00'].map(iso));
    expect(bucketAt(schedule, TORONTO, new Date('2026-11-01T01:45-05:00'))?.start.toISOString()).toBe(iso('2026-11-01T01:30-04:00'));
  });

  it('keeps consecutive buckets contiguous and increasing through both changes', () => {
    for (const [timeZone, from, to] of [
      [TORONTO, '2026-03-07T00:00-05:00', '2026-03-10T00:00-04:00'],
      [TORONTO, '2026-10-31T00:00-04:00', '2026-11-03T00:00-05:00'],
      [LONDON, '2026-03-28T00:00Z', '2026-03-31T00:00+01:00'],
      [LONDON, '2026-10-24T00:00+01:00', '2026-10-27T00:00Z'],
    ] as const) {
      const buckets = bucketsBetween(cron({ cron: '*/20 0-4 * * *' }), timeZone, new Date(from), new Date(to));
      buckets.forEach((bucket, i) => {
        const next = buckets[i + 1];
        if (next) expect(bucket.end?.getTime()).toBe(next.start.getTime());
        expect(bucket.end && bucket.end > bucket.start).toBe(true);
      });
    }
  });
});

describe('isValidCron', () => {
  it.each([
    ['0 7 * * *', true],
    ['*/15 6-18 * * 1-5', true],
    ['0 7 L * *', true],
    ['0 9 * * MON#1', true],
    ['0 7 * * mon-fri', true],
    ['', false],
    ['0 7 * *', false],
    ['0 0 7 * * *', false],
    ['@daily', false],
    ['60 * * * *', false],
    ['0 24 * * *', false],
    ['0 0 31 2 *', false],
    ['banana', false],
  ])('%j is %s', (expression, valid) => {
    expect(isValidCron(expression)).toBe(valid);
  });
});
