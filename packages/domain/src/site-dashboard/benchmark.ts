// The organization's benchmark of its sites (GET /sitedashboard/sites) is answered from each site's measures
// as last worked out. Which of them are still good, and which to work out again first, is decided here.

/** Measures worked out less than this long ago are used as they are. */
export const BENCHMARK_FRESH_MS = 5 * 60_000;

export interface BenchmarkEntryAge {
  facilityId: string;
  /** The site-local last day of the period the measures were worked out for ('YYYY-MM-DD'). */
  periodTo: string;
  computedAt: Date;
}

export type BenchmarkEntryState = 'fresh' | 'stale' | 'missing';

/**
 * A site's measures are fresh when worked out for today's period (the site-local day `periodTo`) less than
 * `freshMs` ago; older ones (or of an earlier day: the period has moved, or later than `now`) are stale;
 * none: missing.
 */
export function benchmarkEntryState(
  entry: Pick<BenchmarkEntryAge, 'periodTo' | 'computedAt'> | undefined,
  periodTo: string,
  now: Date,
  freshMs = BENCHMARK_FRESH_MS,
): BenchmarkEntryState {
  if (!entry) return 'missing';
  const age = now.getTime() - entry.computedAt.getTime();
  // Worked out "after" now (another copy's clock, or a look at the past) says nothing of now.
  return entry.periodTo === periodTo && age >= 0 && age < freshMs ? 'fresh' : 'stale';
}

/**
 * The sites to work out again, in the order to do it: those with no measures yet first (the page shows
 * them as pending), then the oldest. Fresh ones are left out.
 */
export function benchmarkWorkOrder<T extends { facilityId: string; periodTo: string }>(
  sites: readonly T[],
  entries: ReadonlyMap<string, Pick<BenchmarkEntryAge, 'periodTo' | 'computedAt'>>,
  now: Date,
  freshMs = BENCHMARK_FRESH_MS,
): T[] {
  const age = (s: T) => entries.get(s.facilityId)?.computedAt.getTime() ?? Number.NEGATIVE_INFINITY;
  return sites
    .filter((s) => benchmarkEntryState(entries.get(s.facilityId), s.periodTo, now, freshMs) !== 'fresh')
    .sort((a, b) => age(a) - age(b));
}
