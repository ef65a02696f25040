import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarParseError, parseCalendar } from './ics-parse.ts';
import { ianaInstant } from './ics-zones.ts';

// RFC 5545 rules real calendars rely on: each fixture is a small hand-written file of the kind
// Outlook, Google or Apple write.

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const TORONTO = { timeZone: 'America/Toronto', from: '2026-12-01', to: '2026-12-31' };
const brief = (name: string, range = TORONTO) =>
  parseCalendar(fixture(name), range).map((e) => [e.uid.slice(-12), e.summary, e.allDay ? `${e.startDate}..${e.endDate}` : e.start]);

describe('RFC 5545 on real calendars', () => {
  it('imports the moved day of an Outlook all-day series, whether RECURRENCE-ID is a date or a date-time', () => {
    expect(brief('outlook-allday-moved.ics').map(([, s, d]) => [s, d])).toEqual([
      ['Deep clean: east wing', '2026-12-07..2026-12-07'],
      ['Deep clean: east wing (moved)', '2026-12-16..2026-12-16'],
      ['Deep clean: east wing (moved again)', '2026-12-23..2026-12-23'],
      ['Deep clean: east wing', '2026-12-28..2026-12-28'],
    ]);
  });

  it('places a wall time the night clocks go back at its first occurrence, and one in the spring gap forward by the gap', () => {
    const events = parseCalendar(fixture('dst-night.ics'), { timeZone: 'America/Toronto', from: '2026-03-01', to: '2026-11-30' });
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    // 01:30 EDT (UTC-4), the first of the two 01:30s; it ends at 02:00 EST, an hour and a half later.
    expect(byUid['fall-back@test']).toMatchObject({ start: '2026-11-01T05:30:00.000Z', end: '2026-11-01T07:00:00.000Z' });
    // 02:30 does not exist on 8 March: read with the offset before the gap (EST), i.e. 03:30 EDT.
    expect(byUid['spring-gap@test']).toMatchObject({ start: '2026-03-08T07:30:00.000Z', end: '2026-03-08T08:00:00.000Z' });
  });

  it.each([
    // Sydney: 02:30 twice on 5 April 2026 (first at +11), none on 4 October 2026 (02:30 is 03:30 +11).
    ['Australia/Sydney', '2026-04-05T02:30', '2026-04-04T15:30:00.000Z'],
    ['Australia/Sydney', '2026-10-04T02:30', '2026-10-03T16:30:00.000Z'],
    // Lord Howe moves by half an hour: 01:45 twice on 5 April (first at +11), 02:15 never on 4 October.
    ['Australia/Lord_Howe', '2026-04-05T01:45', '2026-04-04T14:45:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04T02:15', '2026-10-03T15:45:00.000Z'],
    ['Europe/London', '2026-10-25T01:30', '2026-10-25T00:30:00.000Z'],
    ['Europe/London', '2026-07-01T12:00', '2026-07-01T11:00:00.000Z'],
  ])('in %s, the wall time %s is %s', (zone, wall, instant) => {
    const [date, time] = wall.split('T') as [string, string];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    expect(new Date(ianaInstant({ year, month, day, hour, minute, second: 0 }, zone)).toISOString()).toBe(instant);
  });

  it('uses the zone database for a known name whatever VTIMEZONE the file carries, and the file’s block for an unknown name', () => {
    const events = parseCalendar(fixture('stale-vtimezone.ics'), { timeZone: 'Europe/London', from: '2026-03-01', to: '2026-03-31' });
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e.start]));
    // New York is on daylight time from 8 March 2026: 09:00 is 13:00 UTC (the stale block says 14:00).
    expect(byUid['stale-block@test']).toBe('2026-03-20T13:00:00.000Z');
    expect(byUid['own-block@test']).toBe('2026-03-20T03:30:00.000Z');
  });

  it('expands RDATE periods and lists beside the rule without cutting the series short', () => {
    expect(parseCalendar(fixture('rdate-period.ics'), TORONTO).map((e) => [e.start, e.end])).toEqual([
      ['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z'],
      ['2026-12-03T19:00:00.000Z', '2026-12-03T22:00:00.000Z'],
      ['2026-12-05T13:00:00.000Z', '2026-12-05T13:30:00.000Z'],
      ['2026-12-08T14:00:00.000Z', '2026-12-08T15:00:00.000Z'],
      ['2026-12-10T14:00:00.000Z', '2026-12-10T15:00:00.000Z'],
      ['2026-12-11T14:00:00.000Z', '2026-12-11T15:00:00.000Z'],
      ['2026-12-15T14:00:00.000Z', '2026-12-15T15:00:00.000Z'],
    ]);
  });

  it('keeps the latest SEQUENCE of an event and of a moved occurrence', () => {
    expect(brief('sequence.ics')).toEqual([
      ['edited@test', 'Carpet clean (new time)', '2026-12-02T19:00:00.000Z'],
      ['series@test', 'Bins', '2026-12-07T13:00:00.000Z'],
      ['series@test', 'Bins (late, final)', '2026-12-08T16:00:00.000Z'],
      ['series@test', 'Bins', '2026-12-09T13:00:00.000Z'],
    ]);
  });

  it('leaves cancelled events and occurrences out, and shows them flagged when asked', () => {
    expect(parseCalendar(fixture('cancelled.ics'), TORONTO).map((e) => [e.summary, e.startDate, e.status])).toEqual([
      ['Linen', '2026-12-01', 'confirmed'],
      ['Linen', '2026-12-15', 'confirmed'],
    ]);
    const all = parseCalendar(fixture('cancelled.ics'), { ...TORONTO, includeCancelled: true });
    expect(all.filter((e) => e.status === 'cancelled').map((e) => [e.summary, e.startDate])).toEqual([
      ['Fire drill', '2026-12-03'],
      ['Linen', '2026-12-08'],
    ]);
  });

  it('reads a floating DTEND and an UNTIL without Z beside a zoned DTSTART as their writers meant', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:mozilla@test',
      'DTSTART;TZID=America/Toronto:20261201T090000',
      'DTEND:20261201T100000',
      'RRULE:FREQ=HOURLY;INTERVAL=3;UNTIL=20261201T200000',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    // 20:00 UTC is 15:00 in Toronto: 09:00, 12:00 and 15:00, each an hour long.
    expect(parseCalendar(text, TORONTO).map((e) => [e.start, e.end])).toEqual([
      ['2026-12-01T14:00:00.000Z', '2026-12-01T15:00:00.000Z'],
      ['2026-12-01T17:00:00.000Z', '2026-12-01T18:00:00.000Z'],
      ['2026-12-01T20:00:00.000Z', '2026-12-01T21:00:00.000Z'],
    ]);
  });

  it('reads a date written without VALUE=DATE as an all-day date', () => {
    expect(parseCalendar(fixture('date-without-value.ics'), TORONTO)).toMatchObject([
      { summary: 'Inspection day', allDay: true, startDate: '2026-12-01', endDate: '2026-12-01' },
    ]);
  });

  it.each([
    ['DTSTART:20261301T090000', 'DTSTART', '20261301T090000'],
    ['DTSTART;VALUE=DATE:20261232', 'DTSTART', '20261232'],
    ['DTSTART:20260230T090000Z', 'DTSTART', '20260230T090000Z'],
    ['DTEND;TZID=America/Toronto:20261201T990000', 'DTEND', '20261201T990000'],
    ['RRULE:FREQ=DAILY;UNTIL=20261301T000000Z', 'RRULE', '20261301T000000Z'],
  ])('refuses an impossible date with its line: %s', (line, property, value) => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTART:20261201T090000Z',
      line,
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    let error: unknown;
    try {
      parseCalendar(text.join('\r\n'), TORONTO);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CalendarParseError);
    expect(error).toMatchObject({ line: 6, code: 'invalid_date', params: { property, value } });
  });
});
