import crypto from 'node:crypto';
import { STATE_ROOM_CLEAN, type TReportOperation, type TRoutine } from '@carehome/contracts';
import { bucketsBetween, FAILED_AUDIT_STATUSES } from '@carehome/domain';
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

function snapshot(routine: TRoutine, completedAt: Date, complete: boolean): TReportOperation[] {
  const minutes = Math.max(1, routine.operations.length);
  return routine.operations.map((op, index) => {
    const done = complete || index < minutes / 2;
    return {
      id: op.id,
      group: op.group,
      item: op.item,
      optional: op.optional,
      icon: op.icon,
      index,
      checked: done ? true : op.optional ? null : false,
      skipped: false,
      timeStamp: done ? new Date(completedAt.getTime() - (minutes - index) * 60_000).toISOString() : null,
      auditStatus: null,
      isMarked: false,
    };
  });
}

/** Three weeks of reports of every scheduled clean, with audits, the failed ones' loops and the rooms' last cleans. */
export async function seedDemoReports(
  site: DemoSite,
  cleanerOf: (roomAreaId: string | null) => DemoStaff,
  residents: DemoResidents,
): Promise<void> {
  const { tx, opts, tenantId, facilityId, timeZone, now, rnd, rooms, typeOf } = site;
  const { occupants, sharedRoomId, roommate } = residents;
  // The rooms existed before their history: a room's history starts when it is created, and the
  // history below is weeks old.
  await backdateRooms(tx, facilityId, new Date(now.getTime() - 60 * 86_400_000));

  // History: every scheduled bucket of the last three weeks, most of them cleaned.
  const from = new Date(now.getTime() - 21 * 86_400_000);
  const reports: DemoReport[] = [];
  const lastCleans = new Map<string, { roomId: string; priority: number; completedAt: Date; reportId: string }>();
  const add = (room: DemoRoom, routine: TRoutine, start: Date, completedAt: Date, status: 'Complete' | 'Incomplete' | 'Declined') => {
    const staff = cleanerOf(room.areaId);
    const id = crypto.randomUUID();
    const resident = occupants.get(room.id);
    const audited = status === 'Complete' && completedAt.getTime() < now.getTime() - 86_400_000 && rnd.chance(0.1);
    const ops = snapshot(routine, completedAt, status === 'Complete');
    if (audited) for (const op of ops) op.auditStatus = rnd.chance(0.9) ? 'CleanedPass' : rnd.pick(FAILED_AUDIT_STATUSES);
    reports.push({
      id,
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
      operations: ops as unknown as Record<string, unknown>[],
      auditReport: audited
        ? {
            auditorId: opts.auditor.id,
            auditor: `${opts.auditor.firstName} ${opts.auditor.lastName}`,
            markingDate: null,
            startDate: new Date(completedAt.getTime() + 3_600_000).toISOString(),
            reportDate: new Date(completedAt.getTime() + 4_200_000).toISOString(),
            comment: null,
            photos: [],
            directObservationMethod: true,
            fluorescentGelMethod: false,
            atpSystemMethod: rnd.chance(0.5),
            swabCulturesMethod: false,
            agarSlideCulturesMethod: false,
          }
        : null,
    });
    if (status === 'Complete') {
      const key = `${room.id}:${routine.priority}`;
      const prev = lastCleans.get(key);
      if (!prev || prev.completedAt < completedAt)
        lastCleans.set(key, { roomId: room.id, priority: routine.priority, completedAt, reportId: id });
    }
  };

  for (const room of rooms) {
    const type = typeOf.get(room.roomTypeId ?? '');
    if (!type) continue;
    for (const routine of type.routines) {
      if (!routine.schedule) continue;
      if (routine.schedule.type === 'Relative') {
        // A deep clean 10 to 40 days ago: some rooms are due again.
        const done = new Date(now.getTime() - (10 + rnd.next() * 30) * 86_400_000);
        add(room, routine, new Date(done.getTime() - 90 * 60_000), done, 'Complete');
        continue;
      }
      for (const bucket of bucketsBetween(routine.schedule, timeZone, from, now)) {
        const end = bucket.end ?? now;
        const open = end.getTime() > now.getTime();
        // The open bucket of today: about half the rooms are already done.
        if (open && rnd.chance(0.5)) continue;
        const roll = rnd.next();
        if (roll < 0.04) continue; // missed
        const latest = Math.min(open ? now.getTime() : bucket.due.getTime(), end.getTime()) - 5 * 60_000;
        const start = new Date(bucket.start.getTime() + rnd.next() * Math.max(0, latest - bucket.start.getTime() - 40 * 60_000));
        const completedAt = new Date(Math.min(latest, start.getTime() + (15 + rnd.next() * 25) * 60_000));
        if (completedAt.getTime() <= start.getTime() || completedAt.getTime() > now.getTime()) continue;
        const status = roll < 0.09 ? 'Incomplete' : roll < 0.11 && occupants.has(room.id) ? 'Declined' : 'Complete';
        add(room, routine, start, completedAt, status);
      }
    }
  }
  await insertDemoReports(tx, reports);
  await replayLoops(tx, reports, typeOf, now);
  await insertDemoLastCleans(
    tx,
    [...lastCleans.values()].map((c) => ({ tenantId, ...c })),
  );
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
  if (isolation && isolated) {
    await setDemoRoomState(tx, isolated.id, {
      stateId: isolation.id,
      cleanType: isolation.cleanType,
      setAt: new Date(now.getTime() - 2 * 3_600_000),
      setBy: opts.auditor.id,
    });
    await insertDemoTask(tx, {
      tenantId,
      roomId: isolated.id,
      taskKey: STATE_ROOM_CLEAN,
      description: isolation.stateName,
      cleanType: isolation.cleanType,
      startDate: new Date(now.getTime() - 2 * 3_600_000),
    });
  }
  return isolated;
}
