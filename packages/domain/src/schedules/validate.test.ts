import { SCHEDULE_MESSAGES } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { parseScheduleJson, validateRoutineSchedule } from './validate.ts';

const bucket = (start: string, due: string, end: string) => ({ start, due, end });
const absolute = (extra: Record<string, unknown> = {}) => ({
  type: 'Absolute',
  startDate: '2026-01-01',
  period: 'Daily',
  every: 1,
  buckets: [bucket('07:00', '09:00', '11:00')],
  ...extra,
});
const relative = (extra: Record<string, unknown> = {}) => ({ type: 'Relative', afterLastClean: { amount: 2, unit: 'Days' }, ...extra });
const cron = (extra: Record<string, unknown> = {}) => ({ type: 'Cron', cron: '0 7 * * *', ...extra });

describe('spec messages', () => {
  it.each([
    ['schedule.not_set', 'Schedule is not set'],
    ['schedule.cron_invalid', 'Crons expression is invalid'],
    ['schedule.json_invalid', 'Schedule is not valid JSON'],
    ['schedule.end_before_start', 'End date must be on or after the start date'],
    ['bucket.duration_required', 'Duration is required and must not be zero'],
    ['bucket.end_before_start', 'End time must be after start time'],
    ['bucket.due_outside', 'Due time must be after the start time and before the end time'],
  ] as const)('%s is "%s"', (code, message) => {
    expect(SCHEDULE_MESSAGES[code]).toBe(message);
  });
});

const messages = SCHEDULE_MESSAGES;

