import type { TRoutine, TRoutineSchedule } from '@carehome/contracts';
import type { CompletedAtPriority } from '../room-status/types.ts';
import { bucketAt, previousBucket } from '../schedules/buckets.ts';
import { DAY_MS } from '../schedules/constants.ts';
import { durationMinutes } from '../schedules/durations.ts';
import { lastCompletedAtLeast } from './clean-record.ts';

// Rotation coverage: a routine meant to reach each room once per cycle ('room of the day' deep clean,
// one room after another) is configured as a scheduled routine with a long period: a Relative schedule
// every N days, or a Cron / Absolute schedule whose due window spans N days (a weekly or monthly deep
// clean). The cycle is that span; a room is reached when it had a completed clean of the routine's
// priority or above since the cycle began. Daily and shorter routines are not rotations: they reach
// every room every day, and the weekend coverage and slipped cleans already say when they did not.

/** The shortest cycle that counts as a rotation. */
export const ROTATION_MIN_DAYS = 2;

export interface RotationCycle {
  days: number;
  start: Date;
  end: Date;
}

/**
 * The current cycle of a schedule at `now`: for a Relative schedule, the last N days (N its time after
 * the last clean) ending now; for Cron and Absolute, the due window holding now (else the last one that
 * ended). Null when the schedule is not a rotation (its cycle is shorter than ROTATION_MIN_DAYS or open-ended).
 */
export function rotationCycle(schedule: TRoutineSchedule, timeZone: string, now: Date): RotationCycle | null {
  if (schedule.type === 'Relative') {
    const days = durationMinutes(schedule.afterLastClean) / (24 * 60);
    if (days < ROTATION_MIN_DAYS) return null;
    return { days, start: new Date(now.getTime() - days * DAY_MS), end: now };
  }
  const bucket = bucketAt(schedule, timeZone, now) ?? previousBucket(schedule, timeZone, now);
  if (!bucket?.end) return null;
  const days = Math.round((bucket.end.getTime() - bucket.start.getTime()) / DAY_MS);
  if (days < ROTATION_MIN_DAYS) return null;
  return { days, start: bucket.start, end: bucket.end };
}

/**
 * The current cycle of a routine when it is a rotation: a schedule with a cycle of ROTATION_MIN_DAYS or
 * more. An outbreak routine is no rotation: it applies only where an outbreak runs.
 */
export function routineRotation(routine: TRoutine, timeZone: string, now: Date): RotationCycle | null {
  if (!routine.schedule || routine.outbreakOnly === true) return null;
  return rotationCycle(routine.schedule, timeZone, now);
}

/**
 * The rooms the routine has not reached in `cycle`: no completed clean at its priority or above since the
 * cycle began (`lastOf` gives a room's last completed clean per priority). In the order given.
 */
export function unreachedRooms<R extends { id: string }>(
  rooms: readonly R[],
  priority: number,
  cycle: RotationCycle,
  lastOf: (roomId: string) => readonly CompletedAtPriority[],
): R[] {
  return rooms.filter((room) => {
    const last = lastCompletedAtLeast(lastOf(room.id), priority);
    return !last || last.completedAt < cycle.start;
  });
}
