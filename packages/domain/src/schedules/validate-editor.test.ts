import { describe, expect, it } from 'vitest';
import { parseEditorSchedule, validateEditorSchedule } from './validate.ts';

describe('editor schedule rules', () => {
  const editor = (extra: Record<string, unknown> = {}) => ({ period: 'Daily', every: 1, startDate: '2026-01-01', at: '06:00', ...extra });

  it.each([
    ['Minutes', editor({ period: 'Minutes', every: 15, at: undefined })],
    ['Hourly', editor({ period: 'Hourly', every: 2, minuteOfHour: 30 })],
    ['Weekly', editor({ period: 'Weekly', weekDays: [1, 3, 5] })],
    ['Monthly last', editor({ period: 'Monthly', monthDay: 'last' })],
    ['Monthly lastWeekday', editor({ period: 'Monthly', monthDay: 'lastWeekday' })],
    ['Monthly daysBeforeEnd', editor({ period: 'Monthly', monthDay: { daysBeforeEnd: 3 } })],
    ['an end date', editor({ endDate: '2026-01-01' })],
  ])('accepts %s', (_name, value) => {
    expect(validateEditorSchedule(value)).toEqual([]);
    expect(parseEditorSchedule(value).ok).toBe(true);
  });

  it.each([
    ['not set', null, '', 'schedule.not_set', 'Schedule is not set'],
    ['Weekly without days', editor({ period: 'Weekly' }), 'weekDays', 'schedule.invalid', 'A Weekly schedule needs at least one week day'],
    ['Monthly without a day', editor({ period: 'Monthly' }), 'monthDay', 'schedule.invalid', 'A Monthly schedule needs a day of the month'],
    [
      'end before start',
      editor({ endDate: '2025-12-31' }),
      'endDate',
      'schedule.end_before_start',
      'End date must be on or after the start date',
    ],
    ['minute 60', editor({ period: 'Hourly', minuteOfHour: 60 }), 'minuteOfHour', 'schedule.invalid', 'Value should be less than 59'],
    [
      '28 days before the end',
      editor({ period: 'Monthly', monthDay: { daysBeforeEnd: 28 } }),
      'monthDay.daysBeforeEnd',
      'schedule.invalid',
      'Value should be less than 27',
    ],
    [
      'a month day that is a word',
      editor({ period: 'Monthly', monthDay: 'first' }),
      'monthDay',
      'schedule.invalid',
      'Use a day from 1 to 31, "last", "lastWeekday" or { "daysBeforeEnd": 1 to 27 }',
    ],
    [
      'Yearly',
      editor({ period: 'Yearly' }),
      'period',
      'schedule.invalid',
      'Expected "Minutes" or "Hourly" or "Daily" or "Weekly" or "Monthly"',
    ],
  ])('rejects %s', (_name, value, path, code, message) => {
    expect(validateEditorSchedule(value)).toEqual([{ path, code, message }]);
  });
});
