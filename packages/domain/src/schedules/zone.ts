import { IANAZone } from 'luxon';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants.ts';

// Site-local wall time <-> instant, with the product's DST rules:
// - a wall time that does not exist (spring forward) moves forward by the gap: 02:30 -> 03:30;
// - an ambiguous wall time (fall back) takes the first, earlier instant (daylight time).
// Luxon's own fromObject picks the later instant for ambiguous times, hence this module.

interface ZoneCache {
  zone: IANAZone;
  /** UTC hour index -> offset in minutes for the whole hour, or NaN when the offset changes within that hour. */
  hours: Map<number, number>;
}

const MAX_CACHED_HOURS = 200_000;
const zones = new Map<string, ZoneCache>();

function zoneCache(timeZone: string): ZoneCache {
  let cache = zones.get(timeZone);
  if (!cache) {
    const zone = IANAZone.create(timeZone);
    if (!zone.isValid) throw new RangeError(`Unknown time zone: ${timeZone}`);
    cache = { zone, hours: new Map() };
    zones.set(timeZone, cache);
  }
  return cache;
}

/**
 * Offset of the zone from UTC in minutes at an instant. Intl lookups cost microseconds, and the
 * dashboard asks for the same hours thousands of times, so offsets are cached per UTC hour.
 */
export function offsetMinutes(timeZone: string, ms: number): number {
  const cache = zoneCache(timeZone);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = cache.hours.get(hour);
  if (offset === undefined) {
    const first = cache.zone.offset(hour * HOUR_MS);
    const last = cache.zone.offset(hour * HOUR_MS + HOUR_MS - 1);
    offset = first === last ? first : Number.NaN;
    if (cache.hours.size >= MAX_CACHED_HOURS) cache.hours.clear();
    cache.hours.set(hour, offset);
  }
  return Number.isNaN(offset) ? cache.zone.offset(ms) : offset;
}

/** Throws a RangeError for a name that is not an IANA time zone of the runtime. */
export function assertTimeZone(timeZone: string): void {
  zoneCache(timeZone);
}

/** The site-local wall clock of an instant, as milliseconds of a UTC-like timeline. */
export function localMs(timeZone: string, ms: number): number {
  return ms + offsetMinutes(timeZone, ms) * MINUTE_MS;
}

/** The site-local day number (days since 1970-01-01) of an instant. */
export function localDay(timeZone: string, ms: number): number {
  return Math.floor(localMs(timeZone, ms) / DAY_MS);
}

/**
 * The instant of a site-local wall time, given as a day number and milliseconds since that day's
 * midnight (may reach or pass 24:00, which is the next day's wall time). Applies the DST rules above.
 */
export function wallToInstant(timeZone: string, day: number, msOfDay: number): number {
  const local = day * DAY_MS + msOfDay;
  const before = offsetMinutes(timeZone, local - DAY_MS);
  const after = offsetMinutes(timeZone, local + DAY_MS);
  const first = local - before * MINUTE_MS;
  if (before === after) {
    if (offsetMinutes(timeZone, first) === before) return first;
    return local - offsetMinutes(timeZone, first) * MINUTE_MS;
  }
  const second = local - after * MINUTE_MS;
  const firstExists = offsetMinutes(timeZone, first) === before;
  const secondExists = offsetMinutes(timeZone, second) === after;
  if (firstExists && secondExists) return Math.min(first, second);
  if (firstExists) return first;
  if (secondExists) return second;
  // In the spring-forward gap: read with the offset before the change, the wall time moves forward by the gap.
  return first;
}

/** Adds whole calendar days to an instant keeping its site-local wall time (DST rules apply). */
export function addLocalDays(timeZone: string, ms: number, days: number): number {
  const local = localMs(timeZone, ms);
  const day = Math.floor(local / DAY_MS);
  return wallToInstant(timeZone, day + days, local - day * DAY_MS);
}
