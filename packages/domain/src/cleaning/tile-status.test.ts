import { describe, expect, it } from 'vitest';
import { completionStatus, NEW_REPORT_STATUS, requiredProgress } from './status.ts';
import { checklist } from './test-helpers.ts';
import { tileState } from './tile.ts';

describe('tileState: the tile in normal mode', () => {
  it.each([
    [{ checked: false, skipped: true }, 'incomplete', 'skipped means incomplete'],
    [{ checked: true, skipped: true }, 'incomplete', 'skipped comes first (data written elsewhere)'],
    [{ checked: null, skipped: true }, 'incomplete', 'skipped comes first'],
    [{ checked: false, skipped: false }, 'pending', 'unchecked means pending'],
    [{ checked: true, skipped: false }, 'complete', 'checked means complete'],
    [{ checked: null, skipped: false }, 'notRequired', "the 'false' value (null) means not required"],
  ] as const)('%j → %s (%s)', (op, state, _why) => {
    expect(tileState(op)).toBe(state);
  });
});

describe('report status', () => {
  it('a new report is Initial', () => expect(NEW_REPORT_STATUS).toBe('Initial'));

  it.each([
    ['', 'Complete', 'no operations'],
    ['x', 'Complete', 'the only operation ticked'],
    ['xX', 'Complete', 'everything ticked'],
    ['xN', 'Complete', 'an optional operation not required'],
    ['xP', 'Complete', 'an optional operation pending'],
    ['xS', 'Complete', 'an optional operation skipped'],
    ['xn', 'Complete', 'a required operation marked not required'],
    ['xp', 'Incomplete', 'a required operation pending'],
    ['sx', 'Incomplete', 'a required operation skipped'],
    ['p', 'Incomplete', 'nothing done'],
    ['NP', 'Complete', 'only optional operations, none done'],
  ])('%j → %s (%s)', (ops, status) => {
    expect(completionStatus(checklist(ops))).toBe(status);
  });
});

describe('requiredProgress: what the question before an Incomplete save counts', () => {
  const ops = (...list: [boolean, boolean | null][]) => list.map(([optional, checked]) => ({ optional, checked }));
  it.each([
    [
      '1 of 14 ticked',
      ops([false, true], ...Array.from({ length: 13 }, () => [false, false] as [boolean, boolean])),
      { required: 14, left: 13 },
    ],
    ['optional ones never count', ops([true, false], [false, true]), { required: 1, left: 0 }],
    ['not required (null) is done', ops([false, null], [false, false]), { required: 2, left: 1 }],
    ['nothing to do', ops(), { required: 0, left: 0 }],
  ] as const)('%s', (_name, list, expected) => {
    expect(requiredProgress(list)).toEqual(expected);
    expect(completionStatus(list) === 'Complete').toBe(expected.left === 0);
  });
});
