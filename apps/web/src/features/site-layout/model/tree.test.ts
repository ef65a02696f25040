import { describe, expect, it } from 'vitest';
import { buildAreaTree, csvTemplate, descendantIds, flattenTree, roomsIn } from './tree.ts';

const area = (id: string, parentId: string | null, name: string, order = 0) => ({ id, parentId, name, order, isArchived: false });
const room = (id: string, areaId: string | null) => ({
  id,
  areaId,
  roomNumber: id,
  roomTypeId: null,
  roomType: null,
  qrCode: id,
  description: null,
  isArchived: false,
  facilityArea: [],
});

const areas = [
  area('w', null, 'West'),
  area('f10', 'w', 'Floor 10'),
  area('f2', 'w', 'Floor 2'),
  area('e', null, 'East', -1),
  area('x', 'f2', 'Annex'),
];

describe('site layout tree', () => {
  it('nests areas and sorts siblings by order, then naturally by name', () => {
    const flat = flattenTree(buildAreaTree(areas));
    expect(flat.map((n) => `${'-'.repeat(n.depth)}${n.area.name}`)).toEqual(['East', 'West', '-Floor 2', '--Annex', '-Floor 10']);
    expect(flat.find((n) => n.area.id === 'x')?.path).toEqual(['West', 'Floor 2', 'Annex']);
  });

  it('survives a cycle in stored data without looping', () => {
    const cyclic = [area('a', 'b', 'A'), area('b', 'a', 'B'), area('r', null, 'Root')];
    expect(flattenTree(buildAreaTree(cyclic)).map((n) => n.area.id)).toEqual(['r']);
  });

  it('finds an area and everything below it', () => {
    expect([...descendantIds(areas, 'w')].sort()).toEqual(['f10', 'f2', 'w', 'x']);
  });

  it('lists rooms of an area, with or without its sub-areas', () => {
    const rooms = [room('1', 'w'), room('2', 'f2'), room('3', 'x'), room('4', null)];
    expect(roomsIn(rooms, areas, 'w', false).map((r) => r.id)).toEqual(['1']);
    expect(roomsIn(rooms, areas, 'w', true).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(roomsIn(rooms, areas, null, false).map((r) => r.id)).toEqual(['4']);
  });

  it('writes a template the import reads', () => {
    expect(csvTemplate(['Resident Room'], ['West', 'Floor 2']).split('\r\n')[1]).toBe('West > Floor 2,101,Resident Room,,');
  });
});
