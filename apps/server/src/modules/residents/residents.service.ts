import {
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TCleanTaskInput,
  type TEventType,
  type TResident,
  type TResidentCheckInOut,
  type TResidentDetail,
  type TResidentEvent,
  type TResidentValues,
  type TVacatedRoomAction,
} from '@carehome/contracts';
import {
  changedResidentFields,
  forbiddenImportedChanges,
  hasCleanType,
  hasRole,
  type ResidentFields,
  residentDisplayName,
} from '@carehome/domain';
import { DateTime } from 'luxon';
import { logBulkRead } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound, uniqueViolation } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { getSite } from '../auth/auth.repository.ts';
import { applyRoomState } from '../dashboard/room-state.service.ts';
import { filesUsableAt } from '../files/files.repository.ts';
import { logResidentAccess } from './residents.access-log.ts';
import {
  countReportsOf,
  deleteResidentRow,
  findResidentRow,
  insertResidentEvent,
  insertResidentRow,
  listResidentEvents,
  listResidentRows,
  namesOf,
  type ResidentRow,
  updateResidentRow,
  upsertMoveTask,
} from './residents.repository.ts';
import { loadRoomIndex, type RoomIndex } from './room-index.ts';

// Residents of a site (issue 10): records, moves (arrival, discharge, transfer, a discharge taken back)
// with the cleans they ask of rooms, and the access log of every read and change.

const UNIQUE = { residents_ref_unique: { field: 'residentId', code: 'duplicate.id' } } as const;

export function toResident(row: ResidentRow, rooms: RoomIndex): TResident {
  const room = row.roomId ? rooms.get(row.roomId) : undefined;
  const source = row.importSource as { kind?: unknown; name?: unknown; at?: unknown } | null;
  return {
    id: row.id,
    residentId: row.residentRef,
    namePrefix: (row.namePrefix as TResident['namePrefix']) ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    displayName: residentDisplayName(row),
    photo: row.photo,
    facilityId: row.facilityId,
    room: room ? { id: room.id, roomNumber: room.roomNumber, areaPath: room.areaPath, roomType: room.roomType } : null,
    status: row.status,
    arrivalDate: row.arrivalDate,
    dischargeDate: row.dischargeDate,
    notes: row.notes.filter((n) => n.type === 'PreClean' || n.type === 'PostClean') as TResident['notes'],
    fallRisk: row.fallRisk,
    exitSeeking: row.exitSeeking,
    sexuallyAbusive: row.sexuallyAbusive,
    verballyAbusive: row.verballyAbusive,
    physicallyAggressive: row.physicallyAggressive,
    syncId: row.syncId,
    syncFacilityId: row.syncFacilityId,
    syncStatus: row.syncStatus,
    importSource:
      source && (source.kind === 'sync' || source.kind === 'csv')
        ? {
            kind: source.kind,
            name: typeof source.name === 'string' ? source.name : null,
            at: typeof source.at === 'string' ? source.at : null,
          }
        : null,
    imported: row.syncId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function fieldsOf(row: ResidentRow): ResidentFields {
  return {
    residentId: row.residentRef,
    namePrefix: row.namePrefix,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    photo: row.photo,
    roomId: row.roomId,
    arrivalDate: row.arrivalDate,
    notes: row.notes as ResidentFields['notes'],
    fallRisk: row.fallRisk,
    exitSeeking: row.exitSeeking,
    sexuallyAbusive: row.sexuallyAbusive,
    verballyAbusive: row.verballyAbusive,
    physicallyAggressive: row.physicallyAggressive,
  };
}

/** Today in the site's calendar. */
async function siteToday(tx: Executor, facilityId: string): Promise<string> {
  const site = await getSite(tx, facilityId);
  if (!site) throw notFound();
  return DateTime.now().setZone(site.timeZone).toISODate() as string;
}

/** The resident of this site, or "not found" (another site's or organization's resident). */
async function loadResident(tx: Executor, facilityId: string, id: string): Promise<ResidentRow> {
  const row = await findResidentRow(tx, id);
  if (!row || row.facilityId !== facilityId) throw notFound();
  return row;
}

function assertNotImported(row: ResidentRow): void {
  if (row.syncId !== null) throw new AppError(409, 'resident.imported');
}

async function withUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw uniqueViolation(err, UNIQUE) ?? err;
  }
}

/** A room of the site that can take a resident (exists, not archived). */
function roomOf(rooms: RoomIndex, roomId: string, field: string) {
  const room = rooms.get(roomId);
  if (!room || room.isArchived) throw fieldError(field, 'validation.invalid');
  return room;
}

