import { createResidentIn, moveResidentIn } from '../modules/residents/index.ts';
import { staffActor, type TenantAuth } from '../platform/auth/tenant-access.ts';
import type { RequestMeta } from '../platform/events.ts';
import type { DemoRoom, DemoSite } from './demo-context.ts';
import { FIRST, LAST, POST_NOTES, PRE_NOTES, TITLES } from './demo-names.ts';
import { seedRoommate } from './demo-roommate.ts';

/** The demo's residents, and who admitted them. */
export interface DemoResidents {
  nurse: TenantAuth;
  meta: RequestMeta;
  /** The resident of each occupied room, by room id. */
  occupants: Map<string, { id: string; name: string }>;
  vacant: DemoRoom[];
  sharedRoomId: string | undefined;
  roommate: Awaited<ReturnType<typeof seedRoommate>> | null;
}

/** Admits the demo's residents, one room shared by two. */
export async function admitDemoResidents(site: DemoSite): Promise<DemoResidents> {
  const { tx, opts, tenantId, facilityId, now, rnd, rooms, typeOf } = site;
  // Residents: most resident rooms are occupied. They arrive through the residents service, as a nurse
  // admits them, so the demo has their arrival events and access log like real ones.
  const nurse = staffActor({
    sessionId: 'demo-seed',
    staffId: opts.nurse.id,
    displayName: `${opts.nurse.firstName} ${opts.nurse.lastName}`,
    role: 'Nursing',
    tenantId,
    facilityId,
    expiresAt: now,
  });
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
    const { name: first, sex } = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const { resident } = await createResidentIn(tx, nurse, meta, {
      facilityId,
      resident: {
        residentId: `R-${opts.seed}${String(n).padStart(3, '0')}`,
        namePrefix: rnd.pick(TITLES[sex]),
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
  return { nurse, meta, occupants, vacant, sharedRoomId, roommate };
}

/** Moves a few of the residents (see below), leaving the room `keptRoomId` as it is. */
export async function moveDemoResidents(site: DemoSite, residents: DemoResidents, keptRoomId: string | undefined): Promise<void> {
  const { tx, facilityId, config, now } = site;
  const { nurse, meta, occupants, vacant } = residents;
  // A few moves, through the residents service as a nurse makes them: from the last occupied rooms
  // (the first ones carry the demo's marking and room state), a transfer to a vacant room and two
  // discharges. The rooms left ask for their discharge clean, or take the Discharged state; the room
  // moved into asks for its arrival clean.
  const occupied = [...occupants.keys()].filter((id) => id !== keptRoomId).slice(-3);
  const discharged = config.roomStates.find((s) => s.stateName === 'Discharged');
  const target = vacant.at(-1);
  const [toMove, toDischarge, toDischargeState] = occupied.map((id) => occupants.get(id) as { id: string });
  // Asked twenty minutes ago: the tablets show the cleans waiting, well within the site's turnaround targets.
  const cleanAt = new Date(now.getTime() - 20 * 60_000).toISOString();
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
