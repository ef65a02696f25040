// The site's audit week and how many audits the day's list suggests. The week runs Monday to Sunday on the
// site's calendar (sites have no other week setting), so a supervisor's 'this week' matches the site
// dashboard's weeks.

import { formatLocalDate, isoWeekDay, parseLocalDate } from '../schedules/civil.ts';
import { localDay, wallToInstant } from '../schedules/zone.ts';

/** The day's list suggests at least this many rooms, so there is a choice even when the target is close. */
export const MIN_SUGGESTED_AUDITS = 5;
/** And at most this many: a longer list is not a day's work. */
export const MAX_SUGGESTED_AUDITS = 50;

export interface AuditWeek {
  /** Monday and Sunday of the week holding `date`, 'YYYY-MM-DD'. */
  weekStart: string;
  weekEnd: string;
  /** Days of the week from `date` to Sunday, `date` included (1..7). */
  daysLeft: number;
  /** The week's first and last instants on the site's clock: [start, end). */
  start: Date;
  end: Date;
  /** The instant the day's list is weighed at: now for today, else the day's noon on the site's clock. */
  at: Date;
}

/** The Monday-to-Sunday week holding the site-local day `date` ('YYYY-MM-DD'), on the site's clock. */
export function auditWeek(date: string, timeZone: string, now: Date): AuditWeek {
  const day = parseLocalDate(date);
  const monday = day - (isoWeekDay(day) - 1);
  const today = localDay(timeZone, now.getTime());
  return {
    weekStart: formatLocalDate(monday),
    weekEnd: formatLocalDate(monday + 6),
    daysLeft: monday + 7 - day,
    start: new Date(wallToInstant(timeZone, monday, 0)),
    end: new Date(wallToInstant(timeZone, monday + 7, 0)),
    at: day === today ? now : new Date(wallToInstant(timeZone, day, 12 * 3_600_000)),
  };
}

/**
 * How many rooms the day's list suggests: the day's share of what is left of the weekly target (what is
 * left spread over the days left), at least MIN_SUGGESTED_AUDITS; none once the target is met; with no
 * target, MIN_SUGGESTED_AUDITS.
 */
export function suggestedAuditCount(target: number | null, done: number, daysLeft: number): number {
  if (target === null) return MIN_SUGGESTED_AUDITS;
  const left = target - done;
  if (left <= 0) return 0;
  return Math.min(MAX_SUGGESTED_AUDITS, Math.max(MIN_SUGGESTED_AUDITS, Math.ceil(left / Math.max(1, daysLeft))));
}
