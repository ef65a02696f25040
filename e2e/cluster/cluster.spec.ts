import type { TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { expect, type Page, test } from '@playwright/test';
import { startTestSmtp } from '../../apps/server/test/smtp.ts';
import { EMAIL, screenshot, signIn } from '../helpers.ts';
import { allCopiesReady, api, type CopyState, database, expectStoredOnce, saveCleans, signInApi } from './cluster-helpers.ts';
import { baseURL, metricsToken, smtpPort } from './playwright.config.ts';

test.describe.configure({ mode: 'serial' });

/** Live-update sockets open on a copy, from its Prometheus metrics. */
async function liveSockets(copy: CopyState): Promise<number> {
  const res = await fetch(`${copy.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const m = /^carehome_live_sockets (\d+)$/m.exec(await res.text());
  return Number(m?.[1] ?? Number.NaN);
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
  const CLIENTS = 40;
  const SECONDS = 12;
  const victim = copies[0] as CopyState;
  const killer = new Promise<void>((resolve) =>
    setTimeout(() => {
      process.kill(victim.pid, 'SIGKILL');
      resolve();
    }, 4000),
  );
  const [run] = await Promise.all([saveCleans(CLIENTS, SECONDS), killer]);

  const summary = `${run.acknowledged.length} saves acknowledged in ${SECONDS} s by ${CLIENTS} clients; ${run.retries} resends; served by ${JSON.stringify(run.served)}; ${victim.name} killed at 4 s`;
  info.annotations.push({ type: 'load', description: summary });
  process.stdout.write(`cluster load: ${summary}\n`);
  // Both copies took saves, and the survivor carried on alone.
  expect(Object.keys(run.served).length).toBeGreaterThanOrEqual(2);
  await expectStoredOnce(run);
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
  // Both copies' mail dispatchers poll the one outbox every 2 s: each mail is taken by one of them. Only the
  // reset mails asked for here count: the running app also mails some of these people on its own (one more mail
  // each to the manager, the organization administrator and the supervisor in some runs).
  const resetMails = () => smtp.inbox.filter((m) => m.raw.includes('/confirm-password/'));
  await expect.poll(() => resetMails().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(recipients.length);
  await new Promise((r) => setTimeout(r, 6000));
  expect(
    resetMails()
      .map((m) => m.to.join(','))
      .sort(),
  ).toEqual([...recipients].sort());

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
