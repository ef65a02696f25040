import { describe, expect, it } from 'vitest';
import { civilDate, dayNumber, daysInMonth, formatLocalDate, isoWeekDay, parseLocalDate } from './civil.ts';
import { iso } from './test-helpers.ts';
import { addLocalDays, localDay, wallToInstant } from './zone.ts';

const at = (timeZone: string, date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(wallToInstant(timeZone, parseLocalDate(date), (h * 60 + m) * 60_000)).toISOString();
};

describe('wall time to instant (DST rules)', () => {
  it.each([
    ['ordinary day, Toronto winter', 'America/Toronto', '2026-01-15', '07:00', '2026-01-15T07:00-05:00'],
    ['ordinary day, Toronto summer', 'America/Toronto', '2026-07-15', '07:00', '2026-07-15T07:00-04:00'],
    ['spring gap moves forward by the gap', 'America/Toronto', '2026-03-08', '02:30', '2026-03-08T03:30-04:00'],
    ['start of the spring gap', 'America/Toronto', '2026-03-08', '02:00', '2026-03-08T03:00-04:00'],
    ['just before the spring gap', 'America/Toronto', '2026-03-08', '01:59', '2026-03-08T01:59-05:00'],
    ['just after the spring gap', 'America/Toronto', '2026-03-08', '03:00', '2026-03-08T03:00-04:00'],
    ['ambiguous autumn time takes the first instant', 'America/Toronto', '2026-11-01', '01:30', '2026-11-01T01:30-04:00'],
    ['first minute of the repeated hour', 'America/Toronto', '2026-11-01', '01:00', '2026-11-01T01:00-04:00'],
    ['after the repeated hour', 'America/Toronto', '2026-11-01', '02:00', '2026-11-01T02:00-05:00'],
    ['London spring gap', 'Europe/London', '2026-03-29', '01:30', '2026-03-29T02:30+01:00'],
    ['London ambiguous autumn time', 'Europe/London', '2026-10-25', '01:30', '2026-10-25T01:30+01:00'],
    ['London after the change', 'Europe/London', '2026-10-25', '02:00', '2026-10-25T02:00+00:00'],
    ['Vancouver spring gap', 'America/Vancouver', '2026-03-08', '02:15', '2026-03-08T03:15-07:00'],
    ['Lord Howe half-hour gap', 'Australia/Lord_Howe', '2026-10-04', '02:15', '2026-10-04T02:45+11:00'],
    ['midnight is 24:00 of the day before', 'America/Toronto', '2026-03-09', '00:00', '2026-03-09T00:00-04:00'],
  ])('%s', (_name, timeZone, date, time, instant) => {
    expect(at(timeZone, date, time)).toBe(iso(instant));
  });

  it('reads the local day of an instant in the site zone', () => {
    expect(formatLocalDate(localDay('America/Toronto', Date.parse('2026-03-08T04:59:00Z')))).toBe('2026-03-07');
    expect(formatLocalDate(localDay('America/Toronto', Date.parse('2026-03-08T05:00:00Z')))).toBe('2026-03-08');
    expect(formatLocalDate(localDay('Europe/London', Date.parse('2026-06-30T23:30:00Z')))).toBe('2026-07-01');
  });

  it('adds calendar days keeping the wall time across a DST change', () => {
    const start = Date.parse('2026-03-07T10:00-05:00');
    expect(new Date(addLocalDays('America/Toronto', start, 2)).toISOString()).toBe(iso('2026-03-09T10:00-04:00'));
  });

  it('rejects an unknown zone', () => {
    expect(() => wallToInstant('Mars/Olympus', 0, 0)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['1970-01-01', 0, 4],
    ['2026-03-02', dayNumber(2026, 3, 2), 1],
    ['2026-05-31', dayNumber(2026, 5, 31), 7],
    ['2028-02-29', dayNumber(2028, 2, 29), 2],
    ['1969-12-29', -3, 1],
  ])('%s is day %i, ISO week day %i', (text, n, weekDay) => {
    expect(parseLocalDate(text)).toBe(n);
    expect(formatLocalDate(n)).toBe(text);
    expect(isoWeekDay(n)).toBe(weekDay);
  });

  it('round-trips every day of 1999 to 2031', () => {
    for (let n = dayNumber(1999, 1, 1); n <= dayNumber(2031, 12, 31); n++) {
      const { year, month, day } = civilDate(n);
      expect(dayNumber(year, month, day)).toBe(n);
    }
  });

  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
