import type { TAssignment, TDashboardRoom, TStaffSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { rowsOfRooms, scheduleSheets } from './print-sheets.ts';

const resident = (displayName: string) => ({ displayName }) as TDashboardRoom['residents'][number];
function room(id: string, roomNumber: string, residents: string[], label: 'OK' | 'NeedsCleaning' = 'OK'): TDashboardRoom {
  return {
    id,
    roomNumber,
    facilityArea: ['Wing A', 'Floor 1'],
    residents: residents.map(resident),
    stateCleanType: null,
    outstandingTasks: [],
    status: { label, currentCleanType: label === 'OK' ? null : 'Deep Clean' },
  } as unknown as TDashboardRoom;
}
function assignment(id: string, staffMemberId: string | null, extra: Partial<TAssignment> = {}): TAssignment {
  return {
    id,
    staffMemberId,
    description: null,
    task: null,
    roomNumbers: [],
    facilityAreas: [],
    roomTypeId: null,
    cleanType: null,
    ...extra,
  } as TAssignment;
}

const rooms = [room('r10', '10', ['Ada Shares', 'Bea Shares'], 'NeedsCleaning'), room('r2', '2', []), room('r3', '3', ['Cy Lone'])];
const schedule = {
  today: '2026-11-27',
  staff: [
    { id: 's1', name: 'Zoe Hall' },
    { id: 's2', name: 'Amy Bell' },
    { id: 's3', name: 'Off Sick' },
  ],
  rooms: [],
  areas: [{ id: 'a1', name: 'Wing A', parentId: null }],
  roomTypes: [],
  assignments: [
    assignment('x1', 's1', { roomNumbers: ['10', '2'], task: 'Change the curtains' }),
    assignment('x2', 's1', { facilityAreas: ['a1'], cleanType: 'Daily Clean' }),
    assignment('x3', 's2', { roomNumbers: ['3'] }),
    assignment('x4', null, { roomNumbers: ['2'] }),
  ],
  days: [
    { assignmentId: 'x1', date: '2026-11-27', roomIds: ['r10', 'r2'], doneRoomIds: [], expectedMinutes: 0 },
    { assignmentId: 'x2', date: '2026-11-27', roomIds: ['r10', 'r3'], doneRoomIds: [], expectedMinutes: 0 },
    { assignmentId: 'x3', date: '2026-11-28', roomIds: ['r3'], doneRoomIds: null, expectedMinutes: 0 },
    { assignmentId: 'x4', date: '2026-11-27', roomIds: ['r2'], doneRoomIds: [], expectedMinutes: 0 },
  ],
  uncovered: [],
  absences: [{ staffMemberId: 's3', date: '2026-11-27' }],
  templates: [],
} as unknown as TStaffSchedule;

/** Names as written, as a site with no translations shows them. */
const asWritten = (text: string) => text;
const french = (text: string) => ({ 'Deep Clean': 'Nettoyage en profondeur', 'Daily Clean': 'Nettoyage quotidien' })[text] ?? text;

describe('printed lists', () => {
  it('a room list reads every resident of a shared room, the clean due, by room number', () => {
    const rows = rowsOfRooms(rooms, asWritten);
    expect(rows.map((r) => r.roomNumber)).toEqual(['2', '3', '10']);
    expect(rows[2]).toMatchObject({ residents: ['Ada Shares', 'Bea Shares'], clean: 'Deep Clean', area: 'Wing A › Floor 1' });
    expect(rows[0]?.clean).toBeNull();
  });

  it("the day's schedule is a sheet per person that day, by name, the unnamed assignments last, the absent included", () => {
    const sheets = scheduleSheets(schedule, '2026-11-27', rooms, asWritten);
    expect(sheets.map((s) => s.name)).toEqual(['Off Sick', 'Zoe Hall', null]);
    const zoe = sheets[1];
    expect(zoe?.rows.map((r) => r.roomNumber)).toEqual(['2', '3', '10']);
    // A room on two of her assignments is one line with both assignments' clean and task.
    expect(zoe?.rows[2]).toMatchObject({ residents: ['Ada Shares', 'Bea Shares'], tasks: ['Change the curtains'] });
    expect(zoe?.rows[1]?.clean).toBe('Daily Clean');
    expect(zoe?.covers).toEqual(['10, 2', 'Wing A · Daily Clean']);
    expect(zoe?.tasks).toEqual(['Change the curtains']);
    expect(sheets[0]).toMatchObject({ absent: true, rows: [] });
    expect(sheets[2]?.rows.map((r) => r.roomNumber)).toEqual(['2']);
  });

  it('another day has no dashboard clean due (it is today’s)', () => {
    const sheets = scheduleSheets(schedule, '2026-11-28', rooms, asWritten);
    expect(sheets.map((s) => s.name)).toEqual(['Amy Bell']);
    expect(sheets[0]?.rows[0]).toMatchObject({ roomNumber: '3', clean: null, residents: ['Cy Lone'] });
  });

  it('prints the clean types in the reader’s language', () => {
    expect(rowsOfRooms(rooms, french)[2]?.clean).toBe('Nettoyage en profondeur');
    const zoe = scheduleSheets(schedule, '2026-11-27', rooms, french)[1];
    expect(zoe?.rows[1]?.clean).toBe('Nettoyage quotidien');
    expect(zoe?.covers).toEqual(['10, 2', 'Wing A · Nettoyage quotidien']);
  });
});
