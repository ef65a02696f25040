import crypto from 'node:crypto';
import { RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK, type TVacatedRoomAction } from '@carehome/contracts';
import { defaultArrivalCleanType, defaultVacatedRoomAction, roomTypeForNewRoom } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events.ts';
import { insertRoomIfNew, newQrCode } from '../sites/index.ts';
import type { AdtAppliedRow } from './sync.repository.ts';
import { reloadRooms, type SiteContext } from './sync-site.ts';

// The rooms of the external system's news: the site's room of an external room number (created when the
// chosen area has none), and the cleans an arrival, a discharge or a transfer asks of rooms, as the
// site's own workflows offer them.

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
  await reloadRooms(tx, s);
  s.roomTypeOf.set(id, roomTypeId);
  s.areaOf.set(id, areaId);
  return { roomId: id, created: true };
}

/** The clean an arrival asks of the room (its type's Pre-Clean routine), as the arrival workflow offers it. */
export function arrivalClean(s: SiteContext, roomId: string, at: string) {
  const room = s.rooms.get(roomId);
  const cleanType = room ? defaultArrivalCleanType(room.routines) : null;
  return cleanType ? { cleanType, startDate: at } : null;
}

/** What a discharge or transfer asks of the room left (the site's vacated-room setting). */
export function vacatedAction(s: SiteContext, roomId: string | null, at: string): TVacatedRoomAction {
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
export const departureClean = (vacated: TVacatedRoomAction, roomId: string | null, askedAt: string) =>
  vacated.action === 'clean' && roomId ? { roomId, taskKey: RESIDENT_DEPARTURE_TASK, cleanType: vacated.cleanType, askedAt } : null;

/**
 * The cleans a transfer asked for, kept for a cancellation: the room left's, with the room moved into's
 * beside it (or alone when the room left asked for none).
 */
export function transferCleans(
  left: ReturnType<typeof departureClean>,
  arrival: { roomId: string; cleanType: string; startDate: string } | null,
): AdtAppliedRow['clean'] {
  if (!arrival) return left;
  if (!left) return { roomId: arrival.roomId, taskKey: RESIDENT_ARRIVAL_TASK, cleanType: arrival.cleanType, askedAt: arrival.startDate };
  return { ...left, arrival: { roomId: arrival.roomId, cleanType: arrival.cleanType } };
}

export const cleanOf = (a: TVacatedRoomAction) => (a.action === 'clean' ? a.cleanType : null);
