import {
  type TEditorMonthDay,
  type TEditorSchedule,
  type TRoutineSchedule,
  type TRoutineScheduleType,
  type TScheduleProblem,
  type TTimeBucket,
  ZRoutineSchedule,
} from '@carehome/contracts';
import { parseScheduleJson, validateRoutineSchedule } from '@carehome/domain';

// The structured schedule forms and their JSON text: defaults of each form, the JSON text being
// typed, which field a validation problem belongs to, and wall-time typing.

export type ScheduleChoice = 'none' | TRoutineScheduleType;

/** A sensible schedule to start from when the admin picks a type. */
export function defaultSchedule(type: TRoutineScheduleType, today: string): TRoutineSchedule {
  switch (type) {
    case 'Cron':
      return { type: 'Cron', cron: '0 7 * * *', dueAfterMinutes: 120, durationMinutes: 480 };
    case 'Absolute':
      return {
        type: 'Absolute',
        startDate: today,
        endDate: null,
        period: 'Daily',
        every: 1,
        buckets: [{ start: '07:00', due: '12:00', end: '15:00' }],
      };
    case 'Relative':
      return { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' } };
  }
}

export function defaultEditorSchedule(today: string): TEditorSchedule {
  return { period: 'Daily', every: 1, startDate: today, endDate: null, at: '18:00' };
}

export interface JsonDraft {
  /** The schedule the text describes when its shape is right (its rules may still fail), else null. */
  schedule: TRoutineSchedule | null;
  problems: TScheduleProblem[];
}

/**
 * The JSON text of a schedule as it is typed. A text of the right shape is taken into the draft (the
 * form view then shows it), even when a rule between fields fails; any other text stays text.
 */
export function readScheduleJson(text: string): JsonDraft {
  const parsed = parseScheduleJson(text);
  if (parsed.ok) return { schedule: parsed.schedule, problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { schedule: null, problems: parsed.problems };
  }
  const shape = ZRoutineSchedule.safeParse(value);
  return shape.success
    ? { schedule: shape.data, problems: validateRoutineSchedule(shape.data) }
    : { schedule: null, problems: parsed.problems };
}

/**
 * Sorts problems to the form fields they belong to: a problem at 'buckets.0.end' goes to the field
 * 'buckets.0.end', one at 'afterLastClean.amount' to 'afterLastClean'. The rest is shown above the form.
 */
export function assignProblems<P extends { path: string }>(
  problems: readonly P[],
  fields: readonly string[],
): { byField: Record<string, P[]>; rest: P[] } {
  const byField: Record<string, P[]> = {};
  const rest: P[] = [];
  const ordered = [...fields].sort((a, b) => b.length - a.length);
  for (const p of problems) {
    const field = ordered.find((f) => p.path === f || p.path.startsWith(`${f}.`));
    if (field === undefined) rest.push(p);
    else {
      const list = byField[field] ?? [];
      list.push(p);
      byField[field] = list;
    }
  }
  return { byField, rest };
}

/**
 * A wall time as typed, made 'HH:mm' when it reads as one: '7' → '07:00', '730' → '07:30',
 * '7:5' → '07:05', '1830' → '18:30'. '24:00' only when allowed (bucket ends). Anything else is
 * returned trimmed, for validation to report.
 */
export function normaliseTime(text: string, allowMidnightEnd = false): string {
  const s = text.trim().replace(/[.h]/i, ':');
  let h: number;
  let m: number;
  const colon = /^(\d{1,2}):(\d{1,2})$/.exec(s);
  const digits = /^\d{1,4}$/.exec(s);
  if (colon) {
    h = Number(colon[1]);
    m = Number(colon[2]);
  } else if (digits) {
    if (s.length <= 2) {
      h = Number(s);
      m = 0;
    } else {
      h = Number(s.slice(0, s.length - 2));
      m = Number(s.slice(-2));
    }
  } else return s;
  if (m > 59 || h > 24 || (h === 24 && (m !== 0 || !allowMidnightEnd))) return s;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes since midnight of 'HH:mm' (24:00 → 1440), or NaN. */
export function wallMinutes(time: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

const asTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The bucket a new row starts with: after the last one of the day when there is room. */
export function nextBucketDefault(buckets: readonly TTimeBucket[]): TTimeBucket {
  const ends = buckets.map((b) => wallMinutes(b.end)).filter((n) => !Number.isNaN(n));
  const start = ends.length ? Math.max(...ends) : 7 * 60;
  if (start <= 22 * 60) return { start: asTime(start), due: asTime(start + 60), end: asTime(start + 120) };
  if (start < 1440) return { start: asTime(start), due: asTime(start + Math.floor((1440 - start) / 2)), end: '24:00' };
  return { start: '23:00', due: '23:30', end: '24:00' };
}

/** Adds or removes a value of a list, keeping it sorted (numbers first, 'last' after them). */
export function toggleValue<T extends number | string>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return next.sort((a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'number') return -1;
    if (typeof b === 'number') return 1;
    return String(a).localeCompare(String(b));
  });
}

export type MonthDayMode = 'day' | 'last' | 'lastWeekday' | 'daysBeforeEnd';

export function monthDayMode(day: TEditorMonthDay | undefined): MonthDayMode {
  if (day === 'last' || day === 'lastWeekday') return day;
  if (typeof day === 'object') return 'daysBeforeEnd';
  return 'day';
}

/** The month day of a mode, keeping the number typed for 'day' and 'daysBeforeEnd'. */
export function monthDayOf(mode: MonthDayMode, day: number, daysBeforeEnd: number): TEditorMonthDay {
  if (mode === 'day') return day;
  if (mode === 'daysBeforeEnd') return { daysBeforeEnd };
  return mode;
}

/** 'MM-DD' of a month (1–12) and a day. */
export const yearDate = (month: number, day: number) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The days of a month in a leap year, for the day choices of a yearly date. */
export const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A whole number as typed, or null when the text is not one. */
export function parseWhole(text: string): number | null {
  const s = text.trim();
  return /^\d{1,7}$/.test(s) ? Number(s) : null;
}
