import { DAY_MS, HISTORY_LOOKBACK_DAYS } from '../schedules/constants.ts';
import type { CompletedAtPriority, HistoryEntry, ReportStatus } from './types.ts';

// The room's history as it stood at `now` ("as of now"), in epoch milliseconds:
// - a report exists from its startDate: reports starting after now are ignored;
// - a report's status counts from its completedAt: until then (and with no completedAt) it is Initial;
// - reports are ordered newest first by startDate, then completedAt (unfinished last), then reportId;
// - bucket facts (completions, reports started in a window) only look back HISTORY_LOOKBACK_DAYS, so that the
//   result does not depend on history older than `windowStart` allows the caller to skip.

/** Spec constant: the default history lookback (10 years), in milliseconds. */
export const LOOKBACK_MS = HISTORY_LOOKBACK_DAYS * DAY_MS;

export interface ReportView {
  reportId: string;
  cleanType: string;
  /** The status as of now. */
  status: ReportStatus;
  startMs: number;
  /** When its status was set, as of now; +Infinity while Initial. */
  doneMs: number;
  priority: number;
  hasAuditReport: boolean;
  auditComplete: boolean;
  auditFailed: boolean;
}

export interface Completion {
  ms: number;
  priority: number;
  /** Normalised clean type; null for a summary entry (lastCompletedByPriority). */
  cleanKey: string | null;
  /** From the summary: not cut by the lookback. */
  summary: boolean;
}

export interface RoomHistory {
  nowMs: number;
  /** now − 10 years: bucket facts before this are not looked at. */
  floorMs: number;
  /** Newest first. */
  reports: ReportView[];
  /** The room's last report (newest startDate), as of now. */
  last: ReportView | null;
  /** Completed cleans as of now, newest first. */
  completions: Completion[];
}

/** Clean types compare trimmed and case-insensitive, as the configuration checks their uniqueness. */
export function cleanKey(cleanType: string): string {
  return cleanType.trim().toLowerCase();
}

function time(date: Date | null | undefined): number {
  return date ? date.getTime() : Number.NaN;
}

/** The room's history as of `nowMs`. */
export function roomHistory(
  history: readonly HistoryEntry[],
  summary: readonly CompletedAtPriority[] | undefined,
  nowMs: number,
): RoomHistory {
  const reports: ReportView[] = [];
  const completions: Completion[] = [];
  for (const entry of history) {
    const startMs = time(entry.startDate);
    if (!(startMs <= nowMs)) continue;
    const doneMs = time(entry.completedAt);
    const done = entry.status !== 'Initial' && doneMs <= nowMs;
    const status: ReportStatus = done ? entry.status : 'Initial';
    reports.push({
      reportId: entry.reportId,
      cleanType: entry.cleanType,
      status,
      startMs,
      doneMs: done ? doneMs : Number.POSITIVE_INFINITY,
      priority: entry.priority,
      hasAuditReport: entry.hasAuditReport,
      auditComplete: entry.auditComplete,
      auditFailed: entry.hasAuditReport && entry.auditFailed === true,
    });
    if (status === 'Complete')
      completions.push({ ms: doneMs, priority: entry.priority, cleanKey: cleanKey(entry.cleanType), summary: false });
  }
  for (const item of summary ?? []) {
    const ms = time(item.completedAt);
    if (ms <= nowMs) completions.push({ ms, priority: item.priority, cleanKey: null, summary: true });
  }
  if (reports.length > 1) reports.sort(newestFirst);
  if (completions.length > 1) completions.sort((a, b) => b.ms - a.ms);
  return { nowMs, floorMs: nowMs - LOOKBACK_MS, reports, last: reports[0] ?? null, completions };
}

/** Newest startDate first, then the later completion (unfinished last of all), then the greater reportId. */
function newestFirst(a: ReportView, b: ReportView): number {
  if (a.startMs !== b.startMs) return b.startMs - a.startMs;
  if (a.doneMs !== b.doneMs) return a.doneMs < b.doneMs ? 1 : -1;
  return a.reportId < b.reportId ? 1 : a.reportId > b.reportId ? -1 : 0;
}

/**
 * True when a completed clean lies in [fromMs, toMs) (toMs null: no end), within the lookback, and is of
 * `minPriority` or higher or (with `key`) of that clean type.
 */
export function hasCompletion(
  h: RoomHistory,
  fromMs: number,
  toMs: number | null,
  minPriority: number,
  key: string | null = null,
): boolean {
  const lowest = Math.max(fromMs, h.floorMs);
  for (const c of h.completions) {
    if (c.ms < lowest) return false;
    if (toMs !== null && c.ms >= toMs) continue;
    if (c.priority >= minPriority || (key !== null && c.cleanKey === key)) return true;
  }
  return false;
}

/** The newest report that started in [fromMs, toMs) (toMs null: no end), within the lookback. */
export function lastStartedIn(h: RoomHistory, fromMs: number, toMs: number | null): ReportView | null {
  for (const report of h.reports) {
    if (toMs !== null && report.startMs >= toMs) continue;
    return report.startMs >= Math.max(fromMs, h.floorMs) ? report : null;
  }
  return null;
}

/**
 * The last completed clean of `minPriority` or higher: from the summary (any age) or from the history
 * (within the lookback), whichever is later. Null when there is none.
 */
export function lastCleanAt(h: RoomHistory, minPriority: number): number | null {
  for (const c of h.completions) {
    if (c.priority >= minPriority && (c.summary || c.ms >= h.floorMs)) return c.ms;
  }
  return null;
}
