import { zoneOffsetMinutes } from './dates.ts';

// IANA time zones for the time zone pickers, labelled with their current offset from UTC.

export { browserTimeZone } from './dates.ts';

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** "UTC-05:00" for America/Toronto in winter; '' for a zone the runtime does not know. */
export function utcOffset(zone: string, at: Date = new Date()): string {
  let minutes: number;
  try {
    minutes = zoneOffsetMinutes(zone, at);
  } catch {
    return '';
  }
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "America/New York (UTC-05:00)": underscores read as spaces, so searching "new york" finds it. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const offset = utcOffset(zone, at);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

let cache: { day: string; options: TimeZoneOption[] } | null = null;

/**
 * Every zone the browser knows, sorted by name, plus `extra` zones (the browser's own, a site's saved
 * zone) when the list lacks them.
 */
export function timeZoneOptions(extra: readonly string[] = [], at: Date = new Date()): TimeZoneOption[] {
  const day = at.toISOString().slice(0, 10);
  if (!cache || cache.day !== day) {
    let zones: string[];
    try {
      zones = Intl.supportedValuesOf('timeZone');
    } catch {
      zones = ['UTC'];
    }
    cache = { day, options: zones.map((z) => ({ value: z, label: timeZoneLabel(z, at) })) };
  }
  const known = new Set(cache.options.map((o) => o.value));
  const missing = [...new Set(extra)].filter((z) => z && !known.has(z)).map((z) => ({ value: z, label: timeZoneLabel(z, at) }));
  if (!missing.length) return cache.options;
  return [...cache.options, ...missing].sort((a, b) => a.value.localeCompare(b.value));
}
