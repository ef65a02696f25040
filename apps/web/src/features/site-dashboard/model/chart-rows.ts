import type { TSiteMeasures } from '@carehome/contracts';

// What the charts and the tables beside them show: rates as whole percentages, the week as its
// Monday on the site's calendar (MM/DD, the year only on the first week of a year shown).

/** A rate 0..1 as a whole percentage, null stays null (no point drawn, an empty cell). */
export const percent = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);

/** '83.3%' or '–' for no data. */
export const percentText = (rate: number | null): string => {
  const p = percent(rate);
  return p === null ? '–' : `${p}%`;
};

export const minutesText = (minutes: number | null): string => (minutes === null ? '–' : String(Math.round(minutes * 10) / 10));

/** '03/16' for the week of Monday 2026-03-16; '01/05/2026' when the year changes or for the first week. */
export function weekLabel(week: string, i: number, weeks: readonly { week: string }[]): string {
  const [y, m, d] = week.split('-');
  const previous = weeks[i - 1]?.week.slice(0, 4);
  return i === 0 || previous !== y ? `${m}/${d}/${y}` : `${m}/${d}`;
}

export interface ChartRow {
  label: string;
  tdc: number | null;
  auditPassRate: number | null;
  due: number;
  done: number;
  late: number;
  missed: number;
  averageMinutes: number | null;
}

export function chartRows(weeks: readonly (TSiteMeasures & { week: string })[]): ChartRow[] {
  return weeks.map((w, i) => ({
    label: weekLabel(w.week, i, weeks),
    tdc: percent(w.tdc),
    auditPassRate: percent(w.auditPassRate),
    due: w.due,
    done: w.onTime + w.late,
    late: w.late,
    missed: w.missed,
    averageMinutes: w.averageMinutes === null ? null : Math.round(w.averageMinutes * 10) / 10,
  }));
}

/** True when the period holds nothing to show: no marking evaluated, no audit, nothing due, no clean. */
export function hasNoData(m: TSiteMeasures): boolean {
  return m.marked === 0 && m.auditsPassed + m.auditsFailed === 0 && m.due === 0 && m.cleansCompleted === 0;
}

/**
 * Recharts props: charts are drawn for the eye and hidden from assistive technology (their numbers are in
 * the table beside each), so no keyboard layer that would put focusable elements inside hidden content.
 */
export const QUIET = { accessibilityLayer: false } as const;
