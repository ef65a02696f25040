import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_DOUBLE_TAP_MAX_MS, GROUP_DOUBLE_TAP_MIN_MS } from './constants.ts';
import { type GroupSelection, groupTap } from './group-selection.ts';
import { CLEANING_MODES } from './types.ts';

const allowed = { allowGroupSelection: true, mode: 'normal' as const };
const T0 = 1_000_000;
const current: GroupSelection = { group: 'Bathroom', selectedAt: T0 };

describe('group selection: a second tap on the current group', () => {
  it('has the spec constants', () => {
    expect([GROUP_DOUBLE_TAP_MIN_MS, GROUP_DOUBLE_TAP_MAX_MS]).toEqual([2000, 5000]);
  });

  it.each([
    [0, 'none'],
    [1, 'none'],
    [1999, 'none'],
    [2000, 'none'], // "more than 2 s": exactly 2 s is not enough
    [2001, 'toggleAll'],
    [3500, 'toggleAll'],
    [4999, 'toggleAll'],
    [5000, 'select'], // "at 5 s or more it selects the group again"
    [5001, 'select'],
    [60_000, 'select'],
    [-1, 'select'], // a clock set back restarts the window
  ] as const)('%i ms after selecting → %s', (elapsed, action) => {
    const result = groupTap(current, { group: 'Bathroom', at: T0 + elapsed }, allowed);
    expect(result.action).toBe(action);
    if (action === 'select') expect(result.selection).toEqual({ group: 'Bathroom', selectedAt: T0 + elapsed });
    else expect(result.selection).toBe(current);
  });

  it('selecting again restarts the window', () => {
    const again = groupTap(current, { group: 'Bathroom', at: T0 + 6000 }, allowed);
    expect(again.action).toBe('select');
    expect(groupTap(again.selection, { group: 'Bathroom', at: T0 + 9000 }, allowed).action).toBe('toggleAll');
    expect(groupTap(again.selection, { group: 'Bathroom', at: T0 + 7000 }, allowed).action).toBe('none');
  });

  it('after toggleAll the window still counts from the selection', () => {
    const toggled = groupTap(current, { group: 'Bathroom', at: T0 + 3000 }, allowed);
    expect(groupTap(toggled.selection, { group: 'Bathroom', at: T0 + 5000 }, allowed).action).toBe('select');
  });

  it.each([
    [null, 'the first tap'],
    [{ group: 'Floor', selectedAt: T0 }, 'a tap on another group'],
  ])('%j: selects the tapped group (%s)', (selection, _why) => {
    expect(groupTap(selection, { group: 'Bathroom', at: T0 + 3000 }, allowed)).toEqual({
      action: 'select',
      selection: { group: 'Bathroom', selectedAt: T0 + 3000 },
    });
  });

  it('without group selection a tap on the current group does nothing; other groups are still selected', () => {
    const off = { allowGroupSelection: false, mode: 'normal' as const };
    for (const elapsed of [1000, 3000, 6000]) expect(groupTap(current, { group: 'Bathroom', at: T0 + elapsed }, off).action).toBe('none');
    expect(groupTap(current, { group: 'Floor', at: T0 + 3000 }, off).action).toBe('select');
  });

  it.each(CLEANING_MODES.filter((m) => m !== 'normal'))('in %s mode a double tap never ticks the group', (mode) => {
    const opts = { allowGroupSelection: true, mode };
    expect(groupTap(current, { group: 'Bathroom', at: T0 + 3000 }, opts).action).toBe('none');
    expect(groupTap(current, { group: 'Floor', at: T0 + 3000 }, opts).action).toBe('select');
  });

  it('property: the action follows the elapsed time exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -1e9, max: 1e9 }), (elapsed, start) => {
        const selection = { group: 'G', selectedAt: start };
        const { action } = groupTap(selection, { group: 'G', at: start + elapsed }, allowed);
        const expected = elapsed >= GROUP_DOUBLE_TAP_MAX_MS ? 'select' : elapsed > GROUP_DOUBLE_TAP_MIN_MS ? 'toggleAll' : 'none';
        expect(action).toBe(expected);
      }),
    );
  });
});
