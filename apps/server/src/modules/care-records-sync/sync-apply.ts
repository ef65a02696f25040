import crypto from 'node:crypto';
import {
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TAdtRecord,
  type TExternalPatient,
  type TSyncEffect,
  type TVacatedRoomAction,
} from '@carehome/contracts';
import {
  adtEffect,
  defaultArrivalCleanType,
  defaultVacatedRoomAction,
  residentTitleOf,
  roomTypeForNewRoom,
  syncDifferences,
} from '@carehome/domain';
import { DateTime } from 'luxon';
import { systemActor, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type RequestMeta, recordEvent } from '../../platform/events.ts';
import { getSite } from '../auth/auth.repository.ts';
import { findConfig } from '../housekeeping/config.repository.ts';
import {
  countReportsOf,
  deleteMoveTask,
  deleteResidentRow,
  findResidentRow,
  updateResidentRow,
  upsertMoveTask,
} from '../residents/residents.repository.ts';
import { createResidentIn, moveResidentIn, restoreSyncedResidentIn, updateSyncedResidentIn } from '../residents/residents.service.ts';
import { loadRoomIndex, type RoomIndex } from '../residents/room-index.ts';
import { newQrCode } from '../sites/index.ts';
import { insertRoomIfNew, listRooms } from '../sites/sites.repository.ts';
import type { DataSourceRow } from './data-sources.repository.ts';
import {
  type AdtAppliedRow,
  claimAdtRecord,
  cleanStartedSince,
  findAdtApplied,
  residentRefTaken,
  syncedResidents,
  updateAdtApplied,
} from './sync.repository.ts';

// What the external system's news does to residents and rooms (issue 15, items 4 and 5), inside the
// caller's transaction: a patient brought in or brought up to date (the import, the reconciliation), and
// an ADT record applied once (a webhook): an admission creates or updates the resident and asks for the
// arrival clean; a discharge sets them Discharged and asks for the room's discharge clean (the site's
// vacated-room setting, as the discharge workflow offers it); a transfer moves them, does the same for
// the room they leave and asks the arrival clean of the room they move into; a cancellation takes back
// what its record did, each clean too unless a clean of its room has started. Moves go through the
// residents service, so events, the access log and the tiles follow.

/** Who the sync acts as: the data source, named in events and the residents' access logs. */
export function syncActor(ds: Pick<DataSourceRow, 'id' | 'tenantId' | 'facilityId' | 'name'>): { auth: TenantAuth; meta: RequestMeta } {
  return {
    auth: systemActor({ id: ds.id, displayName: `Care-records sync (${ds.name})`, tenantId: ds.tenantId, facilityId: ds.facilityId }),
    meta: {
      ip: null,
      userAgent: 'care-records-sync',
      traceId: crypto.randomUUID(),
      deviceId: null,
      sessionId: null,
      actorKind: 'system',
      actorId: ds.id,
    },
  };
}

/** What the sync needs of the site, loaded once per transaction. */
export interface SiteContext {
  ds: DataSourceRow;
  auth: TenantAuth;
  meta: RequestMeta;
  timeZone: string;
  vacatedSetting: Parameters<typeof defaultVacatedRoomAction>[0];
  rooms: RoomIndex;
  /** Room type ids of the site's rooms, to give a created room the type most of its neighbours have. */
  roomTypeOf: Map<string, string | null>;
  areaOf: Map<string, string | null>;
}

export async function loadSiteContext(tx: Executor, ds: DataSourceRow): Promise<SiteContext> {
  const site = await getSite(tx, ds.facilityId);
  if (!site) throw notFound();
  const config = await findConfig(tx, ds.facilityId);
  const rows = await listRooms(tx, ds.facilityId);
  const { auth, meta } = syncActor(ds);
  return {
    ds,
    auth,
    meta,
    timeZone: site.timeZone,
    vacatedSetting: config?.document.settings.vacatedRoom ?? { action: 'clean', cleanType: null, roomStateId: null },
    rooms: await loadRoomIndex(tx, ds.facilityId),
    roomTypeOf: new Map(rows.map((r) => [r.id, r.roomTypeId])),
    areaOf: new Map(rows.map((r) => [r.id, r.areaId])),
  };
}

const localDate = (s: SiteContext, iso: string | null) =>
  (iso ? DateTime.fromISO(iso, { zone: 'utc' }) : DateTime.now()).setZone(s.timeZone).toISODate() as string;