/** The photo must be a file of this site (or the organization's) in the file store. */
async function assertPhoto(tx: Executor, facilityId: string, photo: string | null | undefined): Promise<void> {
  if (!photo) return;
  if (!(await filesUsableAt(tx, facilityId, [photo])).has(photo)) throw fieldError('photo', 'validation.invalid');
}

/** Adds the clean a move asks of a room as its outstanding task; the clean type must be one the room type has. */
async function askForClean(
  tx: Executor,
  auth: TenantAuth,
  rooms: RoomIndex,
  roomId: string,
  taskKey: string,
  task: { cleanType: string; startDate: string },
  field: string,
): Promise<void> {
  const room = roomOf(rooms, roomId, field);
  if (!hasCleanType(room.routines, task.cleanType)) {
    throw fieldError(`${field}.cleanType`, 'resident.unknown_clean_type', 400, {
      roomType: room.roomType ?? '',
      cleanType: task.cleanType,
    });
  }
  await upsertMoveTask(tx, {
    tenantId: auth.tenantId,
    roomId,
    taskKey,
    description: task.cleanType,
    cleanType: task.cleanType,
    startDate: new Date(task.startDate),
  });
}

/** What a discharge or transfer asks of the room the resident leaves. */
async function vacate(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  rooms: RoomIndex,
  facilityId: string,
  roomId: string | null,
  action: TVacatedRoomAction | undefined,
): Promise<{ roomId: string; cleanType: string | null; stateName: string | null } | null> {
  if (!roomId || !action || action.action === 'none') return null;
  if (action.action === 'clean') {
    await askForClean(tx, auth, rooms, roomId, RESIDENT_DEPARTURE_TASK, action, 'vacatedRoom');
    return { roomId, cleanType: action.cleanType, stateName: null };
  }
  const room = roomOf(rooms, roomId, 'vacatedRoom');
  if (!room.roomStates.includes(action.roomStateId)) throw fieldError('vacatedRoom.roomStateId', 'validation.invalid');
  const set = await applyRoomState(tx, auth, meta, { facilityId, roomId, roomStateId: action.roomStateId }, 'vacatedRoom.roomStateId');
  return { roomId, cleanType: set.cleanType, stateName: set.stateName };
}

async function changed(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  row: Pick<ResidentRow, 'id' | 'facilityId'>,
  type: TEventType,
  action: Parameters<typeof logResidentAccess>[3]['action'],
  fields: string[] = [],
): Promise<void> {
  await recordEvent(tx, {
    ...fromRequest(meta),
    tenantId: auth.tenantId,
    facilityId: row.facilityId,
    type,
    subjectType: 'resident',
    subjectId: row.id,
  });
  await logResidentAccess(tx, auth, meta, { residentId: row.id, facilityId: row.facilityId, action, fields });
}

async function detailOf(tx: Executor, auth: TenantAuth, row: ResidentRow, rooms?: RoomIndex): Promise<TResidentDetail> {
  const index = rooms ?? (await loadRoomIndex(tx, row.facilityId));
  const events = await listResidentEvents(tx, row.id);
  const names = await namesOf(
    tx,
    events.flatMap((e) => (e.byStaffId ? [e.byStaffId] : [])),
  );
  const roomRef = (id: string | null) => {
    const room = id ? index.get(id) : undefined;
    return room ? { id: room.id, roomNumber: room.roomNumber } : null;
  };
  return {
    resident: toResident(row, index),
    events: events.map(
      (e): TResidentEvent => ({
        id: e.id,
        kind: e.kind,
        date: e.date,
        recordedAt: e.createdAt.toISOString(),
        by: (e.byStaffId ? names.get(e.byStaffId) : undefined) ?? e.byName,
        fromRoom: roomRef(e.fromRoomId),
        toRoom: roomRef(e.toRoomId),
        clean: e.clean
          ? { roomNumber: roomRef(e.clean.roomId)?.roomNumber ?? '', cleanType: e.clean.cleanType, stateName: e.clean.stateName }
          : null,
        arrivalClean: e.clean?.arrival
          ? { roomNumber: roomRef(e.clean.arrival.roomId)?.roomNumber ?? '', cleanType: e.clean.arrival.cleanType }
          : null,
      }),
    ),
    canReadAccessLog: hasRole({ role: auth.role }, 'FacilityAdministrator'),
  };
}

