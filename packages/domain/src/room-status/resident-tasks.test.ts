import { describe, expect, it } from 'vitest';
import { roomStatus } from './room-status.ts';
import { at, DAILY, input, report, routine } from './test-helpers.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

// The cleans resident moves ask for ('Resident Arrival', 'Resident Departure' outstanding
// tasks) show on the tile from the time chosen in the workflow until a completed clean of that type
// (or of a priority at least its routine's) ends them. Times in America/Toronto (EDT).

const clean = routine({ id: 'clean', cleanType: 'Clean', priority: 10, color: '#C5E379', schedule: DAILY });
const discharge = routine({ id: 'discharge', cleanType: 'Discharge Clean', priority: 30, color: '#B197FC', schedule: null });
const arrival = routine({ id: 'arrival', cleanType: 'Arrival Clean', priority: 25, color: '#63E6BE', schedule: null });
const routines = [clean, discharge, arrival];
const morningDone = report('2026-05-12T08:00-04:00');
const opts = { showAuditBanners: false };
const yesterdayDone = report('2026-05-11T08:00-04:00');
const statusOf = (now: string, history: HistoryEntry[], extra: Partial<RoomStatusInput> = {}) =>
  roomStatus(input(now, { routines, history: [yesterdayDone, ...history], ...extra }), opts);

const departure = { key: 'Resident Departure', cleanType: 'Discharge Clean', since: at('2026-05-12T10:00-04:00') };

describe('a clean a resident move asks for', () => {
  it('makes the tile ask for that clean, in its routine colour, though the daily clean is done', () => {
    const status = statusOf('2026-05-12T11:00-04:00', [morningDone], { tasks: [departure] });
    expect([status.current?.source, status.current?.cleanType, status.label, status.color]).toEqual([
      'task',
      'Discharge Clean',
      'NeedsCleaning',
      '#B197FC',
    ]);
    expect(status.taskCleans.map((t) => t.taskKey)).toEqual(['Resident Departure']);
  });

  it('asks for nothing before its time, and its time is when the status changes', () => {
    const later = { ...departure, since: at('2026-05-12T15:00-04:00') };
    const status = statusOf('2026-05-12T11:00-04:00', [morningDone], { tasks: [later] });
    expect([status.current, status.label]).toEqual([null, 'OK']);
    const change = nextChangeAt(routines, 'America/Toronto', at('2026-05-12T11:00-04:00'), {
      history: [morningDone],
      lastMarkingReport: null,
      todaysPlan: false,
      tasks: [later],
    });
    expect(change?.getTime()).toBe(at('2026-05-12T12:00-04:00').getTime()); // the daily bucket's due comes first
    const afterDue = nextChangeAt(routines, 'America/Toronto', at('2026-05-12T14:00-04:00'), {
      history: [morningDone],
      lastMarkingReport: null,
      todaysPlan: false,
      tasks: [later],
    });
    expect(afterDue?.getTime()).toBe(later.since.getTime());
  });

  it('is ended by a completed clean of its type after its time, not by one before or of a lower priority', () => {
    const before = report('2026-05-12T09:00-04:00', { cleanType: 'Discharge Clean', priority: 30 });
    const lower = report('2026-05-12T10:30-04:00', { cleanType: 'Clean', priority: 10 });
    expect(statusOf('2026-05-12T11:00-04:00', [before, lower], { tasks: [departure] }).current?.source).toBe('task');
    const done = report('2026-05-12T10:30-04:00', { cleanType: 'Discharge Clean', priority: 30 });
    const status = statusOf('2026-05-12T11:00-04:00', [morningDone, done], { tasks: [departure] });
    expect([status.current, status.label]).toEqual([null, 'OK']);
  });

  it('left Incomplete shows INCOMPLETE', () => {
    const partial = report('2026-05-12T10:00-04:00', { cleanType: 'Discharge Clean', priority: 30, status: 'Incomplete' });
    const status = statusOf('2026-05-12T11:00-04:00', [morningDone, partial], { tasks: [departure] });
    expect([status.incomplete, status.label]).toEqual([true, 'Incomplete']);
  });

  it('the earliest of two moves comes first; a room state still comes before both', () => {
    const arrive = { key: 'Resident Arrival', cleanType: 'Arrival Clean', since: at('2026-05-12T09:00-04:00') };
    expect(statusOf('2026-05-12T11:00-04:00', [morningDone], { tasks: [departure, arrive] }).current?.cleanType).toBe('Arrival Clean');
  });

  it('the history window reaches back to its time', () => {
    const from = windowStart(routines, 'America/Toronto', at('2026-05-13T11:00-04:00'), {
      roomState: null,
      lastCompletedByPriority: [],
      tasks: [departure],
    });
    expect(from.getTime()).toBeLessThanOrEqual(departure.since.getTime());
  });
});
