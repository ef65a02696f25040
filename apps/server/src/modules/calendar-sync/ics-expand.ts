import crypto from 'node:crypto';
import { CALENDAR_MAX_OCCURRENCES, type TCalendarEvent } from '@carehome/contracts';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { CalendarLimitError, CalendarParseError } from './ics-errors.ts';
import { InnerStepsExceeded, MAX_INNER_STEPS } from './ics-guard.ts';
import { type Occurrence, SeriesWalker, type When, wallMs, wallPlus, whenOf } from './ics-occurrences.ts';
import type { ScannedEvent } from './ics-scan.ts';
import { UnusableZone, type Zones } from './ics-zones.ts';

// From a file's VEVENTs to the occurrences over the range: per UID the latest SEQUENCE of the series
// and of each moved occurrence (RFC 5545 3.7.3), overrides found by their RECURRENCE-ID whether written
// as a date or a date-time (Outlook's all-day series), cancelled events and occurrences (STATUS) left out
// unless asked for.

/** Overrides may move an occurrence from this many days outside the range into it. */
const SLACK_DAYS = 7;
const DAY_MS = 86_400_000;
/** The longest an event may last (ten years). */
const MAX_LENGTH_MS = 3660 * 86_400_000;

export interface ExpandRange {
  timeZone: string;
  from: string;
  to: string;
  includeCancelled?: boolean;
}

