import { roomTypeHasCleanType } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { findConfig } from '../housekeeping/index.ts';
import { findRoom } from '../sites/index.ts';
import { deleteStateTask, updateRoomState, upsertStateTask } from './room-state.repository.ts';

/**
 * Selecting a state, with an optional clean type, sets the room state and adds the outstanding task
 * 'State Room Clean'; resetting to Resident (no state) clears both.
 */
export async function setRoomState(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; roomId: string; roomStateId: string | null; cleanType?: string | null | undefined },
): Promise<{ roomStateId: string | null; stateName: string | null; cleanType: string | null }> {
  return withVisibleSite(ctx, auth, input.facilityId, (tx) => applyRoomState(tx, auth, meta, input));
}

/** Sets or resets a room state inside the caller's transaction (a resident's move sets one too). */
export async function applyRoomState(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; roomId: string; roomStateId: string | null; cleanType?: string | null | undefined },
  field = 'roomStateId',
): Promise<{ roomStateId: string | null; stateName: string | null; cleanType: string | null }> {
  const room = await findRoom(tx, input.facilityId, input.roomId);
  if (!room || room.isArchived) throw notFound();
  const config = await findConfig(tx, input.facilityId);
  const state = input.roomStateId ? config?.document.roomStates.find((s) => s.id === input.roomStateId) : null;
  if (input.roomStateId && !state) throw fieldError(field, 'validation.invalid');
  const cleanType = state ? (input.cleanType === undefined ? state.cleanType : input.cleanType) : null;
  // The state's clean is the clean that is done: it must be one the room's type has a routine for.
  const roomType = config?.document.roomTypes.find((t) => t.id === room.roomTypeId);
  if (cleanType && !roomTypeHasCleanType(roomType?.routines ?? [], cleanType)) {
    throw fieldError(field === 'roomStateId' ? 'cleanType' : field, 'room_state.clean_type_missing', 400, {
      roomType: roomType?.roomType ?? '',
      cleanType,
    });
  }
  await updateRoomState(tx, room.id, state ? { roomStateId: state.id, cleanType, setBy: auth.subjectId } : null);
  if (state) await upsertStateTask(tx, { tenantId: auth.tenantId, roomId: room.id, description: state.stateName, cleanType });
  else await deleteStateTask(tx, room.id);
  await recordEvent(tx, {
    ...fromRequestIn(meta, auth),
    facilityId: input.facilityId,
    type: 'room.state_changed',
    subjectType: 'room',
    subjectId: room.id,
    data: { stateName: state?.stateName ?? null, cleanType },
  });
  return { roomStateId: state?.id ?? null, stateName: state?.stateName ?? null, cleanType };
}
