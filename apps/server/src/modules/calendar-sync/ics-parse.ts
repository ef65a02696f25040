import crypto from 'node:crypto';
import { CALENDAR_MAX_OCCURRENCES, type TCalendarEvent } from '@carehome/contracts';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { vtimezone } from './vtimezone.ts';
import { ianaZoneOf } from './windows-zones.ts';

// Reads an .ics file (RFC 5545) with ical.js into the occurrences of its events over a range of
// site-local days: folded lines, CRLF/LF, TZID with VTIMEZONE blocks or Windows/IANA zone names, all-day
// events, RRULE/RDATE with EXDATE and RECURRENCE-ID overrides. A line ical.js cannot read is reported
// with its physical line number.

/** A line of the file that could not be read (1-based physical line). */
export class CalendarParseError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/** More occurrences (or recurrence steps) than one import may expand. */
export class CalendarLimitError extends Error {}

/** Recurrence steps one file may take in all (a rule from 1990 stepping daily to the range is ~13,000; 50,000 take about half a second). */
const MAX_STEPS = 50_000;
/** Overrides may move an occurrence from this many days outside the range into it. */
const SLACK_DAYS = 7;

interface LogicalLine {
  text: string;
  line: number;
}

/** Unfolds RFC 5545 content lines (a line starting with a space or tab continues the one before). */
function unfold(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  physical.forEach((raw, i) => {
    const last = out[out.length - 1];
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
    else out.push({ text: raw, line: i + 1 });
  });
  return out.filter((l) => l.text.trim() !== '');
}

interface Scan {
  tzids: Set<string>;
  vtimezones: Set<string>;
  /** Line of each top-level VEVENT's BEGIN, in file order. */
  eventLines: number[];
}

/** Checks every content line with ical.js (nesting, syntax, values) so an error names its line. */
function scan(lines: LogicalLine[]): Scan {
  const result: Scan = { tzids: new Set(), vtimezones: new Set(), eventLines: [] };
  const stack: { name: string; line: number }[] = [];
  const first = lines[0];
  if (first?.text.trim().toUpperCase() !== 'BEGIN:VCALENDAR') {
    throw new CalendarParseError(first?.line ?? 1, 'The file does not start with BEGIN:VCALENDAR.');
  }
  for (const { text, line } of lines) {
    const upper = text.trim().toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      const name = upper.slice(6);
      if (stack.length === 0 && name !== 'VCALENDAR') throw new CalendarParseError(line, `${name} outside VCALENDAR.`);
      if (name === 'VEVENT' && stack.length === 1) result.eventLines.push(line);
      stack.push({ name, line });
      continue;
    }
    if (upper.startsWith('END:')) {
      const open = stack.pop();
      if (!open || open.name !== upper.slice(4)) {
        throw new CalendarParseError(
          line,
          open ? `END:${upper.slice(4)} closes BEGIN:${open.name} of line ${open.line}.` : 'END without BEGIN.',
        );
      }
      continue;
    }
    if (stack.length === 0) throw new CalendarParseError(line, 'Content after END:VCALENDAR.');
    try {
      const prop = new ICAL.Property(ICAL.parse.property(text));
      prop.getValues();
      const tzid = prop.getParameter('tzid');
      if (typeof tzid === 'string') result.tzids.add(tzid);
      if (prop.name === 'tzid' && stack[stack.length - 1]?.name === 'VTIMEZONE') result.vtimezones.add(String(prop.getFirstValue()));
    } catch (err) {
      throw new CalendarParseError(line, err instanceof Error ? err.message : String(err));
    }
  }
  const open = stack[stack.length - 1];
  if (open) throw new CalendarParseError(open.line, `BEGIN:${open.name} is never closed.`);
  return result;
}

