import type { TAtpBand, TAuditStatus, TReportStatus, TSiteMeasures } from '@carehome/contracts';
import type { AuditMethod } from '../cleaning/types.ts';
import { atpCounts } from '../reporting/atp-results.ts';
import { combineCleanCounts } from '../reporting/cleans.ts';
import { type AuditOutcome, auditOutcome, auditPassRate, type MarkOutcome, periodKey, ratio, thoroughness } from '../reporting/metrics.ts';
import { type BucketOutcome, onTimeFromTally } from '../reporting/on-time.ts';
import { formatLocalDate, isoWeekDay } from '../schedules/civil.ts';
import { localDay, wallToInstant } from '../schedules/zone.ts';

// Site dashboard: the reporting metrics (../reporting) of a site's facts, week by week on the
// site's calendar, per area and per operation. Pure: facts and the clock are passed in.

/** One marked object of a pre-audit marking, at the marking's start. */
export interface MarkFact {
  at: Date;
  roomId: string;
  /** 'Group / Item' of the operation. */
  operation: string;
  outcome: MarkOutcome;
}

/** One audit, at the audit's start, with the results it gave each operation it looked at. */
export interface AuditFact {
  at: Date;
  roomId: string;
  operations: readonly { operation: string; auditStatus: TAuditStatus | null; atpBand?: TAtpBand | null; atpBrand?: string | null }[];
  /** The methods the auditor ticked in the header. */
  methods?: readonly AuditMethod[];
}

/**
 * One scheduled clean due (a routine's time bucket of a room), at its due time; or, with `count`, that
 * many of the same outcome counted in advance (a whole site's, when only its totals are wanted).
 */
export interface BucketFact {
  at: Date;
  roomId: string;
  outcome: BucketOutcome;
  count?: number;
}

/** Cleans of one room, status and site-local day as the database sums them (`combineCleanCounts` parts). */
export interface CleanFact {
  at: Date;
  roomId: string;
  status: TReportStatus;
  count: number;
  minutes: number;
  timed: number;
}

export interface DashboardFacts {
  marks: MarkFact[];
  audits: AuditFact[];
  buckets: BucketFact[];
  cleans: CleanFact[];
}

export const emptyFacts = (): DashboardFacts => ({ marks: [], audits: [], buckets: [], cleans: [] });

/**
 * The measures of a set of facts. With `operation`, TDC and audits count that operation only (an audit
 * passes when that operation passed; an audit that did not observe it is not counted); cleans and due
 * buckets are not per operation and are counted whole.
 */
export function measuresOf(facts: DashboardFacts, operation: string | null = null): TSiteMeasures {
  const marks = operation === null ? facts.marks : facts.marks.filter((m) => m.operation === operation);
  const tdc = thoroughness(marks);
  const outcomes: AuditOutcome[] = facts.audits.map((a) =>
    auditOutcome(operation === null ? a.operations : a.operations.filter((o) => o.operation === operation)),
  );
  const audits = auditPassRate(outcomes);
  const atp = atpCounts(
    facts.audits.flatMap((a) => a.operations.filter((o) => operation === null || o.operation === operation).map((o) => o.atpBand)),
  );
  const tally = { onTime: 0, late: 0, missed: 0, open: 0 };
  for (const b of facts.buckets) tally[b.outcome] += b.count ?? 1;
  const onTime = onTimeFromTally(tally);
  const cleans = combineCleanCounts(facts.cleans);
  return {
    marked: tdc.marked,
    cleaned: tdc.cleaned,
    tdc: tdc.tdc,
    auditsPassed: audits.passed,
    auditsFailed: audits.failed,
    auditPassRate: audits.rate,
    atpReadings: atp.pass + atp.caution + atp.fail,
    atpPassRate: atp.rate,
    due: onTime.due,
    onTime: onTime.onTime,
    late: onTime.late,
    missed: onTime.missed,
    doneRate: ratio(onTime.onTime + onTime.late, onTime.due),
    overdue: onTime.late + onTime.missed,
    cleansCompleted: cleans.complete,
    averageMinutes: cleans.averageMinutes,
  };
}

/** Splits facts by a key of each (a fact with several keys goes to each; none: left out). */
export function splitFacts(
  facts: DashboardFacts,
  keyOf: (fact: { at: Date; roomId: string }) => string | readonly string[] | null,
): Map<string, DashboardFacts> {
  const out = new Map<string, DashboardFacts>();
  const put = <K extends keyof DashboardFacts>(kind: K, fact: DashboardFacts[K][number]) => {
    const k = keyOf(fact);
    if (k === null) return;
    for (const key of typeof k === 'string' ? [k] : k) {
      let bucket = out.get(key);
      if (!bucket) {
        bucket = emptyFacts();
        out.set(key, bucket);
      }
      (bucket[kind] as DashboardFacts[K][number][]).push(fact);
    }
  };
  for (const f of facts.marks) put('marks', f);
  for (const f of facts.audits) put('audits', f);
  for (const f of facts.buckets) put('buckets', f);
  for (const f of facts.cleans) put('cleans', f);
  return out;
}

/** Keeps the facts of some rooms. */
export function factsOfRooms(facts: DashboardFacts, rooms: ReadonlySet<string>): DashboardFacts {
  const keep = <T extends { roomId: string }>(list: T[]) => list.filter((f) => rooms.has(f.roomId));
  return { marks: keep(facts.marks), audits: keep(facts.audits), buckets: keep(facts.buckets), cleans: keep(facts.cleans) };
}

export interface DashboardPeriod {
  /** Midnight of the first week's Monday on the site's clock. */
  start: Date;
  /** Now: the current week is counted up to now. */
  end: Date;
  /** 'YYYY-MM-DD' of the first Monday and of today, site-local. */
  from: string;
  to: string;
  /** The Mondays of every week, oldest first (periodKey's 'week' keys). */
  weekKeys: string[];
}

/** The last `weeks` ISO weeks on the site's calendar, the current one included. */
export function lastWeeks(now: Date, timeZone: string, weeks: number): DashboardPeriod {
  const today = localDay(timeZone, now.getTime());
  const monday = today - (isoWeekDay(today) - 1);
  const first = monday - 7 * (Math.max(1, Math.floor(weeks)) - 1);
  const weekKeys: string[] = [];
  for (let d = first; d <= monday; d += 7) weekKeys.push(formatLocalDate(d));
  return {
    start: new Date(wallToInstant(timeZone, first, 0)),
    end: now,
    from: formatLocalDate(first),
    to: formatLocalDate(today),
    weekKeys,
  };
}

/** The measures of each week of the period (every week present, oldest first). */
export function weeklyMeasures(
  facts: DashboardFacts,
  period: DashboardPeriod,
  timeZone: string,
  operation: string | null = null,
): (TSiteMeasures & { week: string })[] {
  const byWeek = splitFacts(facts, (f) => periodKey(f.at, timeZone, 'week'));
  return period.weekKeys.map((week) => ({ week, ...measuresOf(byWeek.get(week) ?? emptyFacts(), operation) }));
}
