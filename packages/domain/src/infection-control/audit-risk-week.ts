// The site's audit week and how many audits the day's list suggests. The week runs Monday to Sunday on the
// site's calendar (sites have no other week setting), so a supervisor's 'this week' matches the site
// dashboard's weeks.

import { formatLocalDate, isoWeekDay, parseLocalDate } from '../schedules/civil.ts';

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
}

/** The Monday-to-Sunday week holding the site-local day `date` ('YYYY-MM-DD'). */
export function auditWeek(date: string): AuditWeek {
  const day = parseLocalDate(date);
  const monday = day - (isoWeekDay(day) - 1);
  return { weekStart: formatLocalDate(monday), weekEnd: formatLocalDate(monday + 6), daysLeft: monday + 7 - day };
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
