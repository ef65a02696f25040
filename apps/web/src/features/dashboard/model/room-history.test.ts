import type { THistoryEntry } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { auditableLast, mergeHistory } from './room-history.ts';

const entry = (
  reportId: string,
  startDate: string,
  status: THistoryEntry['status'] = 'Complete',
  comment: string | null = null,
): THistoryEntry => ({
  reportId,
  cleanType: 'Clean',
  status,
  dateComplete: null,
  startDate,
  priority: 10,
  staffMember: null,
  comment,
  hasPhotos: false,
  audit: null,
});

describe('mergeHistory', () => {
  it('shows the dashboard entries until the pages arrive', () => {
    const embedded = [entry('b', '2026-03-02T10:00:00Z'), entry('a', '2026-03-01T10:00:00Z')];
    expect(mergeHistory(embedded, undefined).map((e) => e.reportId)).toEqual(['b', 'a']);
  });

  it('shows a tile’s last report (the board brings one) at once, and the rest of the room’s history under it when the pages come', () => {
    const last = [entry('c', '2026-03-03T10:00:00Z')];
    expect(mergeHistory(last, undefined).map((e) => e.reportId)).toEqual(['c']);
    const pages = [[entry('c', '2026-03-03T10:00:00Z'), entry('b', '2026-03-02T10:00:00Z')], [entry('a', '2026-03-01T10:00:00Z')]];
    expect(mergeHistory(last, pages).map((e) => e.reportId)).toEqual(['c', 'b', 'a']);
  });

  it('merges the pages, each report once, the paged copy winning, newest first', () => {
    const embedded = [entry('c', '2026-03-03T10:00:00Z', 'Initial'), entry('b', '2026-03-02T10:00:00Z')];
    const pages = [
      [entry('c', '2026-03-03T10:00:00Z', 'Complete', 'done'), entry('b', '2026-03-02T10:00:00Z')],
      [entry('a', '2026-03-01T10:00:00Z')],
    ];
    const merged = mergeHistory(embedded, pages);
    expect(merged.map((e) => e.reportId)).toEqual(['c', 'b', 'a']);
    expect(merged[0]?.status).toBe('Complete');
    expect(merged[0]?.comment).toBe('done');
  });

  it('keeps a report the dashboard has and the pages do not yet', () => {
    const merged = mergeHistory([entry('new', '2026-03-04T10:00:00Z')], [[entry('old', '2026-03-01T10:00:00Z')]]);
    expect(merged.map((e) => e.reportId)).toEqual(['new', 'old']);
  });
});

describe('auditableLast', () => {
  it('is the newest report when it is Complete or Incomplete', () => {
    expect(auditableLast([entry('x', '2026-03-02T10:00:00Z', 'Complete')])?.reportId).toBe('x');
    expect(auditableLast([entry('x', '2026-03-02T10:00:00Z', 'Incomplete')])?.reportId).toBe('x');
  });

  it('is null for a Declined or Initial last report, or no history', () => {
    expect(auditableLast([entry('x', '2026-03-02T10:00:00Z', 'Declined'), entry('y', '2026-03-01T10:00:00Z')])).toBeNull();
    expect(auditableLast([entry('x', '2026-03-02T10:00:00Z', 'Initial')])).toBeNull();
    expect(auditableLast([])).toBeNull();
  });
});
