import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from './ics-parse.ts';

// Real calendars from other libraries' test suites (corpus/README.md), each read over the window its
// .expected.json names and compared with what an independent implementation (Python's icalendar and
// recurring_ical_events, corpus/generate-expected.py) found there: same UIDs, same instants (or days).

const DIR = path.join(import.meta.dirname, 'corpus');

/** Files where the reference is wrong or the import decides otherwise on purpose, and why. */
const KNOWN: Record<string, string> = {
  'ical.js__only_dtstart_date.ics': 'no DTEND on a date: one day long (RFC 5545 3.6.1); the reference ends it on its start',
  'icalendar__rfc_7265_appendix_example_1_ical.ics':
    'no DTEND on a date: one day long (RFC 5545 3.6.1); the reference ends it on its start',
  'python-recurring-ical-events__issue_179_example.ics':
    'no DTEND on a date: one day long (RFC 5545 3.6.1); the reference ends it on its start',
  'ical.js__rdate_exdate.ics':
    'EXDATE;VALUE=DATE on a timed series excludes that day, as ical.js’s own test states; the reference keeps it',
  'icalendar__issue_313_globally_unique_tzid.ics':
    'TZIDs with a path prefix (/mozilla.org/…/America/New_York) name IANA zones; the reference reads them as UTC',
  'icalendar__issue_466_convert_tzid_with_slash.ics': 'TZID /Europe/Stockholm is Stockholm; the reference reads it as UTC',
  'icalendar__issue_165_missing_event.ics': 'RRULE with spaces (BYDAY=MO, TU) read as the writer meant; the reference drops the rule',
  'python-recurring-ical-events__issue_148_ignored_exdate.ics':
    'the latest SEQUENCE’s EXDATE applies (the library fixed this later); the reference keeps the date',
  'ical.net__DateTime2.ics': 'DTSTART is a date, so the event is all-day; the reference takes the type of DTEND',
  'ical.net__Attachment3.ics': 'the file’s US-Eastern VTIMEZONE puts 09:00 at 13:00 UTC in September; the reference reads it as UTC',
  'python-recurring-ical-events__issue_201_mixed_datetime_and_date.ics':
    'DTSTART is a date, so the event is all-day; the reference takes the type of DTEND',
};

interface Occurrence {
  uid: string;
  allDay: boolean;
  start: string;
  end: string;
}
interface Expected {
  siteZone: string;
  from: string;
  to: string;
  occurrences: Occurrence[];
}

const key = (o: Occurrence) => `${o.uid} ${o.allDay ? 'day' : 'time'} ${o.start} – ${o.end}`;
/** Occurrences starting inside the window (the ends of a window are where implementations differ on overlap). */
const starting = (list: Occurrence[], from: string, to: string) =>
  list.filter((o) => (o.allDay ? o.start >= from && o.start < to : o.start >= `${from}T00:00:00Z` && o.start < `${to}T00:00:00Z`));

function ours(name: string, expected: Expected): Occurrence[] {
  const day = (iso: string, days: number) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate() as string;
  const events = parseCalendar(fs.readFileSync(path.join(DIR, name), 'utf8'), {
    timeZone: expected.siteZone,
    from: day(expected.from, -1),
    to: day(expected.to, 1),
  });
  return events.map((e) => ({
    // An event without UID (RFC 5545 requires one) gets a made-up one here; the reference leaves it empty.
    uid: e.uid.startsWith('no-uid-') ? '' : e.uid,
    allDay: e.allDay,
    start: e.allDay ? e.startDate : e.start.replace('.000Z', 'Z'),
    end: e.allDay ? e.end.slice(0, 10) : e.end.replace('.000Z', 'Z'),
  }));
}

const files = fs
  .readdirSync(DIR)
  .filter((n) => n.endsWith('.ics'))
  .sort();

describe('real-world calendars against an independent implementation', () => {
  it('holds the corpus the README lists', () => {
    const readme = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
    expect(files.length).toBeGreaterThanOrEqual(50);
    for (const name of files) expect(readme, name).toContain(`| ${name} |`);
    for (const name of Object.keys(KNOWN)) expect(files).toContain(name);
  });

  it.each(files.filter((n) => !KNOWN[n]))('%s', (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(DIR, name.replace(/\.ics$/, '.expected.json')), 'utf8')) as Expected;
    const got = starting(ours(name, expected), expected.from, expected.to).map(key).sort();
    expect(got).toEqual(starting(expected.occurrences, expected.from, expected.to).map(key).sort());
  });

  it.each(Object.entries(KNOWN))('%s is read, and differs for a stated reason: %s', (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(DIR, name.replace(/\.ics$/, '.expected.json')), 'utf8')) as Expected;
    const got = starting(ours(name, expected), expected.from, expected.to).map(key).sort();
    // Still a difference: when the two agree, the file belongs with the others.
    expect(got).not.toEqual(starting(expected.occurrences, expected.from, expected.to).map(key).sort());
  });
});
