import { describe, expect, it } from 'vitest';
import { at, DAILY, routine, TORONTO } from '../room-status/test-helpers.ts';
import { deepCleanRoutine, isWeekend, lastCompletedAtLeast, nextDue, weekendCoverage } from './clean-record.ts';

const WEEKLY_DEEP = { type: 'Relative' as const, afterLastClean: { amount: 7, unit: 'Days' as const } };

describe('clean record rules', () => {
  it('the deep clean is the highest-priority scheduled routine; an on-demand one does not count', () => {
    const clean = routine({ cleanType: 'Clean', priority: 10 });
    const deep = routine({ cleanType: 'Deep Clean', priority: 50, schedule: WEEKLY_DEEP });
    const discharge = routine({ cleanType: 'Discharge Clean', priority: 90, schedule: null });
    const outbreak = routine({ cleanType: 'Outbreak Clean', priority: 95, schedule: DAILY, outbreakOnly: true });
    expect(deepCleanRoutine([clean, deep, discharge, outbreak])?.cleanType).toBe('Deep Clean');
    expect(deepCleanRoutine([discharge])).toBeNull();
  });

  it('a clean of higher priority is the last clean at a lower one too', () => {
    const last = [
      { priority: 10, completedAt: at('2026-03-02T10:00-05:00') },
      { priority: 90, completedAt: at('2026-03-05T10:00-05:00') },
      { priority: 50, completedAt: at('2026-03-01T10:00-05:00') },
    ];
    expect(lastCompletedAtLeast(last, 50)?.priority).toBe(90);
    expect(lastCompletedAtLeast(last, 10)?.completedAt).toEqual(at('2026-03-05T10:00-05:00'));
    expect(lastCompletedAtLeast(last, 100)).toBeNull();
  });

  it('next due: an open bucket without its clean is due today (overdue after its due time); a cleaned one, tomorrow', () => {
    const daily = [routine({ cleanType: 'Clean', priority: 10, schedule: DAILY })];
    const morning = at('2026-03-10T08:00-04:00');
    expect(nextDue(daily, TORONTO, morning, [])).toEqual({ at: at('2026-03-10T12:00-04:00'), cleanType: 'Clean', overdue: false });
    const afternoon = at('2026-03-10T13:00-04:00');
    expect(nextDue(daily, TORONTO, afternoon, [])?.overdue).toBe(true);
    const cleaned = [{ priority: 10, completedAt: at('2026-03-10T09:00-04:00') }];
    // An outbreak routine is not due where no outbreak runs; in a room an outbreak covers, it is.
    daily.push(routine({ cleanType: 'Outbreak Clean', priority: 35, schedule: DAILY, outbreakOnly: true }));
    const outbreak = at('2026-03-09T08:00-04:00');
    expect(nextDue(daily, TORONTO, afternoon, cleaned, null, outbreak)).toMatchObject({ cleanType: 'Outbreak Clean', overdue: true });
    expect(nextDue(daily, TORONTO, afternoon, cleaned)).toEqual({ at: at('2026-03-11T12:00-04:00'), cleanType: 'Clean', overdue: false });
  });

  it('next due of a Relative routine counts from its last clean', () => {
    const deep = [routine({ cleanType: 'Deep Clean', priority: 50, schedule: WEEKLY_DEEP })];
    const last = [{ priority: 50, completedAt: at('2026-03-03T10:00-05:00') }];
    const due = nextDue(deep, TORONTO, at('2026-03-05T10:00-05:00'), last);
    expect(due?.cleanType).toBe('Deep Clean');
    expect(due?.at.getTime()).toBeGreaterThanOrEqual(at('2026-03-10T10:00-04:00').getTime());
    expect(due?.overdue).toBe(false);
    expect(nextDue([routine({ schedule: null })], TORONTO, at('2026-03-05T10:00-05:00'), [])).toBeNull();
  });

  it('a never deep-cleaned room counts its long Relative routine from its creation, as the status engine does', () => {
    const deep = [routine({ cleanType: 'Deep Clean', priority: 50, schedule: WEEKLY_DEEP })];
    const now = at('2026-03-05T10:00-05:00');
    const created = at('2026-03-04T10:00-05:00');
    const due = nextDue(deep, TORONTO, now, [], created);
    expect(due?.overdue).toBe(false);
    expect(due?.at.getTime()).toBeGreaterThanOrEqual(at('2026-03-11T10:00-04:00').getTime());
  });

  it('weekend coverage counts the rooms cleaned each Saturday and Sunday on the site calendar, up to today', () => {
    expect(isWeekend('2026-03-07')).toBe(true);
    expect(isWeekend('2026-03-09')).toBe(false);
    const completions = [
      { roomId: 'a', at: at('2026-03-07T10:00-05:00') },
      { roomId: 'b', at: at('2026-03-07T11:00-05:00') },
      // 23:30 on Friday in Toronto is Saturday in UTC: it is Friday's clean.
      { roomId: 'a', at: at('2026-03-13T23:30-04:00') },
      { roomId: 'zz', at: at('2026-03-08T10:00-04:00') },
    ];
    const days = weekendCoverage('2026-03-06', '2026-03-31', '2026-03-15', ['a', 'b'], completions, TORONTO);
    expect(days).toEqual([
      { date: '2026-03-07', cleaned: 2, rooms: 2 },
      { date: '2026-03-08', cleaned: 0, rooms: 2 },
      { date: '2026-03-14', cleaned: 0, rooms: 2 },
      { date: '2026-03-15', cleaned: 0, rooms: 2 },
    ]);
    expect(weekendCoverage('2026-03-20', '2026-03-31', '2026-03-15', ['a'], [], TORONTO)).toEqual([]);
  });
});
