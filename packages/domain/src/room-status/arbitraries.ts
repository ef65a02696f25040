import type { TRoutine, TRoutineSchedule, TTimeBucket } from '@carehome/contracts';
import fc from 'fast-check';
import { validateRoutineSchedule } from '../schedules/validate.ts';
import { roomHistory } from './history.ts';
import type { CompletedAtPriority, HistoryEntry, RoomStatusInput } from './types.ts';

// fast-check generators of whole rooms around the calendar's hard days: the DST changes of 2026 in
// America/Toronto (8 March, 1 November) and Europe/London (29 March, 25 October), month ends (31 January,
// 28 February, 30 April) and 29 February 2028. Times are in 15-minute steps plus a random millisecond
// offset for `now`, so that boundaries are hit exactly as well as closely.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONES = ['America/Toronto', 'Europe/London'] as const;
const ANCHORS = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-01-31', '2026-02-28', '2026-04-30', '2028-02-29'];
const CLEAN_TYPES = ['Clean', 'Deep', 'Discharge'];

const wall = (quarter: number) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

/** One bucket of an Absolute day: start < due <= end, in quarter hours, end up to 24:00. */
const timeBucket = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }), fc.integer({ min: 1, max: 96 }))
  .map(([start, a, b]): TTimeBucket => {
    const end = start + 1 + ((a - 1) % (96 - start));
    const due = start + 1 + ((b - 1) % (end - start));
    return { start: wall(start), due: wall(due), end: wall(end) };
  });

/** One or two non-overlapping buckets of a day (the second one cut to fit after the first). */
const dayBuckets = fc.tuple(timeBucket, fc.option(timeBucket)).map(([first, second]) => {
  if (!second || second.start < first.end || second.end <= first.end) return [first];
  return [first, second];
});

const absolute: fc.Arbitrary<TRoutineSchedule> = fc.oneof(
  fc.record({ every: fc.integer({ min: 1, max: 3 }), buckets: dayBuckets }).map(({ every, buckets }) => ({
    type: 'Absolute' as const,
    startDate: '2025-12-01',
    period: 'Daily' as const,
    every,
    buckets,
  })),
  dayBuckets.map((buckets) => ({
    type: 'Absolute' as const,
    startDate: '2025-12-01',
    period: 'Weekly' as const,
    every: 1,
    weekDays: [1, 3, 7],
    buckets,
  })),
  dayBuckets.map((buckets) => ({
    type: 'Absolute' as const,
    startDate: '2025-12-01',
    period: 'Monthly' as const,
    every: 1,
    monthDays: [1, 29, 31, 'last' as const],
    buckets,
  })),
  dayBuckets.map((buckets) => ({
    type: 'Absolute' as const,
    startDate: '2025-12-01',
    period: 'Yearly' as const,
    every: 1,
    yearDates: ['02-28', '02-29', '03-01'],
    buckets,
  })),
);

const cron: fc.Arbitrary<TRoutineSchedule> = fc
  .record({
    cron: fc.constantFrom('0 7 * * *', '30 2 * * *', '15 1 * * *', '0 */3 * * *', '0 0 * * *', '45 23 L * *', '0 12 29 2 *'),
    duration: fc.option(fc.integer({ min: 1, max: 48 }).map((q) => q * 15)),
    due: fc.integer({ min: 1, max: 48 }).map((q) => q * 15),
  })
  .map(({ cron: expression, duration, due }) => ({
    type: 'Cron' as const,
    cron: expression,
    ...(duration === null ? {} : { durationMinutes: duration, dueAfterMinutes: Math.min(due, duration) }),
  }));

const duration = fc.record({
  amount: fc.integer({ min: 1, max: 3 }),
  unit: fc.constantFrom('Hours' as const, 'Days' as const, 'Months' as const),
});

const relative: fc.Arbitrary<TRoutineSchedule> = fc
  .record({
    after: duration,
    startDate: fc.option(fc.constantFrom('2025-12-15', '2026-03-01', '2026-10-31', '2028-02-28')),
    windowHours: fc.option(fc.integer({ min: 1, max: 72 })),
    dueHours: fc.option(fc.integer({ min: 1, max: 72 })),
  })
  .map(({ after, startDate, windowHours, dueHours }) => {
    const schedule: TRoutineSchedule = { type: 'Relative', afterLastClean: after };
    if (startDate) schedule.startDate = startDate;
    if (windowHours !== null) schedule.window = { amount: windowHours, unit: 'Hours' };
    if (dueHours !== null) schedule.dueAfter = { amount: Math.min(dueHours, windowHours ?? dueHours), unit: 'Hours' };
    return schedule;
  });

const schedule: fc.Arbitrary<TRoutineSchedule | null> = fc
  .oneof(
    { arbitrary: absolute, weight: 4 },
    { arbitrary: cron, weight: 2 },
    { arbitrary: relative, weight: 2 },
    { arbitrary: fc.constant(null), weight: 1 },
  )
  .filter((s) => s === null || validateRoutineSchedule(s).length === 0);

