import { describe, expect, it } from 'vitest';
import { CalendarParseError, parseCalendar } from './ics-parse.ts';
import { MAX_ZONES } from './ics-scan.ts';

// A file can ask for unbounded work inside one step of a recurrence (a rule that never matches) or for
// many time zones: both end quickly with an error naming the line, within the test's timeout.

const RANGE = { timeZone: 'Europe/London', from: '2026-03-01', to: '2026-03-31' };
const calendar = (...body: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...body, 'END:VCALENDAR'].join('\r\n');
const event = (...props: string[]) => ['BEGIN:VEVENT', 'UID:x@test', 'DTSTART:20250101T000000Z', ...props, 'END:VEVENT'];

function failure(text: string): CalendarParseError {
  try {
    parseCalendar(text, RANGE);
  } catch (err) {
    if (err instanceof CalendarParseError) return err;
    throw err;
  }
  throw new Error('the file was read');
}

describe('bounded expansion', () => {
  it.each([
    'FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=31',
    'FREQ=SECONDLY;BYMONTH=2;BYYEARDAY=100',
    'FREQ=MINUTELY;BYMONTH=2;BYYEARDAY=100;BYSETPOS=-1',
    'FREQ=DAILY;BYMONTH=2;BYYEARDAY=100',
    'FREQ=HOURLY;BYDAY=MO;BYMONTHDAY=13;BYMONTH=2;BYYEARDAY=-1',
    'FREQ=MINUTELY;BYSETPOS=1',
    // Valid, but the next match is years of seconds or minutes away.
    'FREQ=SECONDLY;BYDAY=MO;BYMONTHDAY=13;BYMONTH=2;BYHOUR=0',
    'FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=29;BYDAY=SU',
  ])('a rule whose dates cost too much to find ends with an error naming its line: %s', { timeout: 8000 }, (rule) => {
    const started = performance.now();
    const text = calendar('BEGIN:VEVENT', 'UID:ok@test', 'DTSTART:20260302T090000Z', 'END:VEVENT', ...event(`RRULE:${rule}`));
    const error = failure(text);
    expect(error.line).toBe(10);
    expect(['rule_too_costly', 'rule_never_matches', 'invalid_rule']).toContain(error.code);
    expect(performance.now() - started).toBeLessThan(6000);
  });

  it.each(['RRULE:FREQ=MINUTELY', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYYEARDAY=100', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;BYDAY=MO'])(
    'a file’s own VTIMEZONE with a broken or costly rule (%s) fails at the event that uses it',
    { timeout: 8000 },
    (rule) => {
      const zone = ['BEGIN:VTIMEZONE', 'TZID:Nowhere Time', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', rule];
      const rest = ['TZOFFSETFROM:+0100', 'TZOFFSETTO:+0000', 'END:STANDARD', 'END:VTIMEZONE'];
      const use = ['BEGIN:VEVENT', 'UID:z@test', 'DTSTART;TZID=Nowhere Time:20260302T090000', 'END:VEVENT'];
      const error = failure(calendar(...zone, ...rest, ...event(), ...use));
      expect(error.line).toBe(16);
      expect(['invalid_zone', 'rule_too_costly', 'invalid_event']).toContain(error.code);
    },
  );

  it('a day some months lack is skipped in those months, not rolled into the next', () => {
    const april = parseCalendar(calendar(...event('RRULE:FREQ=MONTHLY;BYMONTHDAY=31;COUNT=20')), {
      ...RANGE,
      from: '2026-04-01',
      to: '2026-05-31',
    });
    expect(april.map((e) => e.startDate)).toEqual(['2026-05-31']);
  });

  it(`refuses more than ${MAX_ZONES} distinct time zones at the line naming the first one too many`, () => {
    const zones = Array.from({ length: MAX_ZONES + 1 }, (_, i) => `DTSTAMP;TZID=Zone ${i}:20260301T000000`);
    const error = failure(calendar('BEGIN:VEVENT', 'UID:z@test', 'DTSTART:20260302T090000Z', ...zones, 'END:VEVENT'));
    expect(error).toMatchObject({ code: 'too_many_zones', line: 6 + MAX_ZONES, params: { max: MAX_ZONES } });
  });

  it('reads many events in one zone quickly (the zone is resolved once)', () => {
    const events = Array.from({ length: 300 }, (_, i) => [
      'BEGIN:VEVENT',
      `UID:e${i}@test`,
      `DTSTART;TZID=W. Europe Standard Time:202603${String((i % 28) + 1).padStart(2, '0')}T090000`,
      'END:VEVENT',
    ]).flat();
    const started = performance.now();
    expect(parseCalendar(calendar(...events), RANGE)).toHaveLength(300);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('errors a lead understands', () => {
  it.each([
    [calendar('BEGIN:VEVENT', 'UID:a', 'SUMMARY:no start', 'END:VEVENT'), 3, 'missing_start'],
    [calendar(...event('SUMMARY:fine'), ...event('DTEND:20250101T0900')), 11, 'invalid_value'],
    [calendar(...event('RRULE:FREQ=DAILY;INTERVAL=x')), 6, 'invalid_rule'],
    [calendar(...event('RRULE:COUNT=3')), 6, 'invalid_rule'],
    [calendar(...event(), 'this is not a property'), 7, 'invalid_line'],
    [`${calendar(...event())}\r\nBEGIN:VEVENT`, 8, 'outside_calendar'],
    [`${calendar(...event())}\r\nX-TRAILER:1`, 8, 'after_end'],
    ['BEGIN:VEVENT\r\nEND:VEVENT', 1, 'not_calendar'],
  ])('names the line that failed and a stable code (%#)', (text, line, code) => {
    const error = failure(text);
    expect({ line: error.line, code: error.code }).toEqual({ line, code });
    expect(error.reason).not.toMatch(/Cannot read|Could not extract|undefined|null/);
  });
});