describe('routine schedule rules', () => {
  it.each([
    ['null', null, [{ path: '', code: 'schedule.not_set', message: messages['schedule.not_set'] }]],
    ['undefined', undefined, [{ path: '', code: 'schedule.not_set', message: messages['schedule.not_set'] }]],
    ['blank text', '   ', [{ path: '', code: 'schedule.not_set', message: messages['schedule.not_set'] }]],
    ['JSON null', 'null', [{ path: '', code: 'schedule.not_set', message: messages['schedule.not_set'] }]],
    ['text that is not JSON', '{"type": "Absolute",', [{ path: '', code: 'schedule.json_invalid', message: 'Schedule is not valid JSON' }]],
    [
      'cron that does not parse',
      cron({ cron: 'every day' }),
      [{ path: 'cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' }],
    ],
    [
      'cron with 4 fields',
      cron({ cron: '0 7 * *' }),
      [{ path: 'cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' }],
    ],
    [
      'cron with 6 fields',
      cron({ cron: '0 0 7 * * *' }),
      [{ path: 'cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' }],
    ],
    [
      'cron out of range',
      cron({ cron: '61 * * * *' }),
      [{ path: 'cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' }],
    ],
    [
      'cron that never occurs',
      cron({ cron: '0 0 30 2 *' }),
      [{ path: 'cron', code: 'schedule.cron_invalid', message: 'Crons expression is invalid' }],
    ],
    [
      'cron duration of zero',
      cron({ durationMinutes: 0 }),
      [{ path: 'durationMinutes', code: 'bucket.duration_required', message: 'Duration is required and must not be zero' }],
    ],
    [
      'cron due after the end',
      cron({ durationMinutes: 60, dueAfterMinutes: 61 }),
      [{ path: 'dueAfterMinutes', code: 'bucket.due_outside', message: 'Due time must be after the start time and before the end time' }],
    ],
    [
      'cron due at the start',
      cron({ dueAfterMinutes: 0 }),
      [{ path: 'dueAfterMinutes', code: 'bucket.due_outside', message: messages['bucket.due_outside'] }],
    ],
    [
      'cron end date before start date',
      cron({ startDate: '2026-05-02', endDate: '2026-05-01' }),
      [{ path: 'endDate', code: 'schedule.end_before_start', message: 'End date must be on or after the start date' }],
    ],
    [
      'end time before start time',
      absolute({ buckets: [bucket('11:00', '10:00', '07:00')] }),
      [{ path: 'buckets.0.end', code: 'bucket.end_before_start', message: 'End time must be after start time' }],
    ],
    [
      'end time equal to start time',
      absolute({ buckets: [bucket('07:00', '07:00', '07:00')] }),
      [{ path: 'buckets.0.end', code: 'bucket.end_before_start', message: messages['bucket.end_before_start'] }],
    ],
    [
      'due before start',
      absolute({ buckets: [bucket('07:00', '06:00', '11:00')] }),
      [{ path: 'buckets.0.due', code: 'bucket.due_outside', message: 'Due time must be after the start time and before the end time' }],
    ],
    [
      'due equal to start',
      absolute({ buckets: [bucket('07:00', '07:00', '11:00')] }),
      [{ path: 'buckets.0.due', code: 'bucket.due_outside', message: messages['bucket.due_outside'] }],
    ],
    [
      'due after end',
      absolute({ buckets: [bucket('07:00', '12:00', '11:00')] }),
      [{ path: 'buckets.0.due', code: 'bucket.due_outside', message: messages['bucket.due_outside'] }],
    ],
    [
      'overlapping buckets',
      absolute({ buckets: [bucket('07:00', '08:00', '11:00'), bucket('10:00', '11:00', '12:00')] }),
      [{ path: 'buckets.1.start', code: 'bucket.overlap', message: 'Time buckets of one day must not overlap' }],
    ],
    [
      'end date before start date',
      absolute({ endDate: '2025-12-31' }),
      [{ path: 'endDate', code: 'schedule.end_before_start', message: messages['schedule.end_before_start'] }],
    ],
    [
      'Weekly without week days',
      absolute({ period: 'Weekly' }),
      [{ path: 'weekDays', code: 'schedule.invalid', message: 'A Weekly schedule needs at least one week day' }],
    ],
    [
      'Weekly with an empty list',
      absolute({ period: 'Weekly', weekDays: [] }),
      [{ path: 'weekDays', code: 'schedule.invalid', message: 'A Weekly schedule needs at least one week day' }],
    ],
    [
      'Monthly without month days',
      absolute({ period: 'Monthly' }),
      [{ path: 'monthDays', code: 'schedule.invalid', message: 'A Monthly schedule needs at least one day of the month' }],
    ],
    [
      'Yearly without dates',
      absolute({ period: 'Yearly' }),
      [{ path: 'yearDates', code: 'schedule.invalid', message: 'A Yearly schedule needs at least one date' }],
    ],
    [
      'Relative without afterLastClean',
      { type: 'Relative' },
      [{ path: 'afterLastClean', code: 'bucket.duration_required', message: 'Duration is required and must not be zero' }],
    ],
    [
      'Relative with a zero afterLastClean',
      relative({ afterLastClean: { amount: 0, unit: 'Hours' } }),
      [{ path: 'afterLastClean.amount', code: 'bucket.duration_required', message: messages['bucket.duration_required'] }],
    ],
    [
      'Relative with a zero window',
      relative({ window: { amount: 0, unit: 'Hours' } }),
      [{ path: 'window.amount', code: 'bucket.duration_required', message: messages['bucket.duration_required'] }],
    ],
    [
      'Relative due after the window',
      relative({ dueAfter: { amount: 2, unit: 'Days' }, window: { amount: 24, unit: 'Hours' } }),
      [{ path: 'dueAfter', code: 'bucket.due_outside', message: messages['bucket.due_outside'] }],
    ],
  ])('%s', (_name, value, problems) => {
    expect(validateRoutineSchedule(value)).toEqual(problems);
  });

  it.each([
    ['daily bucket', absolute()],
    ['due equal to end', absolute({ buckets: [bucket('07:00', '11:00', '11:00')] })],
    ['bucket ending at 24:00', absolute({ buckets: [bucket('00:00', '12:00', '24:00')] })],
    ['adjacent buckets', absolute({ buckets: [bucket('11:00', '12:00', '15:00'), bucket('07:00', '09:00', '11:00')] })],
    ['end date equal to start date', absolute({ endDate: '2026-01-01' })],
    ['Weekly', absolute({ period: 'Weekly', every: 2, weekDays: [1, 3, 5] })],
    ['Monthly', absolute({ period: 'Monthly', monthDays: [31, 'last', 15] })],
    ['Yearly', absolute({ period: 'Yearly', yearDates: ['02-29', '12-31'] })],
    ['cron with everything', cron({ durationMinutes: 120, dueAfterMinutes: 120, startDate: '2026-01-01', endDate: null })],
    ['cron with L', cron({ cron: '0 7 L * *' })],
    ['Relative', relative({ startDate: '2026-04-01', dueAfter: { amount: 4, unit: 'Hours' }, window: { amount: 1, unit: 'Days' } })],
    ['JSON text', JSON.stringify(absolute())],
  ])('accepts %s', (_name, value) => {
    expect(validateRoutineSchedule(value)).toEqual([]);
  });

  it.each([
    ['an unknown type', { type: 'Monthly' }, 'type', 'Set type to Cron, Absolute or Relative'],
    [
      'a time without two digits',
      absolute({ buckets: [bucket('7:00', '09:00', '11:00')] }),
      'buckets.0.start',
      'Use the HH:mm format, from 00:00 to 23:59',
    ],
    [
      'a start at 24:00',
      absolute({ buckets: [bucket('24:00', '24:00', '24:00')] }),
      'buckets.0.start',
      'Use the HH:mm format, from 00:00 to 23:59',
    ],
    [
      'an end past 24:00',
      absolute({ buckets: [bucket('07:00', '09:00', '24:30')] }),
      'buckets.0.end',
      'Use the HH:mm format, from 00:00 to 24:00',
    ],
    ['a date that does not exist', absolute({ startDate: '2026-02-30' }), 'startDate', 'Use a real date in the YYYY-MM-DD format'],
    [
      'a year date that does not exist',
      absolute({ period: 'Yearly', yearDates: ['02-30'] }),
      'yearDates.0',
      'Use a real day of the year in the MM-DD format',
    ],
    ['a week day of 8', absolute({ period: 'Weekly', weekDays: [8] }), 'weekDays.0', 'Value should be less than 7'],
    [
      'a month day that is a word',
      absolute({ period: 'Monthly', monthDays: ['first'] }),
      'monthDays.0',
      'Use a day from 1 to 31 or "last"',
    ],
    ['every 0', absolute({ every: 0 }), 'every', 'Value should be greater than 1'],
    ['every 1.5', absolute({ every: 1.5 }), 'every', 'Expected a whole number'],
    ['no buckets', absolute({ buckets: [] }), 'buckets', 'Needs at least 1 item'],
    ['an unknown field', absolute({ weekdays: [1] }), '', 'Unknown field: weekdays'],
    ['a missing start date', { ...absolute(), startDate: undefined }, 'startDate', 'A value is required'],
    ['an unknown period', absolute({ period: 'Hourly' }), 'period', 'Expected "Daily" or "Weekly" or "Monthly" or "Yearly"'],
    [
      'a duration unit',
      relative({ afterLastClean: { amount: 2, unit: 'Fortnights' } }),
      'afterLastClean.unit',
      'Expected "Minutes" or "Hours" or "Days" or "Weeks" or "Months" or "Years"',
    ],
  ])('reports %s as a shape problem', (_name, value, path, message) => {
    expect(validateRoutineSchedule(value)).toEqual([{ path, code: 'schedule.invalid', message }]);
  });

  it('reports every rule that fails, not only the first', () => {
    const problems = validateRoutineSchedule(
      absolute({ endDate: '2025-01-01', buckets: [bucket('07:00', '07:00', '11:00'), bucket('12:00', '13:00', '12:00')] }),
    );
    expect(problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'endDate schedule.end_before_start',
      'buckets.0.due bucket.due_outside',
      'buckets.1.end bucket.end_before_start',
    ]);
  });

  it('keeps the duration message next to other shape problems of a Relative schedule', () => {
    expect(validateRoutineSchedule({ type: 'Relative', window: { amount: 1, unit: 'Eons' } }).map((p) => `${p.path} ${p.code}`)).toEqual([
      'afterLastClean bucket.duration_required',
      'window.unit schedule.invalid',
    ]);
  });
});

describe('parseScheduleJson', () => {
  it('returns the typed schedule for valid JSON text', () => {
    const text =
      '{ "type": "Absolute", "startDate": "2026-01-01", "period": "Weekly", "every": 2, "weekDays": [1, 5], "buckets": [{ "start": "07:00", "due": "09:00", "end": "11:00" }] }';
    const result = parseScheduleJson(text);
    expect(result).toEqual({ ok: true, schedule: JSON.parse(text) });
  });

  it.each([
    ['', 'schedule.not_set'],
    ['{ type: Absolute }', 'schedule.json_invalid'],
    ["{ 'type': 'Cron' }", 'schedule.json_invalid'],
    ['[]', 'schedule.invalid'],
    ['{ "type": "Cron", "cron": "* *" }', 'schedule.cron_invalid'],
  ])('rejects %j with %s', (text, code) => {
    const result = parseScheduleJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.code).toBe(code);
  });
});
