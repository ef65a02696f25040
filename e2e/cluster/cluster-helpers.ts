import fs from 'node:fs';
import path from 'node:path';
import type { TAccountInfo, TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { expect } from '@playwright/test';
import pg from 'pg';
import { type CleanTarget, cleanSave, cleanTargets } from '../../bench/lib/report-save.ts';
import { DEMO_PASSWORD, EMAIL } from '../helpers.ts';
import { baseURL, dataDir } from './playwright.config.ts';

export interface CopyState {
  name: string;
  url: string;
  pid: number;
  restarts: number;
  lastExit: { code: number | null; signal: string | null; reason: string; at: string } | null;
}
interface ClusterState {
  copies: CopyState[];
  database: { embedded: boolean; port?: number; replica?: { port: number; pid: number | null; restarts: number } | null };
}

/** What `npm run cluster` says about its copies (DATA_DIR/cluster/state.json). */
export function clusterState(): ClusterState {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'cluster', 'state.json'), 'utf8')) as ClusterState;
}

/** Waits until every copy answers /readyz (a killed copy is started again by the cluster script). */
export async function allCopiesReady(): Promise<CopyState[]> {
  let copies: CopyState[] = [];
  await expect
    .poll(
      async () => {
        copies = clusterState().copies;
        const ready = await Promise.all(
          copies.map((c) =>
            fetch(`${c.url}/readyz`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        );
        return ready.every(Boolean);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return copies;
}

export async function api<T>(base: string, url: string, bearer: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export const signInApi = (base: string, email: string) =>
  api<TAccountInfo>(base, '/api/auth/login', null, { user: { email, password: DEMO_PASSWORD } });

export async function database(): Promise<pg.Client> {
  const creds = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8')) as { superuserPassword: string };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: clusterState().database.port,
    user: 'postgres',
    password: creds.superuserPassword,
    database: 'carehome',
  });
  await client.connect();
  return client;
}

export interface SaveRun {
  acknowledged: string[];
  sent: Set<string>;
  refused: string[];
  served: Record<string, number>;
  retries: number;
}

/**
 * The demo housekeeper's tablets saving cleans through the balancer for `seconds`: each saves one clean
 * after another; a save that fails (no answer, 5xx) is sent again as it was, as the outbox does.
 */
export async function saveCleans(clients: number, seconds: number): Promise<SaveRun & { bearer: string; facilityId: string }> {
  const account = await signInApi(baseURL, EMAIL.housekeeper);
  const bearer = account.token.token;
  const facilityId = account.facility?.id as string;
  const [config, ...rooms] = await api<[THousekeepingConfig, ...TDashboardRoom[]]>(
    baseURL,
    `/api/housekeeping?facilityId=${facilityId}`,
    bearer,
  );
  const targets = cleanTargets(config, rooms);
  expect(targets.length).toBeGreaterThan(10);
  const run: SaveRun = { acknowledged: [], sent: new Set(), refused: [], served: {}, retries: 0 };
  let n = 0;
  const until = Date.now() + seconds * 1000;

  async function tablet(): Promise<void> {
    while (Date.now() < until) {
      const save = cleanSave(targets[n++ % targets.length] as CleanTarget, facilityId, account.staffMember?.id as string, 'Cluster test');
      run.sent.add(save.id);
      const body = JSON.stringify({ report: save });
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) {
          run.retries += 1;
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(attempt, 'a save was never acknowledged').toBeLessThan(120);
        const res = await fetch(`${baseURL}/api/housekeeping/submitReport`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body,
        }).catch(() => null);
        if (!res || res.status >= 500) continue;
        const by = res.headers.get('x-served-by') ?? '?';
        run.served[by] = (run.served[by] ?? 0) + 1;
        if (res.ok) {
          expect(((await res.json()) as { id: string }).id).toBe(save.id);
          run.acknowledged.push(save.id);
        } else run.refused.push(`${res.status} ${await res.text()}`);
        break;
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, () => tablet()));
  return { ...run, bearer, facilityId };
}

/** Every acknowledged save reads back through the balancer, is stored once and had its effects once. */
export async function expectStoredOnce(run: SaveRun & { bearer: string; facilityId: string }): Promise<void> {
  const { acknowledged } = run;
  expect(run.refused).toEqual([]);
  expect(acknowledged.length).toBe(run.sent.size);
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  let readBack = 0;
  for (let i = 0; i < acknowledged.length; i += 200) {
    const found = await api<Record<string, unknown>>(baseURL, '/api/housekeeping/reports', run.bearer, {
      facilityId: run.facilityId,
      ids: acknowledged.slice(i, i + 200),
    });
    readBack += Object.keys(found).length;
  }
  expect(readBack).toBe(acknowledged.length);
  // One row each, one 'report.saved' event each (a replayed save answers what the first stored).
  const db = await database();
  try {
    const stored = await db.query<{ n: string }>('select count(*) n from housekeeping_reports where id = any($1::uuid[])', [acknowledged]);
    expect(Number(stored.rows[0]?.n)).toBe(acknowledged.length);
    const events = await db.query<{ subject_id: string; n: string }>(
      `select subject_id, count(*) n from events where type = 'report.saved' and subject_id = any($1::text[]) group by subject_id`,
      [acknowledged],
    );
    expect(events.rows.length).toBe(acknowledged.length);
    expect(events.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
  } finally {
    await db.end();
  }
}
