import crypto from 'node:crypto';
import { STATE_ROOM_CLEAN, type TReportOperation, type TRoutine } from '@carehome/contracts';
import { bucketsBetween } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { housekeepingReports, markingReports, outstandingTasks, roomLastCleans } from '../db/schema/reports.ts';
import { staffAssignments } from '../db/schema/schedules.ts';
import type { ConfigDocument } from '../modules/housekeeping/config.repository.ts';
import { createResidentIn, moveResidentIn } from '../modules/residents/residents.service.ts';
import { listAreas, listRooms } from '../modules/sites/sites.repository.ts';
import { insertFacilitySchedule } from '../modules/staff-schedule/facility-schedules.repository.ts';
import { insertTemplate } from '../modules/staff-schedule/templates.repository.ts';
import type { TenantAuth } from '../platform/auth/tenant-access.ts';
import type { Executor } from '../platform/db/database.ts';
import type { RequestMeta } from '../platform/events.ts';
import { replayLoops } from './demo-loops.ts';
import { seedRoommate } from './demo-roommate.ts';

/** A small seeded random generator: the demo looks the same on every first start. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T, chance: (p: number) => next() < p };
}

const FIRST = [
  'Margaret',
  'Harold',
  'Dorothy',
  'Wei',
  'Giuseppe',
  'Amara',
  'Jean-Guy',
  'Esther',
  'Rajinder',
  'Ingrid',
  'Kazuo',
  'Lucía',
  'Thomas',
  'Fatima',
  'Bernard',
  'Mei-Ling',
  'Olga',
  'Patrick',
  'Nkechi',
  'Yvette',
];
const LAST = [
  'Thompson',
  'Chen',
  'Rossi',
  'Okafor',
  'Tremblay',
  'Cohen',
  'Singh',
  'Larsen',
  'Tanaka',
  'García',
  'MacLeod',
  'Haddad',
  'Dubois',
  'Nguyen',
  'Kowalski',
  'Wong',
  'Ivanova',
  'Murphy',
  'Adeyemi',
  'Gagnon',
];
const PREFIX = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'M'] as const;
const PRE_NOTES = [
  'Knock and wait: hard of hearing.',
  'Resident naps 13:00–14:00; clean before.',
  'Keep the photos on the dresser where they are.',
  'Allergic to scented products.',
];
const POST_NOTES = ['Leave the call bell within reach.', 'Bed to lowest position and brakes on.', 'Close the window blind after cleaning.'];
const COMMENTS = [
  'Extra time spent on the bathroom floor.',
  'Resident asked for fresh towels.',
  'Spill under the bed cleaned.',
  'Dripping tap reported to maintenance.',
];

export interface DemoStaff {
  id: string;
  firstName: string;
  lastName: string;
}

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

/**
 * Three weeks of believable history for the demo sites: residents with risk flags and notes, daily,
 * common-area and after-meal cleans (mostly done, some incomplete, declined or missed), monthly deep
 * cleans, audits, a pre-audit marking waiting for its clean, room states and staff assignments, so that
 * every dashboard filter and banner has something to show.
 */
