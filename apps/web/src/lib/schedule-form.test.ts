import { formatScheduleJson, validateEditorSchedule, validateRoutineSchedule } from '@carehome/domain';
import { describe, expect, it } from 'vitest';
import {
  assignProblems,
  defaultEditorSchedule,
  defaultSchedule,
  monthDayMode,
  monthDayOf,
  nextBucketDefault,
  normaliseTime,
  parseWhole,
  readScheduleJson,
  toggleValue,
  wallMinutes,
  yearDate,
} from './schedule-form.ts';

describe('schedule forms', () => {
  it('starts every type from a valid schedule', () => {
    for (const type of ['Cron', 'Absolute', 'Relative'] as const) {
      expect(validateRoutineSchedule(defaultSchedule(type, '2026-05-01')), type).toEqual([]);
    }
    expect(validateEditorSchedule(defaultEditorSchedule('2026-05-01'))).toEqual([]);
  });

  it('reads JSON text: a valid schedule, a schedule of the right shape with rule problems, or text only', () => {
    const cron = defaultSchedule('Cron', '2026-05-01');
    expect(readScheduleJson(formatScheduleJson(cron))).toEqual({ schedule: cron, problems: [] });

    const bad = readScheduleJson('{"type":"Cron","cron":"0 9 * *"}');
    expect(bad.schedule).toEqual({ type: 'Cron', cron: '0 9 * *' });
    expect(bad.problems.map((p) => p.message)).toEqual(['Crons expression is invalid']);

    expect(readScheduleJson('{"type":"Cron",')).toEqual({
      schedule: null,
      problems: [{ path: '', code: 'schedule.json_invalid', message: 'Schedule is not valid JSON' }],
    });
    const shape = readScheduleJson('{"type":"Absolute","weekdays":[1]}');
    expect(shape.schedule).toBeNull();
    expect(shape.problems.length).toBeGreaterThan(0);
    expect(readScheduleJson('  ').problems.map((p) => p.message)).toEqual(['Schedule is not set']);
  });

  it('puts each problem beside the most precise field it belongs to', () => {
    const problems = [
      { path: 'buckets.0.end', code: 'bucket.end_before_start' },
      { path: 'afterLastClean.amount', code: 'bucket.duration_required' },
      { path: '', code: 'schedule.not_set' },
      { path: 'buckets', code: 'schedule.invalid' },
    ];
    const { byField, rest } = assignProblems(problems, ['buckets', 'buckets.0.end', 'afterLastClean']);
    expect(byField['buckets.0.end']?.map((p) => p.code)).toEqual(['bucket.end_before_start']);
    expect(byField.afterLastClean?.map((p) => p.code)).toEqual(['bucket.duration_required']);
    expect(byField.buckets?.map((p) => p.code)).toEqual(['schedule.invalid']);
    expect(rest.map((p) => p.code)).toEqual(['schedule.not_set']);
  });

  it('reads wall times as typed', () => {
    expect(normaliseTime('7')).toBe('07:00');
    expect(normaliseTime('730')).toBe('07:30');
    expect(normaliseTime('1830')).toBe('18:30');
    expect(normaliseTime('7:5')).toBe('07:05');
    expect(normaliseTime('7.45')).toBe('07:45');
    expect(normaliseTime(' 09:00 ')).toBe('09:00');
    expect(normaliseTime('24:00')).toBe('24:00');
    expect(normaliseTime('24:00', true)).toBe('24:00');
    expect(normaliseTime('24')).toBe('24');
    expect(normaliseTime('24', true)).toBe('24:00');
    expect(normaliseTime('12:75')).toBe('12:75');
    expect(normaliseTime('noon')).toBe('noon');
    expect(wallMinutes('24:00')).toBe(1440);
    expect(wallMinutes('7:00')).toBeNaN();
  });

  it('offers the next free bucket of the day', () => {
    expect(nextBucketDefault([])).toEqual({ start: '07:00', due: '08:00', end: '09:00' });
    expect(nextBucketDefault([{ start: '07:00', due: '12:00', end: '15:00' }])).toEqual({ start: '15:00', due: '16:00', end: '17:00' });
    expect(nextBucketDefault([{ start: '20:00', due: '21:00', end: '22:00' }])).toEqual({ start: '22:00', due: '23:00', end: '24:00' });
    expect(nextBucketDefault([{ start: '18:00', due: '19:00', end: '22:30' }])).toEqual({ start: '22:30', due: '23:15', end: '24:00' });
    expect(nextBucketDefault([{ start: '00:00', due: '12:00', end: '24:00' }])).toEqual({ start: '23:00', due: '23:30', end: '24:00' });
  });

  it('toggles days in sorted lists, with last after the numbers', () => {
    expect(toggleValue([5, 1], 3)).toEqual([1, 3, 5]);
    expect(toggleValue([1, 3], 3)).toEqual([1]);
    expect(toggleValue<number | 'last'>(['last', 15], 1)).toEqual([1, 15, 'last']);
    expect(toggleValue(undefined, 2)).toEqual([2]);
  });

  it('maps the month day of the schedule editor to its choice and back', () => {
    expect(monthDayMode(undefined)).toBe('day');
    expect(monthDayMode(12)).toBe('day');
    expect(monthDayMode('last')).toBe('last');
    expect(monthDayMode('lastWeekday')).toBe('lastWeekday');
    expect(monthDayMode({ daysBeforeEnd: 3 })).toBe('daysBeforeEnd');
    expect(monthDayOf('day', 12, 3)).toBe(12);
    expect(monthDayOf('daysBeforeEnd', 12, 3)).toEqual({ daysBeforeEnd: 3 });
    expect(monthDayOf('lastWeekday', 12, 3)).toBe('lastWeekday');
  });

  it('reads whole numbers and formats year dates', () => {
    expect(parseWhole(' 42 ')).toBe(42);
    expect(parseWhole('4.2')).toBeNull();
    expect(parseWhole('')).toBeNull();
    expect(parseWhole('-1')).toBeNull();
    expect(yearDate(2, 9)).toBe('02-09');
  });
});
