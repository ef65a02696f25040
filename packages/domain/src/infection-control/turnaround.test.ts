import { DEFAULT_TURNAROUND_TARGETS as targets } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { siteToday } from '../sites/site-today.ts';
import { measureTask, median, missedTargets, percentile, siteDaysSpan, summarizeTurnaround, turnaroundKind } from './turnaround.ts';

const at = (iso: string) => new Date(iso);
const done = (created: string, started: string, completed: string) => ({
  createdAt: at(created),
  startedAt: at(started),
  completedAt: at(completed),
  endedAt: at(completed),
});
const TORONTO = 'America/Toronto';

describe('turnaround clock', () => {
  it('measures response, clean and turnaround of a finished task against the targets', () => {
    const t = measureTask(
      done('2026-05-04T10:00:00Z', '2026-05-04T10:20:00Z', '2026-05-04T11:05:00Z'),
      targets,
      at('2026-05-05T00:00:00Z'),
    );
    expect(t.minutes).toEqual({ response: 20, clean: 45, turnaround: 65 });
    expect(t.status).toEqual({ response: 'met', clean: 'missed', turnaround: 'missed' });
    expect(t.open || t.withdrawn).toBe(false);
  });

  it('counts a target reached to the minute as met', () => {
    const t = measureTask(
      done('2026-05-04T10:00:00Z', '2026-05-04T10:30:00Z', '2026-05-04T11:00:00Z'),
      targets,
      at('2026-05-05T00:00:00Z'),
    );
    expect(t.status).toEqual({ response: 'met', clean: 'met', turnaround: 'met' });
  });

  it('counts real minutes across the spring-forward night: 01:30 to 03:10 in Toronto is 40 minutes, not 100', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT: 01:30 EST = 06:30Z, 03:10 EDT = 07:10Z.
    const t = measureTask(
      done('2026-03-08T06:30:00Z', '2026-03-08T06:40:00Z', '2026-03-08T07:10:00Z'),
      targets,
      at('2026-03-09T00:00:00Z'),
    );
    expect(t.minutes.turnaround).toBe(40);
    expect(t.status.turnaround).toBe('met');
    expect(siteToday(TORONTO, at('2026-03-08T06:30:00Z'))).toBe('2026-03-08');
  });

  it('counts real minutes across the fall-back night: 01:30 EDT to 01:10 EST is 40 minutes', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: 01:30 EDT = 05:30Z, 01:10 EST = 06:10Z.
    const t = measureTask(
      done('2026-11-01T05:30:00Z', '2026-11-01T05:45:00Z', '2026-11-01T06:10:00Z'),
      targets,
      at('2026-11-02T00:00:00Z'),
    );
    expect(t.minutes).toEqual({ response: 15, clean: 25, turnaround: 40 });
  });

  it('a clean begun before the task was asked responds in no time', () => {
    const t = measureTask(
      done('2026-05-04T10:00:00Z', '2026-05-04T09:50:00Z', '2026-05-04T10:10:00Z'),
      targets,
      at('2026-05-05T00:00:00Z'),
    );
    expect(t.minutes).toEqual({ response: 0, clean: 20, turnaround: 10 });
  });

  it('an open task is open until past a target, then overdue on that target', () => {
    const task = { createdAt: at('2026-05-04T10:00:00Z'), startedAt: null, completedAt: null, endedAt: null };
    const early = measureTask(task, targets, at('2026-05-04T10:29:00Z'));
    expect(early.status).toEqual({ response: 'open', clean: 'open', turnaround: 'open' });
    expect(missedTargets(early)).toEqual([]);
    const late = measureTask(task, targets, at('2026-05-04T10:45:00Z'));
    expect(missedTargets(late)).toEqual(['response']);
    expect(missedTargets(measureTask(task, targets, at('2026-05-04T11:01:00Z')))).toEqual(['response', 'turnaround']);
    expect(late.minutes).toEqual({ response: null, clean: null, turnaround: null });
  });

  it('a task ended without a clean is withdrawn and out of the measures', () => {
    const t = measureTask(
      { createdAt: at('2026-05-04T10:00:00Z'), startedAt: null, completedAt: null, endedAt: at('2026-05-04T12:00:00Z') },
      targets,
      at('2026-05-05T00:00:00Z'),
    );
    expect(t).toMatchObject({ withdrawn: true, open: false, status: { response: null, clean: null, turnaround: null } });
  });
});

describe('turnaround summary', () => {
  const now = at('2026-05-10T00:00:00Z');
  const finished = [10, 20, 25, 40, 50].map((m) =>
    measureTask(done('2026-05-04T10:00:00Z', `2026-05-04T10:${String(m).padStart(2, '0')}:00Z`, '2026-05-04T10:55:00Z'), targets, now),
  );
  const withdrawn = measureTask({ createdAt: at('2026-05-04T10:00:00Z'), startedAt: null, completedAt: null, endedAt: now }, targets, now);
  const open = measureTask({ createdAt: at('2026-05-09T20:00:00Z'), startedAt: null, completedAt: null, endedAt: null }, targets, now);

  it('counts tasks, and takes median, p90 and the share within target of finished tasks only', () => {
    const s = summarizeTurnaround([...finished, withdrawn, open]);
    expect(s).toMatchObject({ tasks: 7, completed: 5, withdrawn: 1, open: 1, overdue: 1 });
    expect(s.response).toEqual({ measured: 5, met: 3, missed: 2, medianMinutes: 25, p90Minutes: 50, withinTarget: 0.6 });
    expect(s.turnaround).toMatchObject({ measured: 5, met: 5, withinTarget: 1, medianMinutes: 55 });
  });

  it('has no minutes or share when nothing finished', () => {
    expect(summarizeTurnaround([withdrawn]).clean).toEqual({
      measured: 0,
      met: 0,
      missed: 0,
      medianMinutes: null,
      p90Minutes: null,
      withinTarget: null,
    });
  });

  it('median and nearest-rank 90th percentile', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([], 90)).toBeNull();
  });
});

describe('task kinds and site days', () => {
  it('names the kind of each task, a move caused by a transfer as a transfer', () => {
    expect(turnaroundKind('Resident Departure', false)).toBe('departure');
    expect(turnaroundKind('Resident Departure', true)).toBe('transfer');
    expect(turnaroundKind('Resident Arrival', false)).toBe('arrival');
    expect(turnaroundKind('Resident Arrival', true)).toBe('transfer');
    expect(turnaroundKind('State Room Clean', false)).toBe('state');
    expect(turnaroundKind('Audit Re-clean', false)).toBe('reclean');
    expect(turnaroundKind('Something else', false)).toBeNull();
  });

  it('spans site days from midnight to midnight on the site clock, 23 hours on the spring-forward day', () => {
    const spring = siteDaysSpan('2026-03-08', '2026-03-08', TORONTO);
    expect(spring.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const fall = siteDaysSpan('2026-11-01', '2026-11-01', TORONTO);
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3_600_000);
  });

  it('a task asked at 23:30 in Toronto belongs to that Toronto day, not the next UTC day', () => {
    const created = at('2026-05-05T03:30:00Z');
    expect(siteToday(TORONTO, created)).toBe('2026-05-04');
    const day = siteDaysSpan('2026-05-04', '2026-05-04', TORONTO);
    expect(created >= day.start && created < day.end).toBe(true);
  });
});
