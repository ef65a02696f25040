import type { TAtpBand } from '@carehome/contracts';
import { groupBy, ratio } from './metrics.ts';

// ATP results of audits: readings counted by band. Caution passes (flagged), so the ATP pass rate is
// (pass + caution) / readings with a band; a reading under a brand the site has no limit for has no band
// and is not counted. Operations found Not present carry no reading.

export interface AtpCounts {
  pass: number;
  caution: number;
  fail: number;
  /** (pass + caution) / (pass + caution + fail), or null. */
  rate: number | null;
}

export const EMPTY_ATP: AtpCounts = { pass: 0, caution: 0, fail: 0, rate: null };

/** Counts readings by band (readings without a band are left out). */
export function atpCounts(bands: readonly (TAtpBand | null | undefined)[]): AtpCounts {
  const c = { pass: 0, caution: 0, fail: 0 };
  for (const b of bands) if (b) c[b] += 1;
  return { ...c, rate: ratio(c.pass + c.caution, c.pass + c.caution + c.fail) };
}

/** ATP counts per brand, brands sorted. */
export function atpCountsByBrand(readings: readonly { brand: string; band: TAtpBand | null }[]): ({ brand: string } & AtpCounts)[] {
  return groupBy(readings, (r) => r.brand).map((g) => ({ brand: g.key, ...atpCounts(g.items.map((r) => r.band)) }));
}