export async function seedDemoHistory(
  tx: Executor,
  opts: {
    tenantId: string;
    facilityId: string;
    timeZone: string;
    config: ConfigDocument;
    housekeepers: DemoStaff[];
    auditor: DemoStaff;
    /** Who admits and moves the demo residents (a nurse). */
    nurse: DemoStaff;
    seed: number;
    now?: Date;
  },
): Promise<void> {
  const { tenantId, facilityId, timeZone, config } = opts;
  const now = opts.now ?? new Date();
  const rnd = random(opts.seed);
  const rooms = (await listRooms(tx, facilityId)).filter((r) => !r.isArchived);
  const areas = await listAreas(tx, facilityId);
  const typeOf = new Map(config.roomTypes.map((t) => [t.id, t]));

  // Residents: most resident rooms are occupied. They arrive through the residents service, as a nurse
  // admits them, so the demo has their arrival events and access log like real ones.
  const nurse: TenantAuth = {
    sessionId: 'demo-seed',
    kind: 'staff',
    subjectId: opts.nurse.id,
    email: null,
    displayName: `${opts.nurse.firstName} ${opts.nurse.lastName}`,
    staffRefId: null,
    role: 'Nursing',
    tenantId,
    facilityId,
    deviceId: null,
    expiresAt: now,
    lastSeenAt: null,
  };
  const meta: RequestMeta = {
    ip: null,
    userAgent: null,
    traceId: 'demo-seed',
    deviceId: null,
    sessionId: null,
    actorKind: 'staff',
    actorId: opts.nurse.id,
  };
  const occupants = new Map<string, { id: string; name: string }>();
  const vacant: typeof rooms = [];
  let n = 0;
  for (const room of rooms) {
    if (typeOf.get(room.roomTypeId ?? '')?.roomType !== 'Resident Room') continue;
    if (rnd.chance(0.12)) {
      vacant.push(room);
      continue;
    }
    n++;
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const { resident } = await createResidentIn(tx, nurse, meta, {
      facilityId,
      resident: {
        residentId: `R-${opts.seed}${String(n).padStart(3, '0')}`,
        namePrefix: rnd.pick(PREFIX),
        firstName: first,
        lastName: last,
        nickName: rnd.chance(0.2) ? first.slice(0, 3) : null,
        roomId: room.id,
        arrivalDate: new Date(now.getTime() - Math.floor(rnd.next() * 900 + 30) * 86_400_000).toISOString().slice(0, 10),
        fallRisk: rnd.chance(0.25),
        exitSeeking: rnd.chance(0.08),
        sexuallyAbusive: rnd.chance(0.02),
        verballyAbusive: rnd.chance(0.07),
        physicallyAggressive: rnd.chance(0.05),
        notes: [
          ...(rnd.chance(0.3) ? [{ type: 'PreClean' as const, text: rnd.pick(PRE_NOTES) }] : []),
          ...(rnd.chance(0.3) ? [{ type: 'PostClean' as const, text: rnd.pick(POST_NOTES) }] : []),
        ],
      },
    });
    occupants.set(room.id, { id: resident.id, name: `${first} ${last}` });
  }
  // One room shared by two residents (away from the rooms the marking, the state and the moves below use).
  const sharedRoomId = [...occupants.keys()][Math.floor(occupants.size / 2)];
  const roommate = sharedRoomId
    ? await seedRoommate(tx, nurse, meta, {
        facilityId,
        roomId: sharedRoomId,
        seed: opts.seed,
        arrivalDate: new Date(now.getTime() - 120 * 86_400_000).toISOString().slice(0, 10),
      })
    : null;

  // Who cleans where: each housekeeper takes the rooms of one top-level area.
  const topAreas = areas.filter((a) => a.parentId === null);
  const parentOf = new Map(areas.map((a) => [a.id, a.parentId]));
  const topOf = (areaId: string | null): string | null => {
    let id = areaId;
    while (id && parentOf.get(id)) id = parentOf.get(id) ?? null;
    return id;
  };
  const cleanerOf = (roomAreaId: string | null) => {
    const i = Math.max(
      0,
      topAreas.findIndex((a) => a.id === topOf(roomAreaId)),
    );
    return opts.housekeepers[i % opts.housekeepers.length] as DemoStaff;
  };
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
  const monthAhead = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, top] of topAreas.entries()) {
    const staff = opts.housekeepers[i % opts.housekeepers.length] as DemoStaff;
    const ids = new Set(areas.filter((a) => topOf(a.id) === top.id).map((a) => a.id));
    await tx.insert(staffAssignments).values({
      tenantId,
      facilityId,
      staffMemberId: staff.id,
      description: `Daily rooms: ${top.name}`,
      startDate: monthAgo,
      endDate: monthAhead,
      roomNumbers: rooms.filter((r) => r.areaId && ids.has(r.areaId)).map((r) => r.roomNumber),
      cleanType: 'Clean',
      scheduledDays: [1, 2, 3, 4, 5, 6, 7],
      started: true,
    });
  }

  // The same lists as a template, applied every Monday morning to the week by a site schedule (what a
  // housekeeping lead sets up once). The dated assignments above are history, which the rules forbid
  // creating through the service (no past dates): they are written directly.
  const templateId = await insertTemplate(tx, tenantId, facilityId, {
    description: 'Daily rooms by wing',
    assignments: topAreas.map((top, i) => {
      const ids = new Set(areas.filter((a) => topOf(a.id) === top.id).map((a) => a.id));
      return {
        staffMemberId: (opts.housekeepers[i % opts.housekeepers.length] as DemoStaff).id,
        description: `Daily rooms: ${top.name}`,
        task: null,
        roomNumbers: rooms.filter((r) => r.areaId && ids.has(r.areaId)).map((r) => r.roomNumber),
        roomTypeId: null,
        facilityAreas: [],
        cleanType: 'Clean',
        scheduledDays: [],
      };
    }),
  });
  await insertFacilitySchedule(tx, {
    tenantId,
    facilityId,
    description: 'Every Monday at 05:00: the week’s rota',
    templateId,
    period: 'week',
    schedule: { period: 'Weekly', every: 1, startDate: now.toISOString().slice(0, 10), weekDays: [1], at: '05:00' },
    active: true,
  });

  // The rooms existed before their history: a room's history starts when it is created (issue 9).
  await tx.execute(sql`update rooms set created_at = ${new Date(now.getTime() - 60 * 86_400_000)} where facility_id = ${facilityId}`);

  // History: every scheduled bucket of the last three weeks, most of them cleaned.
  const from = new Date(now.getTime() - 21 * 86_400_000);
  const reports: (typeof housekeepingReports.$inferInsert)[] = [];
  const lastCleans = new Map<string, { roomId: string; priority: number; completedAt: Date; reportId: string }>();
  const add = (
    room: (typeof rooms)[number],
    routine: TRoutine,
    start: Date,
    completedAt: Date,
    status: 'Complete' | 'Incomplete' | 'Declined',
  ) => {
    const staff = cleanerOf(room.areaId);
    const id = crypto.randomUUID();
    const resident = occupants.get(room.id);
    const audited = status === 'Complete' && completedAt.getTime() < now.getTime() - 86_400_000 && rnd.chance(0.1);
    const ops = snapshot(routine, completedAt, status === 'Complete');
    if (audited)
      for (const op of ops) op.auditStatus = rnd.chance(0.9) ? 'CleanedPass' : rnd.pick(['CleanedFailed', 'NotCleanedFailed'] as const);
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
  for (let i = 0; i < reports.length; i += 500) await tx.insert(housekeepingReports).values(reports.slice(i, i + 500));
  await replayLoops(tx, reports, typeOf, now);
  if (lastCleans.size) {
    await tx.insert(roomLastCleans).values([...lastCleans.values()].map((c) => ({ tenantId, ...c })));
  }

  // A pre-audit marking waiting for its clean, and two room states.
  const residentRooms = rooms.filter((r) => typeOf.get(r.roomTypeId ?? '')?.roomType === 'Resident Room');
  const marked = residentRooms[3];
  const clean = typeOf.get(marked?.roomTypeId ?? '')?.routines.find((r) => r.isDefault);
  if (marked && clean) {
    await tx.insert(markingReports).values({
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
    await tx.execute(
      sql`update rooms set room_state_id = ${isolation.id}, state_clean_type = ${isolation.cleanType}, state_set_at = ${new Date(now.getTime() - 2 * 3_600_000)}, state_set_by = ${opts.auditor.id} where id = ${isolated.id}`,
    );
    await tx.insert(outstandingTasks).values({
      tenantId,
      roomId: isolated.id,
      taskKey: STATE_ROOM_CLEAN,
      description: isolation.stateName,
      cleanType: isolation.cleanType,
      startDate: new Date(now.getTime() - 2 * 3_600_000),
    });
  }

  // A few moves, through the residents service as a nurse makes them: from the last occupied rooms
  // (the first ones carry the demo's marking and room state), a transfer to a vacant room and two
  // discharges. The rooms left ask for their discharge clean, or take the Discharged state; the room
  // moved into asks for its arrival clean.
  const occupied = [...occupants.keys()].filter((id) => id !== isolated?.id).slice(-3);
  const discharged = config.roomStates.find((s) => s.stateName === 'Discharged');
  const target = vacant.at(-1);
  const [toMove, toDischarge, toDischargeState] = occupied.map((id) => occupants.get(id) as { id: string });
  const cleanAt = new Date(now.getTime() - 3_600_000).toISOString();
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  if (toMove && target) {
    await moveResidentIn(tx, nurse, meta, {
      facilityId,
      id: toMove.id,
      kind: 'transfer',
      date: day(2),
      roomId: target.id,
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: cleanAt },
      cleanTask: { cleanType: 'Arrival Clean', startDate: cleanAt },
    });
  }
  if (toDischarge) {
    await moveResidentIn(tx, nurse, meta, {
      facilityId,
      id: toDischarge.id,
      kind: 'discharge',
      date: day(1),
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: cleanAt },
    });
  }
  if (toDischargeState && discharged) {
    await moveResidentIn(tx, nurse, meta, {
      facilityId,
      id: toDischargeState.id,
      kind: 'discharge',
      date: day(5),
      vacatedRoom: { action: 'roomState', roomStateId: discharged.id },
    });
  }
}
