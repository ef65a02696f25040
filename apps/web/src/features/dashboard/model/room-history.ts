import type { THistoryEntry } from '@carehome/contracts';

/**
 * The history the popup shows: the entries that came with the dashboard (shown at once) merged with
 * the pages read since, each report once (the paged copy wins, being newer), newest first.
 */
export function mergeHistory(embedded: readonly THistoryEntry[], pages: readonly THistoryEntry[][] | undefined): THistoryEntry[] {
  const byId = new Map<string, THistoryEntry>();
  for (const e of embedded) byId.set(e.reportId, e);
  for (const page of pages ?? []) for (const e of page) byId.set(e.reportId, e);
  return [...byId.values()].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
}

/** The last report, when it can be audited (spec: Complete or Incomplete); null otherwise. */
export function auditableLast(history: readonly THistoryEntry[]): THistoryEntry | null {
  const last = history[0];
  return last && (last.status === 'Complete' || last.status === 'Incomplete') ? last : null;
}