export interface ParseRange {
  /** The site's IANA zone: floating times and unknown zones are read in it, days are counted in it. */
  timeZone: string;
  from: string;
  to: string;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function person(prop: ICAL.Property): string {
  const value = text(prop.getFirstValue()).replace(/^mailto:/i, '');
  const cn = prop.getParameter('cn');
  return value || (typeof cn === 'string' ? cn : '');
}

function eventFields(e: ICAL.Event) {
  const c = e.component;
  return {
    summary: text(e.summary),
    description: text(e.description),
    location: text(e.location),
    categories: c
      .getAllProperties('categories')
      .flatMap((p) => p.getValues().map(text))
      .join(', '),
    organizer: c.getFirstProperty('organizer') ? person(c.getFirstProperty('organizer') as ICAL.Property) : '',
    attendees: c.getAllProperties('attendee').map(person).filter(Boolean).join(', '),
  };
}

/** Parses `fileText` and expands its events into the occurrences touching the site-local days from..to. */
export function parseCalendar(fileText: string, range: ParseRange): TCalendarEvent[] {
  const lines = unfold(fileText);
  const found = scan(lines);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(lines.map((l) => l.text).join('\r\n')));
  } catch (err) {
    throw new CalendarParseError(1, err instanceof Error ? err.message : String(err));
  }

  const zone = range.timeZone;
  const fromLocal = DateTime.fromISO(range.from, { zone });
  const toLocal = DateTime.fromISO(range.to, { zone });
  // The zones the file names, registered with ical.js only while this (synchronous) parse runs: the
  // service is shared by every request of the process.
  const registered: string[] = [];
  const register = (tzid: string, block: string) => {
    ICAL.TimezoneService.register(
      new ICAL.Timezone(
        new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`)).getFirstSubcomponent('vtimezone') as ICAL.Component,
      ),
    );
    registered.push(tzid);
  };
  try {
    const years = [fromLocal.year - 1, toLocal.year + 1] as const;
    const fileZones = new Map(root.getAllSubcomponents('vtimezone').map((c) => [text(c.getFirstPropertyValue('tzid')), c]));
    for (const tzid of found.tzids) {
      if (tzid === 'UTC' || tzid === 'Z' || tzid === 'GMT') continue;
      const iana = ianaZoneOf(tzid);
      const own = fileZones.get(tzid);
      if (iana) register(tzid, vtimezone(iana, years[0], years[1], tzid));
      else if (own) {
        ICAL.TimezoneService.register(new ICAL.Timezone(own));
        registered.push(tzid);
      } else register(tzid, vtimezone(zone, years[0], years[1], tzid));
    }
    return expand(root, found.eventLines, range);
  } catch (err) {
    if (err instanceof CalendarParseError || err instanceof CalendarLimitError) throw err;
    throw new CalendarParseError(1, err instanceof Error ? err.message : String(err));
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function expand(root: ICAL.Component, eventLines: number[], range: ParseRange): TCalendarEvent[] {
  const zone = range.timeZone;
  const rangeEnd = DateTime.fromISO(range.to, { zone }).plus({ days: 1 }).startOf('day');
  const stopAt = rangeEnd.plus({ days: SLACK_DAYS }).toMillis();
  const vevents = root.getAllSubcomponents('vevent');
  const lineOf = new Map(vevents.map((v, i) => [v, eventLines[i] ?? 1]));

  /** An ical.js time as an instant: floating (and date) values are wall times of the site's zone. */
  const instant = (t: ICAL.Time): DateTime => {
    if (t.isDate || !t.zone || t.zone.tzid === 'floating') {
      return DateTime.fromObject({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second }, { zone });
    }
    return DateTime.fromMillis(t.toUnixTime() * 1000, { zone });
  };

  const out: TCalendarEvent[] = [];
  const add = (uid: string, recurrenceId: string | null, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, line: number) => {
    const startAt = instant(start);
    let endAt = instant(end);
    if (endAt < startAt) endAt = startAt;
    // All-day ends are exclusive days; a timed event ending at midnight does not touch the next day.
    const lastDay = endAt > startAt ? endAt.minus({ milliseconds: 1 }) : endAt;
    const startDate = startAt.toISODate() as string;
    const endDate = (lastDay < startAt ? startAt : lastDay).toISODate() as string;
    if (startDate > range.to || endDate < range.from) return;
    if (out.length >= CALENDAR_MAX_OCCURRENCES) throw new CalendarLimitError();
    out.push({
      uid,
      recurrenceId,
      ...eventFields(item),
      allDay: start.isDate,
      start: startAt.toUTC().toISO() as string,
      end: endAt.toUTC().toISO() as string,
      startDate,
      endDate,
      line,
    });
  };

  const byUid = new Map<string, { master: ICAL.Component | null; overrides: ICAL.Component[] }>();
  for (const v of vevents) {
    const uid = text(v.getFirstPropertyValue('uid')) || stableUid(v);
    const entry = byUid.get(uid) ?? { master: null, overrides: [] };
    if (v.hasProperty('recurrence-id')) entry.overrides.push(v);
    else if (!entry.master) entry.master = v;
    else entry.overrides.push(v); // a second master of one UID: reported as a duplicate by the review
    byUid.set(uid, entry);
  }

  let steps = 0;
  for (const [uid, { master, overrides }] of byUid) {
    if (!master) {
      // Overrides whose series is not in the file (a shared occurrence): each is a single event.
      for (const o of overrides) {
        const e = new ICAL.Event(o);
        add(uid, text(o.getFirstPropertyValue('recurrence-id')), e, e.startDate, e.endDate, lineOf.get(o) ?? 1);
      }
      continue;
    }
    const event = new ICAL.Event(master, { exceptions: overrides.filter((o) => o.hasProperty('recurrence-id')), strictExceptions: false });
    for (const o of overrides.filter((o) => !o.hasProperty('recurrence-id'))) {
      const e = new ICAL.Event(o);
      add(uid, null, e, e.startDate, e.endDate, lineOf.get(o) ?? 1);
    }
    if (!event.isRecurring()) {
      add(uid, null, event, event.startDate, event.endDate, lineOf.get(master) ?? 1);
      continue;
    }
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      if (++steps > MAX_STEPS) throw new CalendarLimitError();
      if (instant(next).toMillis() > stopAt) break;
      const d = event.getOccurrenceDetails(next);
      const line = lineOf.get(d.item.component) ?? lineOf.get(master) ?? 1;
      add(uid, d.recurrenceId.toString(), d.item, d.startDate, d.endDate, line);
    }
  }
  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));
}

/** A UID for an event that has none (RFC 5545 requires one): the same event text gives the same UID. */
function stableUid(v: ICAL.Component): string {
  const basis = ['dtstart', 'summary', 'location'].map((p) => text(v.getFirstPropertyValue(p))).join('\u0000');
  return `no-uid-${crypto.createHash('sha256').update(basis).digest('hex').slice(0, 24)}`;
}
