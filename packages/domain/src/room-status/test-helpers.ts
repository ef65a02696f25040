import type { TRoutine, TRoutineSchedule } from '@carehome/contracts';
import { routine as standardRoutine } from '../cleaning/test-helpers.ts';
import type { HistoryEntry, RoomStateInput, RoomStatusInput } from './types.ts';

// Fixtures of the room status tests. Instants are written with the site's offset, so a wrong DST offset
// shows in the test itself.

export const TORONTO = 'America/Toronto';
export const LONDON = 'Europe/London';

export const at = (text: string): Date => new Date(text);

/** Absolute, daily, 07:00–15:00, due 12:00. */
export const DAILY: TRoutineSchedule = {
  type: 'Absolute',
  startDate: '2020-01-01',
  period: 'Daily',
  every: 1,
  buckets: [{ start: '07:00', due: '12:00', end: '15:00' }],
};

let ids = 0;

export function routine(extra: Partial<TRoutine> = {}): TRoutine {
  ids += 1;
  return standardRoutine('Clean', { id: `routine-${ids}`, schedule: DAILY, ...extra });
}

/** A report; `completedAt` defaults to 30 minutes after the start unless the status is Initial. */
export function report(startDate: string, extra: Partial<HistoryEntry> = {}): HistoryEntry {
  ids += 1;
  const start = at(startDate);
  const status = extra.status ?? 'Complete';
  return {
    reportId: `report-${String(ids).padStart(6, '0')}`,
    cleanType: 'Clean',
    status,
    startDate: start,
    completedAt: status === 'Initial' ? null : new Date(start.getTime() + 30 * 60_000),
    priority: 10,
    hasAuditReport: false,
    auditComplete: false,
    ...extra,
  };
}

export function state(extra: Partial<RoomStateInput> = {}): RoomStateInput {
  return {
    stateName: 'Discharge',
    cleanType: null,
    setAt: at('2026-05-12T06:00-04:00'),
    color: '#E03131',
    borderColor: '#000000',
    style: 'solid',
    ...extra,
  };
}

export function input(now: string | Date, extra: Partial<RoomStatusInput> = {}): RoomStatusInput {
  return {
    now: typeof now === 'string' ? at(now) : now,
    timeZone: TORONTO,
    routines: [],
    history: [],
    roomState: null,
    lastMarkingReport: null,
    todaysPlan: false,
    ...extra,
  };
}

/** A bucket as ISO strings, for readable comparisons. */
export const isoBucket = (b: { start: Date; due: Date; end: Date | null } | null) =>
  b ? { start: b.start.toISOString(), due: b.due.toISOString(), end: b.end?.toISOString() ?? null } : null;

export const iso = (text: string): string => at(text).toISOString();
