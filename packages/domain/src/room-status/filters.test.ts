import { describe, expect, it } from 'vitest';
import { planPriority } from './filters.ts';
import { roomStatus } from './room-status.ts';
import { at, input, LONDON, report, routine, TORONTO } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';

const filters = (now: string, history: HistoryEntry[], extra: Partial<RoomStatusInput> = {}) =>
  roomStatus(input(now, { history, ...extra }), { showAuditBanners: false }).filters;

describe('Incomplete filter: the room’s last history entry is incomplete', () => {
  it.each([
    ['no history', [], false],
    [
      'the newest is Incomplete (whatever its priority, with no routine at all)',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete', priority: 0 })],
      true,
    ],
    [
      'the newest is Incomplete though listed first',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-10T08:00-04:00')],
      true,
    ],
    [
      'an older Incomplete listed last does not count',
      [report('2026-05-12T08:00-04:00'), report('2026-05-10T08:00-04:00', { status: 'Incomplete' })],
      false,
    ],
    [
      'an older Incomplete listed first does not count',
      [report('2026-05-10T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T08:00-04:00')],
      false,
    ],
    [
      'the newest is in progress',
      [report('2026-05-11T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T08:00-04:00', { status: 'Initial' })],
      false,
    ],
    [
      'an Incomplete saved after now is still in progress as of now',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete', completedAt: at('2026-05-12T10:00-04:00') })],
      false,
    ],
    [
      'a report starting after now is not there yet',
      [report('2026-05-12T08:00-04:00', { status: 'Incomplete' }), report('2026-05-12T09:30-04:00', { status: 'Initial' })],
      true,
    ],
    ['an Incomplete long ago, still the last entry', [report('2020-05-12T08:00-04:00', { status: 'Incomplete' })], true],
  ] as const)('%s', (_name, history, incomplete) => {
    expect(filters('2026-05-12T09:00-04:00', [...history]).incomplete).toBe(incomplete);
  });
});

describe('ToDo filter: in today’s plan and no completed report today at equal or higher priority', () => {
  const clean = routine({ id: 'clean', priority: 10, isDefault: true });
  const deep = routine({ id: 'deep', priority: 50, cleanType: 'Deep Clean' });
  const plan = { routines: [deep, clean], todaysPlan: true };

  it.each([
    ['not in the plan', [], { todaysPlan: false }, false],
    ['in the plan, nothing today', [], {}, true],
    ['completed today at the default routine’s priority', [report('2026-05-12T08:00-04:00', { priority: 10 })], {}, false],
    ['completed today at a higher priority', [report('2026-05-12T08:00-04:00', { priority: 50 })], {}, false],
    ['completed today at a lower priority', [report('2026-05-12T08:00-04:00', { priority: 9 })], {}, true],
    ['only Incomplete today', [report('2026-05-12T08:00-04:00', { status: 'Incomplete' })], {}, true],
    ['only Declined today', [report('2026-05-12T08:00-04:00', { status: 'Declined' })], {}, true],
    ['completed yesterday at 23:59', [report('2026-05-11T23:00-04:00', { completedAt: at('2026-05-11T23:59-04:00') })], {}, true],
    ['completed at midnight', [report('2026-05-11T23:40-04:00', { completedAt: at('2026-05-12T00:00-04:00') })], {}, false],
    ['the plan’s own priority', [report('2026-05-12T08:00-04:00', { priority: 10 })], { planPriority: 50 }, true],
  ] as const)('%s', (_name, history, extra, todo) => {
    expect(filters('2026-05-12T09:00-04:00', [...history], { ...plan, ...extra }).todo).toBe(todo);
  });

  it('counts the summary of completed cleans', () => {
    const summary = [{ priority: 10, completedAt: at('2026-05-12T08:00-04:00') }];
    expect(filters('2026-05-12T09:00-04:00', [], { ...plan, lastCompletedByPriority: summary }).todo).toBe(false);
  });

  it.each([
    ['Toronto spring day: 00:30 EST is today', TORONTO, '2026-03-08T10:00-04:00', '2026-03-08T00:30-05:00', false],
    ['Toronto spring day: 23:30 the day before is not', TORONTO, '2026-03-08T10:00-04:00', '2026-03-07T23:30-05:00', true],
    ['Toronto autumn day: 00:30 EDT is today', TORONTO, '2026-11-01T23:00-05:00', '2026-11-01T00:30-04:00', false],
    ['London autumn day: 00:30 BST is today', LONDON, '2026-10-25T10:00+00:00', '2026-10-25T00:30+01:00', false],
    ['London spring day: 23:59 GMT the day before is not', LONDON, '2026-03-29T10:00+01:00', '2026-03-28T23:59+00:00', true],
  ] as const)('%s', (_name, timeZone, now, completedAt, todo) => {
    const history = [report('2026-01-01T00:00Z', { startDate: at(completedAt), completedAt: at(completedAt) })];
    expect(filters(now, history, { ...plan, timeZone }).todo).toBe(todo);
  });

  it('takes the plan priority from the default routine, else the lowest routine, else 0', () => {
    expect(planPriority([deep, clean], undefined)).toBe(10);
    expect(planPriority([deep, routine({ priority: 20 })], undefined)).toBe(20);
    expect(planPriority([], undefined)).toBe(0);
    expect(planPriority([deep, clean], 7)).toBe(7);
  });
});
