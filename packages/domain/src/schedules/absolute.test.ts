import type { TAbsoluteSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { bucketsBetween, nextBuckets } from './buckets.ts';
import { absolute, expected, hoursLong, iso, span } from './test-helpers.ts';
import { validateRoutineSchedule } from './validate.ts';

const TORONTO = 'America/Toronto';
const LONDON = 'Europe/London';

const schedule = (extra: Partial<TAbsoluteSchedule>): TAbsoluteSchedule => {
  const value = absolute(extra);
  expect(validateRoutineSchedule(value)).toEqual([]);
  return value;
};

/** Local dates (site zone) of the next `count` bucket starts from the start of a local date. */
const startDates = (value: TAbsoluteSchedule, timeZone: string, from: string, count: number) =>
  nextBuckets(value, timeZone, new Date(from), count).map((bucket) => bucket.start.toLocaleDateString('sv-SE', { timeZone }));

describe('Absolute occurrence days', () => {
  it.each([
    ['Daily every day', { period: 'Daily', every: 1 }, '2026-01-01T00:00-05:00', ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']],
    [
      'Daily every 3 days from the start date',
      { period: 'Daily', every: 3 },
      '2026-01-02T00:00-05:00',
      ['2026-01-04', '2026-01-07', '2026-01-10', '2026-01-13'],
    ],
    [
      'Weekly Mon/Wed/Fri every 2 weeks from the ISO week of the start date',
      { period: 'Weekly', every: 2, startDate: '2026-03-04', weekDays: [5, 1, 3] },
      '2026-03-01T00:00-05:00',
      ['2026-03-04', '2026-03-06', '2026-03-16', '2026-03-18', '2026-03-20', '2026-03-30', '2026-04-01'],
    ],
    [
      'Weekly on Sunday, every week',
      { period: 'Weekly', every: 1, startDate: '2026-03-02', weekDays: [7] },
      '2026-03-02T00:00-05:00',
      ['2026-03-08', '2026-03-15', '2026-03-22'],
    ],
    [
      'Monthly on the 31st falls on the last day of shorter months',
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDays: [31] },
      '2026-01-01T00:00-05:00',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'],
    ],
    [
      'Monthly on the 30th in a leap February',
      { period: 'Monthly', every: 1, startDate: '2028-01-01', monthDays: [30] },
      '2028-01-01T00:00-05:00',
      ['2028-01-30', '2028-02-29', '2028-03-30'],
    ],
    [
      'Monthly on the last day',
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDays: ['last'] },
      '2026-01-01T00:00-05:00',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'],
    ],
    [
      'Monthly on the 15th and the last day, 31st and last counted once',
      { period: 'Monthly', every: 1, startDate: '2026-02-01', monthDays: ['last', 15, 31] },
      '2026-02-01T00:00-05:00',
      ['2026-02-15', '2026-02-28', '2026-03-15', '2026-03-31'],
    ],
    [
      'Monthly every 3 months from the start month',
      { period: 'Monthly', every: 3, startDate: '2026-01-20', monthDays: [15] },
      '2026-01-01T00:00-05:00',
      ['2026-04-15', '2026-07-15', '2026-10-15', '2027-01-15'],
    ],
    [
      "Yearly '02-29' is 28 February in 2027 and 29 February in 2028",
      { period: 'Yearly', every: 1, startDate: '2026-06-01', yearDates: ['02-29'] },
      '2026-06-01T00:00-04:00',
      ['2027-02-28', '2028-02-29', '2029-02-28'],
    ],
    [
      'Yearly every 2 years on two dates',
      { period: 'Yearly', every: 2, startDate: '2026-01-01', yearDates: ['12-24', '01-01'] },
      '2026-01-01T00:00-05:00',
      ['2026-01-01', '2026-12-24', '2028-01-01', '2028-12-24'],
    ],
    [
      'the end date is the last day (inclusive)',
      { period: 'Daily', every: 1, startDate: '2026-01-01', endDate: '2026-01-03' },
      '2025-12-01T00:00-05:00',
      ['2026-01-01', '2026-01-02', '2026-01-03'],
    ],
  ] as [string, Partial<TAbsoluteSchedule>, string, string[]][])('%s', (_name, extra, from, dates) => {
    expect(startDates(schedule(extra), TORONTO, from, dates.length + 1).slice(0, dates.length + 1)).toEqual(
      extra.endDate ? dates : [...dates, expect.any(String)],
    );
  });
});