interface Vevent {
  comp: ICAL.Component;
  scanned: ScannedEvent;
  sequence: number;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
type Status = NonNullable<TCalendarEvent['status']>;
const statusOf = (c: ICAL.Component): Status | undefined => {
  const s = text(c.getFirstPropertyValue('status')).toLowerCase();
  return s === 'cancelled' || s === 'tentative' || s === 'confirmed' ? s : undefined;
};

function person(prop: ICAL.Property): string {
  const value = text(prop.getFirstValue()).replace(/^mailto:/i, '');
  const cn = prop.getParameter('cn');
  return value || (typeof cn === 'string' ? cn : '');
}

function fields(c: ICAL.Component) {
  const organizer = c.getFirstProperty('organizer');
  return {
    summary: text(c.getFirstPropertyValue('summary')),
    description: text(c.getFirstPropertyValue('description')),
    location: text(c.getFirstPropertyValue('location')),
    categories: c
      .getAllProperties('categories')
      .flatMap((p) => p.getValues().map(text))
      .join(', '),
    organizer: organizer ? person(organizer) : '',
    attendees: c.getAllProperties('attendee').map(person).filter(Boolean).join(', '),
  };
}

/** A UID for an event that has none (RFC 5545 requires one): the same event text gives the same UID. */
function stableUid(v: ICAL.Component): string {
  const basis = ['dtstart', 'summary', 'location'].map((p) => text(v.getFirstPropertyValue(p))).join('\u0000');
  return `no-uid-${crypto.createHash('sha256').update(basis).digest('hex').slice(0, 24)}`;
}

export function expand(items: { comp: ICAL.Component; scanned: ScannedEvent }[], zones: Zones, range: ExpandRange): TCalendarEvent[] {
  const zone = range.timeZone;
  const stopAt = DateTime.fromISO(range.to, { zone })
    .plus({ days: 1 + SLACK_DAYS })
    .startOf('day')
    .toMillis();
  const walker = new SeriesWalker(zones, stopAt);
  // A day either side of the range's instants: all-day values are placed at the site's midnight.
  const rangeStartMs = DateTime.fromISO(range.from, { zone }).minus({ days: 1 }).toMillis();
  const rangeEndMs = DateTime.fromISO(range.to, { zone }).plus({ days: 2 }).toMillis();
  const out: TCalendarEvent[] = [];

  const lineOf = (v: Vevent, prop: ICAL.Property) => v.scanned.propLines[v.comp.getAllProperties().indexOf(prop)] ?? v.scanned.line;
  const startOf = (v: Vevent): When => {
    const prop = v.comp.getFirstProperty('dtstart');
    const value = prop?.getFirstValue();
    if (!prop || !(value instanceof ICAL.Time)) throw new CalendarParseError(v.scanned.line, 'missing_start');
    return whenOf(value, prop, zones);
  };
  /** The end of an occurrence starting at `start` (moved by as much as the event's own DTEND/DURATION). */
  const endOf = (v: Vevent, first: When, start: When): When => {
    const dtend = v.comp.getFirstProperty('dtend');
    const endValue = dtend?.getFirstValue();
    if (dtend && endValue instanceof ICAL.Time) {
      // A floating DTEND beside a zoned DTSTART (Mozilla wrote these): the writer left out the same TZID.
      const floatingEnd = !endValue.isDate && endValue.zone?.tzid !== 'UTC' && typeof dtend.getParameter('tzid') !== 'string';
      const end = floatingEnd ? { ...whenOf(endValue, dtend, zones), zone: first.zone } : whenOf(endValue, dtend, zones);
      if (end.zone !== first.zone || end.isDate !== first.isDate) {
        return {
          wall: zones.wall(walker.instant(start) + walker.instant(end) - walker.instant(first), start.zone),
          isDate: false,
          zone: start.zone,
        };
      }
      // Same zone: the wall-clock length (09:00-17:00 stays so on a daylight-saving day).
      return { ...start, wall: wallPlus(start.wall, wallMs(end.wall) - wallMs(first.wall)) };
    }
    const duration = v.comp.getFirstPropertyValue('duration');
    if (duration instanceof ICAL.Duration) return walker.afterDuration(start, duration);
    // No end: a date lasts its day, a date-time is an instant (RFC 5545 3.6.1).
    return start.isDate ? walker.afterDuration(start, ICAL.Duration.fromData({ days: 1 })) : start;
  };

  const emit = (uid: string, recurrenceId: string | null, v: Vevent, start: When, end: When) => {
    const status = statusOf(v.comp);
    if (status === 'cancelled' && !range.includeCancelled) return;
    const startMs = walker.instant(start);
    const endMs = walker.instant(end);
    // Far outside the range: no need to count its days.
    if (startMs > rangeEndMs || Math.max(startMs, endMs) < rangeStartMs) return;
    // A duration of billions of weeks and the like: no day a schedule can hold.
    if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || Math.abs(endMs - startMs) > MAX_LENGTH_MS) {
      throw new CalendarParseError(v.scanned.line, 'invalid_event');
    }
    let startAt = DateTime.fromMillis(startMs, { zone });
    let endAt = DateTime.fromMillis(endMs, { zone });
    if (start.isDate) startAt = DateTime.fromObject({ year: start.wall.year, month: start.wall.month, day: start.wall.day }, { zone });
    if (end.isDate) endAt = DateTime.fromObject({ year: end.wall.year, month: end.wall.month, day: end.wall.day }, { zone });
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
      ...fields(v.comp),
      allDay: start.isDate,
      start: startAt.toUTC().toISO() as string,
      end: endAt.toUTC().toISO() as string,
      startDate,
      endDate,
      line: v.scanned.line,
      ...(status ? { status } : {}),
    });
  };
  const single = (uid: string, recurrenceId: string | null, v: Vevent) => {
    const start = startOf(v);
    emit(uid, recurrenceId, v, start, endOf(v, start, start));
  };

  /** Runs the work of one VEVENT: whatever fails in it (a zone's rules, ical.js) names its line. */
  const on = (v: Vevent, work: () => void) => {
    try {
      work();
    } catch (err) {
      if (err instanceof CalendarParseError || err instanceof CalendarLimitError) throw err;
      if (err instanceof InnerStepsExceeded) throw new CalendarParseError(v.scanned.line, 'rule_too_costly', { max: MAX_INNER_STEPS });
      if (err instanceof UnusableZone) throw new CalendarParseError(v.scanned.line, 'invalid_zone', { zone: err.tzid.slice(0, 60) });
      throw new CalendarParseError(v.scanned.line, 'invalid_event');
    }
  };
  // Per UID: the masters and, per RECURRENCE-ID, the overrides; the latest SEQUENCE wins.
  const byUid = new Map<string, { masters: Vevent[]; overrides: Map<string, Vevent> }>();
  for (const { comp, scanned } of items) {
    const v: Vevent = { comp, scanned, sequence: Number(comp.getFirstPropertyValue('sequence')) || 0 };
    const uid = text(comp.getFirstPropertyValue('uid')) || stableUid(comp);
    const entry = byUid.get(uid) ?? { masters: [] as Vevent[], overrides: new Map<string, Vevent>() };
    byUid.set(uid, entry);
    const rid = comp.getFirstProperty('recurrence-id');
    if (!rid) {
      entry.masters.push(v);
      continue;
    }
    const ridValue = rid.getFirstValue();
    if (!(ridValue instanceof ICAL.Time)) throw new CalendarParseError(lineOf(v, rid), 'invalid_value', { property: 'RECURRENCE-ID' });
    on(v, () => {
      const at = whenOf(ridValue, rid, zones);
      const key = at.isDate ? `d${at.wall.year}-${at.wall.month}-${at.wall.day}` : `t${walker.instant(at)}`;
      const seen = entry.overrides.get(key);
      if (!seen || v.sequence >= seen.sequence) entry.overrides.set(key, v);
    });
  }

  for (const [uid, { masters, overrides }] of byUid) {
    const latest = Math.max(...masters.map((m) => m.sequence));
    // Two masters of one UID and one SEQUENCE are both kept: the review reports the duplicate.
    const [master, ...twins] = masters.filter((m) => m.sequence === latest);
    for (const twin of twins) on(twin, () => single(uid, null, twin));
    const pending = new Map(overrides);
    if (master) on(master, () => seriesOf(uid, master, pending));
    // Overrides no occurrence of the series claims (or whose series is not in the file): single events.
    for (const o of pending.values()) on(o, () => single(uid, String(o.comp.getFirstPropertyValue('recurrence-id')), o));
  }

  function seriesOf(uid: string, master: Vevent, pending: Map<string, Vevent>) {
    const first = startOf(master);
    const isSeries = master.comp.hasProperty('rrule') || master.comp.hasProperty('rdate');
    if (!isSeries) {
      emit(uid, null, master, first, endOf(master, first, first));
      return;
    }
    if (statusOf(master.comp) === 'cancelled' && !range.includeCancelled) {
      pending.clear();
      return;
    }
    const occurrences: Occurrence[] = walker.occurrences(master.comp, first, (p) => lineOf(master, p));
    // Occurrences ending days before the range need no more work unless an override may move them.
    const length = Math.max(0, walker.instant(endOf(master, first, first)) - walker.instant(first));
    const before = rangeStartMs - 2 * DAY_MS;
    // An all-day series' occurrences are found by their day however the override writes it.
    const byDay = new Map<string, string>();
    if (first.isDate) for (const [k, p] of pending) if (k.startsWith('t') && !byDay.has(ridDay(p))) byDay.set(ridDay(p), k);
    for (const o of occurrences) {
      if (pending.size === 0 && Math.max(wallMs(o.start.wall) + length, o.end ? wallMs(o.end.wall) : 0) < before) continue;
      const dayKey = `d${o.start.wall.year}-${o.start.wall.month}-${o.start.wall.day}`;
      const timeKey = `t${walker.instant(o.start)}`;
      const key = first.isDate
        ? pending.has(dayKey)
          ? dayKey
          : byDay.get(dayKey)
        : pending.has(timeKey)
          ? timeKey
          : pending.has(dayKey)
            ? dayKey
            : undefined;
      const override = key === undefined ? undefined : pending.get(key);
      if (key !== undefined && override) {
        pending.delete(key);
        const start = startOf(override);
        emit(uid, o.id, override, start, endOf(override, start, start));
        continue;
      }
      emit(uid, o.id, master, o.start, o.end ?? endOf(master, first, o.start));
    }
  }

  /** The day (as the pending keys write it) an override's RECURRENCE-ID names. */
  function ridDay(v: Vevent): string {
    const rid = v.comp.getFirstProperty('recurrence-id');
    const value = rid?.getFirstValue();
    if (!rid || !(value instanceof ICAL.Time)) return '';
    const w = whenOf(value, rid, zones).wall;
    return `d${w.year}-${w.month}-${w.day}`;
  }

  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.uid < b.uid ? -1 : 1));
}
