import { describe, expect, it } from 'vitest';
import { areaChain, areaPath, areaPaths, areasOverlap } from './area-path.ts';

const areas = [
  { id: 'north', name: 'North Wing', parentId: null },
  { id: 'n1', name: 'Floor 1', parentId: 'north' },
  { id: 'n1e', name: 'East corridor', parentId: 'n1' },
  { id: 'loopA', name: 'Loop A', parentId: 'loopB' },
  { id: 'loopB', name: 'Loop B', parentId: 'loopA' },
  { id: 'lost', name: 'Orphan', parentId: 'deleted' },
];
const byId = new Map(areas.map((a) => [a.id, a]));

describe('area path', () => {
  it('names the areas from the top down to the area itself', () => {
    expect(areaPath(byId, 'n1e')).toEqual(['North Wing', 'Floor 1', 'East corridor']);
    expect(areaPath(byId, 'north')).toEqual(['North Wing']);
    expect(areaChain(byId, 'n1e').map((a) => a.id)).toEqual(['north', 'n1', 'n1e']);
  });

  it('is empty for a room with no area or an unknown area', () => {
    expect(areaPath(byId, null)).toEqual([]);
    expect(areaPath(byId, undefined)).toEqual([]);
    expect(areaPath(byId, 'elsewhere')).toEqual([]);
  });

  it('stops at a parent it does not know', () => {
    expect(areaPath(byId, 'lost')).toEqual(['Orphan']);
  });

  it('ends a loop in stored parents at the first area met twice', () => {
    expect(areaPath(byId, 'loopA')).toEqual(['Loop B', 'Loop A']);
    expect(areaPath(byId, 'loopB')).toEqual(['Loop A', 'Loop B']);
  });

  it('gives every area of a site its path at once', () => {
    const paths = areaPaths(areas);
    expect(paths.get('n1')).toEqual(['North Wing', 'Floor 1']);
    expect(paths.get('loopA')).toEqual(['Loop B', 'Loop A']);
    expect(paths.size).toBe(areas.length);
  });

  it('says two areas overlap when one is the other or inside it, and ends on a loop', () => {
    expect(areasOverlap(byId, 'north', 'n1')).toBe(true);
    expect(areasOverlap(byId, 'n1', 'north')).toBe(true);
    expect(areasOverlap(byId, 'n1', 'n1')).toBe(true);
    expect(areasOverlap(byId, 'n1', 'south')).toBe(false);
    expect(areasOverlap(byId, 'loopA', 'north')).toBe(false);
    expect(areasOverlap(byId, 'loopA', 'loopB')).toBe(true);
    expect(areasOverlap(byId, 'elsewhere', 'north')).toBe(false);
  });
});
