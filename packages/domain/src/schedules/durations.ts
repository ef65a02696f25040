import type { TDuration, TDurationUnit } from '@carehome/contracts';
import { DAYS_PER_MONTH_ESTIMATE, DAYS_PER_YEAR_ESTIMATE, HOUR_MS, MINUTE_MS } from './constants.ts';
import { addLocalDays } from './zone.ts';

/** Calendar days per unit for the day-based units; Months and Years use the spec's 30 and 365 days. */
const DAYS_PER_UNIT: Partial<Record<TDurationUnit, number>> = {
  Days: 1,
  Weeks: 7,
  Months: DAYS_PER_MONTH_ESTIMATE,
  Years: DAYS_PER_YEAR_ESTIMATE,
};

/**
 * Adds a duration to an instant. Minutes and Hours are elapsed time; Days, Weeks, Months (30 days)
 * and Years (365 days) are calendar days in the site time zone that keep the wall time, so a clean
 * at 10:00 plus 2 days is 10:00 even across a DST change (DST rules of zone.ts apply).
 */
export function addDuration(timeZone: string, ms: number, duration: TDuration): number {
  if (duration.unit === 'Minutes') return ms + duration.amount * MINUTE_MS;
  if (duration.unit === 'Hours') return ms + duration.amount * HOUR_MS;
  return addLocalDays(timeZone, ms, duration.amount * (DAYS_PER_UNIT[duration.unit] ?? 1));
}

/** A duration's nominal length in minutes (days as 24 h), to compare two durations. */
export function durationMinutes(duration: TDuration): number {
  if (duration.unit === 'Minutes') return duration.amount;
  if (duration.unit === 'Hours') return duration.amount * 60;
  return duration.amount * (DAYS_PER_UNIT[duration.unit] ?? 1) * 24 * 60;
}
