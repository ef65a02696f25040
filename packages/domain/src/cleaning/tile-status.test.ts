import { describe, expect, it } from 'vitest';
import { completionStatus, NEW_REPORT_STATUS } from './status.ts';
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
