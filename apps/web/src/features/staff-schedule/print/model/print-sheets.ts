import type { TDashboardRoom, TStaffSchedule } from '@carehome/contracts';
import { compareRoomNumbers } from '@carehome/domain';
import { assignmentTargets, targetLine } from '../../model/assignment-summary.ts';

// What the printed lists show, from what the app already reads: the room dashboard (rooms, every
// resident of a room, the clean due, outstanding tasks) and the staff schedule of one day (who has which
// rooms or areas, the assignments' tasks, absences). Pure: the pages only lay these out.

/** One line of a printed list: a room to clean, with a tick box and a line for initials beside it. */
export interface PrintRow {
  roomId: string;
  roomNumber: string;
  area: string;
  /** Every resident of the room (a shared room has two or more). */
  residents: string[];
  /** The clean due ('Deep Clean'), or null when the room is not due. */
  clean: string | null;
  tasks: string[];
}

/** One person's page: their rooms, what their assignments cover, and whether they are off that day. */
export interface PrintSheet {
  /** null: the assignments nobody is named on. */
  staffMemberId: string | null;
  name: string | null;
  absent: boolean;
  /** What each assignment covers ('101, 102 · Wing A · Bedroom'), with its description. */
  covers: string[];
  /** The assignments' own tasks ('Change the curtains'). */
  tasks: string[];
  rows: PrintRow[];
}

/** A configuration name (clean type) in the reader's language: sheets print what the screen shows. */
type NameOf = (text: string) => string;

const uniq = (list: (string | null | undefined)[]): string[] => [...new Set(list.filter((v): v is string => Boolean(v)))];

/** The clean the dashboard says the room is due, as its tile reads it (nothing for a room that is OK). */
export function cleanDue(room: TDashboardRoom): string | null {
  return room.status.label === 'OK' ? null : (room.status.currentCleanType ?? room.stateCleanType);
}

/** A dashboard room as a printed line: its outstanding tasks (a re-clean, a state's clean) first. */
export function rowOfRoom(room: TDashboardRoom, name: NameOf, extra: { clean?: string | null; tasks?: string[] } = {}): PrintRow {
  const due = cleanDue(room);
  const clean = extra.clean ?? (due ? name(due) : null);
  const tasks = uniq([
    ...room.outstandingTasks.map((t) => {
      // A room state's task is described by the state's name, a name of the configuration too.
      const text = t.description ?? t.cleanType;
      return text ? name(text) : null;
    }),
    ...(extra.tasks ?? []),
  ]);
  // An outstanding task that only names the clean due is that clean, already in its column.
  return {
    roomId: room.id,
    roomNumber: room.roomNumber,
    area: room.facilityArea.join(' › '),
    residents: room.residents.map((r) => r.displayName),
    clean,
    tasks: tasks.filter((t) => t !== clean),
  };
}

/** The dashboard's rooms (already filtered, e.g. to the DailyList) as printed lines, by room number. */
export function rowsOfRooms(rooms: readonly TDashboardRoom[], name: NameOf): PrintRow[] {
  return [...rooms].sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber)).map((r) => rowOfRoom(r, name));
}

/**
 * The day's schedule as one sheet per person (by name; the assignments nobody is named on last): the
 * rooms of their assignments that day with the assignment's clean type and task, or the dashboard's clean
 * due when the day is today. `rooms`: the dashboard's rooms, for the residents and areas.
 */
export function scheduleSheets(schedule: TStaffSchedule, date: string, rooms: readonly TDashboardRoom[], name: NameOf): PrintSheet[] {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const areaNames = new Map(schedule.areas.map((a) => [a.id, a.name]));
  const absent = new Set(schedule.absences.filter((a) => a.date === date).map((a) => a.staffMemberId));
  const sheets = new Map<string | null, PrintSheet & { byRoom: Map<string, PrintRow> }>();
  const sheetOf = (staffMemberId: string | null) => {
    let sheet = sheets.get(staffMemberId);
    if (!sheet) {
      const member = schedule.staff.find((s) => s.id === staffMemberId);
      sheet = {
        staffMemberId,
        name: member?.name ?? null,
        absent: absent.has(staffMemberId ?? ''),
        covers: [],
        tasks: [],
        rows: [],
        byRoom: new Map(),
      };
      sheets.set(staffMemberId, sheet);
    }
    return sheet;
  };
  for (const day of schedule.days) {
    const assignment = day.date === date ? schedule.assignments.find((a) => a.id === day.assignmentId) : undefined;
    if (!assignment) continue;
    const sheet = sheetOf(assignment.staffMemberId);
    sheet.covers.push(uniq([assignment.description, targetLine(assignmentTargets(assignment, schedule, areaNames, name))]).join(' — '));
    if (assignment.task) sheet.tasks.push(assignment.task);
    for (const roomId of day.roomIds) {
      const room = byId.get(roomId);
      const due = assignment.cleanType ?? (date === schedule.today && room ? cleanDue(room) : null);
      const clean = due ? name(due) : null;
      const tasks = assignment.task ? [assignment.task] : [];
      const known = sheet.byRoom.get(roomId);
      if (known) {
        known.clean = known.clean ?? clean;
        known.tasks = uniq([...known.tasks, ...tasks]);
      } else if (room) {
        sheet.byRoom.set(roomId, rowOfRoom(room, name, { clean, tasks }));
      } else {
        const number = schedule.rooms.find((r) => r.id === roomId)?.roomNumber ?? '?';
        sheet.byRoom.set(roomId, { roomId, roomNumber: number, area: '', residents: [], clean, tasks });
      }
    }
  }
  for (const id of absent) sheetOf(id);
  return [...sheets.values()]
    .map(({ byRoom, ...sheet }) => ({
      ...sheet,
      tasks: uniq(sheet.tasks),
      rows: [...byRoom.values()].sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber)),
    }))
    .filter((s) => s.staffMemberId === null || s.name !== null)
    .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)));
}
