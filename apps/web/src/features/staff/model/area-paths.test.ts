import type { TRoomArea } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { areaOptions } from './area-paths.ts';

const area = (id: string, parentId: string | null, name: string, order = 0, isArchived = false): TRoomArea => ({
  id,
  parentId,
  name,
  order,
  isArchived,
});

describe('areaOptions', () => {
  it('lists areas in tree order, labelled with their path', () => {
    const options = areaOptions([
      area('f2', 'w', 'Floor 2', 2),
      area('e', null, 'East Wing', 1),
      area('w', null, 'West Wing', 0),
      area('f1', 'w', 'Floor 1', 1),
      area('e1', 'e', 'Floor 1', 1),
    ]);
    expect(options.map((o) => [o.label, o.depth])).toEqual([
      ['West Wing', 0],
      ['West Wing › Floor 1', 1],
      ['West Wing › Floor 2', 1],
      ['East Wing', 0],
      ['East Wing › Floor 1', 1],
    ]);
  });

  it('marks areas inside an archived area as archived', () => {
    const options = areaOptions([area('w', null, 'West Wing', 0, true), area('f1', 'w', 'Floor 1')]);
    expect(options.map((o) => o.archived)).toEqual([true, true]);
  });

  it('treats an area with a missing parent as a top area and survives cycles', () => {
    const options = areaOptions([area('a', 'missing', 'Annex'), area('x', 'y', 'X'), area('y', 'x', 'Y')]);
    expect(options.map((o) => o.label)).toEqual(['Annex', 'X', 'X › Y']);
  });
});
