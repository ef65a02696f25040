import { localMs } from '../schedules/zone.ts';

// Dates the cleaning screen writes into texts: MM/DD/YYYY, the product's display format, on the
// site's calendar.

function checkedTime(now: Date): number {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid date');
  return ms;
}

/** 'MM/DD/YYYY' of an instant in the site's time zone. Throws a RangeError on an invalid date or an unknown zone. */
export function displayDate(now: Date, timeZone: string): string {
  const local = new Date(localMs(timeZone, checkedTime(now)));
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const yyyy = String(local.getUTCFullYear()).padStart(4, '0');
  return `${mm}/${dd}/${yyyy}`;
}

/** The ISO string of an instant (the contracts' date-time format); throws a RangeError on an invalid date. */
export function isoTime(now: Date): string {
  return new Date(checkedTime(now)).toISOString();
}
