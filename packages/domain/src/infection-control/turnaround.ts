import {
  AUDIT_RECLEAN,
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  STATE_ROOM_CLEAN,
  type TMeasureStatus,
  type TMeasureSummary,
  type TTurnaroundKind,
  type TTurnaroundMeasure,
  type TTurnaroundSummary,
  type TTurnaroundTargetValues,
  TURNAROUND_MEASURES,
} from '@carehome/contracts';
import { parseLocalDate } from '../schedules/civil.ts';
import { wallToInstant } from '../schedules/zone.ts';

// The turnaround clock of a task a room was given. Every measure is real elapsed time between two
// instants, so a clean across a daylight-saving change counts the minutes that passed, not the wall
// clock's jump; only the grouping into days uses the site's time zone.

const MINUTE_MS = 60_000;

/** When a task was asked, when the clean that answered it started and ended, and when it left the room. */
export interface TaskTimes {
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  endedAt: Date | null;
}

export interface MeasuredTask {
  /** Ended without a clean (the state cleared, the move undone): out of every measure. */
  withdrawn: boolean;
  open: boolean;
  minutes: Record<TTurnaroundMeasure, number | null>;
  status: Record<TTurnaroundMeasure, TMeasureStatus | null>;
}

/** The kind of a logged task; a departure or arrival a transfer asked for is a transfer. Null: not a measured task. */
export function turnaroundKind(taskKey: string, byTransfer: boolean): TTurnaroundKind | null {
  if (taskKey === RESIDENT_DEPARTURE_TASK) return byTransfer ? 'transfer' : 'departure';
  if (taskKey === RESIDENT_ARRIVAL_TASK) return byTransfer ? 'transfer' : 'arrival';
  if (taskKey === STATE_ROOM_CLEAN) return 'state';
  if (taskKey === AUDIT_RECLEAN) return 'reclean';
  return null;
}

const targetOf = (targets: TTurnaroundTargetValues, m: TTurnaroundMeasure) =>
  m === 'response' ? targets.responseMinutes : m === 'clean' ? targets.cleanMinutes : targets.turnaroundMinutes;

/** Elapsed minutes between two instants, to a tenth; a clean begun before the task was asked responds in 0. */
function elapsed(from: Date, to: Date): number {
  return Math.round(Math.max(0, to.getTime() - from.getTime()) / 6_000) / 10;
}

/** A task's three measures against the site's targets, as of `now`. */
export function measureTask(task: TaskTimes, targets: TTurnaroundTargetValues, now: Date): MeasuredTask {
  const none = { response: null, clean: null, turnaround: null };
  if (task.endedAt && !task.completedAt) return { withdrawn: true, open: false, minutes: none, status: none };
  const { createdAt, startedAt, completedAt } = task;
  if (completedAt) {
    const began = startedAt ?? completedAt;
    const minutes = {
      response: elapsed(createdAt, began),
      clean: elapsed(began, completedAt),
      turnaround: elapsed(createdAt, completedAt),
    };
    const against = (m: TTurnaroundMeasure): TMeasureStatus => (minutes[m] <= targetOf(targets, m) ? 'met' : 'missed');
    const status = { response: against('response'), clean: against('clean'), turnaround: against('turnaround') };
    return { withdrawn: false, open: false, minutes, status };
  }
  // Still open: the clock runs from when it was asked; past a target it is overdue before it is done.
  const age = now.getTime() - createdAt.getTime();
  const pastTarget = (m: TTurnaroundMeasure): TMeasureStatus => (age > targetOf(targets, m) * MINUTE_MS ? 'overdue' : 'open');
  return {
    withdrawn: false,
    open: true,
    minutes: none,
    status: { response: pastTarget('response'), clean: 'open', turnaround: pastTarget('turnaround') },
  };
}

/** The measures an open task is already past, in the order response, clean, turnaround. */
export function missedTargets(task: MeasuredTask): TTurnaroundMeasure[] {
  return TURNAROUND_MEASURES.filter((m) => task.status[m] === 'overdue');
}

/** The nearest-rank percentile (0..100) of values; null when none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/** The median: the middle value, or the mean of the two middle ones; null when none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value * 10) / 10;
}

function measureSummary(tasks: readonly MeasuredTask[], m: TTurnaroundMeasure): TMeasureSummary {
  const values: number[] = [];
  let met = 0;
  for (const t of tasks) {
    const v = t.minutes[m];
    if (v === null) continue;
    values.push(v);
    if (t.status[m] === 'met') met++;
  }
  return {
    measured: values.length,
    met,
    missed: values.length - met,
    medianMinutes: median(values),
    p90Minutes: percentile(values, 90),
    withinTarget: values.length ? met / values.length : null,
  };
}

/** Counts and, per measure, median, 90th percentile and share within target of finished tasks. */
export function summarizeTurnaround(tasks: readonly MeasuredTask[]): TTurnaroundSummary {
  const open = tasks.filter((t) => t.open);
  return {
    tasks: tasks.length,
    completed: tasks.filter((t) => !t.open && !t.withdrawn).length,
    withdrawn: tasks.filter((t) => t.withdrawn).length,
    open: open.length,
    overdue: open.filter((t) => missedTargets(t).length > 0).length,
    response: measureSummary(tasks, 'response'),
    clean: measureSummary(tasks, 'clean'),
    turnaround: measureSummary(tasks, 'turnaround'),
  };
}

/**
 * The instants a span of site calendar days covers: from the first day's midnight to the midnight after
 * the last, on the site's clock (a day of 23 or 25 hours on daylight-saving nights). A task belongs to the
 * day it was asked on at the site.
 */
export function siteDaysSpan(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(wallToInstant(timeZone, parseLocalDate(from), 0)),
    end: new Date(wallToInstant(timeZone, parseLocalDate(to) + 1, 0)),
  };
}
