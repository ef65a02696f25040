import crypto from 'node:crypto';
import { STATE_ROOM_CLEAN, type TReportOperation, type TRoutine } from '@carehome/contracts';
import { bucketsBetween, initialOperations } from '@carehome/domain';
import { auditDemoCleans, failLatestClean, markDemoCleans } from './demo-audits.ts';
import type { DemoRoom, DemoSite, DemoStaff } from './demo-context.ts';
import {
  backdateRooms,
  type DemoReport,
  insertDemoLastCleans,
  insertDemoMarking,
  insertDemoReports,
  insertDemoTask,
  setDemoRoomState,
} from './demo-history.repository.ts';
import { replayLoops } from './demo-loops.ts';
import { COMMENTS } from './demo-names.ts';
import type { DemoResidents } from './demo-residents.ts';

type TSchedule = NonNullable<TRoutine['schedule']>;

/** A report's checklist as its clean left it: every operation ticked, or (incomplete) the first half. */
function snapshot(routine: TRoutine, completedAt: Date, complete: boolean): TReportOperation[] {
  const minutes = Math.max(1, routine.operations.length);
  return initialOperations(routine.operations).map((op) => {
    const done = complete || op.index < minutes / 2;
    if (!done) return op;
    return { ...op, checked: true, timeStamp: new Date(completedAt.getTime() - (minutes - op.index) * 60_000).toISOString() };
  });
}

/**
 * How far back the history goes: the site dashboard's default twelve weeks (its first Monday is at most
 * 83 days back), so every week it shows, and every report of the last quarter, has the cleans the
 * routines asked for.
 */
export const HISTORY_DAYS = 12 * 7;

/**
 * Minutes a clean takes (shortest, longest): the staff schedule's expected times are their median, so
 * a housekeeper's list of one wing fits a 7.5-hour shift.
 */
const MINUTES: Record<string, readonly [number, number]> = {
  'Resident Room': [11, 19],
  'Common Area': [10, 18],
  'Dining Room': [8, 14],
};
const DEEP_CLEAN_MINUTES = [60, 90] as const;

/** The history's reports, with the loops of the failed audits and the rooms' last cleans. */
export async function seedDemoReports(
  site: DemoSite,
  cleanerOf: (roomAreaId: string | null) => DemoStaff,
  residents: DemoResidents,
): Promise<void> {
  const { tx, tenantId, facilityId, timeZone, now, rnd, rooms, typeOf } = site;
  const { occupants, sharedRoomId, roommate } = residents;
  // The rooms were created just before their history: the on-time measures count from a room's creation.
  const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  await backdateRooms(tx, facilityId, new Date(from.getTime() - 86_400_000));

  const reports: DemoReport[] = [];
  const add = (room: DemoRoom, routine: TRoutine, start: Date, completedAt: Date, status: 'Complete' | 'Incomplete' | 'Declined') => {
    const staff = cleanerOf(room.areaId);
    const resident = occupants.get(room.id);
    reports.push({
      id: crypto.randomUUID(),
      tenantId,
      facilityId,
      roomId: room.id,
      roomNumber: room.roomNumber,
      roomTypeId: room.roomTypeId,
      roomType: typeOf.get(room.roomTypeId ?? '')?.roomType ?? '',
      residentId: resident?.id ?? null,
      residentName: resident?.name ?? null,
      residents: [resident, room.id === sharedRoomId ? roommate : null].flatMap((r) => (r ? [r] : [])),
      staffMemberId: staff.id,
      staffFirstName: staff.firstName,
      staffLastName: staff.lastName,
      routineId: routine.id,
      cleanType: routine.cleanType,
      priority: routine.priority,
      status,
      startDate: start,
      reportDate: completedAt,
      comment: status === 'Declined' ? 'Resident declined' : rnd.chance(0.08) ? rnd.pick(COMMENTS) : null,
      maintenance: rnd.chance(0.02) ? 'Call bell cord frayed.' : null,
      operations: snapshot(routine, completedAt, status === 'Complete') as unknown as Record<string, unknown>[],
      auditReport: null,
    });
  };
  const minutesOf = ([lo, hi]: readonly [number, number]) => (lo + rnd.next() * (hi - lo)) * 60_000;
  // The time buckets of a schedule over the history, worked out once for all the rooms that share it.
  const bucketsOf = new Map<TSchedule, ReturnType<typeof bucketsBetween>>();
  const buckets = (schedule: TSchedule) => {
    let list = bucketsOf.get(schedule);
    if (!list) {
      list = bucketsBetween(schedule, timeZone, from, now);
      bucketsOf.set(schedule, list);
    }
    return list;
  };

  for (const room of rooms) {
    const type = typeOf.get(room.roomTypeId ?? '');
    if (!type) continue;
    const span = MINUTES[type.roomType] ?? [15, 25];
    for (const routine of type.routines) {
      // An outbreak routine asks for cleans only while an outbreak runs: the demo's history has none.
      if (!routine.schedule || routine.outbreakOnly) continue;
      if (routine.schedule.type === 'Relative') {
        // The monthly deep clean, every four weeks or so on a weekday morning: a few rooms are due again.
        const days = buckets(dailyOf(type.routines));
        for (let i = 1 + Math.floor(rnd.next() * 26); i < days.length; i += 27 + Math.floor(rnd.next() * 5)) {
          const took = minutesOf(DEEP_CLEAN_MINUTES);
          const done = new Date((days[i] as (typeof days)[number]).start.getTime() + 2 * 3_600_000 + rnd.next() * 3 * 3_600_000);
          if (done.getTime() < now.getTime()) add(room, routine, new Date(done.getTime() - took), done, 'Complete');
        }
        continue;
      }
      for (const bucket of buckets(routine.schedule)) {
        const end = (bucket.end ?? now).getTime();
        // The open bucket of today: about half the rooms are already done.
        if (end > now.getTime() && rnd.chance(0.5)) continue;
        // Most cleans on time; a few missed, left incomplete, declined by the resident, or done late.
        const roll = rnd.next();
        if (roll < 0.015) continue;
        const status = roll < 0.035 ? 'Incomplete' : roll < 0.05 && occupants.has(room.id) ? 'Declined' : 'Complete';
        const took = minutesOf(span);
        const late = status === 'Complete' && roll > 0.97;
        const first = late ? bucket.due.getTime() + 60_000 : bucket.start.getTime() + took;
        const last = Math.min(late ? end : bucket.due.getTime(), now.getTime()) - 5 * 60_000;
        if (last <= first) continue;
        const completedAt = new Date(first + rnd.next() * (last - first));
        add(room, routine, new Date(completedAt.getTime() - took), completedAt, status);
      }
    }
  }
  auditDemoCleans(site, reports);
  const markings = markDemoCleans(site, reports);
  // One room's latest clean failed its audit: its re-clean is open now (the dashboard's loop banner).
  failLatestClean(site, reports, rooms.filter((r) => typeOf.get(r.roomTypeId ?? '')?.roomType === 'Resident Room')[1]);
  for (const m of markings) await insertDemoMarking(tx, m);
  await insertDemoReports(tx, reports);
  await replayLoops(tx, reports, typeOf, now);
  await insertDemoLastCleans(tx, lastCleansOf(tenantId, reports));
}

