import http from 'node:http';
import os from 'node:os';

// How the scale bench times and prints: one request at a time to its last byte, medians and quantiles,
// and one JSON line per result on stdout.

/** Runs of one slow request: at most this many. */
export const RUNS = 3;
/** Runs of one slow request stop after this long (one run at least). */
export const RUN_BUDGET_MS = 10 * 60_000;

export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`scale bench: ${name} must be a positive integer (got ${raw})`);
  return n;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const loadAvg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
export const line = (o: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ ...o, load_avg: loadAvg() })}\n`);
/** One request timed to its last byte, without fetch's 5-minute header and body timeouts. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function timed(url: string, token: string, body?: unknown): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      url,
      {
        method: payload ? 'POST' : 'GET',
        agent,
        headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `RUNS` runs of one request (fewer when they take long): median and max. */
export async function runs(url: string, token: string, body?: unknown) {
  const times: number[] = [];
  let text = '';
  const started = Date.now();
  while (times.length < RUNS && (times.length === 0 || Date.now() - started < RUN_BUDGET_MS)) {
    const r = await timed(url, token, body);
    if (r.status !== 200) throw new Error(`scale bench: ${url} answered ${r.status} ${r.text.slice(0, 300)}`);
    times.push(r.ms);
    text = r.text;
  }
  return { runs: times.length, median_ms: round1(median(times)), max_ms: round1(Math.max(...times)), text };
}

/** Closes the kept-alive connection of `timed` (the bench's process ends after the scenarios). */
export const closeTimed = () => agent.destroy();
