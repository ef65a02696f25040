import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { routineBuckets } from './routine-buckets.ts';
import { at, DAILY, input, report, routine, TORONTO } from './test-helpers.ts';
import type { RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

// A dashboard of 3,000 rooms with 3 routines each (Absolute, Cron, Relative), buckets precomputed once.
// Target: well under 200 ms; the assertion is generous so that a loaded 2-core machine stays green.

const ROOMS = 3000;
/** The domain package compiles without DOM or Node types; the test runner has a console. */
const log = (globalThis as { console?: { warn(message: string): void } }).console;
const BOUND_MS = 1500;
const cron: TRoutineSchedule = { type: 'Cron', cron: '0 */4 * * *', durationMinutes: 180, dueAfterMinutes: 60 };
const relative: TRoutineSchedule = {
  type: 'Relative',
  afterLastClean: { amount: 7, unit: 'Days' },
  dueAfter: { amount: 4, unit: 'Hours' },
};
const routines = [
  routine({ id: 'daily', schedule: DAILY, priority: 10, isDefault: true }),
  routine({ id: 'cron', schedule: cron, priority: 5, cleanType: 'Check' }),
  routine({ id: 'weekly', schedule: relative, priority: 50, cleanType: 'Deep Clean' }),
];
const now = at('2026-03-09T13:05-04:00');

function rooms(): RoomStatusInput[] {
  return Array.from({ length: ROOMS }, (_, i) => {
    const day = (i % 9) + 1;
    const history = Array.from({ length: 10 }, (_, j) =>
      report(`2026-03-0${day}T0${j % 10}:1${j % 6}-05:00`, {
        status: (['Complete', 'Incomplete', 'Declined', 'Complete'] as const)[(i + j) % 4],
        priority: [5, 10, 50][(i + j) % 3],
      }),
    );
    return input(now, {
      routines,
      history,
      lastCompletedByPriority: [{ priority: 50, completedAt: at(`2026-03-0${day}T08:00-05:00`) }],
      roomState: null,
      todaysPlan: i % 2 === 0,
    });
  });
}

describe('benchmark', () => {
  it(`computes ${ROOMS} room statuses with precomputed buckets well under 200 ms`, () => {
    const inputs = rooms();
    const opts = { showAuditBanners: true };
    const buckets = routineBuckets(routines, TORONTO, now);
    for (const room of inputs.slice(0, 200)) roomStatus(room, opts, buckets); // warm-up
    const times: number[] = [];
    let needing = 0;
    for (let pass = 0; pass < 3; pass++) {
      const started = Date.now();
      needing = 0;
      for (const room of inputs) if (roomStatus(room, opts, buckets).needsCleaning) needing += 1;
      times.push(Date.now() - started);
    }
    const best = Math.min(...times);
    log?.warn(
      `room-status benchmark: ${ROOMS} rooms × ${routines.length} routines, best ${best} ms of passes ${times.join(', ')} ms (${needing} need cleaning)`,
    );
    expect(needing).toBeGreaterThan(0);
    expect(best).toBeLessThan(BOUND_MS);
  });

  it('computes windowStart and nextChangeAt for the same rooms cheaply', () => {
    const inputs = rooms();
    const buckets = routineBuckets(routines, TORONTO, now);
    const started = Date.now();
    for (const room of inputs) {
      windowStart(routines, TORONTO, now, room, buckets);
      nextChangeAt(routines, TORONTO, now, room, buckets);
    }
    const elapsed = Date.now() - started;
    log?.warn(`room-status benchmark: windowStart + nextChangeAt for ${ROOMS} rooms in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(BOUND_MS * 2);
  });
});
