import {
  type TAbsoluteSchedule,
  type TCronSchedule,
  type TEditorSchedule,
  type TRelativeSchedule,
  type TRoutineSchedule,
  type TScheduleProblem,
  ZEditorSchedule,
  ZRoutineSchedule,
} from '@carehome/contracts';
import { parseWallTime } from './civil.ts';
import { isValidCron } from './cron.ts';
import { durationMinutes } from './durations.ts';
import { problem, shapeProblems } from './problems.ts';

// Schedule validation with the spec's messages: first the shape (zod schemas of the contracts
// package), then the rules between fields. Problems come back all at once where they can.

export type TScheduleParseResult<T> = { ok: true; schedule: T } | { ok: false; problems: TScheduleProblem[] };

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function dateOrder(startDate: string | undefined, endDate: string | null | undefined): TScheduleProblem[] {
  // 'YYYY-MM-DD' strings compare like the dates they name.
  return startDate && endDate && endDate < startDate ? [problem('schedule.end_before_start', 'endDate')] : [];
}

function cronRules(schedule: TCronSchedule): TScheduleProblem[] {
  const problems: TScheduleProblem[] = [];
  if (!isValidCron(schedule.cron)) problems.push(problem('schedule.cron_invalid', 'cron'));
  if (schedule.durationMinutes === 0) problems.push(problem('bucket.duration_required', 'durationMinutes'));
  const { dueAfterMinutes: dueAfter, durationMinutes: duration } = schedule;
  if (dueAfter !== undefined && (dueAfter === 0 || (duration !== undefined && duration > 0 && dueAfter > duration))) {
    problems.push(problem('bucket.due_outside', 'dueAfterMinutes'));
  }
  return [...problems, ...dateOrder(schedule.startDate, schedule.endDate)];
}

const PERIOD_LISTS = {
  Daily: null,
  Weekly: ['weekDays', 'A Weekly schedule needs at least one week day'],
  Monthly: ['monthDays', 'A Monthly schedule needs at least one day of the month'],
  Yearly: ['yearDates', 'A Yearly schedule needs at least one date'],
} as const;

/** Time buckets: start < due <= end (due may equal end), and buckets of one day do not overlap. */
function bucketRules(buckets: TAbsoluteSchedule['buckets']): TScheduleProblem[] {
  const problems: TScheduleProblem[] = [];
  const wellFormed: { index: number; start: number; end: number }[] = [];
  buckets.forEach((bucket, index) => {
    const [start, due, end] = [parseWallTime(bucket.start), parseWallTime(bucket.due), parseWallTime(bucket.end)];
    if (end <= start) {
      problems.push(problem('bucket.end_before_start', `buckets.${index}.end`));
      return;
    }
    if (due <= start || due > end) problems.push(problem('bucket.due_outside', `buckets.${index}.due`));
    wellFormed.push({ index, start, end });
  });
  wellFormed.sort((a, b) => a.start - b.start || a.index - b.index);
  wellFormed.forEach((bucket, i) => {
    const before = wellFormed[i - 1];
    if (before && bucket.start < before.end) problems.push(problem('bucket.overlap', `buckets.${bucket.index}.start`));
  });
  return problems;
}

function absoluteRules(schedule: TAbsoluteSchedule): TScheduleProblem[] {
  const problems = dateOrder(schedule.startDate, schedule.endDate);
  const list = PERIOD_LISTS[schedule.period];
  if (list && !schedule[list[0]]?.length) problems.push(problem('schedule.invalid', list[0], list[1]));
  return [...problems, ...bucketRules(schedule.buckets)];
}

function relativeRules(schedule: TRelativeSchedule): TScheduleProblem[] {
  const problems: TScheduleProblem[] = [];
  if (schedule.afterLastClean.amount === 0) problems.push(problem('bucket.duration_required', 'afterLastClean.amount'));
  if (schedule.window?.amount === 0) problems.push(problem('bucket.duration_required', 'window.amount'));
  const { dueAfter, window } = schedule;
  if (dueAfter && (dueAfter.amount === 0 || (window && window.amount > 0 && durationMinutes(dueAfter) > durationMinutes(window)))) {
    problems.push(problem('bucket.due_outside', 'dueAfter'));
  }
  return problems;
}

