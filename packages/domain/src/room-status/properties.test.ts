import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBucket } from '../schedules/buckets.ts';
import { historyFrom, roomInput, withRelativeStartDates } from './arbitraries.ts';
import { LOOKBACK_MS } from './history.ts';
import { roomStatus } from './room-status.ts';
import { routineBuckets } from './routine-buckets.ts';
import type { HistoryEntry, RoomStatusInput } from './types.ts';
import { nextChangeAt, windowStart } from './window.ts';

// Properties over random rooms around DST days, month ends and 29 February 2028 (see arbitraries.ts).

/** PROPERTY_RUNS=5000 for a longer search. */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = { numRuns: Number(env.PROPERTY_RUNS ?? 300) };
const opts = { showAuditBanners: true };

/** The spec's rule, restated: a completed report (or summary entry) of equal or higher priority in [start, end), as of now. */
function satisfied(input: RoomStatusInput, bucket: TBucket, priority: number): boolean {
  const nowMs = input.now.getTime();
  const inside = (ms: number) => ms >= bucket.start.getTime() && (bucket.end === null || ms < bucket.end.getTime()) && ms <= nowMs;
  const fromHistory = input.history.some(
    (e) =>
      e.status === 'Complete' &&
      e.completedAt !== null &&
      e.startDate.getTime() <= nowMs &&
      inside(e.completedAt.getTime()) &&
      e.priority >= priority,
  );
  return fromHistory || (input.lastCompletedByPriority ?? []).some((c) => c.priority >= priority && inside(c.completedAt.getTime()));
}

