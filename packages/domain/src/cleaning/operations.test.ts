import { ZReportOperation } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import {
  continueOperations,
  initialOperations,
  operationGroups,
  tickGroup,
  tickOperation,
  toggleOperation,
  uncheckedValue,
  untickOperation,
} from './operations.ts';
import { checklist, codes, deepFreeze, EARLIER_ISO, NOW_ISO, normal, op, routineOp } from './test-helpers.ts';

// Rows: checklist before, the operation (its index), checklist after. Codes: see test-helpers.ts
// (p pending, P pending optional, n/N not required, x/X ticked, s/S skipped).

describe('tickOperation: stamps the time and skips earlier unticked required operations', () => {
  it.each([
    ['ppp', 0, 'xpp', 'the first: nothing earlier'],
    ['ppp', 1, 'sxp', 'later operations are left alone'],
    ['ppp', 2, 'ssx', 'every earlier pending required operation is skipped'],
    ['ppppp', 3, 'sssxp', 'a longer list'],
    ['pPp', 2, 'sPx', 'an earlier optional pending operation is left alone'],
    ['pNp', 2, 'sNx', 'an earlier optional not-required operation is left alone'],
    ['nnp', 2, 'nnx', 'a required operation marked not required (null) is not unticked, so not skipped'],
    ['xpp', 2, 'xsx', 'an earlier ticked operation stays ticked'],
    ['ssp', 2, 'ssx', 'earlier skipped operations stay skipped'],
    ['pps', 2, 'ssx', 'ticking a skipped operation clears its skip'],
    ['psp', 1, 'sxp', 'ticking a skipped operation skips the ones before it'],
    ['pPN', 1, 'sXN', 'ticking an optional operation skips earlier required ones too'],
    ['pPN', 2, 'sPX', 'a not-required optional operation can be ticked'],
    ['SpP', 2, 'SsX', 'an optional operation already skipped (old data) stays as it is'],
  ])('%s tick #%i → %s (%s)', (before, index, after) => {
    const ops = deepFreeze(checklist(before));
    const result = tickOperation(ops, `o${index}`, normal);
    expect(codes(result)).toBe(after);
    const target = result.find((o) => o.index === index);
    expect(target?.timeStamp).toBe(NOW_ISO);
    expect(target?.skipped).toBe(false);
    // Every other operation keeps its time stamp.
    for (const o of result) if (o.index !== index) expect(o.timeStamp).toBe(ops.find((b) => b.id === o.id)?.timeStamp);
  });

  it('an operation already ticked keeps its first time stamp, and the input comes back as it is', () => {
    const ops = deepFreeze(checklist('pxp'));
    const result = tickOperation(ops, 'o1', normal);
    expect(result).toBe(ops);
    expect(result[1]?.timeStamp).toBe(EARLIER_ISO);
  });

  it('"earlier" is the checklist order (index), not the array order', () => {
    const ops = deepFreeze([
      op({ id: 'c', index: 2 }),
      op({ id: 'a', index: 0 }),
      op({ id: 'd', index: 3 }),
      op({ id: 'b', index: 1, optional: true }),
    ]);
    const result = tickOperation(ops, 'c', normal);
    expect(result.map((o) => [o.id, o.checked, o.skipped])).toEqual([
      ['c', true, false],
      ['a', false, true],
      ['d', false, false],
      ['b', false, false],
    ]);
  });

  it('an unknown id changes nothing', () => {
    const ops = deepFreeze(checklist('pp'));
    expect(tickOperation(ops, 'nope', normal)).toBe(ops);
  });

  it('an invalid now throws a RangeError', () => {
    expect(() => tickOperation(checklist('p'), 'o0', { mode: 'normal', now: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('untickOperation: clears the time stamp, the skips it made stay', () => {
  it.each([
    ['ssx', 2, 'ssp', 'the skips made by the tick stay'],
    ['x', 0, 'p', 'a required operation goes back to pending'],
    ['X', 0, 'N', 'an optional operation goes back to not required'],
    ['xxx', 1, 'xpx', 'neighbours are left alone'],
  ])('%s untick #%i → %s (%s)', (before, index, after) => {
    const ops = deepFreeze(checklist(before));
    const result = untickOperation(ops, `o${index}`, normal);
    expect(codes(result)).toBe(after);
    expect(result.find((o) => o.index === index)?.timeStamp).toBeNull();
  });

  it.each(['p', 's', 'N', 'P'])('an operation that is not ticked (%s) comes back as it is', (code) => {
    const ops = deepFreeze(checklist(code));
    expect(untickOperation(ops, 'o0', normal)).toBe(ops);
  });

  it('tick then untick restores the operation but keeps the skips', () => {
    const ops = deepFreeze(checklist('ppp'));
    const back = untickOperation(tickOperation(ops, 'o2', normal), 'o2', normal);
    expect(codes(back)).toBe('ssp');
    expect(back[2]).toEqual(ops[2]);
  });
});

describe('toggleOperation: the tile click', () => {
  it.each([
    ['p', 'x'],
    ['x', 'p'],
    ['s', 'x'],
    ['P', 'X'],
    ['N', 'X'],
    ['X', 'N'],
    ['n', 'x'],
    ['pp', 'sx'],
  ])('%s → %s (last operation clicked)', (before, after) => {
    const ops = deepFreeze(checklist(before));
    const last = `o${before.length - 1}`;
    expect(codes(toggleOperation(ops, last, normal))).toBe(after);
  });

  it('clicking twice leaves the operation as it was (skips made stay)', () => {
    const ops = deepFreeze(checklist('pN'));
    const twice = toggleOperation(toggleOperation(ops, 'o1', normal), 'o1', normal);
    expect(codes(twice)).toBe('sN');
    expect(twice[1]).toEqual(ops[1]);
  });
});

describe('tickGroup: ticks every operation of the group, in order', () => {
  const groups = ['A', 'B', 'A', 'B'];
  it.each([
    ['pppp', groups, 'A', 'xsxp', 'the skip rule applies to each operation of the group in turn'],
    ['pppp', groups, 'B', 'sxsx', 'earlier operations of other groups are skipped'],
    ['pPpN', ['A', 'A', 'B', 'B'], 'A', 'xXpN', 'optional operations of the group are ticked too'],
    ['pPpN', ['A', 'A', 'B', 'B'], 'B', 'sPxX', 'earlier optional operations of other groups are left alone'],
    ['xppp', groups, 'A', 'xsxp', 'already ticked operations stay ticked'],
    ['spsp', groups, 'A', 'xsxp', 'skipped operations of the group are ticked, their skip cleared'],
  ])('%s %j tick group %s → %s (%s)', (before, g, group, after) => {
    const ops = deepFreeze(checklist(before, g));
    expect(codes(tickGroup(ops, group, normal))).toBe(after);
  });

  it('stamps the newly ticked operations and keeps the stamps of those already ticked', () => {
    const ops = deepFreeze(checklist('xp', ['A', 'A']));
    const result = tickGroup(ops, 'A', normal);
    expect(result.map((o) => o.timeStamp)).toEqual([EARLIER_ISO, NOW_ISO]);
  });

  it('is the same as ticking the group’s operations one by one in index order, whatever the array order', () => {
    const ops = deepFreeze([
      op({ id: 'b2', index: 3, group: 'B' }),
      op({ id: 'a1', index: 0, group: 'A' }),
      op({ id: 'b1', index: 1, group: 'B' }),
      op({ id: 'a2', index: 2, group: 'A' }),
    ]);
    const oneByOne = tickOperation(tickOperation(ops, 'b1', normal), 'b2', normal);
    expect(tickGroup(ops, 'B', normal)).toEqual(oneByOne);
    expect(oneByOne.find((o) => o.id === 'a2')?.skipped).toBe(true);
  });

  it.each([
    ['xX', 'A', 'every operation already ticked'],
    ['pp', 'Z', 'no operation in the group'],
  ])('%s group %s comes back as it is (%s)', (before, group) => {
    const ops = deepFreeze(checklist(before, ['A', 'A']));
    expect(tickGroup(ops, group, normal)).toBe(ops);
  });
});

describe('initialOperations: the checklist of a new report', () => {
  const A = '00000000-0000-4000-8000-00000000000a';
  const B = '00000000-0000-4000-8000-00000000000b';
  const C = '00000000-0000-4000-8000-00000000000c';
  const routine = [routineOp(A), routineOp(B, { optional: true, group: 'Floor', icon: 'broom' }), routineOp(C)];

  it('required operations start pending, optional ones not required; index = position', () => {
    const ops = initialOperations(routine);
    expect(ops.map((o) => [o.id, o.index, o.checked, o.skipped, o.timeStamp, o.auditStatus, o.isMarked])).toEqual([
      [A, 0, false, false, null, null, false],
      [B, 1, null, false, null, null, false],
      [C, 2, false, false, null, null, false],
    ]);
    expect(ops[1]).toMatchObject({ group: 'Floor', item: `Item ${B}`, optional: true, icon: 'broom' });
    for (const o of ops) expect(ZReportOperation.safeParse(o).success).toBe(true);
  });

  it('carries the marks of the pre-audit marking over, by id', () => {
    const ops = initialOperations(routine, [
      { id: C, isMarked: true },
      { id: A, isMarked: false },
      { id: 'other', isMarked: true },
    ]);
    expect(ops.map((o) => o.isMarked)).toEqual([false, false, true]);
  });

  it('uncheckedValue: false for required, null for optional', () => {
    expect(uncheckedValue({ optional: false })).toBe(false);
    expect(uncheckedValue({ optional: true })).toBeNull();
  });
});

describe('continueOperations: an Incomplete report taken up again', () => {
  it('keeps the saved operations as they are and appends the routine’s new ones', () => {
    const saved = deepFreeze(checklist('sxp'));
    const routine = [routineOp('o0'), routineOp('new', { optional: true }), routineOp('o2')];
    const ops = continueOperations(saved, routine);
    expect(ops.slice(0, 3)).toEqual(saved);
    expect(ops[3]).toMatchObject({ id: 'new', index: 3, checked: null, skipped: false });
    expect(codes(ops)).toBe('sxpN');
  });

  it('appends after the highest saved index, in routine order', () => {
    const saved = [op({ id: 'x', index: 7, checked: true })];
    const ops = continueOperations(saved, [routineOp('n1'), routineOp('x'), routineOp('n2')]);
    expect(ops.map((o) => [o.id, o.index])).toEqual([
      ['x', 7],
      ['n1', 8],
      ['n2', 9],
    ]);
  });

  it('takes the marks of the marking when given, keeps the saved marks otherwise', () => {
    const saved = deepFreeze([op({ id: 'a', index: 0, isMarked: true }), op({ id: 'b', index: 1 })]);
    expect(continueOperations(saved, []).map((o) => o.isMarked)).toEqual([true, false]);
    const marked = continueOperations(
      saved,
      [routineOp('c')],
      [
        { id: 'b', isMarked: true },
        { id: 'c', isMarked: true },
      ],
    );
    expect(marked.map((o) => [o.id, o.isMarked])).toEqual([
      ['a', false],
      ['b', true],
      ['c', true],
    ]);
  });

  it('an empty saved report gets the whole routine', () => {
    expect(continueOperations([], [routineOp('a'), routineOp('b')])).toEqual(initialOperations([routineOp('a'), routineOp('b')]));
  });
});

describe('operationGroups: the tab strip', () => {
  it('lists each group once, ordered by its first operation', () => {
    const ops = [
      op({ id: '1', index: 4, group: 'Floor' }),
      op({ id: '2', index: 1, group: 'Bed' }),
      op({ id: '3', index: 0, group: 'Bathroom' }),
      op({ id: '4', index: 2, group: 'Floor' }),
      op({ id: '5', index: 3, group: 'Bathroom' }),
    ];
    expect(operationGroups(ops)).toEqual(['Bathroom', 'Bed', 'Floor']);
    expect(operationGroups([])).toEqual([]);
  });
});
