import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { ianaZoneOf } from './windows-zones.ts';

// Where a file's wall times are: the zone database (through Luxon) for every zone it knows, Windows names
// mapped, whatever VTIMEZONE the file carries for them (writers' blocks are often out of date or cover
// one year only); the file's own VTIMEZONE only for a name the database lacks; the site's zone for
// floating times and for unknown names without a block. Each name is resolved once per file.

export type WallZone = { kind: 'utc' } | { kind: 'iana'; zone: string } | { kind: 'file'; tz: ICAL.Timezone };

export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;

const DAY_MS = 86_400_000;
/** Clocks change at most once in this long (Morocco's Ramadan break lasts about a month). */
const SEGMENT_MS = 8 * DAY_MS;
const exactOffset = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).offset * 60_000;

/** Per zone and UTC year: the offset from each instant on, starting with the year's first. */
const years = new Map<string, { at: number; offset: number }[]>();

function changesIn(zone: string, year: number): { at: number; offset: number }[] {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  let before = exactOffset(zone, start);
  const out = [{ at: start, offset: before }];
  for (let from = start; from < end; from += SEGMENT_MS) {
    const to = Math.min(from + SEGMENT_MS, end);
    const after = exactOffset(zone, to);
    if (after !== before) {
      let lo = from;
      let hi = to;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (exactOffset(zone, mid) === before) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, offset: after });
    }
    before = after;
  }
  return out;
}

/**
 * The zone's UTC offset (ms) at an instant, from the year's changes worked out once (about 80 lookups
 * a year): a daily rule over ten years asks for thousands of offsets.
 */
export function offsetOf(zone: string, ms: number): number {
  if (!Number.isFinite(ms)) return Number.NaN;
  const year = new Date(ms).getUTCFullYear();
  const key = `${zone}\u0000${year}`;
  let list = years.get(key);
  if (!list) {
    if (years.size > 5_000) years.clear();
    list = changesIn(zone, year);
    years.set(key, list);
  }
  let offset = list[0]?.offset ?? 0;
  for (const change of list) {
    if (change.at > ms) break;
    offset = change.offset;
  }
  return offset;
}

/** The instant of a wall time in an IANA zone, per RFC 5545 3.3.5: the first of two, the offset before a gap. */
export function ianaInstant(w: Wall, zone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offsetAt = (ms: number) => offsetOf(zone, ms);
  // The offsets in force a day either side cover any change around this wall time.
  const before = offsetAt(asUtc - 24 * HOUR_MS);
  const after = offsetAt(asUtc + 24 * HOUR_MS);
  // Each offset gives a candidate instant, valid when the zone has that offset then; the earlier wins.
  const first = asUtc - Math.max(before, after);
  if (offsetAt(first) === asUtc - first) return first;
  const second = asUtc - Math.min(before, after);
  if (second !== first && offsetAt(second) === asUtc - second) return second;
  // A wall time no clock shows (in a gap): read with the offset before the gap, i.e. shifted forward by it.
  return asUtc - before;
}

/** A file's VTIMEZONE whose changes cannot be worked out at a sane cost. */
export class UnusableZone extends Error {
  constructor(readonly tzid: string) {
    super(tzid);
  }
}

/** Clocks change at most monthly: an observance repeating daily or faster is a hostile or broken block. */
function usable(block: ICAL.Component): boolean {
  return block
    .getAllSubcomponents()
    .flatMap((o) => o.getAllProperties('rrule'))
    .every((p) => ['YEARLY', 'MONTHLY'].includes((p.getFirstValue() as ICAL.Recur).freq));
}

export class Zones {
  private readonly byName = new Map<string, WallZone>();
  private readonly site: WallZone;

  private readonly floating: WallZone;

  constructor(
    private readonly fileBlocks: Map<string, ICAL.Component>,
    siteZone: string,
    /** The calendar's X-WR-TIMEZONE (Google, Apple): where its floating times are, when it names a known zone. */
    calendarZone: string | null = null,
  ) {
    this.site = { kind: 'iana', zone: siteZone };
    const iana = calendarZone ? ianaZoneOf(calendarZone) : null;
    this.floating = iana ? { kind: 'iana', zone: iana } : this.site;
  }

  /** The zone of a time value: its TZID parameter, UTC for a 'Z' value, else the calendar's or the site's. */
  of(tzid: string | null, utc: boolean, isDate = false): WallZone {
    if (utc) return { kind: 'utc' };
    if (!tzid) return isDate ? this.site : this.floating;
    const known = this.byName.get(tzid);
    if (known) return known;
    const iana = ianaZoneOf(tzid);
    const block = this.fileBlocks.get(tzid);
    let zone: WallZone = this.site;
    if (/^(UTC|GMT|Z|Etc\/UTC|Etc\/GMT)$/i.test(tzid.trim())) zone = { kind: 'utc' };
    else if (iana) zone = { kind: 'iana', zone: iana };
    else if (block) {
      if (!usable(block)) throw new UnusableZone(tzid);
      zone = { kind: 'file', tz: new ICAL.Timezone({ component: block, tzid }) };
    }
    this.byName.set(tzid, zone);
    return zone;
  }

  /** The instant (ms) of a wall time in a zone. */
  instant(w: Wall, zone: WallZone): number {
    if (zone.kind === 'utc') return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    if (zone.kind === 'iana') return ianaInstant(w, zone.zone);
    const t = new ICAL.Time({ ...w, isDate: false }, zone.tz);
    return t.toUnixTime() * 1000;
  }

  /** The wall time of an instant in a zone. */
  wall(ms: number, zone: WallZone): Wall {
    if (zone.kind === 'file') {
      const utc = new ICAL.Time({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, isDate: false }, ICAL.Timezone.utcTimezone);
      utc.fromUnixTime(Math.floor(ms / 1000));
      const t = utc.convertToZone(zone.tz);
      return { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
    }
    const d = DateTime.fromMillis(ms, { zone: zone.kind === 'utc' ? 'utc' : zone.zone });
    return { year: d.year, month: d.month, day: d.day, hour: d.hour, minute: d.minute, second: d.second };
  }
}
