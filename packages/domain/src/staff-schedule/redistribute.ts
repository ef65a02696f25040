// Redistributing an absent staff member's rooms of one day across the staff present (the morning sick
// call): the rooms go, largest first, each to whoever has the least expected cleaning time so far
// (longest-processing-time first; ties go to the first in the given order, so the plan is stable).

export interface RoomLoad {
  id: string;
  minutes: number;
}

export interface StaffLoad {
  staffMemberId: string;
  /** Expected minutes already on this person's list that day. */
  minutes: number;
}

export interface RedistributionMove {
  staffMemberId: string;
  roomIds: string[];
  addedMinutes: number;
  totalMinutes: number;
}

export function redistributeRooms(rooms: readonly RoomLoad[], staff: readonly StaffLoad[]): RedistributionMove[] {
  if (staff.length === 0) return [];
  const moves = staff.map((s) => ({ staffMemberId: s.staffMemberId, roomIds: [] as string[], addedMinutes: 0, totalMinutes: s.minutes }));
  const order = [...rooms].sort((a, b) => b.minutes - a.minutes || a.id.localeCompare(b.id));
  for (const room of order) {
    let target = moves[0] as RedistributionMove;
    for (const m of moves) if (m.totalMinutes < target.totalMinutes) target = m;
    target.roomIds.push(room.id);
    target.addedMinutes += room.minutes;
    target.totalMinutes += room.minutes;
  }
  return moves.filter((m) => m.roomIds.length > 0);
}
