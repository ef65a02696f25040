import type { TResident } from '@carehome/contracts';

/** A room as the room picker offers it: where it is, its type, and who lives there now. */
export interface PickerRoom {
  id: string;
  roomNumber: string;
  roomTypeId: string | null;
  roomType: string | null;
  /** Names of the room's areas, outermost first. */
  areaPath: string[];
  residents: { id: string; name: string }[];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** 'Wing A › First floor': the room's areas, outermost first (as the dashboard shows them). */
export function areaText(room: Pick<PickerRoom, 'areaPath'>): string {
  return room.areaPath.join(' › ');
}

/** '101' or '101 (Wing A › First floor)': what the picker's field shows once a room is chosen. */
export function pickerRoomLabel(room: Pick<PickerRoom, 'roomNumber' | 'areaPath'>): string {
  return room.areaPath.length ? `${room.roomNumber} (${areaText(room)})` : room.roomNumber;
}

/**
 * Who lives in each room: the residents list when it has loaded (it is updated at once by every save
 * and move of this browser), else what the rooms read said. `ignoreResidentId` is the resident being
 * placed (a transfer): they do not count as living in their own room.
 */
export function withOccupants(
  rooms: readonly PickerRoom[],
  residents: readonly TResident[] | undefined,
  ignoreResidentId?: string | null,
): PickerRoom[] {
  if (!residents) return rooms.map((r) => ({ ...r, residents: r.residents.filter((x) => x.id !== ignoreResidentId) }));
  const byRoom = new Map<string, { id: string; name: string }[]>();
  for (const r of residents) {
    if (r.status !== 'Resident' || !r.room || r.id === ignoreResidentId) continue;
    const list = byRoom.get(r.room.id) ?? [];
    list.push({ id: r.id, name: r.displayName });
    byRoom.set(r.room.id, list);
  }
  return rooms.map((r) => ({ ...r, residents: byRoom.get(r.id) ?? [] }));
}

/** Vacant rooms first, then occupied ones; inside each, by area path then room number (101 before 1010). */
export function sortPickerRooms(rooms: readonly PickerRoom[]): PickerRoom[] {
  return [...rooms].sort(
    (a, b) =>
      Number(a.residents.length > 0) - Number(b.residents.length > 0) ||
      collator.compare(areaText(a), areaText(b)) ||
      collator.compare(a.roomNumber, b.roomNumber),
  );
}

/** The text a room is found by: its number, areas, type and the names of who lives there. */
export function pickerRoomSearchText(room: PickerRoom): string {
  return [room.roomNumber, ...room.areaPath, room.roomType ?? '', ...room.residents.map((r) => r.name)].join(' ').toLocaleLowerCase();
}

/** Whether every word typed is found in the room's text ('a 10' finds Wing A's 101). */
export function matchesRoomSearch(room: PickerRoom, search: string): boolean {
  const text = pickerRoomSearchText(room);
  return search
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
