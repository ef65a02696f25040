import { CALENDAR_RANGE_MAX_DAYS } from '@carehome/contracts';
import { formatDataDate } from '../../../lib/dates.ts';
import { addDays } from './wizard.ts';

// The days a calendar file covers, found by a quick look at its text (no parsing, no expansion), so the
// wizard can offer those days instead of the current week: a file for next month then shows next month's
// events. It is a default the lead can change, so an upper bound for a series is good enough.

export interface DaySpan {
  from: string;
  to: string;
}

/** Days one period of a series' FREQ can move it forward at most. */
const FREQ_DAYS: Record<string, number> = { YEARLY: 366, MONTHLY: 31, WEEKLY: 7, DAILY: 1, HOURLY: 1, MINUTELY: 1, SECONDLY: 1 };
const FAR = '9999-12-31';

const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** The site-local day of a DATE or DATE-TIME value ('20261201', '20261201T090000', '20261201T230000Z'). */
function dayOf(value: string, timeZone: string): string | null {
  const m = /^(\d{8})(?:T(\d{2})(\d{2})(\d{2})(Z?))?/.exec(value.trim());
  if (!m?.[1]) return null;
  // A day no calendar has (month 13): no span from it; the server names its line.
  const [y, mo, d] = [m[1].slice(0, 4), m[1].slice(4, 6), m[1].slice(6, 8)].map(Number) as [number, number, number];
  const real = new Date(Date.UTC(y, mo - 1, d));
  if (real.getUTCMonth() !== mo - 1 || real.getUTCDate() !== d) return null;
  if (m[5] === 'Z') {
    const at = new Date(`${iso(m[1])}T${m[2]}:${m[3]}:${m[4]}Z`);
    return Number.isNaN(at.getTime()) ? null : formatDataDate(at, timeZone);
  }
  return iso(m[1]);
}

interface Draft {
  start: string | null;
  end: string | null;
  last: string | null;
  rrule: string | null;
  cancelled: boolean;
}

/** The last day a VEVENT may touch: its end, its series' UNTIL, COUNT periods, or open (no end). */
function lastDay(e: Draft, timeZone: string): string | null {
  if (!e.start) return null;
  return [e.start, e.end, e.last, e.rrule ? rruleEnd(e.rrule, e.start, timeZone) : null].reduce<string>(
    (max, d) => (d && d > max ? d : max),
    e.start,
  );
}

function rruleEnd(rule: string, start: string, timeZone: string): string {
  const part = (name: string) => new RegExp(`(?:^|;)${name}=([^;]+)`, 'i').exec(rule)?.[1];
  const until = part('UNTIL');
  if (until) return dayOf(until, timeZone) ?? FAR;
  const count = Number(part('COUNT'));
  if (!Number.isFinite(count) || count < 1) return FAR;
  const interval = Math.max(1, Number(part('INTERVAL')) || 1);
  const unit = FREQ_DAYS[(part('FREQ') ?? '').toUpperCase()] ?? 1;
  return addDays(start, Math.min((count - 1) * interval * unit, 3660));
}

/**
 * The days the file's events cover (from the first start to the last end, a series to its UNTIL or its
 * COUNT), at most the wizard's longest range. When that is longer and the file goes on past today, the
 * range starts today, so it holds what is still to come. Null when the file has no events.
 */
export function fileSpan(text: string, today: string, timeZone: string): DaySpan | null {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const spans: DaySpan[] = [];
  let e: Draft | null = null;
  let depth = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon).toUpperCase();
    const name = head.split(';')[0] as string;
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      if (value.trim().toUpperCase() === 'VEVENT' && depth === 0) e = { start: null, end: null, last: null, rrule: null, cancelled: false };
      else if (e) depth++;
      continue;
    }
    if (name === 'END') {
      if (e && depth > 0) depth--;
      else if (e && value.trim().toUpperCase() === 'VEVENT') {
        const last = lastDay(e, timeZone);
        if (e.start && last && !e.cancelled) spans.push({ from: e.start, to: last });
        e = null;
      }
      continue;
    }
    // Alarms and other parts inside an event have times of their own.
    if (!e || depth > 0) continue;
    if (name === 'DTSTART') e.start = dayOf(value, timeZone);
    else if (name === 'DTEND') {
      const day = dayOf(value, timeZone);
      // An end is exclusive: a DATE end, or midnight, is the day before.
      const exclusive = /^\d{8}$/.test(value.trim()) || /^\d{8}T000000Z?$/.test(value.trim());
      e.end = day && exclusive ? addDays(day, -1) : day;
    } else if (name === 'RRULE') e.rrule = value;
    else if (name === 'RDATE') {
      for (const v of value.split(',')) {
        const day = dayOf(v, timeZone);
        if (day && (!e.last || day > e.last)) e.last = day;
      }
    } else if (name === 'STATUS') e.cancelled = value.trim().toUpperCase() === 'CANCELLED';
  }
  if (spans.length === 0) return null;
  let from = spans.reduce((min, s) => (s.from < min ? s.from : min), FAR);
  const to = spans.reduce((max, s) => (s.to > max ? s.to : max), from);
  const longest = CALENDAR_RANGE_MAX_DAYS - 1;
  if (addDays(from, longest) < to && from < today && today <= to) from = today;
  const clampedTo = addDays(from, longest);
  return { from, to: to < clampedTo ? to : clampedTo };
}
