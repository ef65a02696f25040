import { localMs, offsetMinutes } from './schedules/zone.ts';

// The product's date and time formats (spec, business constants): MM/DD/YYYY for display; YYYY-MM-DD,
// HH:mm:ss and YYYY-MM-DDTHH:mm:ss (report times) in data. Instants are read on a site's clock, so a
// clean at 23:30 in Toronto shows Toronto's date wherever the reader is. The numbers are the same in
// every language: only weekday and month names are words, and the screens translate those.

/** The wall clock of an instant in a time zone, each field zero-padded. */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant (a Date or an ISO string) in `timeZone`; a RangeError for an invalid date. */
export function wallClock(at: Date | string, timeZone: string): WallClock {
  const ms = (typeof at === 'string' ? new Date(at) : at).getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  const d = new Date(localMs(timeZone, ms));
  return {
    year: String(d.getUTCFullYear()).padStart(4, '0'),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
    second: two(d.getUTCSeconds()),
  };
}

/** 'MM/DD/YYYY' of an instant on the site's calendar. */
export function reportDisplayDate(at: Date | string, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.month}/${w.day}/${w.year}`;
}

/** 'HH:mm' of an instant on the site's clock. */
export function reportDisplayTime(at: Date | string, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.hour}:${w.minute}`;
}

/** 'MM/DD/YYYY HH:mm' on the site's clock; '' for null. */
export function reportDisplayDateTime(at: Date | string | null, timeZone: string): string {
  if (at === null) return '';
  return `${reportDisplayDate(at, timeZone)} ${reportDisplayTime(at, timeZone)}`;
}

/** 'YYYY-MM-DD' of an instant on the site's calendar. */
export function reportDataDate(at: Date | string, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${w.month}-${w.day}`;
}

/** 'HH:mm:ss' of an instant on the site's clock. */
export function reportDataTime(at: Date | string, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.hour}:${w.minute}:${w.second}`;
}

/** 'YYYY-MM-DDTHH:mm:ss', the report time format: site-local wall time, no offset. */
export function reportTime(at: Date | string, timeZone: string): string {
  return `${reportDataDate(at, timeZone)}T${reportDataTime(at, timeZone)}`;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (a local date already on the site's calendar). */
export function localDateToDisplay(date: string): string {
  const [y = '', m = '', d = ''] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** 'YYYY-MM' → 'MM/YYYY' (a month of the site's calendar). */
export function localMonthToDisplay(month: string): string {
  const [y = '', m = ''] = month.split('-');
  return `${m}/${y}`;
}

/** Minutes a zone is ahead of UTC at an instant (-300 for Toronto in winter); a RangeError for an unknown zone. */
export function utcOffsetMinutes(timeZone: string, at: number | Date): number {
  return offsetMinutes(timeZone, typeof at === 'number' ? at : at.getTime());
}