describe('room status properties', { timeout: 120_000 }, () => {
  it('(a) needs cleaning exactly when a bucket is open and not satisfied; missed exactly when an Absolute previous bucket is not', () => {
    fc.assert(
      fc.property(roomInput, (input) => {
        const status = roomStatus(input, opts);
        input.routines.forEach((routine, i) => {
          const r = status.routines[i];
          if (!r) throw new Error('missing routine status');
          const open = r.bucket !== null && routine.schedule !== null;
          expect(r.needsCleaning).toBe(open && r.bucket !== null && !satisfied(input, r.bucket, routine.priority));
          if (r.bucket && satisfied(input, r.bucket, routine.priority)) expect(r.needsCleaning).toBe(false);
          const prev = r.previousBucket;
          expect(r.missed).toBe(routine.schedule?.type === 'Absolute' && prev !== null && !satisfied(input, prev, routine.priority));
          if (routine.schedule?.type !== 'Absolute') expect(r.missed).toBe(false);
        });
      }),
      RUNS,
    );
  });

  it('(b) a Complete report of the routine’s priority inside the current bucket means no cleaning needed (Relative: the bucket moves past it)', () => {
    fc.assert(
      fc.property(roomInput, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(), (input, where, pick) => {
        const before = roomStatus(input, opts);
        const open = before.routines.filter((r) => r.bucket !== null);
        const target = open[pick % Math.max(open.length, 1)];
        if (!target?.bucket) return;
        const start = target.bucket.start.getTime();
        const last = Math.min(input.now.getTime(), (target.bucket.end?.getTime() ?? Number.POSITIVE_INFINITY) - 1);
        const completedAt = new Date(Math.floor(start + where * (last - start)));
        const done: HistoryEntry = {
          reportId: 'injected',
          cleanType: 'Whatever',
          status: 'Complete',
          startDate: completedAt,
          completedAt,
          priority: target.priority,
          hasAuditReport: false,
          auditComplete: false,
        };
        const after = roomStatus({ ...input, history: [...input.history, done] }, opts);
        const routine = after.routines.find((r) => r.routineId === target.routineId);
        if (target.scheduleType === 'Relative') {
          // The clean is the new last clean: the bucket it was in is closed, a later one may be open.
          if (routine?.bucket) expect(routine.bucket.start.getTime()).toBeGreaterThan(completedAt.getTime());
          return;
        }
        expect(routine?.bucket).toEqual(target.bucket);
        expect(routine?.needsCleaning).toBe(false);
        expect(routine?.dueSoon).toBe(false);
      }),
      RUNS,
    );
  });

  it('(c) due soon implies needs cleaning, now >= due and (no end or now < end)', () => {
    fc.assert(
      fc.property(roomInput, (input) => {
        const status = roomStatus(input, opts);
        const nowMs = input.now.getTime();
        for (const r of status.routines) {
          if (r.incomplete || r.declined) expect(r.needsCleaning).toBe(true);
          if (!r.dueSoon) continue;
          expect(r.needsCleaning).toBe(true);
          expect(r.bucket).not.toBeNull();
          expect(nowMs).toBeGreaterThanOrEqual(r.bucket?.due.getTime() ?? Number.NaN);
          if (r.bucket?.end) expect(nowMs).toBeLessThan(r.bucket.end.getTime());
        }
        expect(status.dueSoon).toBe(status.routines.some((r) => r.dueSoon));
        if (status.needsCleaning) expect(status.label).not.toBe('OK');
        if (!status.needsCleaning && !status.missed && !input.roomState && !status.outstanding) expect(status.label).toBe('OK');
        // A last report left Incomplete or Declined, with nothing completed since, never reads OK.
        if (status.outstanding && !input.roomState) expect(status.label).not.toBe('OK');
      }),
      RUNS,
    );
  });

  it('(d) precomputed routine buckets give the same result, at their instant and later within their validity', () => {
    fc.assert(
      fc.property(roomInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, where) => {
        const buckets = routineBuckets(input.routines, input.timeZone, input.now);
        expect(roomStatus(input, opts, buckets)).toEqual(roomStatus(input, opts));
        const until = buckets.until?.getTime() ?? input.now.getTime() + 30 * 86_400_000;
        const later = { ...input, now: new Date(Math.floor(input.now.getTime() + where * (until - input.now.getTime()))) };
        expect(roomStatus(later, opts, buckets)).toEqual(roomStatus(later, opts));
      }),
      RUNS,
    );
  });

  it('(e) windowStart is at or before every bucket the engine looked at, and history from it gives the same result', () => {
    fc.assert(
      fc.property(roomInput, (input) => {
        const from = windowStart(input.routines, input.timeZone, input.now, input);
        const status = roomStatus(input, opts);
        const floor = input.now.getTime() - LOOKBACK_MS;
        const starts = status.routines.flatMap((r) => [r.bucket?.start, r.previousBucket?.start]);
        if (status.stateClean) starts.push(status.stateClean.since);
        for (const start of starts) if (start && start.getTime() >= floor) expect(from.getTime()).toBeLessThanOrEqual(start.getTime());
        expect(from.getTime()).toBeLessThanOrEqual(input.now.getTime());
        expect(roomStatus({ ...input, history: historyFrom(input, from) }, opts)).toEqual(status);
      }),
      RUNS,
    );
  });

  it('(g) the status at now depends only on what was known at now (later reports and completions are ignored)', () => {
    fc.assert(
      fc.property(roomInput, (input) => {
        const nowMs = input.now.getTime();
        const known = input.history
          .filter((e) => e.startDate.getTime() <= nowMs)
          .map((e) => (e.completedAt && e.completedAt.getTime() > nowMs ? { ...e, status: 'Initial' as const, completedAt: null } : e));
        expect(roomStatus({ ...input, history: known }, opts)).toEqual(roomStatus(input, opts));
      }),
      RUNS,
    );
  });

  it('(f) nextChangeAt is after now, and the status does not change before it', () => {
    fc.assert(
      fc.property(roomInput.map(withRelativeStartDates), fc.double({ min: 0, max: 1, noNaN: true }), (input, where) => {
        const nowMs = input.now.getTime();
        const next = nextChangeAt(input.routines, input.timeZone, input.now, input);
        if (next) expect(next.getTime()).toBeGreaterThan(nowMs);
        const end = next?.getTime() ?? nowMs + 30 * 86_400_000;
        const status = roomStatus(input, opts);
        for (const t of [nowMs + 1, Math.floor(nowMs + where * (end - nowMs)), end - 1]) {
          if (t <= nowMs || t >= end) continue;
          expect(roomStatus({ ...input, now: new Date(t) }, opts)).toEqual(status);
        }
      }),
      RUNS,
    );
  });
});