/** The days a room type works on: its first routine with fixed times (the daily clean's). */
function dailyOf(routines: readonly TRoutine[]) {
  const daily = routines.find((r) => r.schedule && r.schedule.type !== 'Relative')?.schedule;
  if (!daily) throw new Error('the demo room type has no routine with fixed times');
  return daily;
}

/** Each room's last complete clean at each priority. */
function lastCleansOf(tenantId: string, reports: DemoReport[]) {
  const last = new Map<string, { tenantId: string; roomId: string; priority: number; completedAt: Date; reportId: string }>();
  for (const r of reports) {
    if (r.status !== 'Complete' || !(r.reportDate instanceof Date) || r.priority === undefined || !r.id) continue;
    const key = `${r.roomId}:${r.priority}`;
    const prev = last.get(key);
    if (!prev || prev.completedAt < r.reportDate)
      last.set(key, { tenantId, roomId: r.roomId, priority: r.priority, completedAt: r.reportDate, reportId: r.id });
  }
  return [...last.values()];
}

/** A pre-audit marking waiting for its clean, and a room in Isolation; answers that room. */
export async function seedDemoMarkingAndState(site: DemoSite): Promise<DemoRoom | undefined> {
  const { tx, opts, tenantId, facilityId, config, now, rooms, typeOf } = site;
  // A pre-audit marking waiting for its clean, and two room states.
  const residentRooms = rooms.filter((r) => typeOf.get(r.roomTypeId ?? '')?.roomType === 'Resident Room');
  const marked = residentRooms[3];
  const clean = typeOf.get(marked?.roomTypeId ?? '')?.routines.find((r) => r.isDefault);
  if (marked && clean) {
    await insertDemoMarking(tx, {
      id: crypto.randomUUID(),
      tenantId,
      facilityId,
      roomId: marked.id,
      roomType: 'Resident Room',
      cleanType: clean.cleanType,
      auditorId: opts.auditor.id,
      auditorName: `${opts.auditor.firstName} ${opts.auditor.lastName}`,
      startDate: new Date(now.getTime() - 20 * 60_000),
      markingDate: new Date(now.getTime() - 15 * 60_000),
      // A marking is a checklist as the marking screen saves it: every operation, marked or not.
      operations: snapshot(clean, now, false).map((op, index) => ({
        ...op,
        checked: null,
        timeStamp: null,
        auditStatus: 'NotObserved',
        isMarked: index % 3 === 0,
      })),
    });
  }
  const isolation = config.roomStates.find((s) => s.stateName === 'Isolation');
  const isolated = residentRooms[6];
  // Set a quarter of an hour ago: its clean is asked and not yet late against the turnaround targets.
  const isolatedAt = new Date(now.getTime() - 15 * 60_000);
  if (isolation && isolated) {
    await setDemoRoomState(tx, isolated.id, {
      stateId: isolation.id,
      cleanType: isolation.cleanType,
      setAt: isolatedAt,
      setBy: opts.auditor.id,
    });
    await insertDemoTask(tx, {
      tenantId,
      roomId: isolated.id,
      taskKey: STATE_ROOM_CLEAN,
      description: isolation.stateName,
      cleanType: isolation.cleanType,
      startDate: isolatedAt,
    });
  }
  return isolated;
}
