/**
 * Reporting metrics: the measures infection-control programmes use, computed from cleans,
 * audits and pre-audit markings. Pure: no I/O, no clock; every instant and the site's time zone are passed in.
 *
 * Definitions (the same in the reports, the exports and the site dashboard):
 *
 * - **Thoroughness of disinfection cleaning (TDC, CDC)** = objects found cleaned / objects marked, from
 *   fluorescent pre-audit markings. An *object* is an operation marked (`isMarked`) in a pre-audit marking.
 *   Its outcome is read from the audit of the *answering clean* (the report whose `markingReportId` is the
 *   marking): `CleanedPass` = found cleaned (the mark was removed); `CleanedFailed` and `NotCleanedFailed` =
 *   not cleaned (the mark, or part of it, is still there). A marked object counts in the denominator only
 *   once it has been evaluated (cleaned or not cleaned): a marking not yet answered by a clean, a clean not
 *   yet audited and an object left `NotObserved` are *pending* and not counted. An object the audit found
 *   `NotPresent` (the surface is not in this room) is no object at all: left out of TDC, not even pending.
 *   TDC is `null` when nothing evaluated was marked (never 0 for "no data").
 * - **Audit pass rate** = passed audits / audits with a result. An audit *has a result* when at least one
 *   operation was observed (any status other than `NotObserved`); it *passed* when no operation is
 *   `CleanedFailed` or `NotCleanedFailed` (the same rule that asks for an 'Audit Re-clean'). An audit with
 *   nothing observed is not counted; `NotPresent` is not an observation. `null` when no audit has a result.
 * - **Operation pass rate** = operations `CleanedPass` / operations observed, over audits (`NotPresent` left out).
 * - **ATP pass rate** = readings in the pass or caution band / readings with a band (caution passes, flagged).
 * - **On-time rate** = cleans done on time / cleans due. Each time bucket of a scheduled routine of a room
 *   (Cron and Absolute schedules; see `../schedules`) is one clean due. The first completed clean of equal or
 *   higher priority in the bucket `[start, end)` decides it: completed at or before `due` = on time; after
 *   `due` (but before the end) = late; none in the bucket = missed. A bucket still open at `asOf` with no
 *   clean yet is *open* and not counted. `null` when no bucket is due.
 *
 * Rates are fractions in [0, 1]. Periods (day, ISO week starting Monday, month) are read on the site's
 * calendar, so a clean at 23:30 local time belongs to that local day whatever UTC says.
 */
import type { TAuditStatus } from '@carehome/contracts';
import { isFailedAuditStatus } from '../cleaning/audit.ts';
import { formatLocalDate, isoWeekDay } from '../schedules/civil.ts';
import { localDay } from '../schedules/zone.ts';
import type { BucketOutcome, OnTimeCounts } from './on-time.ts';
import { onTimeRate } from './on-time.ts';
import { ratio } from './rates.ts';

export { formatRate, ratio } from './rates.ts';

// ---------------------------------------------------------------------------------------------------------
// Thoroughness (TDC)

/** What happened to one marked object. */
export type MarkOutcome = 'cleaned' | 'notCleaned' | 'pending';

export interface MarkingInput {
  operations: readonly { id: string; isMarked: boolean }[];
}

export interface AnsweringCleanInput {
  /** The clean's operations with their audit results (null: not audited). */
  operations: readonly { id: string; auditStatus: TAuditStatus | null }[];
  /** The clean has an audit report. Without one every object is pending. */
  audited: boolean;
}

export interface MarkedObject {
  operationId: string;
  outcome: MarkOutcome;
  /** The audit status read, when there was one. */
  auditStatus: TAuditStatus | null;
}

/** The outcome of one marked object from the audit status the answering clean's audit gave it. */
export function markOutcome(auditStatus: TAuditStatus | null | undefined): MarkOutcome {
  if (auditStatus === 'CleanedPass') return 'cleaned';
  if (isFailedAuditStatus(auditStatus)) return 'notCleaned';
  return 'pending';
}

/**
 * Each marked operation of a marking with its outcome, in the marking's order. `clean` is the answering
 * clean, or null when no clean answered the marking yet (every object pending).
 */
export function markedObjects(marking: MarkingInput, clean: AnsweringCleanInput | null): MarkedObject[] {
  const statuses = new Map<string, TAuditStatus | null>();
  if (clean?.audited) for (const op of clean.operations) statuses.set(op.id, op.auditStatus);
  return marking.operations
    .filter((op) => op.isMarked && statuses.get(op.id) !== 'NotPresent')
    .map((op) => {
      const auditStatus = statuses.get(op.id) ?? null;
      return { operationId: op.id, auditStatus, outcome: markOutcome(auditStatus) };
    });
}

export interface TdcCounts {
  /** Marked objects evaluated (cleaned + not cleaned): the denominator. */
  marked: number;
  /** Marked objects found cleaned: the numerator. */
  cleaned: number;
  /** Marked objects not evaluated yet (no clean, no audit, not observed). */
  pending: number;
  /** cleaned / marked, or null when nothing evaluated was marked. */
  tdc: number | null;
}

