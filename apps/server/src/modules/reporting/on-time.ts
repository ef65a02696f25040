import type { TOnTimeRow, TReportRoom, TRoutine } from '@carehome/contracts';
import {
  type BucketOutcome,
  type BucketResult,
  bucketsBetween,
  classifyBuckets,
  onTimeFromTally,
  periodKey,
  type TBucket,
} from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { completionsByRoom, type Scope } from './reporting.repository.ts';
import { areaKeysOf, type ReportSite, reportRoom } from './reporting.site.ts';

// Cleans on time: the scheduled buckets of the period classified from the rooms' completed cleans. The
// overdue report lists the late and missed ones; the clean summary counts them all.

export type Tally = Record<BucketOutcome, number>;
const newTally = (): Tally => ({ onTime: 0, late: 0, missed: 0, open: 0 });
function countInto(map: Map<string, Tally>, key: string, outcome: BucketOutcome) {
  let t = map.get(key);
  if (!t) {
    t = newTally();
    map.set(key, t);
  }
  t[outcome] += 1;
}
export const tallyRows = (map: Map<string, Tally>): TOnTimeRow[] =>
  [...map.entries()].sort(([x], [y]) => x.localeCompare(y, 'en', { numeric: true })).map(([key, t]) => ({ key, ...onTimeFromTally(t) }));

export interface OnTimeTallies {
  total: Tally;
  byRoom: Map<string, Tally>;
  byArea: Map<string, Tally>;
  byCleanType: Map<string, Tally>;
  byDay: Map<string, Tally>;
}

/** How far after the period a bucket of the period may end (weekly and monthly buckets). */
const BUCKET_TAIL_MS = 40 * 86_400_000;

/**
 * Every bucket of the period (start inside it) of every Cron and Absolute routine of the rooms in scope,
 * classified by the domain (on time, late, missed, open) from the room's completed cleans, and tallied
 * per room, area, clean type and site-local day. Relative routines count from the last clean and have no
 * fixed due times: they are not in the on-time rate. `lateOrMissed` sees each late or missed bucket. A
 * year of a 1,000-room site is ~1.5 million buckets: they are counted as they are classified, not listed.
 */
export async function classifyPeriod(
  tx: Executor,
  site: ReportSite,
  scope: Scope,
  now: Date,
  opts: {
    lateOrMissed?: (room: TReportRoom, routine: TRoutine, bucket: TBucket, result: BucketResult) => void;
    /** Only the total is wanted (the clean summary): no tallies per room, area, clean type and day. */
    totalOnly?: boolean;
  } = {},
): Promise<OnTimeTallies> {
  const { lateOrMissed, totalOnly = false } = opts;
  const tallies: OnTimeTallies = { total: newTally(), byRoom: new Map(), byArea: new Map(), byCleanType: new Map(), byDay: new Map() };
  const rooms = [...site.rooms.values()].filter(
    (r) =>
      !r.isArchived &&
      (!scope.roomIds || scope.roomIds.includes(r.id)) &&
      (!scope.roomTypes || scope.roomTypes.some((t) => t.trim().toLowerCase() === r.roomType.trim().toLowerCase())),
  );
  if (!rooms.length) return tallies;
  const wantClean = (cleanType: string) =>
    !scope.cleanTypes || scope.cleanTypes.some((t) => t.trim().toLowerCase() === cleanType.trim().toLowerCase());
  const until = new Date(Math.min(scope.end.getTime(), now.getTime() + 1));
  // Buckets per routine (with each bucket's site-local day): they depend on the schedule, the zone and
  // the period only, not on the room.
  const routinesByType = new Map(
    site.roomTypes.map((t) => [
      t.id,
      t.routines
        // An outbreak routine is due only while an outbreak runs: its buckets are not counted for every room.
        .filter((r) => r.schedule && r.schedule.type !== 'Relative' && !r.outbreakOnly && wantClean(r.cleanType))
        .map((r) => {
          const buckets = r.schedule
            ? bucketsBetween(r.schedule, site.timeZone, scope.start, until).filter((b) => b.start.getTime() >= scope.start.getTime())
            : [];
          return { routine: r, buckets, days: buckets.map((b) => periodKey(b.start, site.timeZone, 'day')) };
        }),
    ]),
  );
  const completions = await completionsByRoom(
    tx,
    { ...scope, roomIds: rooms.map((r) => r.id) },
    scope.start,
    new Date(Math.min(scope.end.getTime() + BUCKET_TAIL_MS, now.getTime() + 1)),
  );
  const byRoom = new Map<string, { priority: number; done: number[] }[]>();
  for (const c of completions) {
    const list = byRoom.get(c.room_id) ?? [];
    list.push({
      priority: c.priority,
      done: c.done
        .split(',')
        .map(Number)
        .sort((x, y) => x - y),
    });
    byRoom.set(c.room_id, list);
  }
  for (const room of rooms) {
    const routines = room.roomTypeId ? routinesByType.get(room.roomTypeId) : undefined;
    if (!routines?.length) continue;
    const lists = byRoom.get(room.id) ?? [];
    const shown = reportRoom(site, room.id);
    const areas = areaKeysOf(site, room.id);
    const atLeast = new Map<number, number[]>();
    for (const { routine, buckets, days } of routines) {
      let done = atLeast.get(routine.priority);
      if (!done) {
        const parts = lists.filter((l) => l.priority >= routine.priority);
        done = parts.length === 1 ? (parts[0]?.done ?? []) : parts.flatMap((p) => p.done).sort((x, y) => x - y);
        atLeast.set(routine.priority, done);
      }
      const results = classifyBuckets(buckets, done, now);
      for (let i = 0; i < results.length; i++) {
        const r = results[i] as BucketResult;
        const o = r.outcome;
        tallies.total[o] += 1;
        if (totalOnly) continue;
        countInto(tallies.byRoom, shown.number, o);
        for (const area of areas) countInto(tallies.byArea, area, o);
        countInto(tallies.byCleanType, routine.cleanType, o);
        countInto(tallies.byDay, days[i] as string, o);
        if (lateOrMissed && (o === 'late' || o === 'missed')) lateOrMissed(shown, routine, buckets[i] as TBucket, r);
      }
    }
  }
  return tallies;
}
