import type { THousekeepingConfig, TRoomState } from '@carehome/contracts';

/** The Room States selector's choice: a state id, or Resident (no state). */
export const RESIDENT = 'resident';

export interface RoomStateRoom {
  roomTypeId: string | null;
  roomState: { id: string; stateName: string } | null;
  stateCleanType: string | null;
}

/**
 * The states offered for a room: those its room type allows, in their configured order (then by
 * name). The room's current state stays in the list even when its type no longer allows it, so that
 * what the room is in is always shown.
 */
export function statesForRoom(config: THousekeepingConfig, room: RoomStateRoom): TRoomState[] {
  const type = config.roomTypes.find((rt) => rt.id === room.roomTypeId);
  const allowed = new Set(type?.roomStates ?? []);
  if (room.roomState) allowed.add(room.roomState.id);
  return config.roomStates.filter((s) => allowed.has(s.id)).sort((a, b) => a.order - b.order || a.stateName.localeCompare(b.stateName));
}

/**
 * The clean types a state can ask for on this room: those of its room type's routines (highest
 * priority first, each once). A state's clean is the clean that is done, so it must be one the room
 * type has (the server refuses any other).
 */
export function cleanTypesForRoom(config: THousekeepingConfig, room: RoomStateRoom): string[] {
  const type = config.roomTypes.find((rt) => rt.id === room.roomTypeId);
  const routines = [...(type?.routines ?? [])].sort((a, b) => b.priority - a.priority);
  const out: string[] = [];
  for (const c of routines.map((r) => r.cleanType)) if (c && !out.includes(c)) out.push(c);
  return out;
}

/** The clean type the state itself asks for, when the room's type has no routine of it (so it cannot be used here). */
export function missingCleanType(config: THousekeepingConfig, room: RoomStateRoom, choice: string): string | null {
  if (choice === RESIDENT) return null;
  const wanted = config.roomStates.find((s) => s.id === choice)?.cleanType ?? null;
  if (!wanted) return null;
  const key = wanted.trim().toLowerCase();
  return cleanTypesForRoom(config, room).some((c) => c.trim().toLowerCase() === key) ? null : wanted;
}

/**
 * The clean type preselected for a choice: the room's own when it stays in its current state, else the
 * state's; none when the room's type has no routine of it.
 */
export function defaultCleanType(config: THousekeepingConfig, room: RoomStateRoom, choice: string): string | null {
  if (choice === RESIDENT) return null;
  const wanted = room.roomState?.id === choice ? room.stateCleanType : (config.roomStates.find((s) => s.id === choice)?.cleanType ?? null);
  if (!wanted) return null;
  const key = wanted.trim().toLowerCase();
  return cleanTypesForRoom(config, room).find((c) => c.trim().toLowerCase() === key) ?? null;
}
