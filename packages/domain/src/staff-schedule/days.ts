import { formatLocalDate, isoWeekDay, parseLocalDate } from '../schedules/civil.ts';

// Site-local calendar days of the staff schedule, as YYYY-MM-DD texts. Weeks run Monday to Sunday.

/** What an assignment says about its days. */
export interface AssignmentDays {
  startDate: string;
  endDate: string;
  /** ISO week days (1 = Monday); none listed is every day. */
  scheduledDays: readonly number[];
}

export function addDays(date: string, days: number): string {
  return formatLocalDate(parseLocalDate(date) + days);
}

/** 1 = Monday … 7 = Sunday. */
export function weekDayOf(date: string): number {
  return isoWeekDay(parseLocalDate(date));
}

/** Monday and Sunday of the week of `date`. */
export function weekOf(date: string): { monday: string; sunday: string } {
  const monday = addDays(date, 1 - weekDayOf(date));
  return { monday, sunday: addDays(monday, 6) };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = parseLocalDate(from), end = parseLocalDate(to); d <= end; d++) out.push(formatLocalDate(d));
  return out;
}

export function daysBetween(from: string, to: string): number {
  return parseLocalDate(to) - parseLocalDate(from);
}

/** Whether the assignment applies on `date`: inside its dates and on one of its week days. */
export function coversDay(a: AssignmentDays, date: string): boolean {
  if (date < a.startDate || date > a.endDate) return false;
  return a.scheduledDays.length === 0 || a.scheduledDays.includes(weekDayOf(date));
}

/** The dates from `from` to `to` the assignment applies on. */
export function coveredDates(a: AssignmentDays, from: string, to: string): string[] {
  const start = a.startDate > from ? a.startDate : from;
  const end = a.endDate < to ? a.endDate : to;
  return start > end ? [] : datesBetween(start, end).filter((d) => coversDay(a, d));
}