/** TDC over marked objects (from one marking or many). */
export function thoroughness(objects: readonly Pick<MarkedObject, 'outcome'>[]): TdcCounts {
  let cleaned = 0;
  let notCleaned = 0;
  let pending = 0;
  for (const o of objects) {
    if (o.outcome === 'cleaned') cleaned += 1;
    else if (o.outcome === 'notCleaned') notCleaned += 1;
    else pending += 1;
  }
  const marked = cleaned + notCleaned;
  return { marked, cleaned, pending, tdc: ratio(cleaned, marked) };
}

/** Adds TDC counts (e.g. a room's markings into the area's). */
export function addTdc(a: TdcCounts, b: TdcCounts): TdcCounts {
  const marked = a.marked + b.marked;
  const cleaned = a.cleaned + b.cleaned;
  return { marked, cleaned, pending: a.pending + b.pending, tdc: ratio(cleaned, marked) };
}

export const EMPTY_TDC: TdcCounts = { marked: 0, cleaned: 0, pending: 0, tdc: null };

// ---------------------------------------------------------------------------------------------------------
// Audits

export type AuditOutcome = 'pass' | 'fail' | 'notObserved';

/** pass: something observed and nothing failed; fail: an operation Cleaned Fail or Not Cleaned Fail; notObserved: nothing observed. */
export function auditOutcome(operations: readonly { auditStatus: TAuditStatus | null }[]): AuditOutcome {
  let observed = false;
  for (const op of operations) {
    if (isFailedAuditStatus(op.auditStatus)) return 'fail';
    if (op.auditStatus === 'CleanedPass') observed = true;
  }
  return observed ? 'pass' : 'notObserved';
}

export interface PassRate {
  passed: number;
  failed: number;
  /** passed / (passed + failed), or null. */
  rate: number | null;
}

/** Audit pass rate over audit outcomes (audits with nothing observed are not counted). */
export function auditPassRate(outcomes: readonly AuditOutcome[]): PassRate {
  let passed = 0;
  let failed = 0;
  for (const o of outcomes) {
    if (o === 'pass') passed += 1;
    else if (o === 'fail') failed += 1;
  }
  return { passed, failed, rate: ratio(passed, passed + failed) };
}

/** Operation pass rate: operations Cleaned Pass / operations observed. */
export function operationPassRate(statuses: readonly (TAuditStatus | null)[]): PassRate {
  let passed = 0;
  let failed = 0;
  for (const s of statuses) {
    if (s === 'CleanedPass') passed += 1;
    else if (isFailedAuditStatus(s)) failed += 1;
  }
  return { passed, failed, rate: ratio(passed, passed + failed) };
}

// ---------------------------------------------------------------------------------------------------------
// Grouping

export type ReportPeriod = 'day' | 'week' | 'month';

/**
 * The key of the site-local period an instant falls in: 'YYYY-MM-DD' for a day, the Monday's
 * 'YYYY-MM-DD' for an ISO week, 'YYYY-MM' for a month. Keys sort in time order.
 */
export function periodKey(at: Date, timeZone: string, period: ReportPeriod): string {
  const day = localDay(timeZone, at.getTime());
  if (period === 'day') return formatLocalDate(day);
  if (period === 'week') return formatLocalDate(day - (isoWeekDay(day) - 1));
  return formatLocalDate(day).slice(0, 7);
}

/** An area path as one label: ['Wing A', 'Floor 1'] → 'Wing A / Floor 1'. */
export function areaLabel(path: readonly string[]): string {
  return path.join(' / ');
}

/** Groups items by a key, keys sorted (numeric-aware, so room 2 comes before room 10). */
export function groupBy<T>(items: readonly T[], key: (item: T) => string | readonly string[]): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    for (const one of typeof k === 'string' ? [k] : k) {
      const list = groups.get(one);
      if (list) list.push(item);
      else groups.set(one, [item]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([k, list]) => ({ key: k, items: list }));
}

/** TDC per key (room, area, operation, period…) over marked objects carrying what they are grouped by. */
export function tdcBy<T extends Pick<MarkedObject, 'outcome'>>(
  objects: readonly T[],
  key: (o: T) => string | readonly string[],
): ({ key: string } & TdcCounts)[] {
  return groupBy(objects, key).map((g) => ({ key: g.key, ...thoroughness(g.items) }));
}

/** On-time counts per key over bucket outcomes carrying what they are grouped by. */
export function onTimeBy<T extends { outcome: BucketOutcome }>(
  results: readonly T[],
  key: (r: T) => string | readonly string[],
): ({ key: string } & OnTimeCounts)[] {
  return groupBy(results, key).map((g) => ({ key: g.key, ...onTimeRate(g.items.map((r) => r.outcome)) }));
}

/** Audit pass rate per key. */
export function passRateBy<T extends { outcome: AuditOutcome }>(
  audits: readonly T[],
  key: (a: T) => string | readonly string[],
): ({ key: string } & PassRate)[] {
  return groupBy(audits, key).map((g) => ({ key: g.key, ...auditPassRate(g.items.map((a) => a.outcome)) }));
}
