import { formatLocalDate, isoWeekDay } from '../schedules/civil.ts';
import { localDay } from '../schedules/zone.ts';

/**
 * The site's calendar day at an instant (now by default): its date ('2026-03-08') and ISO week day
 * (1 = Monday). Every site-local rule (assignments of the day, resident moves, schedules, briefings)
 * counts days in the site's time zone, never the server's.
 */
export function siteDay(timeZone: string, at: Date = new Date()): { date: string; isoWeekday: number } {
  const day = localDay(timeZone, at.getTime());
  return { date: formatLocalDate(day), isoWeekday: isoWeekDay(day) };
}

/** Today at the site ('2026-03-08'), or the site's date at `at`. */
export function siteToday(timeZone: string, at: Date = new Date()): string {
  return formatLocalDate(localDay(timeZone, at.getTime()));
}
