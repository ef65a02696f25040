import type { TRoutine } from '@carehome/contracts';
import type { TBucket } from '../schedules/buckets.ts';
import { cleanKey, hasCompletion, lastStartedIn, type RoomHistory } from './history.ts';
import { type BucketPair, instantMs, openedBeforeRoom } from './routine-buckets.ts';
import type { OutstandingReport, RecleanInput, RoomStateInput, RoutineStatus, StateCleanStatus, TaskCleanInput } from './types.ts';

// The status of one clean: a scheduled routine's bucket, or the clean a room state asks for.
//
// - needsCleaning: a bucket is open and no completed report of equal or higher priority lies in it;
// - dueSoon: needs cleaning, and due <= now (now < end holds: the bucket contains now);
// - incomplete: needs cleaning, and the room's last report is Incomplete, of equal or higher priority, and
//   started inside the bucket;
// - declined: needs cleaning, and the last report that started inside the bucket is Declined (any priority);
// - missed (Absolute only): the previous bucket has no completed report of equal or higher priority, and
//   it started after the room was created (a room's history starts when it is created);
// - a long-period bucket (weekly, monthly) that opened before the room was created asks nothing of it:
//   the room's routines start from its creation.
//
// Written without closures or object spreads: it runs for every routine of every room of a dashboard.

interface WindowFlags {
  needsCleaning: boolean;
  incomplete: boolean;
  declined: boolean;
}

const SATISFIED: WindowFlags = { needsCleaning: false, incomplete: false, declined: false };

/**
 * The flags of an open window [fromMs, toMs): satisfied by a completed clean of `minPriority` or higher or
 * (with `key`) of that clean type; the Incomplete report must meet the same condition.
 */
function windowFlags(h: RoomHistory, fromMs: number, toMs: number | null, minPriority: number, key: string | null): WindowFlags {
  if (hasCompletion(h, fromMs, toMs, minPriority, key)) return SATISFIED;
  // The window contains now and no report starts after now, so the newest report started in the window, if
  // any, is the room's last report.
  const inWindow = lastStartedIn(h, fromMs, toMs);
  const accepted = inWindow !== null && (inWindow.priority >= minPriority || (key !== null && cleanKey(inWindow.cleanType) === key));
  return {
    needsCleaning: true,
    incomplete: accepted && inWindow === h.last && inWindow.status === 'Incomplete',
    declined: inWindow !== null && inWindow.status === 'Declined',
  };
}

const endMs = (bucket: TBucket): number | null => (bucket.end === null ? null : bucket.end.getTime());

/**
 * The status of one routine of the room type from its buckets at now. `createdMs`: when the room was
 * created (buckets that started before it are never missed), or null when unknown.
 */
export function routineStatus(routine: TRoutine, pair: BucketPair, h: RoomHistory, createdMs: number | null = null): RoutineStatus {
  const schedule = routine.schedule;
  const { bucket, previousBucket } = pair;
  let flags = SATISFIED;
  let dueSoon = false;
  let missed = false;
  if (schedule) {
    if (schedule.type === 'Absolute' && previousBucket !== null && (createdMs === null || previousBucket.start.getTime() >= createdMs)) {
      missed = !hasCompletion(h, previousBucket.start.getTime(), endMs(previousBucket), routine.priority, null);
    }
    const end = bucket ? endMs(bucket) : null;
    if (bucket && bucket.start.getTime() <= h.nowMs && (end === null || h.nowMs < end) && !openedBeforeRoom(bucket, createdMs)) {
      flags = windowFlags(h, bucket.start.getTime(), end, routine.priority, null);
      dueSoon = flags.needsCleaning && h.nowMs >= bucket.due.getTime();
    }
  }
  return {
    source: 'routine',
    routineId: routine.id,
    cleanType: routine.cleanType,
    priority: routine.priority,
    scheduleType: schedule ? schedule.type : null,
    bucket,
    previousBucket,
    needsCleaning: flags.needsCleaning,
    dueSoon,
    incomplete: flags.incomplete,
    missed,
    declined: flags.declined,
  };
}

