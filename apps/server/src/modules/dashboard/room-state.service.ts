import { STATE_ROOM_CLEAN } from '@carehome/contracts';
import { roomTypeHasCleanType } from '@carehome/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rooms } from '../../db/schema/layout.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { findConfig } from '../housekeeping/config.repository.ts';
import { findRoom } from '../sites/sites.repository.ts';

/**
 * Spec section 4: selecting a state, with an optional clean type, sets the room state and adds the
 * outstanding task 'State Room Clean'; resetting to Resident (no state) clears both.
 */
export async function setRoomState(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; roomId: string; roomStateId: string | null; cleanType?: string | null | undefined },
): Promise<{ roomStateId: string | null; stateName: string | null; cleanType: string | null }> {
  assertSiteVisible(auth, input.facilityId);
  return withTenant(ctx.database.db, auth.tenantId, (tx) => applyRoomState(tx, auth, meta, input));
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
  await tx
    .update(rooms)
    .set({
      roomStateId: state?.id ?? null,
      stateCleanType: cleanType,
      stateSetAt: state ? sql`now()` : null,
      stateSetBy: state ? auth.subjectId : null,
      updatedAt: sql`now()`,
    })
    .where(eq(rooms.id, room.id));
  if (state) {
    await tx
      .insert(outstandingTasks)
      .values({ tenantId: auth.tenantId, roomId: room.id, taskKey: STATE_ROOM_CLEAN, description: state.stateName, cleanType })
      .onConflictDoUpdate({
        target: [outstandingTasks.roomId, outstandingTasks.taskKey],
        set: { description: state.stateName, cleanType, startDate: sql`now()`, updatedAt: sql`now()` },
      });
  } else {
    await tx.delete(outstandingTasks).where(and(eq(outstandingTasks.roomId, room.id), eq(outstandingTasks.taskKey, STATE_ROOM_CLEAN)));
  }
  await recordEvent(tx, {
    ...fromRequest(meta),
    tenantId: auth.tenantId,
    facilityId: input.facilityId,
    type: 'room.state_changed',
    subjectType: 'room',
    subjectId: room.id,
    data: { stateName: state?.stateName ?? null, cleanType },
  });
  return { roomStateId: state?.id ?? null, stateName: state?.stateName ?? null, cleanType };
}
