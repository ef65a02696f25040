import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { at, DAILY, input, iso, isoBucket, report, routine, TORONTO } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

// A room's routines start from its creation: a new site's rooms are not all overdue on their first
// night because a monthly routine has never run. Times in America/Toronto (EDT).

const MONTHLY_DEEP: TRoutineSchedule = {
  type: 'Relative',
  afterLastClean: { amount: 1, unit: 'Months' },
  dueAfter: { amount: 3, unit: 'Days' },
};
const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, schedule: DAILY });
const deep = routine({ id: 'deep', cleanType: 'Deep Clean', priority: 20, color: '#74C0FC', schedule: MONTHLY_DEEP });
const plain = { showAuditBanners: false };

/** A room created on the evening of 11 May 2026, like the layout a new site saves. */
const CREATED = at('2026-05-11T18:00-04:00');

const statusOf = (now: string, extra: Partial<RoomStatusInput> = {}, history: HistoryEntry[] = []) =>
  roomStatus(input(now, { routines: [clean, deep], history, lastCompletedByPriority: [], createdAt: CREATED, ...extra }), plain);
const deepOf = (status: ReturnType<typeof statusOf>) => status.routines.find((r) => r.routineId === 'deep');

describe('a Relative routine never cleaned counts from the room’s creation', () => {
  it('the first night of a new room is OK, not "Needs cleaning · Deep Clean"', () => {
    const status = statusOf('2026-05-11T23:00-04:00');
    expect(deepOf(status)?.needsCleaning).toBe(false);
    expect([status.label, status.current]).toEqual(['OK', null]);
  });

  it('without a creation date the old rule stands: a never-cleaned Relative routine is needed at once', () => {
    const status = statusOf('2026-05-11T23:00-04:00', { createdAt: null });
    expect([deepOf(status)?.needsCleaning, status.current?.cleanType]).toEqual([true, 'Deep Clean']);
  });

  it('opens a month after the creation and is due three days later', () => {
    expect(deepOf(statusOf('2026-06-10T17:59-04:00'))?.needsCleaning).toBe(false);
    expect(deepOf(statusOf('2026-06-10T18:00-04:00'))).toMatchObject({ needsCleaning: true, dueSoon: false });
    expect(isoBucket(deepOf(statusOf('2026-06-10T18:00-04:00'))?.bucket ?? null)).toEqual({
      start: iso('2026-06-10T18:00-04:00'),
      due: iso('2026-06-13T18:00-04:00'),
      end: null,
    });
    expect(deepOf(statusOf('2026-06-13T18:00-04:00'))).toMatchObject({ needsCleaning: true, dueSoon: true });
  });

  it('a Deep Clean done counts from that clean, not from the creation', () => {
    const done = report('2026-05-20T09:00-04:00', { cleanType: 'Deep Clean', priority: 20 });
    expect(deepOf(statusOf('2026-06-12T09:00-04:00', {}, [done]))?.needsCleaning).toBe(false);
    expect(deepOf(statusOf('2026-06-19T09:31-04:00', {}, [done]))?.needsCleaning).toBe(true);
  });

  it('a daily Relative routine still asks for the new room’s first clean at once', () => {
    const daily = routine({ id: 'daily', schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' } } });
    expect(statusOf('2026-05-11T23:00-04:00', { routines: [daily] }).needsCleaning).toBe(true);
  });

  it('a start date the administrator gave the routine decides on its own', () => {
    const chosen = routine({ id: 'deep', cleanType: 'Deep Clean', priority: 20, schedule: { ...MONTHLY_DEEP, startDate: '2026-05-15' } });
    const at14 = statusOf('2026-05-14T12:00-04:00', { routines: [chosen] });
    const at15 = statusOf('2026-05-15T00:00-04:00', { routines: [chosen] });
    expect([at14.needsCleaning, at15.needsCleaning]).toEqual([false, true]);
  });

  it('nextChangeAt names the instant the bucket opens, and windowStart stays within it', () => {
    const room = input('2026-05-11T23:00-04:00', { routines: [deep], lastCompletedByPriority: [], createdAt: CREATED });
    expect(nextChangeAt([deep], TORONTO, room.now, room)?.toISOString()).toBe(iso('2026-06-10T18:00-04:00'));
    expect(nextChangeAt([deep], TORONTO, room.now, { ...room, createdAt: null })).toBeNull();
    const later = at('2026-06-12T09:00-04:00');
    const from = windowStart([deep], TORONTO, later, { roomState: null, lastCompletedByPriority: [], createdAt: CREATED });
    expect(from.toISOString()).toBe(iso('2026-06-10T18:00-04:00'));
  });
});

describe('a long-period bucket that opened before the room existed asks nothing of it', () => {
  // Weekly, Monday 00:00 to the next Monday: 11 May 2026 is a Monday.
  const weekly = routine({ id: 'weekly', cleanType: 'Weekly Clean', priority: 15, schedule: { type: 'Cron', cron: '0 0 * * 1' } });
  const weeklyOf = (now: string, createdAt: Date | null) => roomStatus(input(now, { routines: [weekly], createdAt }), plain).routines[0];

  it('this week is not asked of a room created on Monday evening; next week is', () => {
    expect(weeklyOf('2026-05-12T10:00-04:00', CREATED)?.needsCleaning).toBe(false);
    expect(weeklyOf('2026-05-18T00:00-04:00', CREATED)?.needsCleaning).toBe(true);
    expect(weeklyOf('2026-05-12T10:00-04:00', null)?.needsCleaning).toBe(true);
  });

  it('a daily bucket open when the room was created is still asked: a new room gets its first clean', () => {
    const status = roomStatus(input('2026-05-12T10:00-04:00', { routines: [clean], createdAt: at('2026-05-12T08:00-04:00') }), plain);
    expect([status.needsCleaning, status.current?.cleanType]).toEqual([true, 'Clean']);
  });
});
