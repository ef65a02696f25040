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
 * priority first, each once), plus the given extra types (the state's own, the room's current) when
 * the routines lack them.
 */
export function cleanTypesForRoom(config: THousekeepingConfig, room: RoomStateRoom, extra: readonly (string | null)[] = []): string[] {
  const type = config.roomTypes.find((rt) => rt.id === room.roomTypeId);
  const routines = [...(type?.routines ?? [])].sort((a, b) => b.priority - a.priority);
  const out: string[] = [];
  for (const c of [...routines.map((r) => r.cleanType), ...extra]) if (c && !out.includes(c)) out.push(c);
  return out;
}

/** The clean type preselected for a choice: the room's own when it stays in its current state, else the state's. */
export function defaultCleanType(config: THousekeepingConfig, room: RoomStateRoom, choice: string): string | null {
  if (choice === RESIDENT) return null;
  if (room.roomState?.id === choice) return room.stateCleanType;
  return config.roomStates.find((s) => s.id === choice)?.cleanType ?? null;
}
