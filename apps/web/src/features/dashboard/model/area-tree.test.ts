import { describe, expect, it } from 'vitest';
import { areaChildren, areaLevels } from './area-tree.ts';

const rooms = [
  { areaIds: ['e', 'e1'], facilityArea: ['East', 'East 1'] },
  { areaIds: ['e', 'e2'], facilityArea: ['East', 'East 2'] },
  { areaIds: ['w'], facilityArea: ['West'] },
  { areaIds: [], facilityArea: [] },
];

describe('area cascade', () => {
  const children = areaChildren(rooms);
  it('lists the areas that hold rooms under their parents', () => {
    expect(children.get(null)).toEqual([
      { id: 'e', name: 'East' },
      { id: 'w', name: 'West' },
    ]);
    expect(children.get('e')?.map((a) => a.id)).toEqual(['e1', 'e2']);
  });

  it('shows one more level for each chosen area with areas inside', () => {
    expect(areaLevels(children, []).map((l) => l.value)).toEqual([null]);
    expect(areaLevels(children, ['e']).map((l) => l.value)).toEqual(['e', null]);
    expect(areaLevels(children, ['e', 'e2']).map((l) => l.value)).toEqual(['e', 'e2']);
    expect(areaLevels(children, ['w']).map((l) => l.value)).toEqual(['w']);
  });

  it('cuts the path at an area that no longer exists', () => {
    expect(areaLevels(children, ['gone', 'e1']).map((l) => l.value)).toEqual([null]);
  });

  it('starts below a restricted area', () => {
    expect(areaLevels(children, [], 'e')[0]?.options.map((o) => o.id)).toEqual(['e1', 'e2']);
  });
});