function routineRules(schedule: TRoutineSchedule): TScheduleProblem[] {
  switch (schedule.type) {
    case 'Cron':
      return cronRules(schedule);
    case 'Absolute':
      return absoluteRules(schedule);
    case 'Relative':
      return relativeRules(schedule);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text, or an already parsed value; null when the text is not JSON. */
function fromJsonText(value: unknown): { value: unknown } | null {
  if (typeof value !== 'string') return { value };
  try {
    return { value: JSON.parse(value) };
  } catch {
    return null;
  }
}

/**
 * Checks a routine schedule, given as a value or as the JSON text the admin edits, and returns it
 * typed when valid. Blank input is 'Schedule is not set'; text that is not JSON is 'Schedule is not valid JSON'.
 */
export function parseRoutineSchedule(input: unknown): TScheduleParseResult<TRoutineSchedule> {
  if (isBlank(input)) return { ok: false, problems: [problem('schedule.not_set', '')] };
  const parsed = fromJsonText(input);
  if (!parsed) return { ok: false, problems: [problem('schedule.json_invalid', '')] };
  const value = parsed.value;
  if (value === null) return { ok: false, problems: [problem('schedule.not_set', '')] };

  const result = ZRoutineSchedule.safeParse(value, { reportInput: true });
  if (!result.success) {
    // A Relative schedule without afterLastClean gets the spec's message rather than 'A value is required'.
    const missingDuration = isRecord(value) && value.type === 'Relative' && (value.afterLastClean ?? null) === null;
    const issues = missingDuration
      ? result.error.issues.filter((issue) => !(issue.path.length === 1 && issue.path[0] === 'afterLastClean'))
      : result.error.issues;
    const problems = shapeProblems(issues);
    return { ok: false, problems: missingDuration ? [problem('bucket.duration_required', 'afterLastClean'), ...problems] : problems };
  }
  const problems = routineRules(result.data);
  return problems.length ? { ok: false, problems } : { ok: true, schedule: result.data };
}

/** The problems of a routine schedule (value or JSON text); [] when it is valid. */
export function validateRoutineSchedule(value: unknown): TScheduleProblem[] {
  const result = parseRoutineSchedule(value);
  return result.ok ? [] : result.problems;
}

/** For the admin's JSON text editor: the schedule when the text is a valid routine schedule, else its problems. */
export function parseScheduleJson(text: string): TScheduleParseResult<TRoutineSchedule> {
  return parseRoutineSchedule(typeof text === 'string' ? text : '');
}

/** The JSON text the editor starts from. */
export function formatScheduleJson(schedule: TRoutineSchedule): string {
  return JSON.stringify(schedule, null, 2);
}

function editorRules(schedule: TEditorSchedule): TScheduleProblem[] {
  const problems = dateOrder(schedule.startDate, schedule.endDate);
  if (schedule.period === 'Weekly' && !schedule.weekDays?.length) {
    problems.push(problem('schedule.invalid', 'weekDays', PERIOD_LISTS.Weekly[1]));
  }
  if (schedule.period === 'Monthly' && schedule.monthDay === undefined) {
    problems.push(problem('schedule.invalid', 'monthDay', 'A Monthly schedule needs a day of the month'));
  }
  return problems;
}

/** Checks a schedule-editor schedule (value or JSON text) and returns it typed when valid. */
export function parseEditorSchedule(input: unknown): TScheduleParseResult<TEditorSchedule> {
  if (isBlank(input)) return { ok: false, problems: [problem('schedule.not_set', '')] };
  const parsed = fromJsonText(input);
  if (!parsed) return { ok: false, problems: [problem('schedule.json_invalid', '')] };
  if (parsed.value === null) return { ok: false, problems: [problem('schedule.not_set', '')] };
  const result = ZEditorSchedule.safeParse(parsed.value, { reportInput: true });
  if (!result.success) return { ok: false, problems: shapeProblems(result.error.issues) };
  const problems = editorRules(result.data);
  return problems.length ? { ok: false, problems } : { ok: true, schedule: result.data };
}

/** The problems of a schedule-editor schedule; [] when it is valid. */
export function validateEditorSchedule(value: unknown): TScheduleProblem[] {
  const result = parseEditorSchedule(value);
  return result.ok ? [] : result.problems;
}
