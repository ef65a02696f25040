import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { at, DAILY, routine, TORONTO } from '../room-status/test-helpers.ts';
import { rotationCycle, routineRotation, unreachedRooms } from './rotation.ts';

const EVERY_14_DAYS: TRoutineSchedule = { type: 'Relative', afterLastClean: { amount: 2, unit: 'Weeks' } };
/** Mondays at 07:00, open a week. */
const WEEKLY_CRON: TRoutineSchedule = { type: 'Cron', cron: '0 7 * * 1', dueAfterMinutes: 6 * 24 * 60, durationMinutes: 7 * 24 * 60 };

describe('rotation coverage', () => {
  it('a Relative routine of 14 days rotates over the last 14 days', () => {
    const now = at('2026-03-20T10:00-04:00');
    const cycle = rotationCycle(EVERY_14_DAYS, TORONTO, now);
    expect(cycle?.days).toBe(14);
    expect(cycle?.end).toEqual(now);
    expect(cycle?.start).toEqual(new Date(now.getTime() - 14 * 86_400_000));
  });

  it('a weekly Cron routine rotates over its current week; a daily routine is no rotation', () => {
    const cycle = rotationCycle(WEEKLY_CRON, TORONTO, at('2026-03-18T10:00-04:00'));
    expect(cycle?.days).toBe(7);
    expect(cycle?.start).toEqual(at('2026-03-16T07:00-04:00'));
    expect(rotationCycle(DAILY, TORONTO, at('2026-03-18T10:00-04:00'))).toBeNull();
    const now = at('2026-03-18T10:00-04:00');
    expect(routineRotation(routine({ schedule: DAILY }), TORONTO, now)).toBeNull();
    expect(routineRotation(routine({ schedule: null }), TORONTO, now)).toBeNull();
    expect(routineRotation(routine({ schedule: EVERY_14_DAYS }), TORONTO, now)?.days).toBe(14);
    // An outbreak routine applies only where an outbreak runs: it rotates nowhere.
    expect(routineRotation(routine({ schedule: EVERY_14_DAYS, outbreakOnly: true }), TORONTO, now)).toBeNull();
  });

  it('lists the rooms with no clean at the routine priority or above since the cycle began', () => {
    const cycle = { days: 7, start: at('2026-03-16T07:00-04:00'), end: at('2026-03-23T07:00-04:00') };
    const rooms = [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }, { id: 'r4' }];
    const last = new Map([
      ['r1', [{ priority: 50, completedAt: at('2026-03-17T10:00-04:00') }]],
      // only a lower-priority clean in the cycle: not reached
      ['r2', [{ priority: 10, completedAt: at('2026-03-17T10:00-04:00') }]],
      // the deep clean was before the cycle
      ['r3', [{ priority: 50, completedAt: at('2026-03-15T10:00-04:00') }]],
      // a higher-priority clean reaches it
      ['r4', [{ priority: 90, completedAt: at('2026-03-18T10:00-04:00') }]],
    ]);
    expect(unreachedRooms(rooms, 50, cycle, (id) => last.get(id) ?? []).map((r) => r.id)).toEqual(['r2', 'r3']);
  });
});
