import type { TEditorMonthDay, TEditorSchedule } from '@carehome/contracts';
import { daysInMonth, parseLocalDate, parseWallTime } from './civil.ts';
import { DAY_MS, HOUR_MS, MAX_BUCKETS_PER_CALL, MINUTE_MS } from './constants.ts';
import { clampMonthDay, type DayRule, dailyRule, lastWeekdayOfMonth, monthlyRule, nextDay, weeklyRule } from './day-rules.ts';
import { assertTimeZone, localDay, localMs, wallToInstant } from './zone.ts';

// Runs of a schedule-editor schedule (notification schedules and the like), in the site time zone.
// - Minutes: every N minutes of elapsed time from the start date's midnight (so DST does not add
//   or drop runs: every 15 minutes stays every 15 minutes).
// - Hourly: wall-clock hours counted from the start date's midnight, at minute `minuteOfHour`
//   (else the minutes of `at`, else 0); a run in the spring gap moves forward, and the repeated
//   autumn hour runs once.
// - Daily / Weekly / Monthly: the calendar rules of Absolute schedules, at the wall time `at`
//   (default 00:00), with the DST rules of zone.ts.
// Runs are on or after the start date and on or before the end date (site-local, inclusive).

function monthDays(monthDay: TEditorMonthDay | undefined): (year: number, month: number) => number[] {
  return (year, month) => {
    if (monthDay === undefined) return [];
    if (monthDay === 'last') return [daysInMonth(year, month)];
    if (monthDay === 'lastWeekday') return [lastWeekdayOfMonth(year, month)];
    if (typeof monthDay === 'object') return [daysInMonth(year, month) - monthDay.daysBeforeEnd];
    return [clampMonthDay(year, month, monthDay)];
  };
}

function calendarRule(schedule: TEditorSchedule): DayRule {
  const bounds = {
    first: parseLocalDate(schedule.startDate),
    last: schedule.endDate ? parseLocalDate(schedule.endDate) : null,
    every: schedule.every,
  };
  if (schedule.period === 'Weekly') return weeklyRule(bounds, schedule.weekDays ?? []);
  if (schedule.period === 'Monthly') return monthlyRule(bounds, monthDays(schedule.monthDay));
  return dailyRule(bounds);
}

function minuteRuns(schedule: TEditorSchedule, timeZone: string, from: number, count: number): number[] {
  const anchor = wallToInstant(timeZone, parseLocalDate(schedule.startDate), 0);
  const lastDay = schedule.endDate ? parseLocalDate(schedule.endDate) : null;
  const step = schedule.every * MINUTE_MS;
  const runs: number[] = [];
  let run = anchor + Math.max(0, Math.ceil((from - anchor) / step)) * step;
  while (runs.length < count && (lastDay === null || localDay(timeZone, run) <= lastDay)) {
    runs.push(run);
    run += step;
  }
  return runs;
}

function hourlyRuns(schedule: TEditorSchedule, timeZone: string, from: number, count: number): number[] {
  const firstDay = parseLocalDate(schedule.startDate);
  const lastDay = schedule.endDate ? parseLocalDate(schedule.endDate) : null;
  const minute = schedule.minuteOfHour ?? (schedule.at ? parseWallTime(schedule.at) % 60 : 0);
  const every = schedule.every;
  // Wall-clock hour of `from` since the start date's midnight, less two for runs moved by a DST gap.
  const fromHour = Math.floor((localMs(timeZone, from) - firstDay * DAY_MS) / HOUR_MS) - 2;
  let hour = Math.max(0, Math.ceil(fromHour / every) * every);
  const runs: number[] = [];
  for (let guard = 0; runs.length < count && guard < count + 100; hour += every) {
    const day = firstDay + Math.floor(hour / 24);
    if (lastDay !== null && day > lastDay) break;
    const run = wallToInstant(timeZone, day, ((hour % 24) * 60 + minute) * MINUTE_MS);
    const previous = runs[runs.length - 1];
    if (run < from || (previous !== undefined && run <= previous)) {
      guard += 1;
      continue;
    }
    runs.push(run);
  }
  return runs;
}

function calendarRuns(schedule: TEditorSchedule, timeZone: string, from: number, count: number): number[] {
  const rule = calendarRule(schedule);
  const at = parseWallTime(schedule.at ?? '00:00') * MINUTE_MS;
  const runs: number[] = [];
  for (let day = nextDay(rule, localDay(timeZone, from) - 1); day !== null && runs.length < count; day = nextDay(rule, day + 1)) {
    const run = wallToInstant(timeZone, day, at);
    const previous = runs[runs.length - 1];
    if (run >= from && (previous === undefined || run > previous)) runs.push(run);
  }
  return runs;
}

/**
 * The next `count` runs at or after `from` of a schedule-editor schedule (expected to have passed
 * `validateEditorSchedule`), for the "next occurrences in the site's time zone" preview.
 */
export function nextRuns(schedule: TEditorSchedule, timeZone: string, from: Date, count: number): Date[] {
  assertTimeZone(timeZone);
  const fromMs = from.getTime();
  if (Number.isNaN(fromMs)) throw new RangeError('from is not a valid date');
  const limit = Math.min(Math.max(0, Math.floor(count)), MAX_BUCKETS_PER_CALL);
  const runs =
    schedule.period === 'Minutes'
      ? minuteRuns(schedule, timeZone, fromMs, limit)
      : schedule.period === 'Hourly'
        ? hourlyRuns(schedule, timeZone, fromMs, limit)
        : calendarRuns(schedule, timeZone, fromMs, limit);
  return runs.map((run) => new Date(run));
}
