import { REPORTING_MAX_DAYS } from '@carehome/contracts';
import { addDays, daysBetween, weekOf } from '@carehome/domain';

// The period of a report: site-local dates `from`..`to`, both included (YYYY-MM-DD), at most
// REPORTING_MAX_DAYS days. `today` is the site's today (formatDataDate(now, site zone)).

export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['last7', 'thisWeek', 'last30', 'thisQuarter'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The default period: the last 7 site-local days, today included. */
export function defaultPeriod(today: string): Period {
  return presetPeriod('last7', today);
}

/** The quick choices: last 7 days, this week (Monday to today), last 30 days, this quarter (its first day to today). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'thisWeek':
      return { from: weekOf(today).monday, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisQuarter': {
      const [y, m] = today.split('-').map(Number) as [number, number];
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { from: `${y}-${String(first).padStart(2, '0')}-01`, to: today };
    }
  }
}

/** The preset a period is, if any (the button shown as chosen). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const q = presetPeriod(p, today);
      return q.from === period.from && q.to === period.to;
    }) ?? null
  );
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isLocalDate(value: string | null | undefined): value is string {
  if (!value || !LOCAL_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Number of days of the period, both ends included. */
export function periodDays(period: Period): number {
  return daysBetween(period.from, period.to) + 1;
}

export type PeriodProblem = 'fromRequired' | 'toRequired' | 'order' | 'tooLong';

/** What is wrong with a period, per field (the rule is shown beside the `to` field). */
export function periodProblems(period: { from: string | null; to: string | null }): { from?: PeriodProblem; to?: PeriodProblem } {
  const out: { from?: PeriodProblem; to?: PeriodProblem } = {};
  if (!isLocalDate(period.from)) out.from = 'fromRequired';
  if (!isLocalDate(period.to)) out.to = 'toRequired';
  if (out.from || out.to) return out;
  const p = period as Period;
  if (p.to < p.from) out.to = 'order';
  else if (periodDays(p) > REPORTING_MAX_DAYS) out.to = 'tooLong';
  return out;
}
