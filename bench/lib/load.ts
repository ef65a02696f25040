import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  req_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

/** Runs autocannon against one endpoint and returns the numbers the JSON lines print. */
export async function load(o: LoadOptions): Promise<LoadResult> {
  const r = await autocannon({
    url: o.url,
    method: o.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(o.headers ?? {}) },
    ...(o.body ? { body: o.body } : {}),
    connections: o.connections ?? 20,
    duration: o.seconds ?? Number(process.env.BENCH_SECONDS ?? 8),
  });
  return loadResult(o.name, r);
}

/** An autocannon run as a result line: throughput, latency percentiles (p95 is autocannon's p97.5), failures. */
export function loadResult(name: string, r: autocannon.Result): LoadResult {
  const latency = r.latency as unknown as Record<string, number>;
  return {
    name,
    req_per_s: Math.round(r.requests.average),
    p50_ms: latency.p50 ?? 0,
    p95_ms: latency.p97_5 ?? latency.p99 ?? 0,
    p99_ms: latency.p99 ?? 0,
    errors: r.errors,
    non_2xx: r.non2xx,
  };
}

/**
 * One JSON line per result, with its throughput relative to the hello-world route of the same run and the
 * machine's load average (1, 5, 15 minutes) when it was printed: a busy machine explains a slow figure.
 */
export function print(result: LoadResult, hello: LoadResult | undefined, extra: Record<string, unknown> = {}): void {
  const ratio = hello && hello.req_per_s > 0 ? Number((result.req_per_s / hello.req_per_s).toFixed(3)) : 1;
  process.stdout.write(
    `${JSON.stringify({ name: result.name, req_per_s: result.req_per_s, p50_ms: result.p50_ms, p99_ms: result.p99_ms, ratio_to_hello: ratio, errors: result.errors, non_2xx: result.non_2xx, ...extra, load_avg: os.loadavg().map((x) => Math.round(x * 100) / 100) })}\n`,
  );
}

/**
 * Waits until the server is idle again: after a run whose requests took seconds, the server is still
 * computing the snapshots of requests autocannon gave up on, and would slow the next measurement.
 * /readyz takes a pooled connection, so it is fast only once the pool and the event loop are free.
 */
export async function settle(serverUrl: string, maxMs = 300_000): Promise<void> {
  const started = Date.now();
  let fast = 0;
  while (fast < 3 && Date.now() - started < maxMs) {
    const t = performance.now();
    await fetch(`${serverUrl}/readyz`).then((r) => r.arrayBuffer());
    fast = performance.now() - t < 50 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface BusyResult extends LoadResult {
  requests_sent: number;
  requests_completed: number;
  timeouts: number;
  /** Every client got several answers and none timed out: the percentiles describe the run. */
  measured: boolean;
}

/**
 * autocannon as in `load` (p95_ms is its p97_5), GET only, for a run that must also say how many
 * requests were sent but never answered: when an answer takes seconds, the requests still open at the
 * end (or timed out) are the slow ones, and percentiles over the answered ones alone would flatter the
 * run. So the result carries sent/completed/timeouts, and `measured` says whether it counts.
 */
export async function busyLoad(
  name: string,
  url: string,
  headers: Record<string, string>,
  connections = 20,
  seconds = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<BusyResult> {
  const r = await autocannon({ url, headers, connections, duration: seconds });
  const completed = r.requests.total;
  return {
    ...loadResult(name, r),
    requests_sent: r.requests.sent,
    requests_completed: completed,
    timeouts: r.timeouts,
    measured: r.timeouts === 0 && completed >= 5 * connections,
  };
}
