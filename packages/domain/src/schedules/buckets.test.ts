import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { bucketAt, bucketsBetween, nextBuckets, previousBucket } from './buckets.ts';
import { MAX_BUCKETS_PER_CALL } from './constants.ts';
import { absolute, expected, span } from './test-helpers.ts';

const TORONTO = 'America/Toronto';
const at = (text: string) => new Date(text);

const daily: TRoutineSchedule = absolute();
const shifts: TRoutineSchedule = {
  ...daily,
  buckets: [
    { start: '07:00', due: '09:00', end: '11:00' },
    { start: '11:00', due: '12:00', end: '15:00' },
  ],
};
const morning = (date: string) => expected(`${date}T07:00-04:00`, `${date}T09:00-04:00`, `${date}T11:00-04:00`);

describe('bucketAt', () => {
  it.each([
    ['at the start: inside', daily, '2026-05-12T07:00-04:00', morning('2026-05-12')],
    ['one millisecond before the end: inside', daily, '2026-05-12T10:59:59.999-04:00', morning('2026-05-12')],
    ['at the end: outside', daily, '2026-05-12T11:00-04:00', null],
    ['one millisecond before the start: outside', daily, '2026-05-12T06:59:59.999-04:00', null],
    ['before the start date', daily, '2025-12-31T08:00-05:00', null],
    [
      'at the end of one bucket and start of the next: the next',
      shifts,
      '2026-05-12T11:00-04:00',
      expected('2026-05-12T11:00-04:00', '2026-05-12T12:00-04:00', '2026-05-12T15:00-04:00'),
    ],
  ])('%s', (_name, schedule, instant, bucket) => {
    expect(span(bucketAt(schedule, TORONTO, at(instant)))).toEqual(bucket);
  });

  it('finds a bucket that ends at 24:00 late in the evening', () => {
    const allDay: TRoutineSchedule = { ...daily, buckets: [{ start: '00:00', due: '12:00', end: '24:00' }] };
    expect(span(bucketAt(allDay, TORONTO, at('2026-05-12T23:59-04:00')))).toEqual(
      expected('2026-05-12T00:00-04:00', '2026-05-12T12:00-04:00', '2026-05-13T00:00-04:00'),
    );
  });

  it('rejects an invalid instant and an unknown zone', () => {
    expect(() => bucketAt(daily, TORONTO, new Date('nope'))).toThrow(RangeError);
    expect(() => bucketAt(daily, 'Nowhere/Land', at('2026-05-12T08:00Z'))).toThrow(RangeError);
  });
});

