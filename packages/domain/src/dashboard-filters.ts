import type { TAssignmentFilter } from '@carehome/contracts';

/** What the dashboard filters read from a room (a subset of TDashboardRoom). */
export interface FilterableRoom {
  roomTypeId: string | null;
  /** The ids of the room's nested areas, from the top. */
  areaIds: string[];
  /** Staff members whose assignment covers the room today (null: an assignment without a person). */
  assignees: (string | null)[];
  status: { lastIncomplete: boolean; todoIfPlanned: boolean };
}

/** Who looks at the dashboard. */
export interface DashboardViewer {
  /** The viewer's staff member id; null for system users, who have no list of their own. */
  staffMemberId: string | null;
  /** A restricted-area staff member sees that area (and the areas inside it) only. */
  restrictedAreaId: string | null;
}

export interface DashboardFilters {
  assignment: TAssignmentFilter;
  /** null: 'All Room Types'. */
  roomTypeId: string | null;
  /** The chosen area at each level of the cascade, from the top; [] is 'Everything'. */
  areaPath: string[];
}

export const DEFAULT_FILTERS: DashboardFilters = { assignment: 'All', roomTypeId: null, areaPath: [] };

/**
 * The assignments filter value in force: restricted-area staff cannot choose (the filter is hidden and
 * 'All' applies inside their area, which already is their list).
 */
export function effectiveAssignment(viewer: DashboardViewer, chosen: TAssignmentFilter): TAssignmentFilter {
  return viewer.restrictedAreaId ? 'All' : chosen;
}

/** Whether the room is on the viewer's own list today (system users: on anyone's list). */
export function onOwnList(room: FilterableRoom, viewer: DashboardViewer): boolean {
  return viewer.staffMemberId ? room.assignees.includes(viewer.staffMemberId) : room.assignees.length > 0;
}

/**
 * The assignments filter:
 * - All: every room.
 * - DailyList: the rooms on the viewer's own list today, from the staff schedule's assignments (by room
 *   number, room type or area). A system user has no list: every room on anyone's list.
 * - OtherSchedules: the rooms on other staff members' lists and not on the viewer's. For a system user:
 *   the rooms on nobody's list, the gaps of today's plan.
 * - Incomplete: the room's last history entry is incomplete.
 * - ToDo: the room is on the viewer's list (system users: anyone's) and has no completed report today at
 *   the plan's priority or higher.
 */
export function matchesAssignment(room: FilterableRoom, viewer: DashboardViewer, filter: TAssignmentFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'DailyList':
      return onOwnList(room, viewer);
    case 'OtherSchedules':
      return viewer.staffMemberId
        ? room.assignees.some((a) => a !== viewer.staffMemberId) && !room.assignees.includes(viewer.staffMemberId)
        : room.assignees.length === 0;
    case 'Incomplete':
      return room.status.lastIncomplete;
    case 'ToDo':
      return onOwnList(room, viewer) && room.status.todoIfPlanned;
  }
}

/** The rooms the viewer sees with these filters, in the given order. */
export function filterRooms<R extends FilterableRoom>(rooms: readonly R[], filters: DashboardFilters, viewer: DashboardViewer): R[] {
  const assignment = effectiveAssignment(viewer, filters.assignment);
  const area = filters.areaPath.at(-1) ?? null;
  return rooms.filter(
    (r) =>
      (!viewer.restrictedAreaId || r.areaIds.includes(viewer.restrictedAreaId)) &&
      (filters.roomTypeId === null || r.roomTypeId === filters.roomTypeId) &&
      (area === null || r.areaIds.includes(area)) &&
      matchesAssignment(r, viewer, assignment),
  );
}

/** Compares room numbers as people read them: 2 before 10, '1A' after '1'. */
export const compareRoomNumbers = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
