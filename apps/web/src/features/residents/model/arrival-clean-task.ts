import type { TCleanTaskInput, THousekeepingConfig, TRoutine } from '@carehome/contracts';
import { formatWallMinute, zoneOffsetMinutes } from '../../../lib/dates.ts';

/** The clean a resident move asks for in a room, as the form edits it. */
export interface CleanTaskDraft {
  /** false: no clean. */
  schedule: boolean;
  cleanType: string | null;
  /** Site-local wall time 'YYYY-MM-DDTHH:mm' (a datetime-local field) from which the clean is due. */
  startAt: string;
}

/** The site-local wall time 'YYYY-MM-DDTHH:mm' of an instant. */
export function siteWallTime(timeZone: string, at: Date = new Date()): string {
  return formatWallMinute(at, timeZone);
}

/** A site-local wall time 'YYYY-MM-DDTHH:mm' as an ISO instant, or null when it is not a real date and time. */
export function siteWallToIso(wall: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!m) return null;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
  if (y < 1900 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // The offset at the instant itself (daylight saving time), found in two steps.
  const first = asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(timeZone, first) * 60_000).toISOString();
}

/** The routines (clean types) of a room type, by its id or, failing that, its name. */
export function roomTypeRoutines(
  config: THousekeepingConfig | undefined,
  roomType: { id?: string | null; name?: string | null },
): TRoutine[] {
  if (!config) return [];
  const type =
    (roomType.id ? config.roomTypes.find((rt) => rt.id === roomType.id) : undefined) ??
    (roomType.name ? config.roomTypes.find((rt) => rt.roomType === roomType.name) : undefined);
  return type?.routines ?? [];
}

/**
 * The clean type offered first: the one asked for when the room type has it, else the room type's
 * routine of the given kind (Pre-Clean for an arrival, as the domain's `defaultArrivalCleanType`),
 * highest priority first; else none, and the user picks among the room type's clean types.
 */
export function defaultCleanType(
  routines: readonly TRoutine[],
  preferred?: string | null,
  kind: TRoutine['kind'] = 'Pre-Clean',
): string | null {
  const ofKind = routines.filter((r) => r.kind === kind).sort((a, b) => b.priority - a.priority);
  return routines.find((r) => r.cleanType === preferred)?.cleanType ?? ofKind[0]?.cleanType ?? null;
}

/** A new draft: a clean (of `cleanType`, or to be chosen once the room is known) from now. */
export function newCleanTaskDraft(cleanType: string | null, timeZone: string, now: Date = new Date()): CleanTaskDraft {
  return { schedule: true, cleanType, startAt: siteWallTime(timeZone, now) };
}

/**
 * The draft once the room (type) is known: a clean type the room type does not have moves to its
 * default; a room type without routines can have no clean. Null when nothing changes.
 */
export function fitCleanTaskToRoutines(
  draft: CleanTaskDraft,
  routines: readonly TRoutine[],
  fallback: string | null,
): CleanTaskDraft | null {
  if (!routines.length) return draft.schedule || draft.cleanType ? { ...draft, schedule: false, cleanType: null } : null;
  if (draft.cleanType && routines.some((r) => r.cleanType === draft.cleanType)) return null;
  return draft.cleanType === fallback ? null : { ...draft, cleanType: fallback };
}

export type CleanTaskProblem = 'cleanTypeRequired' | 'startRequired';

/** What is missing before the draft can be sent, or null. */
export function cleanTaskProblem(draft: CleanTaskDraft, timeZone: string): CleanTaskProblem | null {
  if (!draft.schedule) return null;
  if (!draft.cleanType) return 'cleanTypeRequired';
  if (!siteWallToIso(draft.startAt, timeZone)) return 'startRequired';
  return null;
}

/** The request's `cleanTask`: null for no clean (or an incomplete draft: check `cleanTaskProblem` first). */
export function cleanTaskInput(draft: CleanTaskDraft, timeZone: string): TCleanTaskInput | null {
  if (!draft.schedule || !draft.cleanType) return null;
  const startDate = siteWallToIso(draft.startAt, timeZone);
  return startDate ? { cleanType: draft.cleanType, startDate } : null;
}

/** A site-local 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DD' as the app shows it (MM/DD/YYYY, HH:mm). */
export function displayWall(wall: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(wall);
  if (!m) return wall;
  return m[4] ? `${m[2]}/${m[3]}/${m[1]} ${m[4]}` : `${m[2]}/${m[3]}/${m[1]}`;
}