describe('previousBucket', () => {
  it.each([
    ['same day, after the bucket', daily, '2026-05-12T12:00-04:00', morning('2026-05-12')],
    ['same day, at the bucket end', daily, '2026-05-12T11:00-04:00', morning('2026-05-12')],
    ['during the bucket: the day before', daily, '2026-05-12T08:00-04:00', morning('2026-05-11')],
    ['across a month end', daily, '2026-05-01T06:00-04:00', morning('2026-04-30')],
    [
      'across a year end',
      daily,
      '2027-01-01T06:00-05:00',
      expected('2026-12-31T07:00-05:00', '2026-12-31T09:00-05:00', '2026-12-31T11:00-05:00'),
    ],
    [
      'Monthly on the 31st, from the 1st of May: 30 April',
      { ...daily, period: 'Monthly', monthDays: [31] },
      '2026-05-01T06:00-04:00',
      morning('2026-04-30'),
    ],
    [
      'Weekly on Friday, from Monday 1 June: Friday 29 May',
      { ...daily, period: 'Weekly', weekDays: [5] },
      '2026-06-01T06:00-04:00',
      morning('2026-05-29'),
    ],
    [
      'Monthly every 2 months skips the months between',
      { ...daily, period: 'Monthly', every: 2, monthDays: [1] },
      '2026-04-15T12:00-04:00',
      expected('2026-03-01T07:00-05:00', '2026-03-01T09:00-05:00', '2026-03-01T11:00-05:00'),
    ],
    ['before the first bucket', daily, '2026-01-01T10:00-05:00', null],
    [
      'nothing within the 10-year lookback',
      { ...daily, startDate: '2000-01-01', period: 'Yearly', every: 20, yearDates: ['01-01'] },
      '2031-06-01T12:00-04:00',
      null,
    ],
    [
      'within the lookback',
      { ...daily, startDate: '2000-01-01', period: 'Yearly', every: 20, yearDates: ['01-01'] },
      '2029-06-01T12:00-04:00',
      expected('2020-01-01T07:00-05:00', '2020-01-01T09:00-05:00', '2020-01-01T11:00-05:00'),
    ],
    ['a Relative schedule has none', { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' } }, '2026-05-12T12:00-04:00', null],
  ] as [string, TRoutineSchedule, string, ReturnType<typeof expected> | null][])('%s', (_name, schedule, instant, bucket) => {
    expect(span(previousBucket(schedule, TORONTO, at(instant)))).toEqual(bucket);
  });
});

describe('nextBuckets and bucketsBetween', () => {
  it.each([0, 1, 5, 40])('gives %i buckets when asked for them', (count) => {
    const buckets = nextBuckets(shifts, TORONTO, at('2026-05-12T08:00-04:00'), count);
    expect(buckets).toHaveLength(count);
    expect(buckets.every((bucket, i) => i === 0 || bucket.start > (buckets[i - 1]?.start ?? bucket.start))).toBe(true);
  });

  it('starts at or after `from`', () => {
    expect(nextBuckets(daily, TORONTO, at('2026-05-12T07:00-04:00'), 2).map(span)).toEqual([morning('2026-05-12'), morning('2026-05-13')]);
    expect(nextBuckets(daily, TORONTO, at('2026-05-12T07:01-04:00'), 1).map(span)).toEqual([morning('2026-05-13')]);
  });

  it('stops at the end date', () => {
    expect(nextBuckets({ ...daily, endDate: '2026-01-02' }, TORONTO, at('2025-12-01T00:00-05:00'), 10)).toHaveLength(2);
  });

  it('gives the buckets that overlap [from, to)', () => {
    const buckets = bucketsBetween(daily, TORONTO, at('2026-05-12T10:00-04:00'), at('2026-05-14T07:00-04:00'));
    expect(buckets.map(span)).toEqual([morning('2026-05-12'), morning('2026-05-13')]);
    expect(bucketsBetween(daily, TORONTO, at('2026-05-12T11:00-04:00'), at('2026-05-12T12:00-04:00'))).toEqual([]);
    expect(bucketsBetween(daily, TORONTO, at('2026-05-13T00:00-04:00'), at('2026-05-12T00:00-04:00'))).toEqual([]);
  });

  it('counts the buckets of a month', () => {
    expect(bucketsBetween(shifts, TORONTO, at('2026-02-01T00:00-05:00'), at('2026-03-01T00:00-05:00'))).toHaveLength(56);
  });

  it('refuses a range with too many buckets', () => {
    const everyMinute: TRoutineSchedule = { type: 'Cron', cron: '* * * * *' };
    const from = at('2026-01-01T00:00Z');
    const to = new Date(from.getTime() + (MAX_BUCKETS_PER_CALL + 10) * 60_000);
    expect(() => bucketsBetween(everyMinute, 'UTC', from, to)).toThrow(RangeError);
    // It walks the whole allowance first: seconds on a loaded 2-core machine, not a limit under test.
  }, 60_000);
});

describe('many routines at once', () => {
  // The dashboard asks for ~3,000 routines per request; how long that takes is measured by `npm run bench`
  // (the room-status benchmark), not asserted here: a timed test fails on a loaded machine.
  it('answers bucketAt and previousBucket for 3,000 routines of every kind, long-running schedules included', () => {
    const schedules: TRoutineSchedule[] = [
      daily,
      shifts,
      { ...daily, startDate: '2016-05-01', period: 'Weekly', every: 2, weekDays: [1, 4] },
      { ...daily, startDate: '2016-05-01', period: 'Monthly', every: 1, monthDays: [31, 15] },
      { ...daily, startDate: '2016-05-01', period: 'Yearly', every: 1, yearDates: ['02-29'] },
      { type: 'Cron', cron: '0 7 * * *', durationMinutes: 240 },
      { type: 'Cron', cron: '*/30 6-18 * * 1-5' },
      { type: 'Relative', afterLastClean: { amount: 2, unit: 'Days' } },
    ];
    let open = 0;
    let previous = 0;
    for (let i = 0; i < 3000; i++) {
      const schedule = schedules[i % schedules.length] as TRoutineSchedule;
      const instant = new Date(Date.parse('2026-05-12T08:00-04:00') + i * 37_000);
      if (bucketAt(schedule, TORONTO, instant, { lastCleanAt: at('2026-05-10T09:00-04:00') })) open++;
      if (previousBucket(schedule, TORONTO, instant)) previous++;
    }
    expect(open).toBeGreaterThan(0);
    expect(previous).toBeGreaterThan(0);
  });
});
