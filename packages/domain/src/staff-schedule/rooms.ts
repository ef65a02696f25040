// Which rooms an assignment covers (one rule for the staff schedule, the dashboard's DailyList,
// OtherSchedules and ToDo filters, and the coverage gaps):
// - a room whose number is listed, and
// - every room of the listed site areas (an area includes the areas inside it) and/or of the room type:
//   areas and room type together narrow each other ('the bedrooms of Wing A');
// - a clean type alone (no rooms, areas or type) covers every room of the site.

export interface AssignmentTarget {
  roomNumbers: readonly string[];
  roomTypeId: string | null;
  facilityAreas: readonly string[];
  cleanType: string | null;
}

export interface CoverableRoom {
  roomNumber: string;
  roomTypeId: string | null;
  /** The ids of the room's area and the areas around it, from the top. */
  areaIds: readonly string[];
}

/** True when the assignment names at least one of room type, clean type, room numbers or site areas. */
export function hasTarget(a: AssignmentTarget): boolean {
  return a.roomNumbers.length > 0 || a.roomTypeId !== null || a.facilityAreas.length > 0 || Boolean(a.cleanType);
}

export function coversRoom(a: AssignmentTarget, room: CoverableRoom): boolean {
  if (a.roomNumbers.includes(room.roomNumber)) return true;
  const byArea = a.facilityAreas.length > 0;
  const byType = a.roomTypeId !== null;
  if (byArea || byType) {
    return (!byArea || a.facilityAreas.some((id) => room.areaIds.includes(id))) && (!byType || a.roomTypeId === room.roomTypeId);
  }
  return a.roomNumbers.length === 0 && Boolean(a.cleanType);
}

/** The rooms of `rooms` the assignment covers, in their order. */
export function roomsCovered<R extends CoverableRoom>(a: AssignmentTarget, rooms: readonly R[]): R[] {
  return rooms.filter((r) => coversRoom(a, r));
}
