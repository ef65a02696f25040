import ICAL from 'ical.js';
import { CalendarParseError } from './ics-errors.ts';

// The first pass over a file: unfolds its lines, checks each one (nesting, syntax, values, real dates)
// so an error names its physical line, reads DATE values written without VALUE=DATE as dates (as other
// parsers do), and notes where each event and each of its properties is.

/** Distinct time zones one file may name (each costs a zone lookup or a VTIMEZONE to build). */
export const MAX_ZONES = 50;

export interface LogicalLine {
  text: string;
  line: number;
}

/** Unfolds RFC 5545 content lines (a line starting with a space or tab continues the one before). */
export function unfold(text: string): LogicalLine[] {
  const out: LogicalLine[] = [];
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  physical.forEach((raw, i) => {
    const last = out[out.length - 1];
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && last) last.text += raw.slice(1);
    else out.push({ text: raw, line: i + 1 });
  });
  return out.filter((l) => l.text.trim() !== '');
}

export interface ScannedEvent {
  /** The line of its BEGIN:VEVENT. */
  line: number;
  /** The line of each of its own properties, in file order (as ical.js lists them). */
  propLines: number[];
}

export interface Scan {
  /** The unfolded text ical.js parses (DATE values without VALUE=DATE given it). */
  text: string;
  /** Top-level VEVENTs in file order. */
  events: ScannedEvent[];
}

/** Properties whose values are dates or date-times (and periods). */
const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'DUE', 'RECURRENCE-ID', 'EXDATE', 'RDATE', 'DTSTAMP', 'CREATED', 'LAST-MODIFIED']);
const DATE_TOKEN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

interface Parts {
  name: string;
  params: string;
  value: string;
}

/** NAME;params:value, with the colon of the value found outside quoted parameter values. */
function split(text: string): Parts | null {
  const name = /^[A-Za-z0-9-]+/.exec(text)?.[0];
  if (!name) return null;
  let quoted = false;
  for (let i = name.length; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return { name: name.toUpperCase(), params: text.slice(name.length, i), value: text.slice(i + 1) };
  }
  return null;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first date token of a value that names no real day or time (month 13, 30 February, hour 99). */
function impossibleDate(tokens: string[]): string | null {
  for (const token of tokens) {
    const m = DATE_TOKEN.exec(token);
    if (!m) continue;
    const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
    if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 60) return token;
  }
  return null;
}

function checkDates(parts: Parts, line: number): void {
  if (DATE_PROPERTIES.has(parts.name)) {
    const bad = impossibleDate(parts.value.split(/[,/]/));
    if (bad) throw new CalendarParseError(line, 'invalid_date', { property: parts.name, value: bad });
  }
  if (parts.name === 'RRULE' || parts.name === 'EXRULE') {
    const until = /(?:^|;)UNTIL=([^;]*)/i.exec(parts.value)?.[1];
    if (until && impossibleDate([until])) throw new CalendarParseError(line, 'invalid_date', { property: parts.name, value: until });
  }
}

/** `DTSTART:20261201` is a date written without its VALUE=DATE: given it, as other parsers read it. */
function withDateValue(text: string, parts: Parts): string {
  if (!DATE_PROPERTIES.has(parts.name) || /;VALUE=/i.test(parts.params)) return text;
  if (!/^\d{8}(,\d{8})*$/.test(parts.value.trim())) return text;
  return `${text.slice(0, parts.name.length)};VALUE=DATE${text.slice(parts.name.length)}`;
}

/** Checks every content line so an error names its line, and maps where the events are. */
export function scan(lines: LogicalLine[]): Scan {
  const events: ScannedEvent[] = [];
  const zones = new Set<string>();
  const out: string[] = [];
  const stack: { name: string; line: number }[] = [];
  const first = lines[0];
  if (first?.text.trim().toUpperCase() !== 'BEGIN:VCALENDAR') throw new CalendarParseError(first?.line ?? 1, 'not_calendar');
  for (const { text, line } of lines) {
    const upper = text.trim().toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      const name = upper.slice(6);
      if (stack.length === 0 && name !== 'VCALENDAR') throw new CalendarParseError(line, 'outside_calendar', { name });
      if (name === 'VEVENT' && stack.length === 1) events.push({ line, propLines: [] });
      stack.push({ name, line });
      out.push(text.trim());
      continue;
    }
    if (upper.startsWith('END:')) {
      const open = stack.pop();
      const name = upper.slice(4);
      if (!open) throw new CalendarParseError(line, 'outside_calendar', { name });
      if (open.name !== name) throw new CalendarParseError(line, 'end_mismatch', { name, open: open.name, openLine: open.line });
      out.push(text.trim());
      continue;
    }
    if (stack.length === 0) throw new CalendarParseError(line, 'after_end');
    const parts = split(text);
    if (!parts) throw new CalendarParseError(line, 'invalid_line');
    const isRule = parts.name === 'RRULE' || parts.name === 'EXRULE';
    // An empty rule is no rule; spaces in a rule ('BYDAY=MO, TU') are a writer's slip other parsers forgive.
    if (isRule && parts.value.trim() === '') continue;
    checkDates(parts, line);
    const normal = isRule
      ? `${text.slice(0, text.length - parts.value.length)}${parts.value.replace(/\s+/g, '')}`
      : withDateValue(text, parts);
    let prop: ICAL.Property;
    try {
      prop = new ICAL.Property(ICAL.parse.property(normal));
    } catch {
      throw new CalendarParseError(line, isRule ? 'invalid_rule' : 'invalid_line', { property: parts.name });
    }
    try {
      const values = prop.getValues();
      if (isRule && !(values[0] as ICAL.Recur | undefined)?.freq) throw new Error('no FREQ');
    } catch {
      throw new CalendarParseError(line, isRule ? 'invalid_rule' : 'invalid_value', { property: parts.name });
    }
    const tzid = prop.getParameter('tzid');
    if (typeof tzid === 'string' && !zones.has(tzid)) {
      zones.add(tzid);
      if (zones.size > MAX_ZONES) throw new CalendarParseError(line, 'too_many_zones', { max: MAX_ZONES });
    }
    const top = stack[stack.length - 1];
    if (stack.length === 2 && top?.name === 'VEVENT') events[events.length - 1]?.propLines.push(line);
    out.push(normal);
  }
  const open = stack[stack.length - 1];
  if (open) throw new CalendarParseError(open.line, 'never_closed', { name: open.name });
  return { text: out.join('\r\n'), events };
}
