import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addItem,
  duplicateGroupStarts,
  groupOperations,
  moveGroup,
  moveOperation,
  moveOperationToGroup,
  removeGroup,
  renameGroup,
} from './operation-groups.ts';
import { op } from './test-fixtures.ts';

const names = (ops: { group: string; item: string }[]) => ops.map((o) => `${o.group}/${o.item}`);

describe('operation groups', () => {
  const ops = [op('Bathroom', 'Sink'), op('Bathroom', 'Toilet'), op('Floor', 'Mop'), op('Waste', 'Bins')];

  it('groups neighbouring operations of the same group name', () => {
    const groups = groupOperations(ops);
    expect(groups.map((g) => [g.name, g.start, g.items.length])).toEqual([
      ['Bathroom', 0, 2],
      ['Floor', 2, 1],
      ['Waste', 3, 1],
    ]);
    expect(groups[0]?.key).toBe(ops[0]?.id);
  });

  it('renames a group without merging it into another group of the typed name', () => {
    const floor = groupOperations(ops)[1]?.key ?? '';
    const renamed = renameGroup(ops, floor, 'Bathroom');
    expect(names(renamed)).toEqual(['Bathroom/Sink', 'Bathroom/Toilet', 'Bathroom/Mop', 'Waste/Bins']);
    // Neighbours of one name read as one group; elsewhere the name is reported as a duplicate.
    const waste = groupOperations(ops)[2]?.key ?? '';
    const far = renameGroup(ops, waste, 'bathroom ');
    expect(duplicateGroupStarts(far)).toEqual([3]);
    expect(duplicateGroupStarts(ops)).toEqual([]);
  });

  it('moves and removes whole groups', () => {
    const [bath, floor] = groupOperations(ops);
    expect(names(moveGroup(ops, floor?.key ?? '', -1))).toEqual(['Floor/Mop', 'Bathroom/Sink', 'Bathroom/Toilet', 'Waste/Bins']);
    expect(names(removeGroup(ops, bath?.key ?? ''))).toEqual(['Floor/Mop', 'Waste/Bins']);
  });

  it('adds a group and items with the ids given', () => {
    const withGroup = addGroup(ops, 'g-1');
    expect(withGroup.at(-1)).toMatchObject({ id: 'g-1', group: '', item: '' });
    const withItem = addItem(ops, ops[0]?.id ?? '', 'i-1');
    expect(withItem[2]).toMatchObject({ id: 'i-1', group: 'Bathroom', item: '' });
    expect(withItem).toHaveLength(5);
  });

  it('moves an item inside its group only, or to another group', () => {
    const toilet = ops[1]?.id ?? '';
    expect(names(moveOperation(ops, toilet, -1))).toEqual(['Bathroom/Toilet', 'Bathroom/Sink', 'Floor/Mop', 'Waste/Bins']);
    expect(names(moveOperation(ops, toilet, 1))).toEqual(names(ops));
    const waste = groupOperations(ops)[2]?.key ?? '';
    expect(names(moveOperationToGroup(ops, toilet, waste))).toEqual(['Bathroom/Sink', 'Floor/Mop', 'Waste/Bins', 'Waste/Toilet']);
    // The last item of a group leaves: the group goes.
    const mop = ops[2]?.id ?? '';
    expect(names(moveOperationToGroup(ops, mop, ops[0]?.id ?? ''))).toEqual([
      'Bathroom/Sink',
      'Bathroom/Toilet',
      'Bathroom/Mop',
      'Waste/Bins',
    ]);
  });
});