function moveEvent(auth: TenantAuth, row: Pick<ResidentRow, 'id' | 'facilityId'>) {
  return {
    tenantId: auth.tenantId,
    facilityId: row.facilityId,
    residentId: row.id,
    byStaffId: auth.kind === 'staff' ? auth.subjectId : null,
    byName: auth.displayName,
  };
}

/** The residents list (notes and flags of every resident); the read is one entry of the access log. */
export async function listResidents(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  status: 'Resident' | 'Discharged' | null,
): Promise<TResident[]> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await getSite(tx, facilityId))) throw notFound();
    const rooms = await loadRoomIndex(tx, facilityId);
    const rows = await listResidentRows(tx, facilityId, status);
    await logBulkRead(tx, auth, meta, { facilityId, kind: 'residentList', route: '/resident', residentIds: rows.map((r) => r.id) });
    return rows.map((r) => toResident(r, rooms));
  });
}

/** One resident with its moves; the read is recorded in the access log. */
export async function getResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const row = await loadResident(tx, facilityId, id);
    await logResidentAccess(tx, auth, meta, { residentId: row.id, facilityId, action: 'viewed', fields: [] });
    return detailOf(tx, auth, row);
  });
}

export interface ResidentSaveInput {
  resident: TResidentValues & { id?: string | undefined };
  facilityId: string;
  photo?: string | null | undefined;
  cleanTask?: TCleanTaskInput | null | undefined;
  /** An import from the external care-records system: the patient it is, and where it came from. */
  sync?: { syncId: string; syncFacilityId: string; importSource: Record<string, unknown> } | undefined;
}

/** POST /resident without an id: the arrival of a new resident, with the arrival clean of their room. */
export async function createResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, input.facilityId);
  return withUnique(() => withTenant(ctx.database.db, auth.tenantId, (tx) => createResidentIn(tx, auth, meta, input)));
}

/** The arrival inside the caller's transaction (the demo seed creates its residents through it too). */
export async function createResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  const { resident, facilityId } = input;
  const today = await siteToday(tx, facilityId);
  const rooms = await loadRoomIndex(tx, facilityId);
  if (resident.roomId) roomOf(rooms, resident.roomId, 'resident.roomId');
  if (input.cleanTask && !resident.roomId) throw fieldError('resident.roomId', 'validation.required');
  await assertPhoto(tx, facilityId, input.photo);
  const arrivalDate = resident.arrivalDate ?? today;
  const id = await insertResidentRow(tx, {
    tenantId: auth.tenantId,
    facilityId,
    residentRef: resident.residentId,
    namePrefix: resident.namePrefix,
    firstName: resident.firstName,
    lastName: resident.lastName,
    nickName: resident.nickName,
    photo: input.photo ?? null,
    roomId: resident.roomId,
    status: 'Resident',
    arrivalDate,
    notes: resident.notes,
    fallRisk: resident.fallRisk,
    exitSeeking: resident.exitSeeking,
    sexuallyAbusive: resident.sexuallyAbusive,
    verballyAbusive: resident.verballyAbusive,
    physicallyAggressive: resident.physicallyAggressive,
    ...(input.sync ? { syncId: input.sync.syncId, syncFacilityId: input.sync.syncFacilityId, importSource: input.sync.importSource } : {}),
  });
  if (input.cleanTask && resident.roomId) {
    await askForClean(tx, auth, rooms, resident.roomId, RESIDENT_ARRIVAL_TASK, input.cleanTask, 'cleanTask');
  }
  const row = { id, facilityId };
  await insertResidentEvent(tx, {
    ...moveEvent(auth, row),
    kind: 'arrival',
    date: arrivalDate,
    toRoomId: resident.roomId,
    clean: input.cleanTask && resident.roomId ? { roomId: resident.roomId, cleanType: input.cleanTask.cleanType, stateName: null } : null,
  });
  await changed(tx, auth, meta, row, 'resident.created', 'created');
  return detailOf(tx, auth, await loadResident(tx, facilityId, id), rooms);
}

/**
 * POST /resident with an id: changes the record. The room changes only through a move (transfer), so
 * `roomId` is ignored here. An imported resident may change only what this product owns (notes, photo,
 * risk flags): anything else is 409 'Imported resident cannot be modified'.
 */
