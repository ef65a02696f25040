import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CalendarLimitError, CalendarParseError, parseCalendar } from './ics-parse.ts';
import { vtimezone } from './vtimezone.ts';
import { ianaZoneOf } from './windows-zones.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const TORONTO = { timeZone: 'America/Toronto', from: '2025-03-01', to: '2025-03-31' };

describe('parseCalendar', () => {
  it('reads CRLF files with folded lines, escapes, categories, organizer and attendees', () => {
    const text = fixture('folded-crlf.ics');
    expect(text).toContain('\r\n ');
    const [e, ...rest] = parseCalendar(text, TORONTO);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      uid: 'folded-1@test',
      recurrenceId: null,
      summary: 'Hskp: rooms 101,102, 103 and the long corridor',
      description: 'Line one\nLine two, with comma',
      location: 'East Wing',
      categories: 'Rota, Housekeeping',
      organizer: 'anna@home.example',
      attendees: 'bob@home.example, kim@home.example',
      allDay: false,
      start: '2025-03-05T15:00:00.000Z',
      startDate: '2025-03-05',
      endDate: '2025-03-05',
      line: 4,
    });
  });

  it('expands an Outlook series (Windows zone name) with EXDATE and a RECURRENCE-ID override across the DST change', () => {
    const events = parseCalendar(fixture('outlook-windows.ics'), TORONTO);
    expect(events.map((e) => [e.recurrenceId, e.start, e.summary])).toEqual([
      ['2025-03-06T09:00:00', '2025-03-06T14:00:00.000Z', 'Hskp: rooms 101'],
      // 7 March is excluded; the 8th moved to 15:00 with its own text.
      ['2025-03-08T09:00:00', '2025-03-08T20:00:00.000Z', 'S-2: rooms 102 (moved)'],
      // Daylight saving time from 9 March: 09:00 is 13:00 UTC.
      ['2025-03-09T09:00:00', '2025-03-09T13:00:00.000Z', 'Hskp: rooms 101'],
      ['2025-03-10T09:00:00', '2025-03-10T13:00:00.000Z', 'Hskp: rooms 101'],
      ['2025-03-11T09:00:00', '2025-03-11T13:00:00.000Z', 'Hskp: rooms 101'],
      ['2025-03-12T09:00:00', '2025-03-12T13:00:00.000Z', 'Hskp: rooms 101'],
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(1);
    expect(events[1]?.line).toBe(29);
  });

  it('expands only over the range asked for', () => {
    const events = parseCalendar(fixture('outlook-windows.ics'), { ...TORONTO, from: '2025-03-09', to: '2025-03-10' });
    expect(events.map((e) => e.startDate)).toEqual(['2025-03-09', '2025-03-10']);
  });

  it('uses a file’s own VTIMEZONE for a zone name nobody knows, the site zone for floating times, IANA names without a block', () => {
    const events = parseCalendar(fixture('own-vtimezone.ics'), { timeZone: 'Europe/London', from: '2025-03-01', to: '2025-03-31' });
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(byUid['own-zone-1']?.start).toBe('2025-03-10T02:30:00.000Z');
    expect(byUid['floating-1']?.start).toBe('2025-03-10T08:00:00.000Z');
    // London changed to BST at 01:00 UTC on 30 March 2025.
    expect(byUid['iana-1']?.start).toBe('2025-03-30T08:00:00.000Z');
  });

  it('reads all-day events as site-local days (DTEND exclusive; none is one day)', () => {
    const events = parseCalendar(fixture('all-day.ics'), TORONTO);
    expect(events.map((e) => [e.uid, e.allDay, e.startDate, e.endDate])).toEqual([
      ['allday-1', true, '2025-03-10', '2025-03-12'],
      ['allday-2', true, '2025-03-14', '2025-03-14'],
    ]);
  });

  it.each([
    ['malformed-line.ics', 7, 'invalid_line'],
    ['malformed-date.ics', 7, 'invalid_value'],
    ['malformed-unclosed.ics', 6, 'end_mismatch'],
  ])('%s fails at line %i (%s)', (name, line, code) => {
    let error: unknown;
    try {
      parseCalendar(fixture(name), TORONTO);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CalendarParseError);
    expect((error as CalendarParseError).line).toBe(line);
    expect((error as CalendarParseError).code).toBe(code);
  });

  it('refuses a text that is not a calendar, and a rule with too many occurrences', () => {
    expect(() => parseCalendar('hello', TORONTO)).toThrow(CalendarParseError);
    const minutely = fixture('outlook-windows.ics').replace('FREQ=DAILY;UNTIL=20250312T140000Z', 'FREQ=MINUTELY');
    expect(() => parseCalendar(minutely, { ...TORONTO, from: '2025-03-09', to: '2025-03-10' })).toThrow(CalendarLimitError);
    const secondly = fixture('outlook-windows.ics').replace('FREQ=DAILY;UNTIL=20250312T140000Z', 'FREQ=SECONDLY');
    expect(() => parseCalendar(secondly, TORONTO)).toThrow(expect.objectContaining({ line: 25, code: 'rule_too_costly' }));
  });
});

describe('time zones', () => {
  it.each([
    ['Eastern Standard Time', 'America/New_York'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['Romance Standard Time', 'Europe/Paris'],
    ['Mountain Standard Time (Mexico)', 'America/Mazatlan'],
    ['india standard time', 'Asia/Calcutta'],
    ['"Lord Howe Standard Time"', 'Australia/Lord_Howe'],
    ['America/Halifax', 'America/Halifax'],
    ['/mozilla.org/20050126_1/America/New_York', 'America/New_York'],
    ['Somewhere Time', null],
  ])('%s → %s', (tzid, iana) => {
    expect(ianaZoneOf(tzid)).toBe(iana);
  });

  it('a generated VTIMEZONE converts like the zone database on both sides of a change', () => {
    const comp = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezone('America/Toronto', 2025, 2025)}\r\nEND:VCALENDAR`));
    const zone = new ICAL.Timezone(comp.getFirstSubcomponent('vtimezone') as ICAL.Component);
    for (const wall of ['2025-03-08T09:00:00', '2025-03-09T09:00:00', '2025-11-01T09:00:00', '2025-11-02T09:00:00']) {
      const t = ICAL.Time.fromDateTimeString(wall);
      t.zone = zone;
      expect(t.toUnixTime() * 1000).toBe(DateTime.fromISO(wall, { zone: 'America/Toronto' }).toMillis());
    }
  });
});
