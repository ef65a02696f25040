import ICAL from 'ical.js';
import { CalendarParseError } from './ics-errors.ts';
import { InnerStepsExceeded, MAX_INNER_STEPS } from './ics-guard.ts';
import type { Wall, WallZone, Zones } from './ics-zones.ts';

// The dates of one series (RFC 5545 3.8.5): DTSTART, each RRULE's dates (ical.js's iterator on floating
// wall times, so the zone database places them), RDATE dates and periods, less EXDATE. Each occurrence
// has a key by which EXDATE and RECURRENCE-ID find it: the day for all-day series, else the instant.

/** Recurrence dates one file may step through in all (a daily rule from 1990 to the range is ~13,000). */
export const MAX_STEPS = 50_000;

/** A value of a date property: its wall time, whether it is a date, and its zone. */
export interface When {
  wall: Wall;
  isDate: boolean;
  zone: WallZone;
}

export interface Occurrence {
  start: When;
  /** The end as given by a period (RDATE;VALUE=PERIOD), else null (the series' duration applies). */
  end: When | null;
  /** The start as ical.js writes a RECURRENCE-ID (wall time of the series' zone). */
  id: string;
}

export const wallOf = (t: ICAL.Time): Wall => ({
  year: t.year,
  month: t.month,
  day: t.day,
  hour: t.hour,
  minute: t.minute,
  second: t.second,
});
export const floating = (w: Wall, isDate: boolean) =>
  new ICAL.Time(isDate ? { year: w.year, month: w.month, day: w.day, isDate: true } : { ...w, isDate: false }, ICAL.Timezone.localTimezone);