const nameOf = (p: Pick<TExternalPatient, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/**
 * The site's room of an external room number: an active room of that number (in the chosen area first),
 * else, with an area, a new room there of the room type most rooms of that area have. Null without an area.
 */
export async function roomFor(
  tx: Executor,
  s: SiteContext,
  roomNumber: string | null,
  areaId: string | null,
): Promise<{ roomId: string; created: boolean } | null> {
  const number = roomNumber?.trim();
  if (!number) return null;
  const matches = [...s.rooms.values()].filter((r) => !r.isArchived && r.roomNumber.trim().toLowerCase() === number.toLowerCase());
  const match = matches.find((r) => s.areaOf.get(r.id) === areaId) ?? matches[0];
  if (match) return { roomId: match.id, created: false };
  if (!areaId) return null;
  const roomTypeId = roomTypeForNewRoom(
    [...s.roomTypeOf].map(([id, roomTypeId]) => ({ areaId: s.areaOf.get(id) ?? null, roomTypeId })),
    areaId,
  );
  const id = crypto.randomUUID();
  await insertRoomIfNew(tx, {
    id,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    areaId,
    roomNumber: number.slice(0, 40),
    roomTypeId,
    qrCode: newQrCode(),
    description: null,
  });
  await recordEvent(tx, {
    ...s.meta,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    type: 'sync.room_created',
    data: { roomId: id, roomNumber: number },
  });
  // The site context learns the room, so the next patient of that number finds it.
  const fresh = await loadRoomIndex(tx, s.ds.facilityId);
  s.rooms = fresh;
  s.roomTypeOf.set(id, roomTypeId);
  s.areaOf.set(id, areaId);
  return { roomId: id, created: true };
}

const importSource = (s: SiteContext, p: TExternalPatient) => ({
  system: s.ds.application,
  dataSourceId: s.ds.id,
  dataSource: s.ds.name,
  patientId: p.patientId,
  facilityId: p.facilityId,
  syncedAt: new Date().toISOString(),
});

/** The clean an arrival asks of the room (its type's Pre-Clean routine), as the arrival workflow offers it. */
function arrivalClean(s: SiteContext, roomId: string, at: string) {
  const room = s.rooms.get(roomId);
  const cleanType = room ? defaultArrivalCleanType(room.routines) : null;
  return cleanType ? { cleanType, startDate: at } : null;
}

/** What a discharge or transfer asks of the room left (the site's vacated-room setting). */
function vacatedAction(s: SiteContext, roomId: string | null, at: string): TVacatedRoomAction {
  const room = roomId ? s.rooms.get(roomId) : undefined;
  if (!room) return { action: 'none' };
  return defaultVacatedRoomAction(
    s.vacatedSetting,
    room.routines,
    room.roomStates.map((id) => ({ id })),
    at,
  );
}

/** The clean a discharge or transfer asked of the room left, as kept for a cancellation. */
const departureClean = (vacated: TVacatedRoomAction, roomId: string | null, askedAt: string) =>
  vacated.action === 'clean' && roomId ? { roomId, taskKey: RESIDENT_DEPARTURE_TASK, cleanType: vacated.cleanType, askedAt } : null;

/**
 * The cleans a transfer asked for, kept for a cancellation: the room left's, with the room moved into's
 * beside it (or alone when the room left asked for none).
 */
function transferCleans(
  left: ReturnType<typeof departureClean>,
  arrival: { roomId: string; cleanType: string; startDate: string } | null,
): AdtAppliedRow['clean'] {
  if (!arrival) return left;
  if (!left) return { roomId: arrival.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: arrival.cleanType, askedAt: arrival.startDate };
  return { ...left, arrival: { roomId: arrival.roomId, cleanType: arrival.cleanType } };
}

const cleanOf = (a: TVacatedRoomAction) => (a.action === 'clean' ? a.cleanType : null);
const roomNumberOf = (s: SiteContext, roomId: string | null) => (roomId ? (s.rooms.get(roomId)?.roomNumber ?? null) : null);

export type PatientOutcome = { result: 'created' | 'updated' | 'unchanged'; room: 'created' | 'matched' | null };

/**
 * Brings one external patient in, or our resident up to date with them (import, reconciliation): names
 * and dates written; a patient discharged there is discharged here (the vacated room's clean asked for);
 * a patient in another room is transferred. An import brings residents who already live here: no arrival
 * clean is asked for them.
 */
export async function syncPatient(tx: Executor, s: SiteContext, p: TExternalPatient, areaId: string | null): Promise<PatientOutcome> {
  const ours = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(p.patientId);
  const room = p.status === 'Discharged' ? null : await roomFor(tx, s, p.roomNumber, areaId);
  const roomOutcome = room ? (room.created ? 'created' : 'matched') : null;
  const now = new Date().toISOString();
  if (!ours) {
    let ref = p.patientId.slice(0, 40);
    if (await residentRefTaken(tx, ref)) ref = `${p.patientId.slice(0, 31)}-${crypto.randomBytes(4).toString('hex')}`;
    const detail = await createResidentIn(tx, s.auth, s.meta, {
      facilityId: s.ds.facilityId,
      resident: {
        residentId: ref,
        namePrefix: residentTitleOf(p.namePrefix),
        firstName: p.firstName.trim() || '—',
        lastName: p.lastName.trim() || '—',
        nickName: p.nickName,
        roomId: room?.roomId ?? null,
        arrivalDate: p.admissionDate ? localDate(s, p.admissionDate) : null,
        notes: [],
        fallRisk: false,
        exitSeeking: false,
        sexuallyAbusive: false,
        verballyAbusive: false,
        physicallyAggressive: false,
      },
      sync: { syncId: p.patientId, syncFacilityId: p.facilityId, importSource: importSource(s, p) },
    });
    if (p.status === 'Discharged') {
      await updateResidentRow(tx, detail.resident.id, {
        status: 'Discharged',
        roomId: null,
        dischargeDate: p.dischargeDate ? localDate(s, p.dischargeDate) : null,
      });
    }
    return { result: 'created', room: roomOutcome };
  }
  const differences = syncDifferences(
    {
      firstName: ours.firstName,
      lastName: ours.lastName,
      namePrefix: ours.namePrefix,
      nickName: ours.nickName,
      status: ours.status,
      roomNumber: roomNumberOf(s, ours.roomId),
      arrivalDate: ours.arrivalDate,
      dischargeDate: ours.dischargeDate,
    },
    p,
  );
  if (!differences.length) return { result: 'unchanged', room: roomOutcome };
  if (p.status === 'Discharged' && ours.status === 'Resident') {
    await moveResidentIn(
      tx,
      s.auth,
      s.meta,
      {
        facilityId: s.ds.facilityId,
        id: ours.id,
        kind: 'discharge',
        date: localDate(s, p.dischargeDate),
        vacatedRoom: vacatedAction(s, ours.roomId, now),
      },
      { bySync: true },
    );
  } else if (p.status !== 'Discharged' && ours.status === 'Discharged' && room) {
    const clean = arrivalClean(s, room.roomId, now);
    await moveResidentIn(
      tx,
      s.auth,
      s.meta,
      {
        facilityId: s.ds.facilityId,
        id: ours.id,
        kind: 'arrival',
        roomId: room.roomId,
        date: localDate(s, p.admissionDate),
        cleanTask: clean,
      },
      { bySync: true },
    );
  } else if (p.status !== 'Discharged' && room && room.roomId !== ours.roomId && ours.status === 'Resident') {
    await moveResidentIn(
      tx,
      s.auth,
      s.meta,
      {
        facilityId: s.ds.facilityId,
        id: ours.id,
        kind: 'transfer',
        roomId: room.roomId,
        vacatedRoom: vacatedAction(s, ours.roomId, now),
        cleanTask: arrivalClean(s, room.roomId, now),
      },
      { bySync: true },
    );
  }
  await updateSyncedResidentIn(tx, s.auth, s.meta, s.ds.facilityId, ours.id, {
    namePrefix: residentTitleOf(p.namePrefix),
    firstName: p.firstName.trim() || ours.firstName,
    lastName: p.lastName.trim() || ours.lastName,
    nickName: p.nickName,
    arrivalDate: p.admissionDate ? localDate(s, p.admissionDate) : ours.arrivalDate,
    dischargeDate: p.dischargeDate ? localDate(s, p.dischargeDate) : null,
    importSource: importSource(s, p),
  });
  return { result: 'updated', room: roomOutcome };
}

const effect = (kind: TSyncEffect['kind'], over: Partial<TSyncEffect> = {}): TSyncEffect => ({
  kind,
  residentName: null,
  roomNumber: null,
  cleanType: null,
  cleanKept: false,
  ...over,
});

/**
 * Applies one ADT record, once: a record already applied (another delivery, another message naming it)
 * changes nothing and answers null.
 */
export async function applyAdtRecord(
  tx: Executor,
  s: SiteContext,
  record: TAdtRecord,
  patient: TExternalPatient,
): Promise<TSyncEffect | null> {
  const claimed = await claimAdtRecord(tx, {
    tenantId: s.ds.tenantId,
    dataSourceId: s.ds.id,
    adtRecordId: record.adtRecordId,
    action: record.action,
  });
  if (!claimed) return null;
  const e = adtEffect(record);
  const ours = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(patient.patientId);
  const residentName = nameOf(patient);
  const at = new Date(Math.max(Date.now(), Date.parse(record.effectiveDate) || 0)).toISOString();
  const before = ours
    ? { status: ours.status, roomId: ours.roomId, arrivalDate: ours.arrivalDate, dischargeDate: ours.dischargeDate }
    : null;
  const date = localDate(s, record.effectiveDate);
  const move = (input: Omit<Parameters<typeof moveResidentIn>[3], 'facilityId'>) =>
    moveResidentIn(tx, s.auth, s.meta, { facilityId: s.ds.facilityId, ...input }, { bySync: true });

  if (e.kind === 'arrive' || ((e.kind === 'transfer' || e.kind === 'return') && ours)) {
    const room = await roomFor(tx, s, e.roomNumber, s.ds.importAreaId);
    if (e.kind === 'arrive' && !ours) {
      await syncPatient(tx, s, { ...patient, status: 'Current', roomNumber: e.roomNumber }, s.ds.importAreaId);
      const created = (await syncedResidents(tx, s.ds.facilityId, s.ds.externalFacilityId)).get(patient.patientId);
      const clean = room ? arrivalClean(s, room.roomId, at) : null;
      if (room && clean) await askArrival(tx, s, room.roomId, clean);
      await updateAdtApplied(tx, claimed, {
        residentId: created?.id ?? null,
        before: null,
        createdResident: true,
        clean: room && clean ? { roomId: room.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: clean.cleanType, askedAt: at } : null,
      });
      return effect('arrive', { residentName, roomNumber: roomNumberOf(s, room?.roomId ?? null), cleanType: clean?.cleanType ?? null });
    }
    if (!ours) return effect('none', { residentName });
    if (e.kind === 'arrive' && ours.status === 'Discharged') {
      const clean = room ? arrivalClean(s, room.roomId, at) : null;
      if (room) await move({ id: ours.id, kind: 'arrival', roomId: room.roomId, date, cleanTask: clean });
      else await updateResidentRow(tx, ours.id, { status: 'Resident', arrivalDate: date, dischargeDate: null });
      await updateAdtApplied(tx, claimed, {
        residentId: ours.id,
        before,
        clean: room && clean ? { roomId: room.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: clean.cleanType, askedAt: at } : null,
      });
      return effect('arrive', { residentName, roomNumber: roomNumberOf(s, room?.roomId ?? null), cleanType: clean?.cleanType ?? null });
    }
    // A transfer (or a return, an admission of someone here) to another room: the room left gets its clean.
    if (!room || room.roomId === ours.roomId || ours.status !== 'Resident') {
      await updateAdtApplied(tx, claimed, { residentId: ours.id, before });
      return effect(e.kind === 'arrive' ? 'arrive' : e.kind, { residentName, roomNumber: roomNumberOf(s, ours.roomId) });
    }
    const vacated = vacatedAction(s, ours.roomId, at);
    // The room moved into is readied as an arrival readies it, as a transfer made here does.
    const arrival = arrivalClean(s, room.roomId, at);
    await move({ id: ours.id, kind: 'transfer', roomId: room.roomId, date, vacatedRoom: vacated, cleanTask: arrival });
    await updateAdtApplied(tx, claimed, {
      residentId: ours.id,
      before,
      clean: transferCleans(departureClean(vacated, ours.roomId, at), arrival && { roomId: room.roomId, ...arrival }),
    });
    return effect('transfer', { residentName, roomNumber: roomNumberOf(s, ours.roomId), cleanType: cleanOf(vacated) });
  }

  if (e.kind === 'discharge') {
    if (ours?.status !== 'Resident') return effect('none', { residentName });
    const vacated = vacatedAction(s, ours.roomId, at);
    await move({ id: ours.id, kind: 'discharge', date, vacatedRoom: vacated });
    await updateAdtApplied(tx, claimed, {
      residentId: ours.id,
      before,
      clean: departureClean(vacated, ours.roomId, at),
    });
    return effect('discharge', { residentName, roomNumber: roomNumberOf(s, ours.roomId), cleanType: cleanOf(vacated) });
  }

  if (e.kind === 'undo') return undo(tx, s, e.recordId, residentName);
  return effect(e.kind === 'leave' ? 'leave' : e.kind === 'none' ? 'none' : 'return', { residentName });
}

async function askArrival(tx: Executor, s: SiteContext, roomId: string, clean: { cleanType: string; startDate: string }): Promise<void> {
  await upsertMoveTask(tx, {
    tenantId: s.ds.tenantId,
    roomId,
    taskKey: RESIDENT_ARRIVAL_TASK,
    description: clean.cleanType,
    cleanType: clean.cleanType,
    startDate: new Date(clean.startDate),
  });
  await recordEvent(tx, {
    ...s.meta,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    type: 'sync.clean_asked',
    data: { roomId, cleanType: clean.cleanType },
  });
}

/**
 * A cancellation: the resident as before the cancelled record (a resident it created is removed when no
 * clean names them), and its clean withdrawn unless a clean of the room has started since it was asked.
 */
async function undo(tx: Executor, s: SiteContext, recordId: string, residentName: string): Promise<TSyncEffect> {
  const applied = await findAdtApplied(tx, s.ds.id, recordId);
  if (!applied || applied.undone) return effect('none', { residentName });
  let cleanKept = false;
  if (applied.clean) {
    const { roomId, taskKey, cleanType, askedAt, arrival } = applied.clean;
    const since = new Date(new Date(askedAt).getTime() - 60_000);
    cleanKept = await withdrawClean(tx, s, { roomId, taskKey, cleanType }, since);
    // A transfer's arrival clean of the room moved into goes the same way, judged by its own room.
    if (arrival)
      await withdrawClean(tx, s, { roomId: arrival.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: arrival.cleanType }, since);
  }
  if (applied.residentId) {
    const row = await findResidentRow(tx, applied.residentId);
    if (row) {
      if (applied.createdResident && (await countReportsOf(tx, row.id)) === 0) {
        await deleteResidentRow(tx, row.id);
        await recordEvent(tx, {
          ...s.meta,
          tenantId: s.ds.tenantId,
          facilityId: s.ds.facilityId,
          type: 'resident.deleted',
          subjectType: 'resident',
          subjectId: row.id,
        });
      } else if (applied.before) {
        await restoreSyncedResidentIn(tx, s.auth, s.meta, s.ds.facilityId, row.id, applied.before);
      } else {
        await updateResidentRow(tx, row.id, { status: 'Discharged', roomId: null });
      }
    }
  }
  await updateAdtApplied(tx, applied.id, { undone: true });
  return effect('undo', {
    residentName,
    roomNumber: roomNumberOf(s, applied.clean?.roomId ?? null),
    cleanType: applied.clean?.cleanType ?? null,
    cleanKept,
  });
}

/** Withdraws a clean a record asked for unless a clean of its room has started since; true when it is kept. */
async function withdrawClean(
  tx: Executor,
  s: SiteContext,
  clean: { roomId: string; taskKey: string; cleanType: string },
  since: Date,
): Promise<boolean> {
  if (await cleanStartedSince(tx, clean.roomId, since)) return true;
  await deleteMoveTask(tx, clean);
  await recordEvent(tx, {
    ...s.meta,
    tenantId: s.ds.tenantId,
    facilityId: s.ds.facilityId,
    type: 'sync.clean_withdrawn',
    data: { roomId: clean.roomId, cleanType: clean.cleanType },
  });
  return false;
}

/** A sync step that our own rules refused (an archived room, a clean type the room type lacks), as a readable failure. */
export function refusalOf(err: unknown): { code: 'sync.room_archived' | 'sync.external_error'; status: null; detail: string } | null {
  if (!(err instanceof AppError)) return null;
  const field = err.errors[0]?.field ?? '';
  return {
    code: /room/i.test(field) ? 'sync.room_archived' : 'sync.external_error',
    status: null,
    detail: err.errors[0]?.code ?? err.code,
  };
}
