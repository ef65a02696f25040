import type { TAssignment, TAssignmentDay, TScheduleStaffMember, TStaffSchedule } from '@carehome/contracts';
import { addDays, coversDay, datesBetween, areaPaths as namesOfAreaPaths, weekOf } from '@carehome/domain';

// What the staff schedule screen shows: the days of the view, a row per staff member with the
// assignments that apply on each day, their progress and the site's coverage gaps. Pure: the page
// and its sections only lay these out.

export type ViewMode = 'day' | 'week';
export const VIEW_MODES: readonly ViewMode[] = ['day', 'week'];

/** The dates the view asks for: the day itself, or Monday to Sunday of its week. */
export function viewRange(date: string, mode: ViewMode): { from: string; to: string; dates: string[] } {
  if (mode === 'day') return { from: date, to: date, dates: [date] };
  const { monday, sunday } = weekOf(date);
  return { from: monday, to: sunday, dates: datesBetween(monday, sunday) };
}

/** The previous or next day or week. */
export function shiftDate(date: string, mode: ViewMode, direction: -1 | 1): string {
  return addDays(date, direction * (mode === 'day' ? 1 : 7));
}

/** A valid YYYY-MM-DD from the address bar, or null. */
export function parseDateParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

/** MM/DD/YYYY, the product's date format, of a YYYY-MM-DD. */
export function displayLocalDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

export interface Progress {
  done: number;
  total: number;
  /** 0–100. */
  percent: number;
}

/** Done and total rooms of one assignment on one day; null for a day to come (nothing done yet to show). */
export function progressOf(day: Pick<TAssignmentDay, 'roomIds' | 'doneRoomIds'> | undefined): Progress | null {
  if (!day || day.doneRoomIds === null) return null;
  const total = day.roomIds.length;
  const done = day.doneRoomIds.filter((id) => day.roomIds.includes(id)).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export interface CellItem {
  assignment: TAssignment;
  /** The rooms it covers that day (null when the server did not send the day). */
  day: TAssignmentDay | undefined;
}

export interface StaffRow {
  /** null: the assignments nobody is named on. */
  member: TScheduleStaffMember | null;
  /** Per date of the view: the assignments that apply on it. */
  cells: Record<string, CellItem[]>;
  /** The dates of the view the member is marked absent. */
  absentDates: Set<string>;
}

const dayKey = (assignmentId: string, date: string) => `${assignmentId}|${date}`;

/**
 * One row per active staff member of the site (archived ones only while they still have assignments in
 * the view), by name, then a row for assignments without a staff member when there are some.
 */
export function staffRows(schedule: TStaffSchedule, dates: readonly string[]): StaffRow[] {
  const days = new Map(schedule.days.map((d) => [dayKey(d.assignmentId, d.date), d]));
  const byStaff = new Map<string | null, StaffRow>();
  const rowOf = (member: TScheduleStaffMember | null): StaffRow => {
    const key = member?.id ?? null;
    let row = byStaff.get(key);
    if (!row) {
      row = { member, cells: Object.fromEntries(dates.map((d) => [d, []])), absentDates: new Set() };
      byStaff.set(key, row);
    }
    return row;
  };
  const members = new Map(schedule.staff.map((s) => [s.id, s]));
  for (const s of schedule.staff) if (!s.isArchived) rowOf(s);
  for (const a of schedule.assignments) {
    for (const date of dates) {
      if (!coversDay(a, date)) continue;
      const member = a.staffMemberId === null ? null : (members.get(a.staffMemberId) ?? null);
      rowOf(member).cells[date]?.push({ assignment: a, day: days.get(dayKey(a.id, date)) });
    }
  }
  for (const absence of schedule.absences) byStaff.get(absence.staffMemberId)?.absentDates.add(absence.date);
  for (const row of byStaff.values()) for (const list of Object.values(row.cells)) list.sort(compareItems);
  return [...byStaff.values()].sort(compareRows);
}

function compareItems(a: CellItem, b: CellItem): number {
  return a.assignment.startDate.localeCompare(b.assignment.startDate) || a.assignment.id.localeCompare(b.assignment.id);
}

function compareRows(a: StaffRow, b: StaffRow): number {
  if (!a.member || !b.member) return a.member ? -1 : b.member ? 1 : 0;
  return a.member.name.localeCompare(b.member.name) || a.member.id.localeCompare(b.member.id);
}

/** Rooms and expected minutes of a row on one day (a room on two of the person's lists counts once). */
export function rowLoad(row: StaffRow, date: string, minutesByRoom: ReadonlyMap<string, number>): { rooms: number; minutes: number } {
  const rooms = new Set<string>();
  for (const item of row.cells[date] ?? []) for (const id of item.day?.roomIds ?? []) rooms.add(id);
  let minutes = 0;
  for (const id of rooms) minutes += minutesByRoom.get(id) ?? 0;
  return { rooms: rooms.size, minutes: Math.round(minutes) };
}

/** Whether the view shows no assignment on any of its dates. */
export function viewIsEmpty(rows: readonly StaffRow[]): boolean {
  return rows.every((r) => Object.values(r.cells).every((list) => list.length === 0));
}

/** The room numbers of the rooms on nobody's list on `date`, in the site's room order. */
export function uncoveredRoomNumbers(schedule: TStaffSchedule, date: string): string[] {
  const ids = new Set(schedule.uncovered.find((u) => u.date === date)?.roomIds ?? []);
  return schedule.rooms.filter((r) => ids.has(r.id)).map((r) => r.roomNumber);
}

/** The rooms on two lists of people present on `date` (room numbers, in the site's order); `assignmentId`: of that list only. */
export function doubledRoomNumbers(schedule: TStaffSchedule, date: string, assignmentId?: string): string[] {
  const rooms = schedule.doubled.find((d) => d.date === date)?.rooms ?? [];
  const ids = rooms.filter((r) => !assignmentId || r.assignmentIds.includes(assignmentId)).map((r) => r.roomId);
  return roomNumbersOf(schedule, ids);
}

/** Full names of areas, the areas around them first ('Wing A › Floor 1'). */
export function areaPaths(areas: TStaffSchedule['areas']): Map<string, string> {
  return new Map([...namesOfAreaPaths(areas)].map(([id, names]) => [id, names.join(' › ')]));
}

/** The assignments of a staff member that name site areas and are not over: what a dashboard can be restricted to. */
export function areaAssignmentsOf(schedule: TStaffSchedule, staffMemberId: string): TAssignment[] {
  return schedule.assignments.filter(
    (a) => a.staffMemberId === staffMemberId && a.facilityAreas.length > 0 && a.state !== 'Completed' && a.endDate >= schedule.today,
  );
}

/** Room numbers of room ids, in the site's order. */
export function roomNumbersOf(schedule: TStaffSchedule, roomIds: readonly string[]): string[] {
  const ids = new Set(roomIds);
  return schedule.rooms.filter((r) => ids.has(r.id)).map((r) => r.roomNumber);
}
