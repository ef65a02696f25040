import type { TSiteBenchmark } from '@carehome/contracts';

/** Measures worked out longer ago than this before the answer get an "as of" line. */
const AS_OF_AFTER_MS = 60_000;
/** While measures are being worked out, the page asks again this often. */
export const BENCHMARK_POLL_MS = 3_000;

export interface BenchmarkStatus {
  /** Active sites, with and without measures. */
  total: number;
  /** Sites whose measures are known. */
  known: number;
  /** The oldest measures' time when it is worth saying (older than a minute at the answer); else null. */
  asOf: string | null;
  /** Measures are being worked out: show progress and ask again. */
  working: boolean;
}

/** What the benchmark's status line says: how many sites are known, since when, and whether work goes on. */
export function benchmarkStatus(data: TSiteBenchmark): BenchmarkStatus {
  const generated = Date.parse(data.generatedAt);
  let oldest: string | null = null;
  for (const s of data.sites) if (oldest === null || Date.parse(s.computedAt) < Date.parse(oldest)) oldest = s.computedAt;
  return {
    total: data.sites.length + data.pending.length,
    known: data.sites.length,
    asOf: oldest !== null && generated - Date.parse(oldest) > AS_OF_AFTER_MS ? oldest : null,
    working: data.refreshing || data.pending.length > 0,
  };
}
