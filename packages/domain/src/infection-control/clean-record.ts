import type { TRoutine } from '@carehome/contracts';
import { reportDataDate } from '../date-format.ts';
import { roomStatus } from '../room-status/room-status.ts';
import { relativeBaseline } from '../room-status/routine-buckets.ts';
import type { CompletedAtPriority } from '../room-status/types.ts';
import { nextBuckets } from '../schedules/buckets.ts';
import { datesBetween, weekDayOf } from '../staff-schedule/days.ts';

// The rules of a room's clean record (what an inspector reads of a room over a period): which clean is
// the deep one, when the next scheduled clean is due, and which weekend days had a clean.

/**
 * The deep clean of a room type: its highest-priority scheduled routine (an on-demand routine, such as a
 * discharge clean, is asked for by an event rather than kept up, so it is not the deep clean an inspector
 * asks about). A completed clean at this priority or above is a deep clean, as a higher-priority clean
 * satisfies a lower scheduled one everywhere else. An outbreak routine is the enhanced cleaning of an
 * outbreak, not the deep clean. Null when the type has no scheduled routine.
 */
export function deepCleanRoutine(routines: readonly TRoutine[]): TRoutine | null {
  let best: TRoutine | null = null;
  for (const r of routines) if (r.schedule && r.outbreakOnly !== true && (!best || r.priority > best.priority)) best = r;
  return best;
}

/** The latest completed clean at `priority` or above, from the room's last clean per priority. */
export function lastCompletedAtLeast(last: readonly CompletedAtPriority[], priority: number): CompletedAtPriority | null {
  let found: CompletedAtPriority | null = null;
  for (const c of last) if (c.priority >= priority && (!found || c.completedAt > found.completedAt)) found = c;
  return found;
}

export interface NextDue {
  at: Date;
  cleanType: string;
  overdue: boolean;
}

/**
 * When the room's next scheduled clean is due, read from the status engine: a routine whose current
 * bucket still needs its clean is due at that bucket's due time (overdue once it has passed); a satisfied
 * routine is due at its next bucket's. The earliest of the routines; null without scheduled routines.
 * `outbreakSince`: when the outbreak covering the room began, if one does (its outbreak routines apply).
 */
export function nextDue(
  routines: readonly TRoutine[],
  timeZone: string,
  now: Date,
  last: readonly CompletedAtPriority[],
  createdAt: Date | null = null,
  outbreakSince: Date | null = null,
): NextDue | null {
  const status = roomStatus(
    {
      now,
      timeZone,
      routines,
      history: [],
      lastCompletedByPriority: last,
      roomState: null,
      lastMarkingReport: null,
      todaysPlan: false,
      createdAt,
      outbreakSince,
    },
    { showAuditBanners: false },
  );
  let best: NextDue | null = null;
  const byId = new Map(routines.map((r) => [r.id, r]));
  for (const s of status.routines) {
    const routine = byId.get(s.routineId);
    // An outbreak routine is due only while an outbreak covers the room.
    if (!routine?.schedule || (routine.outbreakOnly === true && !outbreakSince)) continue;
    let at: Date | undefined;
    if (s.needsCleaning && s.bucket) at = s.bucket.due;
    else {
      const lastMs = lastCompletedAtLeast(last, routine.priority)?.completedAt.getTime() ?? null;
      // A Relative routine counts from its last clean, or (never cleaned) from where the engine does.
      const baseMs =
        routine.schedule.type === 'Relative' ? relativeBaseline(routine.schedule, lastMs, createdAt?.getTime() ?? null) : lastMs;
      const lastAt = baseMs === null ? null : new Date(baseMs);
      const open = s.bucket?.end ?? now;
      const from = new Date(Math.max(now.getTime(), open.getTime()) + 1);
      at = nextBuckets(routine.schedule, timeZone, from, 1, { lastCleanAt: lastAt })[0]?.due;
    }
    if (at && (!best || at < best.at)) best = { at, cleanType: routine.cleanType, overdue: at <= now };
  }
  return best;
}

/** Saturday or Sunday, for a YYYY-MM-DD date. */
export function isWeekend(date: string): boolean {
  return weekDayOf(date) >= 6;
}

export interface WeekendDay {
  date: string;
  /** Rooms with at least one completed clean that day (site's calendar). */
  cleaned: number;
  rooms: number;
}

/**
 * The Saturdays and Sundays of `from`..`to` up to `today` (days not yet lived are not gaps), each with how
 * many of `roomIds` had a completed clean that day on the site's calendar. A day with fewer cleaned rooms
 * than rooms is a weekend gap.
 */
export function weekendCoverage(
  from: string,
  to: string,
  today: string,
  roomIds: readonly string[],
  completions: readonly { roomId: string; at: Date }[],
  timeZone: string,
): WeekendDay[] {
  const last = to < today ? to : today;
  const byDay = new Map<string, Set<string>>();
  const wanted = new Set(roomIds);
  for (const c of completions) {
    if (!wanted.has(c.roomId)) continue;
    const day = reportDataDate(c.at, timeZone);
    if (!isWeekend(day)) continue;
    const set = byDay.get(day) ?? new Set<string>();
    set.add(c.roomId);
    byDay.set(day, set);
  }
  if (last < from) return [];
  return datesBetween(from, last)
    .filter(isWeekend)
    .map((date) => ({ date, cleaned: byDay.get(date)?.size ?? 0, rooms: wanted.size }));
}
