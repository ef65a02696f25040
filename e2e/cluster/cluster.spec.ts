import fs from 'node:fs';
import path from 'node:path';
import type { TAccountInfo, TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { startTestSmtp } from '../../apps/server/test/smtp.ts';
import { type CleanTarget, cleanSave, cleanTargets } from '../../bench/lib/report-save.ts';
import { DEMO_PASSWORD, EMAIL, screenshot, signIn } from '../helpers.ts';
import { baseURL, dataDir, metricsToken, smtpPort } from './playwright.config.ts';

test.describe.configure({ mode: 'serial' });

interface CopyState {
  name: string;
  url: string;
  pid: number;
  restarts: number;
}
interface ClusterState {
  copies: CopyState[];
  database: { embedded: boolean; port?: number };
}

/** What `npm run cluster` says about its copies (DATA_DIR/cluster/state.json). */
function clusterState(): ClusterState {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'cluster', 'state.json'), 'utf8')) as ClusterState;
}

/** Live-update sockets open on a copy, from its Prometheus metrics. */
async function liveSockets(copy: CopyState): Promise<number> {
  const res = await fetch(`${copy.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const m = /^carehome_live_sockets (\d+)$/m.exec(await res.text());
  return Number(m?.[1] ?? Number.NaN);
}

/** Waits until every copy answers /readyz (a killed copy is started again by the cluster script). */
async function allCopiesReady(): Promise<CopyState[]> {
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

async function api<T>(base: string, url: string, bearer: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const signInApi = (base: string, email: string) =>
  api<TAccountInfo>(base, '/api/auth/login', null, { user: { email, password: DEMO_PASSWORD } });

async function database(): Promise<pg.Client> {
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

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
test.beforeAll(async () => {
  smtp = await startTestSmtp(smtpPort);
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a live update crosses copies, and the dashboard carries on when the copy holding its socket is killed', async ({ page }, info) => {
  const [copyA, copyB] = (await allCopiesReady()) as [CopyState, CopyState];
  // The balancer answers from both copies.
  const servedBy = new Set<string>();
  for (let i = 0; i < 6; i++) servedBy.add((await fetch(`${baseURL}/readyz`)).headers.get('x-served-by') ?? '');
  expect([...servedBy].sort()).toEqual([copyA.name, copyB.name].sort());

  await page.goto('/login');
  await signIn(page, EMAIL.manager);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/facility/roomdashboard');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');

  // The page's one socket is on one copy; the change is made on the other.
  let holder = copyA;
  await expect
    .poll(async () => {
      const [a, b] = [await liveSockets(copyA), await liveSockets(copyB)];
      holder = a > 0 ? copyA : copyB;
      return a + b;
    })
    .toBe(1);
  const other = holder === copyA ? copyB : copyA;
  const otherToken = (await signInApi(other.url, EMAIL.nurse)).token.token;
  const [config, ...rooms] = await api<[THousekeepingConfig, ...TDashboardRoom[]]>(other.url, '/api/housekeeping', otherToken);
  const room = rooms.find((r) => !r.roomState && r.roomType === 'Resident Room') as TDashboardRoom;
  const type = config.roomTypes.find((t) => t.id === room.roomTypeId);
  const state = config.roomStates.find((s) => type?.roomStates.includes(s.id)) as THousekeepingConfig['roomStates'][number];
  await api(other.url, '/api/housekeeping/roomstate', otherToken, {
    facilityId: config.facilityId,
    roomId: room.id,
    roomStateId: state.id,
  });
  await expect(tile(page, room.roomNumber).locator('.dash-banner')).toHaveText(state.stateName, { timeout: 5000 });
  info.annotations.push({ type: 'live update', description: `socket on ${holder.name}, change saved on ${other.name}` });

  // The copy holding the socket dies: the page reconnects through the balancer to the living copy …
  process.kill(holder.pid, 'SIGKILL');
  await expect.poll(() => liveSockets(other), { timeout: 30_000 }).toBe(1);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  // … and still hears changes, now made through the balancer.
  await api(baseURL, '/api/housekeeping/roomstate', otherToken, { facilityId: config.facilityId, roomId: room.id, roomStateId: null });
  await expect(tile(page, room.roomNumber).locator('.dash-banner').filter({ hasText: state.stateName })).toHaveCount(0, { timeout: 5000 });
  await screenshot(page, info, 'cluster-dashboard-after-copy-killed');

  // The cluster script starts the killed copy again.
  const restarted = (await allCopiesReady()).find((c) => c.name === holder.name) as CopyState;
  expect(restarted.pid).not.toBe(holder.pid);
  expect(restarted.restarts).toBeGreaterThanOrEqual(1);
});

test('report saves under load through the balancer: a copy killed mid-run, no save lost or doubled', async ({
  request: _request,
}, info) => {
  const copies = await allCopiesReady();
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

  const CLIENTS = 40;
  const SECONDS = 12;
  const acknowledged: string[] = [];
  const sent = new Set<string>();
  const refused: string[] = [];
  const served: Record<string, number> = {};
  let retries = 0;
  let n = 0;
  const until = Date.now() + SECONDS * 1000;

  /** One tablet: saves one clean after another; a save that fails (no answer, 5xx) is sent again as it was, as the outbox does. */
  async function tablet(): Promise<void> {
    while (Date.now() < until) {
      const save = cleanSave(targets[n++ % targets.length] as CleanTarget, facilityId, account.staffMember?.id as string, 'Cluster test');
      sent.add(save.id);
      const body = JSON.stringify({ report: save });
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) {
          retries += 1;
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
        served[by] = (served[by] ?? 0) + 1;
        if (res.ok) {
          expect(((await res.json()) as { id: string }).id).toBe(save.id);
          acknowledged.push(save.id);
        } else refused.push(`${res.status} ${await res.text()}`);
        break;
      }
    }
  }

  const victim = copies[0] as CopyState;
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      process.kill(victim.pid, 'SIGKILL');
      resolve();
    }, 4000),
  );
  await Promise.all([...Array.from({ length: CLIENTS }, () => tablet()), killer]);

  const summary = `${acknowledged.length} saves acknowledged in ${SECONDS} s by ${CLIENTS} clients; ${retries} resends; served by ${JSON.stringify(served)}; ${victim.name} killed at 4 s`;
  info.annotations.push({ type: 'load', description: summary });
  process.stdout.write(`cluster load: ${summary}\n`);
  expect(refused).toEqual([]);
  expect(acknowledged.length).toBe(sent.size);
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  // Both copies took saves, and the survivor carried on alone.
  expect(Object.keys(served).length).toBeGreaterThanOrEqual(2);

  // Every acknowledged save reads back through the balancer …
  let readBack = 0;
  for (let i = 0; i < acknowledged.length; i += 200) {
    const found = await api<Record<string, unknown>>(baseURL, '/api/housekeeping/reports', bearer, {
      facilityId,
      ids: acknowledged.slice(i, i + 200),
    });
    readBack += Object.keys(found).length;
  }
  expect(readBack).toBe(acknowledged.length);
  // … is stored once, and had its effects once (one 'report.saved' event each, one completed clean each).
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
});

test('jobs run once across copies: each mail sent once, each scheduled job once a minute', async () => {
  await allCopiesReady();
  const recipients = [EMAIL.manager, EMAIL.supervisor, EMAIL.lead, EMAIL.nurse, EMAIL.housekeeper, EMAIL.orgadmin];
  const servedBy = new Set<string>();
  for (const email of recipients) {
    const res = await fetch(`${baseURL}/api/auth/resetpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resetPassword: { email, language: 'en' } }),
    });
    expect(res.status).toBe(200);
    servedBy.add(res.headers.get('x-served-by') ?? '');
  }
  expect(servedBy.size).toBe(2);
  // Both copies' mail dispatchers poll the one outbox every 2 s: each mail is taken by one of them.
  await expect.poll(() => smtp.inbox.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(recipients.length);
  await new Promise((r) => setTimeout(r, 6000));
  expect(smtp.inbox.map((m) => m.to.join(',')).sort()).toEqual([...recipients].sort());

  // Each copy runs pg-boss; the per-minute jobs have run by now (the cluster has been up over a minute).
  const db = await database();
  try {
    const names = ['overdue-rooms-notification', 'site-schedules', 'care-records-sync-sweep'];
    await expect
      .poll(
        async () =>
          Number(
            (await db.query<{ n: string }>(`select count(*) n from pgboss.job where name = 'site-schedules' and state = 'completed'`))
              .rows[0]?.n,
          ),
        { timeout: 70_000 },
      )
      .toBeGreaterThanOrEqual(1);
    const perMinute = await db.query<{ name: string; slot: Date; n: string }>(
      `select name, date_trunc('minute', created_on) slot, count(*) n from pgboss.job where name = any($1) group by 1, 2`,
      [names],
    );
    expect(perMinute.rows.length).toBeGreaterThan(0);
    expect(perMinute.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
  } finally {
    await db.end();
  }
});
