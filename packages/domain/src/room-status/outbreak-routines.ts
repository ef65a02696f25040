import type { TRoutine, TRoutineSchedule } from '@carehome/contracts';
import { instantMs } from './routine-buckets.ts';

// Outbreak routines (the configuration's `outbreakOnly`): the enhanced cleaning an outbreak switches on.
// Such a routine applies to a room only while an outbreak covers it, and only from the outbreak's start:
// its buckets before the start ask nothing of the room (never missed), as buckets before a room's
// creation ask nothing of a new room. Rooms no outbreak covers never see it due.

/** The routines a room follows: all but the outbreak routines when no outbreak covers it (`outbreakMs` null). */
export function routinesInForce(routines: readonly TRoutine[], outbreakMs: number | null): readonly TRoutine[] {
  if (outbreakMs !== null) return routines;
  // Most room types have no outbreak routine: keep the same array then (the engine runs for every room).
  for (const r of routines) if (r.outbreakOnly === true) return routines.filter((x) => x.outbreakOnly !== true);
  return routines;
}

/**
 * From when a routine asks anything of the room: the room's creation (`createdMs`, null when unknown),
 * or for an outbreak routine the outbreak's start when it is later.
 */
export function routineSinceMs(routine: TRoutine, createdMs: number | null, outbreakMs: number | null): number | null {
  if (routine.outbreakOnly !== true || outbreakMs === null) return createdMs;
  return createdMs === null ? outbreakMs : Math.max(createdMs, outbreakMs);
}

/** The start of the earliest of the outbreaks covering a room (ISO instants or dates): the room's `outbreakSince`. */
export function outbreakSince(covering: readonly { startedAt: string | Date }[] | undefined): Date | null {
  let earliest: number | null = null;
  for (const o of covering ?? []) {
    const ms = new Date(o.startedAt).getTime();
    if (!Number.isNaN(ms) && (earliest === null || ms < earliest)) earliest = ms;
  }
  return earliest === null ? null : new Date(earliest);
}

/** A scheduled routine a room follows, with the instant it asks anything of the room from. */
export interface ScheduledRoutine {
  routine: TRoutine;
  schedule: TRoutineSchedule;
  sinceMs: number | null;
}

/** The room's scheduled routines in force (see `routinesInForce`), each from its `routineSinceMs`. */
export function scheduledInForce(
  routines: readonly TRoutine[],
  room: { createdAt?: Date | null | undefined; outbreakSince?: Date | null | undefined },
): ScheduledRoutine[] {
  const createdMs = room.createdAt ? instantMs(room.createdAt, 'createdAt') : null;
  const outbreakMs = room.outbreakSince ? instantMs(room.outbreakSince, 'outbreakSince') : null;
  const out: ScheduledRoutine[] = [];
  for (const routine of routinesInForce(routines, outbreakMs)) {
    if (routine.schedule) out.push({ routine, schedule: routine.schedule, sinceMs: routineSinceMs(routine, createdMs, outbreakMs) });
  }
  return out;
}