export async function updateResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  id: string,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, input.facilityId);
  const { resident, facilityId } = input;
  return withUnique(() =>
    withTenant(ctx.database.db, auth.tenantId, async (tx) => {
      const row = await loadResident(tx, facilityId, id);
      if (input.photo !== undefined && input.photo !== row.photo) await assertPhoto(tx, facilityId, input.photo);
      const next: ResidentFields = {
        ...fieldsOf(row),
        residentId: resident.residentId,
        namePrefix: resident.namePrefix,
        firstName: resident.firstName,
        lastName: resident.lastName,
        nickName: resident.nickName,
        photo: input.photo === undefined ? row.photo : input.photo,
        arrivalDate: resident.arrivalDate ?? row.arrivalDate,
        notes: resident.notes,
        fallRisk: resident.fallRisk,
        exitSeeking: resident.exitSeeking,
        sexuallyAbusive: resident.sexuallyAbusive,
        verballyAbusive: resident.verballyAbusive,
        physicallyAggressive: resident.physicallyAggressive,
      };
      const fields = changedResidentFields(fieldsOf(row), next);
      if (row.syncId !== null && forbiddenImportedChanges(fields).length) throw new AppError(409, 'resident.imported');
      if (fields.length) {
        await updateResidentRow(tx, id, {
          residentRef: next.residentId,
          namePrefix: next.namePrefix,
          firstName: next.firstName,
          lastName: next.lastName,
          nickName: next.nickName,
          photo: next.photo,
          arrivalDate: next.arrivalDate,
          notes: [...next.notes],
          fallRisk: next.fallRisk,
          exitSeeking: next.exitSeeking,
          sexuallyAbusive: next.sexuallyAbusive,
          verballyAbusive: next.verballyAbusive,
          physicallyAggressive: next.physicallyAggressive,
        });
        await changed(tx, auth, meta, row, 'resident.updated', 'updated', fields);
      }
      return detailOf(tx, auth, await loadResident(tx, facilityId, id));
    }),
  );
}

/** DELETE /resident: a record entered by mistake. One with cleaning reports is discharged instead. */
export async function deleteResident(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string, id: string): Promise<void> {
  assertSiteVisible(auth, facilityId);
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const row = await loadResident(tx, facilityId, id);
    assertNotImported(row);
    if ((await countReportsOf(tx, id)) > 0) throw new AppError(409, 'resident.has_history');
    await deleteResidentRow(tx, id);
    await changed(tx, auth, meta, row, 'resident.deleted', 'deleted');
  });
}

/** POST /resident/checkinout: discharge, transfer, return (arrival) or undo a discharge. */
export async function moveResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TResidentCheckInOut,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, input.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, (tx) => moveResidentIn(tx, auth, meta, input));
}

/**
 * A move inside the caller's transaction (the demo seed moves its residents through it too). An imported
 * resident moves only when the external system says so (`bySync`, the care-records sync).
 */
