import type { TEditorSchedule } from '@carehome/contracts';
import { nextRuns } from '../schedules/editor.ts';

/** A missed run older than this is not sent any more when the app comes back (12 hours). */
export const NOTIFICATION_CATCH_UP_MS = 12 * 3_600_000;

const BATCH = 500;

export interface DueRunInput {
  schedule: TEditorSchedule;
  timeZone: string;
  now: Date;
  /** The latest run already recorded for the site (sent, empty or failed), if any. */
  lastRunAt: Date | null;
  /** When the schedule was saved: runs before it are not owed. */
  scheduleSavedAt: Date | null;
  catchUpMs?: number;
}

/**
 * The run a tick at `now` should perform, or null. Owed runs are the schedule's runs after the last
 * recorded run, after the schedule was saved, no older than the catch-up window, and not after now. Only
 * the most recent owed run is returned: an app that was down over several runs sends one notification
 * (the overdue list is about now, not about each missed run), never a flood.
 */
export function dueRun(input: DueRunInput): Date | null {
  const { schedule, timeZone, now } = input;
  const nowMs = now.getTime();
  let fromMs = nowMs - (input.catchUpMs ?? NOTIFICATION_CATCH_UP_MS);
  if (input.lastRunAt) fromMs = Math.max(fromMs, input.lastRunAt.getTime() + 1);
  if (input.scheduleSavedAt) fromMs = Math.max(fromMs, input.scheduleSavedAt.getTime());
  let latest: Date | null = null;
  while (fromMs <= nowMs) {
    const runs = nextRuns(schedule, timeZone, new Date(fromMs), BATCH);
    for (const run of runs) {
      if (run.getTime() > nowMs) return latest;
      latest = run;
    }
    const last = runs.at(-1);
    if (runs.length < BATCH || !last) break;
    fromMs = last.getTime() + 1;
  }
  return latest;
}

/** The next run after `now`, or null when the schedule has ended. */
export function nextRunAfter(schedule: TEditorSchedule, timeZone: string, now: Date): Date | null {
  return nextRuns(schedule, timeZone, new Date(now.getTime() + 1), 1)[0] ?? null;
}
