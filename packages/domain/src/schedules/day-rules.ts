import { civilDate, dayNumber, daysInMonth, isoWeekDay, monthIndex } from './civil.ts';

// Which site-local days a calendar schedule occurs on. A rule is a repeating cycle (a day, an ISO
// week, a month, a year) that counts from the cycle of the start date; "every N" keeps the cycles
// whose distance from the first cycle is a multiple of N. Finding the next or previous occurrence
// day jumps over whole cycles, so it costs a few steps whatever the gap, never a scan of years.

export interface DayRule {
  /** First and last days the schedule may occur on (inclusive); `last` null for no end. */
  first: number;
  last: number | null;
  every: number;
  /** Cycle index of a day. */
  cycleOf(day: number): number;
  /** First day of a cycle. */
  cycleStart(cycle: number): number;
  /** Occurrence days of a cycle, ascending, without duplicates. */
  daysOf(cycle: number): readonly number[];
}

/** Safety cap on cycle steps; a valid rule needs at most a handful. */
const MAX_STEPS = 1000;

/** The first occurrence day on or after `day`, or null when the rule has ended. */
export function nextDay(rule: DayRule, day: number): number | null {
  const firstCycle = rule.cycleOf(rule.first);
  let d = Math.max(day, rule.first);
  for (let step = 0; step < MAX_STEPS; step++) {
    if (rule.last !== null && d > rule.last) return null;
    let cycle = rule.cycleOf(d);
    const offset = (cycle - firstCycle) % rule.every;
    if (offset !== 0) {
      cycle += rule.every - offset;
      d = rule.cycleStart(cycle);
      continue;
    }
    const found = rule.daysOf(cycle).find((candidate) => candidate >= d);
    if (found !== undefined) return rule.last !== null && found > rule.last ? null : found;
    d = rule.cycleStart(cycle + 1);
  }
  return null;
}

/** The last occurrence day on or before `day`, or null when there is none since the start. */
export function previousDay(rule: DayRule, day: number): number | null {
  const firstCycle = rule.cycleOf(rule.first);
  let d = rule.last === null ? day : Math.min(day, rule.last);
  for (let step = 0; step < MAX_STEPS; step++) {
    if (d < rule.first) return null;
    let cycle = rule.cycleOf(d);
    const offset = (cycle - firstCycle) % rule.every;
    if (offset !== 0) {
      cycle -= offset;
      d = rule.cycleStart(cycle + 1) - 1;
      continue;
    }
    const found = rule.daysOf(cycle).findLast((candidate) => candidate <= d);
    if (found !== undefined) return found >= rule.first ? found : null;
    d = rule.cycleStart(cycle) - 1;
  }
  return null;
}

/** True when the rule occurs on `day`. */
export function occursOn(rule: DayRule, day: number): boolean {
  return nextDay(rule, day) === day;
}

interface Bounds {
  first: number;
  last: number | null;
  every: number;
}

/** Every N days counted from the start date. */
export function dailyRule(bounds: Bounds): DayRule {
  return { ...bounds, cycleOf: (day) => day, cycleStart: (cycle) => cycle, daysOf: (cycle) => [cycle] };
}

/** ISO weeks (Monday first); `weekDays` are ISO week days 1..7. Every N weeks from the ISO week of the start date. */
export function weeklyRule(bounds: Bounds, weekDays: readonly number[]): DayRule {
  const offsets = [...new Set(weekDays)].sort((a, b) => a - b).map((weekDay) => weekDay - 1);
  // Day -3 (1969-12-29) was a Monday: week cycles start there.
  const cycleStart = (cycle: number) => cycle * 7 - 3;
  return {
    ...bounds,
    cycleOf: (day) => Math.floor((day + 3) / 7),
    cycleStart,
    daysOf: (cycle) => offsets.map((offset) => cycleStart(cycle) + offset),
  };
}

/**
 * Calendar months; `daysOfMonth(year, month)` gives the days of the month (1-based) it occurs on.
 * Every N months from the month of the start date.
 */
export function monthlyRule(bounds: Bounds, daysOfMonth: (year: number, month: number) => readonly number[]): DayRule {
  const cycleStart = (cycle: number) => dayNumber(1970 + Math.floor(cycle / 12), (((cycle % 12) + 12) % 12) + 1, 1);
  return {
    ...bounds,
    cycleOf: (day) => {
      const { year, month } = civilDate(day);
      return monthIndex(year, month);
    },
    cycleStart,
    daysOf: (cycle) => {
      const year = 1970 + Math.floor(cycle / 12);
      const month = (((cycle % 12) + 12) % 12) + 1;
      const start = cycleStart(cycle);
      return sortedUnique(daysOfMonth(year, month).map((day) => start + day - 1));
    },
  };
}

/** Calendar years; `datesOfYear(year)` gives [month, day] pairs. Every N years from the year of the start date. */
export function yearlyRule(bounds: Bounds, datesOfYear: (year: number) => readonly (readonly [number, number])[]): DayRule {
  return {
    ...bounds,
    cycleOf: (day) => civilDate(day).year,
    cycleStart: (cycle) => dayNumber(cycle, 1, 1),
    daysOf: (cycle) => sortedUnique(datesOfYear(cycle).map(([month, day]) => dayNumber(cycle, month, day))),
  };
}

function sortedUnique(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/** A month day of the schedule forms, on a given month: numbers past the month's end fall on its last day. */
export function clampMonthDay(year: number, month: number, day: number): number {
  return Math.min(day, daysInMonth(year, month));
}

/** The last Monday-to-Friday day of a month. */
export function lastWeekdayOfMonth(year: number, month: number): number {
  const last = daysInMonth(year, month);
  const weekDay = isoWeekDay(dayNumber(year, month, last));
  return weekDay === 6 ? last - 1 : weekDay === 7 ? last - 2 : last;
}