/**
 * A clean asked for from an instant on, with no bucket: the clean a room state names ('State Room Clean')
 * or the re-clean of a failed audit ('Audit Re-clean'). Satisfied by a completed report at or after
 * `since` of that clean type, or of equal or higher priority than the room type's routine of that clean
 * type. Never due soon or missed; incomplete and declined as in a bucket that opens at `since` and never
 * ends.
 */
function taskCleanStatus(
  source: StateCleanStatus['source'],
  cleanType: string,
  since: Date,
  routines: readonly TRoutine[],
  h: RoomHistory,
): StateCleanStatus {
  const key = cleanKey(cleanType);
  const routine = routines.find((r) => cleanKey(r.cleanType) === key) ?? null;
  const sinceMs = instantMs(since, source === 'state' ? 'roomState.setAt' : source === 'reclean' ? 'reclean.since' : 'tasks.since');
  // Without a routine of the clean type, only that clean type satisfies it.
  const flags = windowFlags(h, sinceMs, null, routine ? routine.priority : Number.POSITIVE_INFINITY, key);
  return {
    source,
    routineId: routine ? routine.id : null,
    cleanType,
    priority: routine ? routine.priority : null,
    scheduleType: null,
    bucket: null,
    previousBucket: null,
    since: new Date(sinceMs),
    needsCleaning: flags.needsCleaning,
    dueSoon: false,
    incomplete: flags.incomplete,
    missed: false,
    declined: flags.declined,
  };
}

/** The clean a room state asks for, from the instant it was set. Null when no state is set or it names no clean type. */
export function stateCleanStatus(state: RoomStateInput | null, routines: readonly TRoutine[], h: RoomHistory): StateCleanStatus | null {
  if (!state || state.cleanType === null || state.cleanType.trim() === '') return null;
  return taskCleanStatus('state', state.cleanType, state.setAt, routines, h);
}

/**
 * The re-clean a failed audit asks for, from the audit on. Null without one. It is needed while its task
 * is open, whatever completed since: only a clean that ticks the failed operations ends it (the domain's
 * `recleanDoneBy`, applied by the server, which then removes the task), and the history the engine sees
 * does not say which operations a clean ticked.
 */
export function recleanStatus(
  reclean: RecleanInput | null | undefined,
  routines: readonly TRoutine[],
  h: RoomHistory,
): StateCleanStatus | null {
  if (!reclean || reclean.cleanType.trim() === '') return null;
  return { ...taskCleanStatus('reclean', reclean.cleanType, reclean.since, routines, h), needsCleaning: true };
}

/**
 * The cleans resident moves ask for that have started by now (a clean scheduled for later asks for
 * nothing yet; `nextChangeAt` counts its start).
 */
export function taskCleanStatuses(
  tasks: readonly TaskCleanInput[] | undefined,
  routines: readonly TRoutine[],
  h: RoomHistory,
  nowMs: number,
): StateCleanStatus[] {
  const out: StateCleanStatus[] = [];
  for (const task of tasks ?? []) {
    if (task.cleanType.trim() === '' || instantMs(task.since, 'tasks.since') > nowMs) continue;
    out.push({ ...taskCleanStatus('task', task.cleanType, task.since, routines, h), taskKey: task.key });
  }
  return out;
}

/**
 * The room's last report when it is Incomplete or Declined and no completed clean at or after its start
 * is of its priority or higher, or of its clean type: the room was left partly cleaned or refused, and
 * the tile says so whether or not a bucket is open.
 */
export function outstandingReport(h: RoomHistory): OutstandingReport | null {
  const last = h.last;
  if (!last || (last.status !== 'Incomplete' && last.status !== 'Declined')) return null;
  if (hasCompletion(h, last.startMs, null, last.priority, cleanKey(last.cleanType))) return null;
  return {
    kind: last.status === 'Incomplete' ? 'incomplete' : 'declined',
    reportId: last.reportId,
    cleanType: last.cleanType,
    priority: last.priority,
    startDate: new Date(last.startMs),
  };
}
