import {
  localDateToDisplay,
  localMonthToDisplay,
  reportDataDate,
  reportDataTime,
  reportDisplayDate,
  reportDisplayDateTime,
  reportDisplayTime,
  reportTime,
  utcOffsetMinutes,
  wallClock,
} from '@carehome/domain';

/**
 * The one date and time formatter of the app (the source scan in dates.test.ts keeps it so): MM/DD/YYYY
 * for display in every language; YYYY-MM-DD, HH:mm:ss and YYYY-MM-DDTHH:mm:ss for data. The numbers come
 * from the domain's rule, the same the exports print; instants are read in the site's time zone when it
 * is given, else the browser's. Only weekday and month NAMES are localized here: they are words.
 */

/** The browser's own zone: the default for a new site, and the clock of a date shown without a site. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const zone = (timeZone?: string) => timeZone || browserTimeZone();

/** MM/DD/YYYY */
export function formatDisplayDate(value: string | Date, timeZone?: string): string {
  return reportDisplayDate(value, zone(timeZone));
}

/** HH:mm */
export function formatDisplayTime(value: string | Date, timeZone?: string): string {
  return reportDisplayTime(value, zone(timeZone));
}

/** MM/DD/YYYY HH:mm */
export function formatDisplayDateTime(value: string | Date, timeZone?: string): string {
  return reportDisplayDateTime(value, zone(timeZone));
}

/** YYYY-MM-DD */
export function formatDataDate(value: string | Date, timeZone?: string): string {
  return reportDataDate(value, zone(timeZone));
}

/** HH:mm:ss */
export function formatDataTime(value: string | Date, timeZone?: string): string {
  return reportDataTime(value, zone(timeZone));
}

/** YYYY-MM-DDTHH:mm:ss (report times, site-local wall time) */
export function formatReportTime(value: string | Date, timeZone?: string): string {
  return reportTime(value, zone(timeZone));
}

/** YYYY-MM-DDTHH:mm, the value of a datetime-local field showing an instant on the site's clock. */
export function formatWallMinute(value: string | Date, timeZone?: string): string {
  const w = wallClock(value, zone(timeZone));
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}

/** A site-local date 'YYYY-MM-DD' as MM/DD/YYYY (no time zone shift); anything else as it is. */
export function formatLocalDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? localDateToDisplay(date) : date;
}

/** A site-local month 'YYYY-MM' as MM/YYYY; anything else as it is. */
export function formatLocalMonth(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? localMonthToDisplay(month) : month;
}

// ---------------------------------------------------------------------------------------------------------
// Names: words in the reader's language. One formatter per language and width, since building one costs far
// more than formatting with it.

const nameFormats = new Map<string, Intl.DateTimeFormat>();
function nameFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let fmt = nameFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(lang, options);
    nameFormats.set(key, fmt);
  }
  return fmt;
}

// 2024-01-01 was a Monday: ISO week day n is that date plus n - 1 days.
const MONDAY = Date.UTC(2024, 0, 1);

/** The name of an ISO week day (1 = Monday … 7 = Sunday) in a language. */
export function weekdayName(isoDay: number, lang: string, width: 'short' | 'long' = 'short'): string {
  return nameFormat(lang, { weekday: width, timeZone: 'UTC' }).format(MONDAY + (isoDay - 1) * 86_400_000);
}

/** The week day name of an instant on the site's clock, in a language. */
export function instantWeekdayName(value: string | Date, lang: string, timeZone?: string, width: 'short' | 'long' = 'short'): string {
  return nameFormat(lang, { weekday: width, timeZone: zone(timeZone) }).format(typeof value === 'string' ? new Date(value) : value);
}

/** The name of a month (1 = January) in a language. */
export function monthName(month: number, lang: string, width: 'short' | 'long' = 'long'): string {
  return nameFormat(lang, { month: width, timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 1));
}

/** A day of the year without a year, its month as a word ('Feb 29', '29 févr.'): yearly schedule dates. */
export function monthDayName(month: number, day: number, lang: string): string {
  return nameFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, day));
}

/** Minutes a zone is ahead of UTC at an instant (330 for Asia/Kolkata); a RangeError for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, at: number | Date = Date.now()): number {
  return utcOffsetMinutes(timeZone, at);
}
