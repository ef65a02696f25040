import os from 'node:os';
import type { TAccountInfo, THousekeepingConfig } from '@carehome/contracts';
import type { LoadResult } from '../../lib/load.ts';
import { type CleanTarget, cleanSave } from '../../lib/report-save.ts';
import { DEMO_PASSWORD } from '../../lib/server.ts';
import type { Api, BenchSite } from '../../lib/sites.ts';

// What the live board's measurements share: their JSON lines, percentiles, signed-in accounts and saves.

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const loadAvg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

/** p50, p95, p99 and max of a list of milliseconds, rounded to 0.1 ms. */
export function spread(values: number[]): { n: number; p50: number; p95: number; p99: number; max: number } {
  return {
    n: values.length,
    p50: round1(percentile(values, 0.5)),
    p95: round1(percentile(values, 0.95)),
    p99: round1(percentile(values, 0.99)),
    max: round1(values.length ? Math.max(...values) : 0),
  };
}

/** One result line, beside the hello-world rate of the same run and the machine's load average. */
export function line(hello: LoadResult, o: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ...o, hello_req_per_s: hello.req_per_s, load_avg: loadAvg() })}\n`);
}

/** Progress on stderr: the JSON lines on stdout stay the results. */
export const progress = (text: string) => process.stderr.write(`live: ${text}\n`);

/** A signed-in session: its token and the staff member a clean it saves is by. */
export interface Account {
  token: string;
  staffId: string;
}

export async function signInAccount(serverUrl: string, email: string): Promise<Account> {
  const res = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
  });
  if (!res.ok) throw new Error(`live bench: sign-in of ${email} answered ${res.status}`);
  const account = (await res.json()) as TAccountInfo;
  if (!account.staffMember) throw new Error(`live bench: ${email} is not a staff member (a clean needs its author)`);
  return { token: account.token.token, staffId: account.staffMember.id };
}

/** `count` sessions of one account, `concurrency` sign-ins at a time. */
export async function signInMany(serverUrl: string, email: string, count: number, concurrency = 4): Promise<Account[]> {
  const out: Account[] = [];
  for (let i = 0; i < count; i += concurrency) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - i) }, () => signInAccount(serverUrl, email)))));
  }
  return out;
}

/** Every room of a bench site with its room type's default routine: what a clean of it follows. */
export async function siteTargets(api: Api, site: BenchSite): Promise<CleanTarget[]> {
  const config = await api<THousekeepingConfig>('GET', `/api/housekeeping/config?facilityId=${site.id}`);
  const type = config.roomTypes.find((t) => t.id === site.roomTypeId);
  const routine = type?.routines.find((r) => r.isDefault) ?? type?.routines[0];
  if (!routine) throw new Error(`live bench: site ${site.id} has no routine for its bench room type`);
  return site.rooms.map((r) => ({ roomId: r.id, routine }));
}

export interface SaveResult {
  id: string;
  roomId: string;
  status: number;
  /** performance.now() when the request went, and when its answer had fully come back. */
  sentAt: number;
  ackAt: number;
}

/**
 * A finished clean saved as the cleaning screen saves it (POST /housekeeping/submitReport), through one app
 * copy. The report's id may be given: its hub messages can come before the answer does.
 */
export async function saveClean(
  copyUrl: string,
  account: Account,
  facilityId: string,
  target: CleanTarget,
  id: string = crypto.randomUUID(),
): Promise<SaveResult> {
  const report = { ...cleanSave(target, facilityId, account.staffId, 'Live bench clean'), id };
  const sentAt = performance.now();
  const res = await fetch(`${copyUrl}/api/housekeeping/submitReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ report }),
  });
  await res.arrayBuffer();
  return { id: report.id, roomId: target.roomId, status: res.status, sentAt, ackAt: performance.now() };
}

/** Runs `fn` over `items`, `concurrency` at a time; failures are counted, not thrown. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  fn: (item: T) => Promise<void>,
): Promise<{ failed: number; firstError?: string }> {
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        try {
          await fn(item);
        } catch (err) {
          failed++;
          firstError ??= (err as Error).message;
        }
      }
    }),
  );
  return firstError === undefined ? { failed } : { failed, firstError };
}