/** A wall time as if it were UTC (ms), for wall-clock arithmetic. */
export const wallMs = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
export function wallPlus(w: Wall, ms: number): Wall {
  const d = new Date(wallMs(w) + ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
const pad = (n: number, len = 2) => String(n).padStart(len, '0');
export const dayOf = (w: Wall) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** Reads one value of a date property (its TZID parameter, a 'Z' suffix for UTC). */
export function whenOf(t: ICAL.Time, prop: ICAL.Property, zones: Zones): When {
  const tzid = prop.getParameter('tzid');
  const utc = !t.isDate && t.zone?.tzid === 'UTC';
  return { wall: wallOf(t), isDate: t.isDate, zone: zones.of(typeof tzid === 'string' && !t.isDate ? tzid : null, utc, t.isDate) };
}

export function idOf(w: When): string {
  const day = dayOf(w.wall);
  if (w.isDate) return day;
  return `${day}T${pad(w.wall.hour)}:${pad(w.wall.minute)}:${pad(w.wall.second)}${w.zone.kind === 'utc' ? 'Z' : ''}`;
}

const DAY_MS = 86_400_000;
const MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** BYMONTH with BYMONTHDAY naming no real day (30 February): a mistake worth telling rather than a series with no dates. */
function neverMatches(recur: ICAL.Recur): boolean {
  const months = (recur.parts.BYMONTH as number[] | undefined) ?? [];
  const days = (recur.parts.BYMONTHDAY as number[] | undefined) ?? [];
  if (months.length === 0 || days.length === 0) return false;
  return months.every((m) => days.every((d) => Math.abs(d) > (MAX_DAYS[m - 1] ?? 0)));
}

/** ical.js rolls a day that does not exist over into the next month (31 April as 1 May): such dates are dropped. */
function fitsDays(recur: ICAL.Recur, w: Wall): boolean {
  const months = recur.parts.BYMONTH as number[] | undefined;
  const days = recur.parts.BYMONTHDAY as number[] | undefined;
  if (months?.length && !months.includes(w.month)) return false;
  if (!days?.length) return true;
  const last = daysIn(w.year, w.month);
  return days.some((d) => (d > 0 ? d : last + d + 1) === w.day);
}

export class SeriesWalker {
  private steps = 0;
  constructor(
    private readonly zones: Zones,
    /** Occurrences starting after this instant are not looked for. */
    private readonly stopAt: number,
  ) {}

  /** The instant a value names (dates: the start of the day in the site's zone). */
  instant(w: When): number {
    return this.zones.instant(w.isDate ? { ...w.wall, hour: 0, minute: 0, second: 0 } : w.wall, w.zone);
  }

  /** The key by which EXDATE and RECURRENCE-ID find an occurrence. */
  key(w: When, allDaySeries: boolean): string {
    return allDaySeries || w.isDate ? dayOf(w.wall) : String(this.instant(w));
  }

  /** The occurrences of a master VEVENT, in no particular order, EXDATEs removed. */
  occurrences(master: ICAL.Component, start: When, lineOf: (p: ICAL.Property) => number): Occurrence[] {
    const found = new Map<string, Occurrence>();
    const allDay = start.isDate;
    const add = (o: Occurrence) => {
      const k = this.key(o.start, allDay);
      if (!found.has(k)) found.set(k, o);
    };
    add({ start, end: null, id: idOf(start) });
    const zoned = typeof master.getFirstProperty('dtstart')?.getParameter('tzid') === 'string';
    for (const prop of master.getAllProperties('rrule')) this.rule(prop, start, zoned, lineOf(prop), add);
    for (const prop of master.getAllProperties('rdate')) {
      for (const v of prop.getValues() as (ICAL.Time | ICAL.Period)[]) {
        if (v instanceof ICAL.Period) {
          const from = whenOf(v.start, prop, this.zones);
          const end = v.end ? whenOf(v.end, prop, this.zones) : null;
          const to = end ?? this.afterDuration(from, v.duration);
          add({ start: from, end: to, id: idOf(from) });
        } else {
          const at = whenOf(v, prop, this.zones);
          add({ start: at, end: null, id: idOf(at) });
        }
      }
    }
    // A day excludes every occurrence of that day (as ical.js and libical read a DATE EXDATE).
    const days = new Set<string>();
    for (const prop of master.getAllProperties('exdate')) {
      for (const v of prop.getValues() as ICAL.Time[]) {
        const ex = whenOf(v, prop, this.zones);
        found.delete(this.key(ex, allDay));
        if (ex.isDate && !allDay) days.add(dayOf(ex.wall));
      }
    }
    return [...found.values()].filter((o) => days.size === 0 || !days.has(dayOf(o.start.wall)));
  }

  /** `from` plus a duration: days and weeks in wall time (nominal), hours and less exactly (RFC 5545 3.3.6). */
  afterDuration(from: When, d: ICAL.Duration): When {
    const sign = d.isNegative ? -1 : 1;
    const days = sign * (d.weeks * 7 + d.days);
    const exact = sign * ((d.hours * 60 + d.minutes) * 60 + d.seconds) * 1000;
    const byDays = wallPlus(from.wall, days * 86_400_000);
    return { ...from, wall: from.isDate ? byDays : wallPlus(byDays, exact) };
  }

  private rule(prop: ICAL.Property, start: When, zonedStart: boolean, line: number, add: (o: Occurrence) => void): void {
    const recur = (prop.getFirstValue() as ICAL.Recur).clone();
    const until = recur.until;
    // UNTIL of a zoned series is UTC (RFC 5545 3.3.10); one written without its Z is read so too, as
    // Python's dateutil and ical.net do.
    const utcUntil = until && !until.isDate && (until.zone?.tzid === 'UTC' || zonedStart);
    if (until && utcUntil && start.zone.kind !== 'utc' && !start.isDate) {
      // UNTIL in UTC bounds wall times of the series' zone.
      recur.until = floating(this.zones.wall(wallMs(wallOf(until)), start.zone), false);
    } else if (until) recur.until = floating(wallOf(until), until.isDate);
    if (neverMatches(recur)) throw new CalendarParseError(line, 'rule_never_matches');
    try {
      const it = recur.iterator(floating(start.wall, start.isDate));
      for (let next = it.next(); next; next = it.next()) {
        if (++this.steps > MAX_STEPS) throw new CalendarParseError(line, 'rule_too_costly', { max: MAX_STEPS });
        const at: When = { wall: wallOf(next), isDate: start.isDate, zone: start.zone };
        // A wall time is within a day of its instant: the exact instant is only needed near the end.
        const wall = wallMs(at.wall);
        if (wall > this.stopAt + DAY_MS || (wall > this.stopAt - DAY_MS && this.instant(at) > this.stopAt)) break;
        if (fitsDays(recur, at.wall)) add({ start: at, end: null, id: idOf(at) });
      }
    } catch (err) {
      if (err instanceof CalendarParseError) throw err;
      if (err instanceof InnerStepsExceeded) throw new CalendarParseError(line, 'rule_too_costly', { max: MAX_INNER_STEPS });
      throw new CalendarParseError(line, 'invalid_rule', { property: 'RRULE' });
    }
  }
}
