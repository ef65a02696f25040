import { describe, expect, it } from 'vitest';
import { chartRows, hasNoData, minutesText, percentText, weekLabel } from './chart-rows.ts';
import { noMeasures } from './measures-fixture.ts';

const none = noMeasures;

describe('chart rows', () => {
  it('labels weeks by their Monday, with the year on the first one and when it changes', () => {
    const weeks = [{ week: '2025-12-22' }, { week: '2025-12-29' }, { week: '2026-01-05' }, { week: '2026-01-12' }];
    expect(weeks.map((w, i) => weekLabel(w.week, i, weeks))).toEqual(['12/22/2025', '12/29', '01/05/2026', '01/12']);
  });

  it('turns rates into percentages and keeps no data as null', () => {
    const rows = chartRows([
      { ...none, week: '2026-03-09', tdc: 0.75, auditPassRate: 0.5, due: 4, onTime: 2, late: 1, missed: 1, averageMinutes: 28.456 },
      { ...none, week: '2026-03-16' },
    ]);
    expect(rows).toEqual([
      { label: '03/09/2026', tdc: 75, auditPassRate: 50, due: 4, done: 3, late: 1, missed: 1, averageMinutes: 28.5 },
      { label: '03/16', tdc: null, auditPassRate: null, due: 0, done: 0, late: 0, missed: 0, averageMinutes: null },
    ]);
    expect([percentText(2 / 3), percentText(null), minutesText(20), minutesText(null)]).toEqual(['66.7%', '–', '20', '–']);
  });

  it('tells an empty period', () => {
    expect(hasNoData(none)).toBe(true);
    expect(hasNoData({ ...none, due: 1, missed: 1 })).toBe(false);
    expect(hasNoData({ ...none, auditsFailed: 1 })).toBe(false);
  });
});
