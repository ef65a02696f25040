import type { TRoutineSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { absolute } from '../schedules/test-helpers.ts';
import { roomStatus } from './room-status.ts';
import { at, input, iso, isoBucket, report, routine, TORONTO } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';

// Cron and Relative routines, calendar edges (DST days, month ends, 29 February).

const hide = { showAuditBanners: false };
const one = (schedule: TRoutineSchedule, now: string, history: HistoryEntry[] = [], extra: Partial<RoomStatusInput> = {}) => {
  const status = roomStatus(input(now, { routines: [routine({ id: 'r', schedule })], history, ...extra }), hide);
  const first = status.routines[0];
  if (!first) throw new Error('no routine status');
  return first;
};

describe('Cron', () => {
  const cron: TRoutineSchedule = { type: 'Cron', cron: '0 7 * * *', durationMinutes: 480, dueAfterMinutes: 300 };

  it('needs cleaning from 07:00 and is due from 12:00', () => {
    expect(one(cron, '2026-05-12T06:59-04:00')).toMatchObject({ needsCleaning: false, scheduleType: 'Cron' });
    expect(one(cron, '2026-05-12T07:00-04:00')).toMatchObject({ needsCleaning: true, dueSoon: false });
    expect(one(cron, '2026-05-12T12:00-04:00')).toMatchObject({ needsCleaning: true, dueSoon: true });
    expect(one(cron, '2026-05-12T12:00-04:00', [report('2026-05-12T09:00-04:00')])).toMatchObject({ needsCleaning: false, dueSoon: false });
  });

  it('is never missed, though it has a previous bucket for the tooltip', () => {
    const status = one(cron, '2026-05-12T16:00-04:00');
    expect(status.missed).toBe(false);
    expect(isoBucket(status.previousBucket)?.start).toBe(iso('2026-05-12T07:00-04:00'));
  });

  it('keeps 07:00 local on the spring DST day', () => {
    expect(isoBucket(one(cron, '2026-03-08T08:00-04:00').bucket)?.start).toBe(iso('2026-03-08T07:00-04:00'));
  });
});

describe('Relative', () => {
  const monthly: TRoutineSchedule = { type: 'Relative', afterLastClean: { amount: 1, unit: 'Months' } };
  const lastClean = report('2026-02-20T09:30-05:00', { completedAt: at('2026-02-20T10:00-05:00') });

  it('needs cleaning 30 days after the last complete clean, at the same clock time across the spring DST change', () => {
    expect(one(monthly, '2026-03-22T09:59:59.999-04:00', [lastClean]).needsCleaning).toBe(false);
    const due = one(monthly, '2026-03-22T10:00-04:00', [lastClean]);
    expect(due).toMatchObject({ needsCleaning: true, dueSoon: true, missed: false, previousBucket: null, scheduleType: 'Relative' });
    expect(isoBucket(due.bucket)).toEqual({ start: iso('2026-03-22T10:00-04:00'), due: iso('2026-03-22T10:00-04:00'), end: null });
  });

  it('counts from the summary when the clean is older than the loaded history', () => {
    const summary = [{ priority: 10, completedAt: at('2026-02-20T10:00-05:00') }];
    expect(one(monthly, '2026-03-22T10:00-04:00', [], { lastCompletedByPriority: summary }).needsCleaning).toBe(true);
    expect(one(monthly, '2026-03-22T09:59-04:00', [], { lastCompletedByPriority: summary }).needsCleaning).toBe(false);
  });

  it('counts from the last clean of equal or higher priority only', () => {
    const lower = report('2026-03-10T09:30-04:00', { priority: 5 });
    const higher = report('2026-03-10T09:30-04:00', { priority: 50 });
    expect(one(monthly, '2026-03-22T10:00-04:00', [lastClean, lower]).needsCleaning).toBe(true);
    expect(one(monthly, '2026-03-22T10:00-04:00', [lastClean, higher]).needsCleaning).toBe(false);
  });

  it('is due after dueAfter and not needed once its window has passed', () => {
    const windowed: TRoutineSchedule = {
      type: 'Relative',
      afterLastClean: { amount: 2, unit: 'Days' },
      dueAfter: { amount: 4, unit: 'Hours' },
      window: { amount: 1, unit: 'Days' },
    };
    const last = report('2026-05-10T09:30-04:00');
    expect(one(windowed, '2026-05-12T13:59-04:00', [last])).toMatchObject({ needsCleaning: true, dueSoon: false });
    expect(one(windowed, '2026-05-12T14:00-04:00', [last])).toMatchObject({ needsCleaning: true, dueSoon: true });
    expect(one(windowed, '2026-05-13T10:00-04:00', [last])).toMatchObject({ needsCleaning: false, dueSoon: false, missed: false });
  });

  it('shows an Incomplete report started inside the bucket', () => {
    const history = [lastClean, report('2026-03-22T11:00-04:00', { status: 'Incomplete' })];
    expect(one(monthly, '2026-03-22T12:00-04:00', history)).toMatchObject({ needsCleaning: true, incomplete: true });
  });

  it('never cleaned: open from the start date midnight, or from now without one', () => {
    const withStart: TRoutineSchedule = { ...monthly, startDate: '2026-03-01' } as TRoutineSchedule;
    expect(isoBucket(one(withStart, '2026-03-22T10:00-04:00').bucket)?.start).toBe(iso('2026-03-01T00:00-05:00'));
    expect(one(monthly, '2026-03-22T10:00-04:00')).toMatchObject({ needsCleaning: true, dueSoon: true });
  });
});

describe('calendar edges', () => {
  const bucket = [{ start: '07:00', due: '12:00', end: '15:00' }];

  it('29 February 2028 (Yearly 02-29), and 28 February in 2027', () => {
    const leap: TRoutineSchedule = absolute({ period: 'Yearly', yearDates: ['02-29'], buckets: bucket });
    expect(one(leap, '2028-02-29T12:00-05:00')).toMatchObject({ needsCleaning: true, dueSoon: true });
    expect(one(leap, '2028-02-28T12:00-05:00').needsCleaning).toBe(false);
    expect(one(leap, '2027-02-28T12:00-05:00').needsCleaning).toBe(true);
    expect(one(leap, '2028-03-01T08:00-05:00').missed).toBe(true);
    expect(one(leap, '2028-03-01T08:00-05:00', [report('2028-02-29T08:00-05:00')]).missed).toBe(false);
  });

  it('Monthly 31 falls on 30 April; the miss shows on 1 May', () => {
    const monthEnd: TRoutineSchedule = absolute({ period: 'Monthly', monthDays: [31], buckets: bucket });
    expect(one(monthEnd, '2026-04-30T08:00-04:00').needsCleaning).toBe(true);
    const may = one(monthEnd, '2026-05-01T08:00-04:00');
    expect([may.missed, isoBucket(may.previousBucket)?.start]).toEqual([true, iso('2026-04-30T07:00-04:00')]);
    expect(one(monthEnd, '2026-02-28T08:00-05:00').needsCleaning).toBe(true);
  });

  it('a whole-day bucket is 23 hours on the spring DST day and 25 on the autumn one', () => {
    const allDay: TRoutineSchedule = absolute({ buckets: [{ start: '00:00', due: '12:00', end: '24:00' }] });
    const spring = one(allDay, '2026-03-08T23:30-04:00', [report('2026-03-08T00:10-05:00')]);
    expect(spring.needsCleaning).toBe(false);
    const autumnLate = one(allDay, '2026-11-01T23:59-05:00', [report('2026-11-01T00:30-04:00')]);
    expect(autumnLate.needsCleaning).toBe(false);
    expect(one(allDay, '2026-11-02T00:00-05:00', [report('2026-11-01T00:30-04:00')])).toMatchObject({ needsCleaning: true, missed: false });
    expect(one(allDay, '2026-11-02T00:00-05:00', [report('2026-10-31T22:00-04:00')])).toMatchObject({ missed: true });
  });

  it('a daily bucket stays at 07:00 local across both DST changes', () => {
    const daily: TRoutineSchedule = absolute({ buckets: bucket });
    expect(isoBucket(one(daily, '2026-03-08T07:00-04:00').bucket)?.start).toBe(iso('2026-03-08T07:00-04:00'));
    expect(isoBucket(one(daily, '2026-11-01T07:00-05:00').bucket)?.start).toBe(iso('2026-11-01T07:00-05:00'));
    expect(one(daily, '2026-11-01T06:59-05:00').bucket).toBeNull();
    expect(TORONTO).toBe('America/Toronto');
  });
});
