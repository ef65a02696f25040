import {
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TResidentCheckInOut,
  type TResidentDetail,
  type TVacatedRoomAction,
} from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { applyRoomState } from '../dashboard/index.ts';
import { insertResidentEvent, listResidentEvents, updateResidentRow } from './residents.repository.ts';
import { askForClean, assertNotImported, changed, loadResident, moveEvent, roomOf } from './residents.shared.ts';
import { detailOf } from './residents.view.ts';
import type { RoomIndex } from './room-index.ts';
import { siteRooms } from './room-index.ts';

// Moves of a resident: discharge, transfer, return (arrival) and a discharge taken back, each with the
// clean or room state it asks of the rooms involved.

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

/** POST /resident/checkinout: discharge, transfer, return (arrival) or undo a discharge. */
export async function moveResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TResidentCheckInOut,
): Promise<TResidentDetail> {
  return withVisibleSite(ctx, auth, input.facilityId, (tx) => moveResidentIn(tx, auth, meta, input));
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
  const { today, rooms } = await siteRooms(tx, facilityId);
  const date = input.date ?? today;
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