const routines: fc.Arbitrary<TRoutine[]> = fc
  .array(fc.record({ schedule, priority: fc.integer({ min: 0, max: 3 }), isDefault: fc.boolean() }), { minLength: 0, maxLength: 3 })
  .map((items) =>
    items.map((item, i) => ({
      id: `routine-${i}`,
      cleanType: CLEAN_TYPES[i] ?? 'Clean',
      kind: 'Standard' as const,
      priority: item.priority,
      color: ['#1971C2', '#FFD43B', '#C5E379'][i] ?? '#1971C2',
      isDefault: item.isDefault && i === 0,
      qrCode: null,
      tags: [],
      shortcut: null,
      operations: [],
      schedule: item.schedule,
      stateClean: i === 2,
      detailImages: [],
    })),
  );

/** `now`: an anchor day's UTC midnight, ± 3 days, at any millisecond (and often at a quarter hour). */
const now = fc
  .tuple(
    fc.constantFrom(...ANCHORS),
    fc.integer({ min: -12 * 24, max: 12 * 24 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 15 * 60_000 - 1 })),
  )
  .map(([day, quarters, ms]) => new Date(Date.parse(`${day}T00:00:00Z`) + quarters * 15 * 60_000 + ms));

const entry = (nowMs: number) =>
  fc
    .record({
      startOffset: fc.integer({ min: -4 * 24 * 4, max: 8 }).map((q) => q * 15 * 60_000),
      jitter: fc.integer({ min: 0, max: 60_000 }),
      length: fc.integer({ min: 0, max: 12 }).map((q) => q * 15 * 60_000),
      status: fc.constantFrom('Initial' as const, 'Incomplete' as const, 'Complete' as const, 'Complete' as const, 'Declined' as const),
      priority: fc.integer({ min: 0, max: 3 }),
      cleanType: fc.constantFrom(...CLEAN_TYPES),
      audit: fc.constantFrom('none', 'started', 'complete'),
    })
    .map((e): Omit<HistoryEntry, 'reportId'> => {
      const start = nowMs + e.startOffset - e.jitter;
      return {
        cleanType: e.cleanType,
        status: e.status,
        startDate: new Date(start),
        completedAt: e.status === 'Initial' ? null : new Date(start + e.length),
        priority: e.priority,
        hasAuditReport: e.audit !== 'none',
        auditComplete: e.audit === 'complete',
      };
    });

/** The truthful summary: per priority, the latest completed clean at or before now. */
export function truthfulSummary(history: readonly HistoryEntry[], nowMs: number): CompletedAtPriority[] {
  const byPriority = new Map<number, number>();
  for (const e of history) {
    if (e.status !== 'Complete' || !e.completedAt || e.startDate.getTime() > nowMs || e.completedAt.getTime() > nowMs) continue;
    byPriority.set(e.priority, Math.max(byPriority.get(e.priority) ?? Number.NEGATIVE_INFINITY, e.completedAt.getTime()));
  }
  return [...byPriority].map(([priority, ms]) => ({ priority, completedAt: new Date(ms) }));
}

/** A whole room at an instant. */
export const roomInput: fc.Arbitrary<RoomStatusInput> = fc.tuple(now, fc.constantFrom(...ZONES), routines).chain(([at, timeZone, list]) =>
  fc
    .record({
      history: fc.array(entry(at.getTime()), { maxLength: 8 }),
      summary: fc.boolean(),
      state: fc.option(
        fc.record({ cleanType: fc.constantFrom(null, 'Clean', 'Discharge', 'Terminal'), hoursBefore: fc.integer({ min: -2, max: 72 }) }),
      ),
      marking: fc.option(fc.integer({ min: -48, max: 2 })),
      todaysPlan: fc.boolean(),
    })
    .map((room): RoomStatusInput => {
      const history = room.history.map((e, i) => ({ ...e, reportId: `report-${i}` }));
      return {
        now: at,
        timeZone,
        routines: list,
        history,
        ...(room.summary ? { lastCompletedByPriority: truthfulSummary(history, at.getTime()) } : {}),
        roomState: room.state && {
          stateName: 'Isolation',
          cleanType: room.state.cleanType,
          setAt: new Date(at.getTime() - room.state.hoursBefore * HOUR),
          color: '#E03131',
          borderColor: '#000000',
          style: 'solid',
        },
        lastMarkingReport: room.marking === null ? null : { startDate: new Date(at.getTime() + room.marking * HOUR), cleanType: 'Clean' },
        todaysPlan: room.todaysPlan,
      };
    }),
);

/** The same room with a start date on every Relative schedule (no bucket that opens at every instant asked about). */
export function withRelativeStartDates(input: RoomStatusInput): RoomStatusInput {
  return {
    ...input,
    routines: input.routines.map((r) =>
      r.schedule?.type === 'Relative' && !r.schedule.startDate ? { ...r, schedule: { ...r.schedule, startDate: '2025-12-15' } } : r,
    ),
  };
}

/** The history a caller loads from `from`: reports started or finished from then on, plus the last report. */
export function historyFrom(input: RoomStatusInput, from: Date): HistoryEntry[] {
  const last = roomHistory(input.history, undefined, input.now.getTime()).last;
  return input.history.filter(
    (e) =>
      e.reportId === last?.reportId ||
      e.startDate >= from ||
      (e.completedAt !== null && (e.completedAt >= from || (last !== null && e.completedAt.getTime() >= last.startMs))),
  );
}

export const DAY_MS = DAY;
