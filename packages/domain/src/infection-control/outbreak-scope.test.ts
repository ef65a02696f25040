import { describe, expect, it } from 'vitest';
import { outbreaksByRoom, outbreaksCoveringRoom } from './outbreak-scope.ts';

const areas = [
  { id: 'wingA', name: 'wingA', parentId: null },
  { id: 'floor1', name: 'floor1', parentId: 'wingA' },
  { id: 'floor2', name: 'floor2', parentId: 'wingA' },
  { id: 'wingB', name: 'wingB', parentId: null },
];

describe('outbreak scope', () => {
  it('an area outbreak covers the rooms of the area and of the areas nested in it, not its neighbours', () => {
    const wing = { id: 'o1', areaId: 'wingA' };
    expect(outbreaksCoveringRoom('floor2', areas, [wing])).toEqual([wing]);
    expect(outbreaksCoveringRoom('wingA', areas, [wing])).toEqual([wing]);
    expect(outbreaksCoveringRoom('wingB', areas, [wing])).toEqual([]);
    expect(outbreaksCoveringRoom(null, areas, [wing])).toEqual([]);
  });

  it('a floor outbreak does not cover its parent wing or the other floor', () => {
    const floor = { id: 'o2', areaId: 'floor1' };
    expect(outbreaksCoveringRoom('floor1', areas, [floor])).toEqual([floor]);
    expect(outbreaksCoveringRoom('wingA', areas, [floor])).toEqual([]);
    expect(outbreaksCoveringRoom('floor2', areas, [floor])).toEqual([]);
  });

  it('a site outbreak covers every room, and several outbreaks can cover one room', () => {
    const site = { id: 's', areaId: null };
    const wing = { id: 'w', areaId: 'wingA' };
    expect(outbreaksCoveringRoom(null, areas, [site, wing])).toEqual([site]);
    expect(outbreaksCoveringRoom('floor1', areas, [site, wing])).toEqual([site, wing]);
  });

  it('a cycle in the areas does not loop', () => {
    const cyclic = [
      { id: 'a', name: 'a', parentId: 'b' },
      { id: 'b', name: 'b', parentId: 'a' },
    ];
    expect(outbreaksCoveringRoom('a', cyclic, [{ id: 'o', areaId: 'c' }])).toEqual([]);
    expect(outbreaksCoveringRoom('a', cyclic, [{ id: 'o', areaId: 'b' }])).toHaveLength(1);
  });

  it('lists only the rooms an outbreak covers', () => {
    const rooms = [
      { id: 'r1', areaId: 'floor1' },
      { id: 'r2', areaId: 'wingB' },
    ];
    const map = outbreaksByRoom(rooms, areas, [{ id: 'o', areaId: 'wingA' }]);
    expect([...map.keys()]).toEqual(['r1']);
  });
});
