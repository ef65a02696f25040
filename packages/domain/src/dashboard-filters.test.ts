import { describe, expect, it } from 'vitest';
import { compareRoomNumbers, type DashboardViewer, type FilterableRoom, filterRooms, matchesAssignment } from './dashboard-filters.ts';

const room = (id: string, over: Partial<FilterableRoom> = {}): FilterableRoom & { id: string } => ({
  id,
  roomTypeId: 'resident',
  areaIds: ['east'],
  assignees: [],
  status: { lastIncomplete: false, todoIfPlanned: false },
  ...over,
});

const rooms = [
  room('mine', { assignees: ['me'], status: { lastIncomplete: false, todoIfPlanned: true } }),
  room('mine-done', { assignees: ['me'], status: { lastIncomplete: false, todoIfPlanned: false } }),
  room('shared', { assignees: ['me', 'ann'] }),
  room('anns', { assignees: ['ann'], status: { lastIncomplete: true, todoIfPlanned: true } }),
  room('nobody', { roomTypeId: 'common', areaIds: ['west', 'west-1'] }),
  room('unnamed', { assignees: [null], areaIds: ['west', 'west-2'] }),
];
const staff: DashboardViewer = { staffMemberId: 'me', restrictedAreaId: null };
const systemUser: DashboardViewer = { staffMemberId: null, restrictedAreaId: null };
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('the assignments filter', () => {
  it.each([
    ['All', ['mine', 'mine-done', 'shared', 'anns', 'nobody', 'unnamed']],
    ['DailyList', ['mine', 'mine-done', 'shared']],
    ['OtherSchedules', ['anns', 'unnamed']],
    ['Incomplete', ['anns']],
    ['ToDo', ['mine']],
  ] as const)('%s for a staff member', (filter, expected) => {
    expect(ids(rooms.filter((r) => matchesAssignment(r, staff, filter)))).toEqual(expected);
  });

  it.each([
    ['DailyList', ['mine', 'mine-done', 'shared', 'anns', 'unnamed']],
    ['OtherSchedules', ['nobody']],
    ['ToDo', ['mine', 'anns']],
  ] as const)('%s for a system user, who has no list of their own', (filter, expected) => {
    expect(ids(rooms.filter((r) => matchesAssignment(r, systemUser, filter)))).toEqual(expected);
  });
});

describe('filterRooms', () => {
  it('combines room type, the deepest chosen area and the assignments filter', () => {
    expect(ids(filterRooms(rooms, { assignment: 'All', roomTypeId: 'common', areaPath: [] }, staff))).toEqual(['nobody']);
    expect(ids(filterRooms(rooms, { assignment: 'All', roomTypeId: null, areaPath: ['west'] }, staff))).toEqual(['nobody', 'unnamed']);
    expect(ids(filterRooms(rooms, { assignment: 'All', roomTypeId: null, areaPath: ['west', 'west-2'] }, staff))).toEqual(['unnamed']);
    expect(ids(filterRooms(rooms, { assignment: 'OtherSchedules', roomTypeId: null, areaPath: ['west'] }, staff))).toEqual(['unnamed']);
  });

  it('keeps restricted-area staff in their area and ignores their assignments choice', () => {
    const restricted: DashboardViewer = { staffMemberId: 'me', restrictedAreaId: 'west' };
    expect(ids(filterRooms(rooms, { assignment: 'DailyList', roomTypeId: null, areaPath: [] }, restricted))).toEqual(['nobody', 'unnamed']);
  });

  it('shows nothing when every room is filtered out', () => {
    expect(filterRooms(rooms, { assignment: 'All', roomTypeId: 'chapel', areaPath: [] }, staff)).toEqual([]);
  });
});

describe('compareRoomNumbers', () => {
  it('orders numbers as people read them', () => {
    expect(['10', '2', '1A', '1', 'B2', 'b1'].sort(compareRoomNumbers)).toEqual(['1', '1A', '2', '10', 'b1', 'B2']);
  });
});
