import type { TEditorSchedule } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { dueRun, nextRunAfter } from './due-run.ts';

const TORONTO = 'America/Toronto';
const daily8: TEditorSchedule = { period: 'Daily', every: 1, startDate: '2026-01-01', at: '08:00' };
const every15: TEditorSchedule = { period: 'Minutes', every: 15, startDate: '2026-01-01' };
const due = (schedule: TEditorSchedule, now: string, lastRunAt: string | null = null, scheduleSavedAt: string | null = null) =>
  dueRun({
    schedule,
    timeZone: TORONTO,
    now: new Date(now),
    lastRunAt: lastRunAt ? new Date(lastRunAt) : null,
    scheduleSavedAt: scheduleSavedAt ? new Date(scheduleSavedAt) : null,
  })?.toISOString() ?? null;

describe('which notification run a tick performs', () => {
  it('the run whose time has just come', () => {
    expect(due(daily8, '2026-05-12T08:00:20-04:00')).toBe('2026-05-12T12:00:00.000Z');
  });

  it('nothing before the run time', () => {
    expect(due(daily8, '2026-05-12T07:59:59-04:00', '2026-05-11T08:00-04:00')).toBeNull();
  });

  it('nothing once the run is recorded (another app copy did it)', () => {
    expect(due(daily8, '2026-05-12T08:00:40-04:00', '2026-05-12T08:00-04:00')).toBeNull();
  });

  it('after a stop over several runs, only the most recent one is sent (no flood)', () => {
    expect(due(every15, '2026-05-12T10:07-04:00', '2026-05-12T08:00-04:00')).toBe('2026-05-12T14:00:00.000Z');
  });

  it('a run older than the 12-hour catch-up window is not sent', () => {
    expect(due(daily8, '2026-05-12T20:30-04:00', '2026-05-11T08:00-04:00')).toBeNull();
    expect(due(daily8, '2026-05-12T19:30-04:00', '2026-05-11T08:00-04:00')).toBe('2026-05-12T12:00:00.000Z');
  });

  it('runs before the schedule was saved are not owed', () => {
    expect(due(daily8, '2026-05-12T09:00-04:00', null, '2026-05-12T08:30-04:00')).toBeNull();
    expect(due(daily8, '2026-05-12T09:00-04:00', null, '2026-05-12T07:30-04:00')).toBe('2026-05-12T12:00:00.000Z');
  });

  it('follows the site clock across daylight saving (08:00 local before and after the change)', () => {
    expect(due(daily8, '2026-03-07T08:00:30-05:00')).toBe('2026-03-07T13:00:00.000Z');
    expect(due(daily8, '2026-03-08T08:00:30-04:00')).toBe('2026-03-08T12:00:00.000Z');
  });

  it('a schedule that has ended has no run and no next run', () => {
    const ended: TEditorSchedule = { ...daily8, endDate: '2026-02-01' };
    expect(due(ended, '2026-05-12T08:00:20-04:00')).toBeNull();
    expect(nextRunAfter(ended, TORONTO, new Date('2026-05-12T08:00:20-04:00'))).toBeNull();
  });

  it('the next run is strictly after now', () => {
    expect(nextRunAfter(daily8, TORONTO, new Date('2026-05-12T08:00:00-04:00'))?.toISOString()).toBe('2026-05-13T12:00:00.000Z');
  });
});
