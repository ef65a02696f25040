import type { TEditorSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { nextRuns } from './editor.ts';
import { iso } from './test-helpers.ts';
import { validateEditorSchedule } from './validate.ts';

const TORONTO = 'America/Toronto';
const editor = (extra: Partial<TEditorSchedule>): TEditorSchedule => {
  const value: TEditorSchedule = { period: 'Daily', every: 1, startDate: '2026-01-01', ...extra };
  expect(validateEditorSchedule(value)).toEqual([]);
  return value;
};
const runs = (schedule: TEditorSchedule, from: string, count: number, timeZone = TORONTO) =>
  nextRuns(schedule, timeZone, new Date(from), count).map((run) => run.toISOString());

describe('schedule editor runs', () => {
  it.each([
    [
      'Minutes every 15',
      { period: 'Minutes', every: 15, startDate: '2026-05-01' },
      '2026-05-12T10:05-04:00',
      ['2026-05-12T10:15-04:00', '2026-05-12T10:30-04:00', '2026-05-12T10:45-04:00', '2026-05-12T11:00-04:00'],
    ],
    [
      'Minutes every 15 is elapsed time through the spring gap',
      { period: 'Minutes', every: 15, startDate: '2026-03-08' },
      '2026-03-08T01:40-05:00',
      ['2026-03-08T01:45-05:00', '2026-03-08T03:00-04:00', '2026-03-08T03:15-04:00'],
    ],
    [
      'Minutes every 30 runs through the repeated autumn hour',
      { period: 'Minutes', every: 30, startDate: '2026-11-01' },
      '2026-11-01T00:50-04:00',
      ['2026-11-01T01:00-04:00', '2026-11-01T01:30-04:00', '2026-11-01T01:00-05:00', '2026-11-01T01:30-05:00', '2026-11-01T02:00-05:00'],
    ],
    [
      'Hourly every 2 at minute 30',
      { period: 'Hourly', every: 2, startDate: '2026-05-01', minuteOfHour: 30 },
      '2026-05-12T05:00-04:00',
      ['2026-05-12T06:30-04:00', '2026-05-12T08:30-04:00', '2026-05-12T10:30-04:00', '2026-05-12T12:30-04:00'],
    ],
    [
      'Hourly every 2 takes the minute of `at` when minuteOfHour is absent',
      { period: 'Hourly', every: 2, startDate: '2026-05-01', at: '17:45' },
      '2026-05-12T05:00-04:00',
      ['2026-05-12T06:45-04:00', '2026-05-12T08:45-04:00'],
    ],
    [
      'Hourly every 2 at minute 30 on the spring day: 02:30 moves to 03:30',
      { period: 'Hourly', every: 2, startDate: '2026-03-01', minuteOfHour: 30 },
      '2026-03-08T00:00-05:00',
      ['2026-03-08T00:30-05:00', '2026-03-08T03:30-04:00', '2026-03-08T04:30-04:00', '2026-03-08T06:30-04:00'],
    ],
    [
      'Hourly every 1 on the autumn day runs the repeated hour once',
      { period: 'Hourly', every: 1, startDate: '2026-10-01', minuteOfHour: 30 },
      '2026-11-01T00:00-04:00',
      ['2026-11-01T00:30-04:00', '2026-11-01T01:30-04:00', '2026-11-01T02:30-05:00'],
    ],
    [
      'Daily at 06:00 across the spring change',
      { period: 'Daily', every: 1, startDate: '2026-03-01', at: '06:00' },
      '2026-03-07T00:00-05:00',
      ['2026-03-07T06:00-05:00', '2026-03-08T06:00-04:00', '2026-03-09T06:00-04:00'],
    ],
    [
      'Daily at 06:00 across the autumn change',
      { period: 'Daily', every: 1, startDate: '2026-10-01', at: '06:00' },
      '2026-10-31T07:00-04:00',
      ['2026-11-01T06:00-05:00', '2026-11-02T06:00-05:00'],
    ],
    [
      'Daily every 2 days from the start date, at midnight by default',
      { period: 'Daily', every: 2, startDate: '2026-05-01' },
      '2026-05-02T00:00-04:00',
      ['2026-05-03T00:00-04:00', '2026-05-05T00:00-04:00'],
    ],
    [
      'Weekly Mon/Wed/Fri at 09:00',
      { period: 'Weekly', every: 1, startDate: '2026-05-01', weekDays: [1, 3, 5], at: '09:00' },
      '2026-05-01T00:00-04:00',
      ['2026-05-01T09:00-04:00', '2026-05-04T09:00-04:00', '2026-05-06T09:00-04:00', '2026-05-08T09:00-04:00', '2026-05-11T09:00-04:00'],
    ],
    [
      "Monthly on the 'last' day",
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDay: 'last', at: '18:00' },
      '2026-01-01T00:00-05:00',
      ['2026-01-31T18:00-05:00', '2026-02-28T18:00-05:00', '2026-03-31T18:00-04:00'],
    ],
    [
      "Monthly on the 'lastWeekday' (May 2026 ends on a Sunday: Friday 29th)",
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDay: 'lastWeekday', at: '18:00' },
      '2026-01-01T00:00-05:00',
      ['2026-01-30T18:00-05:00', '2026-02-27T18:00-05:00', '2026-03-31T18:00-04:00', '2026-04-30T18:00-04:00', '2026-05-29T18:00-04:00'],
    ],
    [
      'Monthly 3 days before the end of the month',
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDay: { daysBeforeEnd: 3 }, at: '08:00' },
      '2026-01-01T00:00-05:00',
      ['2026-01-28T08:00-05:00', '2026-02-25T08:00-05:00', '2026-03-28T08:00-04:00', '2026-04-27T08:00-04:00'],
    ],
    [
      'Monthly on the 31st falls on the last day of shorter months',
      { period: 'Monthly', every: 1, startDate: '2026-01-01', monthDay: 31, at: '08:00' },
      '2026-01-01T00:00-05:00',
      ['2026-01-31T08:00-05:00', '2026-02-28T08:00-05:00', '2026-03-31T08:00-04:00', '2026-04-30T08:00-04:00'],
    ],
    [
      'Monthly every 2 months from the start month',
      { period: 'Monthly', every: 2, startDate: '2026-01-20', monthDay: 15, at: '08:00' },
      '2026-01-01T00:00-05:00',
      ['2026-03-15T08:00-04:00', '2026-05-15T08:00-04:00'],
    ],
  ] as [string, Partial<TEditorSchedule>, string, string[]][])('%s', (_name, extra, from, expectedRuns) => {
    expect(runs(editor(extra), from, expectedRuns.length)).toEqual(expectedRuns.map(iso));
  });

  it.each([
    ['Daily', { period: 'Daily', every: 1, startDate: '2026-06-01', endDate: '2026-06-03', at: '06:00' }, 3],
    ['Minutes', { period: 'Minutes', every: 360, startDate: '2026-06-01', endDate: '2026-06-01' }, 4],
    ['Hourly', { period: 'Hourly', every: 1, startDate: '2026-06-01', endDate: '2026-06-01' }, 24],
    ['Weekly', { period: 'Weekly', every: 1, startDate: '2026-06-01', endDate: '2026-06-14', weekDays: [1, 3] }, 4],
    ['Monthly', { period: 'Monthly', every: 1, startDate: '2026-06-01', endDate: '2026-08-30', monthDay: 'last' }, 2],
  ] as [string, Partial<TEditorSchedule>, number][])('%s respects the end date', (_name, extra, count) => {
    expect(runs(editor(extra), '2026-05-01T00:00-04:00', 100)).toHaveLength(count);
  });

  it('starts no earlier than the start date and gives nothing for a count of 0', () => {
    const schedule = editor({ period: 'Minutes', every: 15, startDate: '2026-06-01' });
    expect(runs(schedule, '2026-05-01T00:00-04:00', 1)).toEqual([iso('2026-06-01T00:00-04:00')]);
    expect(runs(schedule, '2026-05-01T00:00-04:00', 0)).toEqual([]);
  });

  it('uses the site time zone', () => {
    const schedule = editor({ period: 'Daily', every: 1, startDate: '2026-06-01', at: '06:00' });
    expect(runs(schedule, '2026-06-01T00:00Z', 1, 'America/Vancouver')).toEqual([iso('2026-06-01T06:00-07:00')]);
    expect(runs(schedule, '2026-06-01T05:30Z', 1, 'Europe/London')).toEqual([iso('2026-06-02T06:00+01:00')]);
    expect(runs(schedule, '2026-06-01T05:30Z', 1, TORONTO)).toEqual([iso('2026-06-01T06:00-04:00')]);
  });
});