export async function moveResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TResidentCheckInOut,
  opts: { bySync?: boolean } = {},
): Promise<TResidentDetail> {
  const { facilityId } = input;
  const row = await loadResident(tx, facilityId, input.id);
  if (!opts.bySync) assertNotImported(row);
  const today = await siteToday(tx, facilityId);
  const date = input.date ?? today;
  const rooms = await loadRoomIndex(tx, facilityId);
  const event = moveEvent(auth, row);
  if (input.kind === 'discharge') {
    if (row.status !== 'Resident') throw new AppError(409, 'resident.already_discharged');
    const clean = await vacate(tx, auth, meta, rooms, facilityId, row.roomId, input.vacatedRoom);
    await updateResidentRow(tx, row.id, { status: 'Discharged', dischargeDate: date, roomId: null });
    await insertResidentEvent(tx, { ...event, kind: 'discharge', date, fromRoomId: row.roomId, clean });
    await changed(tx, auth, meta, row, 'resident.discharged', 'discharge', ['status', 'roomId', 'dischargeDate']);
  } else if (input.kind === 'transfer') {
    if (row.status !== 'Resident') throw new AppError(409, 'resident.already_discharged');
    if (!input.roomId) throw fieldError('roomId', 'validation.required');
    if (input.roomId === row.roomId) throw fieldError('roomId', 'resident.same_room');
    roomOf(rooms, input.roomId, 'roomId');
    const left = await vacate(tx, auth, meta, rooms, facilityId, row.roomId, input.vacatedRoom);
    // The room moved into is readied as for an arrival: the same task, ended by the same cleans.
    if (input.cleanTask) await askForClean(tx, auth, rooms, input.roomId, RESIDENT_ARRIVAL_TASK, input.cleanTask, 'cleanTask');
    const arrival = input.cleanTask ? { roomId: input.roomId, cleanType: input.cleanTask.cleanType } : null;
    const clean = left && arrival ? { ...left, arrival } : (left ?? (arrival ? { ...arrival, stateName: null } : null));
    // The flags and notes are the resident's: they move with them to the new room's tile.
    await updateResidentRow(tx, row.id, { roomId: input.roomId });
    await insertResidentEvent(tx, { ...event, kind: 'transfer', date, fromRoomId: row.roomId, toRoomId: input.roomId, clean });
    await changed(tx, auth, meta, row, 'resident.transferred', 'transfer', ['roomId']);
  } else if (input.kind === 'arrival') {
    if (row.status !== 'Discharged') throw new AppError(409, 'resident.not_discharged');
    if (!input.roomId) throw fieldError('roomId', 'validation.required');
    roomOf(rooms, input.roomId, 'roomId');
    if (input.cleanTask) await askForClean(tx, auth, rooms, input.roomId, RESIDENT_ARRIVAL_TASK, input.cleanTask, 'cleanTask');
    await updateResidentRow(tx, row.id, { status: 'Resident', roomId: input.roomId, arrivalDate: date, dischargeDate: null });
    await insertResidentEvent(tx, {
      ...event,
      kind: 'arrival',
      date,
      toRoomId: input.roomId,
      clean: input.cleanTask ? { roomId: input.roomId, cleanType: input.cleanTask.cleanType, stateName: null } : null,
    });
    await changed(tx, auth, meta, row, 'resident.arrived', 'arrival', ['status', 'roomId', 'arrivalDate']);
  } else {
    const [last] = await listResidentEvents(tx, row.id);
    if (row.status !== 'Discharged' || last?.kind !== 'discharge') throw new AppError(409, 'resident.not_discharged');
    // Back to the room they left, when it is still in use; the clean or state the discharge asked for stays.
    const back = last.fromRoomId && rooms.get(last.fromRoomId) && !rooms.get(last.fromRoomId)?.isArchived ? last.fromRoomId : null;
    await updateResidentRow(tx, row.id, { status: 'Resident', roomId: back, dischargeDate: null });
    await insertResidentEvent(tx, { ...event, kind: 'dischargeUndone', date: today, toRoomId: back });
    await changed(tx, auth, meta, row, 'resident.discharge_undone', 'dischargeUndone', ['status', 'roomId', 'dischargeDate']);
  }
  return detailOf(tx, auth, await loadResident(tx, facilityId, row.id), rooms);
}

/** The fields of an imported resident the external system owns. */
export interface SyncedResidentValues {
  namePrefix: TResidentValues['namePrefix'];
  firstName: string;
  lastName: string;
  nickName: string | null;
  arrivalDate: string | null;
  dischargeDate: string | null;
  importSource: Record<string, unknown>;
}

/**
 * The care-records sync writes what the external system owns of an imported resident (names, dates);
 * status and room change only through moves. Returns the changed field names (empty: nothing written).
 */
export async function updateSyncedResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
  values: SyncedResidentValues,
): Promise<string[]> {
  const row = await loadResident(tx, facilityId, id);
  const fields = (['namePrefix', 'firstName', 'lastName', 'nickName', 'arrivalDate', 'dischargeDate'] as const).filter(
    (k) => (row[k] ?? null) !== (values[k] ?? null),
  );
  await updateResidentRow(tx, id, {
    namePrefix: values.namePrefix,
    firstName: values.firstName,
    lastName: values.lastName,
    nickName: values.nickName,
    ...(values.arrivalDate ? { arrivalDate: values.arrivalDate } : {}),
    dischargeDate: values.dischargeDate,
    importSource: values.importSource,
    syncStatus: 'None',
  });
  if (fields.length) await changed(tx, auth, meta, row, 'resident.updated', 'updated', [...fields]);
  return [...fields];
}

/** Takes back what a synced move did (a cancellation in the external system): the resident's state as it was. */
export async function restoreSyncedResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
  before: { status: 'Resident' | 'Discharged'; roomId: string | null; arrivalDate: string | null; dischargeDate: string | null },
): Promise<void> {
  const row = await loadResident(tx, facilityId, id);
  await updateResidentRow(tx, id, {
    status: before.status,
    roomId: before.roomId,
    ...(before.arrivalDate ? { arrivalDate: before.arrivalDate } : {}),
    dischargeDate: before.dischargeDate,
  });
  await changed(tx, auth, meta, row, 'resident.move_cancelled', 'updated', ['status', 'roomId', 'arrivalDate', 'dischargeDate']);
}
