// Redistributing an absent staff member's rooms of one day across the staff present (the morning sick
// call), within each person's shift: the rooms go, largest first, each to whoever is least loaded for
// their shift (planned minutes over shift length) among those it still fits; a room that fits nobody is
// left out and said (longest-processing-time first; ties go to the first in the given order, so the plan
// is stable).

/** The roles that clean: offered as takers by default (managers, nurses and the tablet account are not). */
export const HOUSEKEEPING_ROLES: readonly string[] = ['Housekeeper', 'LeadHousekeeper'];

/** The planned shift when neither the person nor the site says otherwise: 7.5 hours. */
export const DEFAULT_SHIFT_MINUTES = 450;

export interface RoomLoad {
  id: string;
  minutes: number;
}

export interface StaffLoad {
  staffMemberId: string;
  /** Expected minutes already on this person's list that day. */
  minutes: number;
  /** The person's shift length in minutes. */
  shiftMinutes: number;
}

export interface RedistributionMove {
  staffMemberId: string;
  roomIds: string[];
  addedMinutes: number;
  totalMinutes: number;
  shiftMinutes: number;
}

export interface Redistribution {
  moves: RedistributionMove[];
  /** Rooms that fit in nobody's shift, largest first. */
  unplaced: RoomLoad[];
}

export function redistributeRooms(rooms: readonly RoomLoad[], staff: readonly StaffLoad[]): Redistribution {
  const moves = staff.map((s) => ({
    staffMemberId: s.staffMemberId,
    roomIds: [] as string[],
    addedMinutes: 0,
    totalMinutes: s.minutes,
    shiftMinutes: s.shiftMinutes,
  }));
  const unplaced: RoomLoad[] = [];
  const order = [...rooms].sort((a, b) => b.minutes - a.minutes || a.id.localeCompare(b.id));
  const share = (m: RedistributionMove) => m.totalMinutes / Math.max(1, m.shiftMinutes);
  for (const room of order) {
    let target: RedistributionMove | undefined;
    for (const m of moves) {
      if (m.totalMinutes + room.minutes > m.shiftMinutes) continue;
      if (!target || share(m) < share(target)) target = m;
    }
    if (!target) {
      unplaced.push(room);
      continue;
    }
    target.roomIds.push(room.id);
    target.addedMinutes += room.minutes;
    target.totalMinutes += room.minutes;
  }
  return { moves: moves.filter((m) => m.roomIds.length > 0), unplaced };
}

/** Median minutes of cleans, by room type and clean type, by room type, and of the whole site. */
export interface CleanDurations {
  byTypeAndClean: ReadonlyMap<string, number>;
  byType: ReadonlyMap<string, number>;
  site: number | null;
}

/** The configured estimate of a clean where the site has no history yet. */
export const DEFAULT_CLEAN_MINUTES = 20;

export const durationKey = (roomTypeId: string, cleanType: string) => `${roomTypeId}|${cleanType}`;

/**
 * Expected minutes of a clean: the site's own median for that room type and clean type, else for the
 * room type, else the site's, else the configured estimate.
 */
export function expectedCleanMinutes(d: CleanDurations, roomTypeId: string | null, cleanType: string | null): number {
  if (roomTypeId && cleanType) {
    const exact = d.byTypeAndClean.get(durationKey(roomTypeId, cleanType));
    if (exact !== undefined) return exact;
  }
  return (roomTypeId ? d.byType.get(roomTypeId) : undefined) ?? d.site ?? DEFAULT_CLEAN_MINUTES;
}