describe('Absolute buckets across DST', () => {
  const daily = schedule({ buckets: [{ start: '07:00', due: '09:00', end: '11:00' }] });
  const allDay = schedule({ buckets: [{ start: '00:00', due: '12:00', end: '24:00' }] });

  it.each([
    ['Toronto spring', TORONTO, '2026-03-08', '2026-03-08T07:00-04:00', '2026-03-08T09:00-04:00', '2026-03-08T11:00-04:00'],
    ['Toronto autumn', TORONTO, '2026-11-01', '2026-11-01T07:00-05:00', '2026-11-01T09:00-05:00', '2026-11-01T11:00-05:00'],
    ['Toronto day before spring', TORONTO, '2026-03-07', '2026-03-07T07:00-05:00', '2026-03-07T09:00-05:00', '2026-03-07T11:00-05:00'],
    ['London spring', LONDON, '2026-03-29', '2026-03-29T07:00+01:00', '2026-03-29T09:00+01:00', '2026-03-29T11:00+01:00'],
    ['London autumn', LONDON, '2026-10-25', '2026-10-25T07:00+00:00', '2026-10-25T09:00+00:00', '2026-10-25T11:00+00:00'],
    ['Vancouver spring', 'America/Vancouver', '2026-03-08', '2026-03-08T07:00-07:00', '2026-03-08T09:00-07:00', '2026-03-08T11:00-07:00'],
  ])('a 07:00-11:00 bucket is 4 hours on %s', (_name, timeZone, date, start, due, end) => {
    const [bucket] = nextBuckets(daily, timeZone, new Date(`${date}T00:00:00Z`), 1);
    expect(span(bucket ?? null)).toEqual(expected(start, due, end));
    expect(bucket && hoursLong(bucket)).toBe(4);
  });

  it.each([
    ['Toronto spring', TORONTO, '2026-03-08T00:00-05:00', '2026-03-09T00:00-04:00', 23],
    ['Toronto autumn', TORONTO, '2026-11-01T00:00-04:00', '2026-11-02T00:00-05:00', 25],
    ['Toronto ordinary day', TORONTO, '2026-03-10T00:00-04:00', '2026-03-11T00:00-04:00', 24],
    ['London spring', LONDON, '2026-03-29T00:00+00:00', '2026-03-30T00:00+01:00', 23],
    ['London autumn', LONDON, '2026-10-25T00:00+01:00', '2026-10-26T00:00+00:00', 25],
  ])('a 00:00-24:00 bucket on %s', (_name, timeZone, start, end, hours) => {
    const [bucket] = nextBuckets(allDay, timeZone, new Date(start), 1);
    expect(bucket?.start.toISOString()).toBe(iso(start));
    expect(bucket?.end?.toISOString()).toBe(iso(end));
    expect(bucket && hoursLong(bucket)).toBe(hours);
  });

  it('moves a bucket that starts in the spring gap forward by the gap', () => {
    const night = schedule({ buckets: [{ start: '02:30', due: '03:00', end: '04:00' }] });
    const [bucket] = nextBuckets(night, TORONTO, new Date('2026-03-08T00:00-05:00'), 1);
    expect(span(bucket ?? null)).toEqual(expected('2026-03-08T03:30-04:00', '2026-03-08T03:30-04:00', '2026-03-08T04:00-04:00'));
  });

  it('starts an ambiguous autumn bucket at the first instant', () => {
    const night = schedule({ buckets: [{ start: '01:30', due: '02:00', end: '02:30' }] });
    const [bucket] = nextBuckets(night, TORONTO, new Date('2026-11-01T00:00-04:00'), 1);
    expect(span(bucket ?? null)).toEqual(expected('2026-11-01T01:30-04:00', '2026-11-01T02:00-05:00', '2026-11-01T02:30-05:00'));
    expect(bucket && hoursLong(bucket)).toBe(2);
  });

  it('cuts a bucket pushed past the next one by the gap, and skips a bucket left empty', () => {
    const night = schedule({
      buckets: [
        { start: '01:00', due: '01:30', end: '02:45' },
        { start: '03:00', due: '03:30', end: '04:00' },
      ],
    });
    const buckets = bucketsBetween(night, TORONTO, new Date('2026-03-08T00:00-05:00'), new Date('2026-03-08T12:00-04:00'));
    expect(buckets.map(span)).toEqual([
      expected('2026-03-08T01:00-05:00', '2026-03-08T01:30-05:00', '2026-03-08T03:00-04:00'),
      expected('2026-03-08T03:00-04:00', '2026-03-08T03:30-04:00', '2026-03-08T04:00-04:00'),
    ]);
    const empty = schedule({
      buckets: [
        { start: '02:30', due: '02:40', end: '02:45' },
        { start: '03:00', due: '03:30', end: '04:00' },
      ],
    });
    expect(bucketsBetween(empty, TORONTO, new Date('2026-03-08T00:00-05:00'), new Date('2026-03-08T12:00-04:00')).map(span)).toEqual([
      expected('2026-03-08T03:00-04:00', '2026-03-08T03:30-04:00', '2026-03-08T04:00-04:00'),
    ]);
  });

  it('lists several buckets of a day in order whatever their order in the schedule', () => {
    const shifts = schedule({
      buckets: [
        { start: '15:00', due: '16:00', end: '23:00' },
        { start: '07:00', due: '09:00', end: '15:00' },
      ],
    });
    const buckets = bucketsBetween(shifts, LONDON, new Date('2026-10-25T00:00+01:00'), new Date('2026-10-26T00:00Z'));
    expect(buckets.map(span)).toEqual([
      expected('2026-10-25T07:00Z', '2026-10-25T09:00Z', '2026-10-25T15:00Z'),
      expected('2026-10-25T15:00Z', '2026-10-25T16:00Z', '2026-10-25T23:00Z'),
    ]);
  });
});
