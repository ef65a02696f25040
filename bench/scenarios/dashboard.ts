import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BusyResult, busyLoad, type LoadResult, print, settle } from '../lib/load.ts';
import { type BenchServer, DEMO_PASSWORD } from '../lib/server.ts';
import { type Api, apiClient, type BenchSite, createBenchSite, insertHistory, insertLastCleans, ownerUrl, signIn } from '../lib/sites.ts';
import { dashboardBrowserScenario } from './dashboard-browser.ts';

/** A site with years of history: the dashboard's p95 under load, and its ratio to a site with a week of it. */
const TARGET = { p95Ms: 100, ratio: 1.5 };
const ROOMS = 1000;
const AREAS = 10;
const CONNECTIONS = 20;
const COMPUTE_ITERATIONS = 40;
/** The compute runs stop early past this time (a few iterations at least): enough to see a slow recompute. */
const COMPUTE_BUDGET_MS = 60_000;
/** Five years (one leap day) and one week, counted in site-local days back from today. */
const DAYS = { '5y': 5 * 365 + 1, '1w': 7 } as const;
type Span = keyof typeof DAYS;

/** One GET timed to its last byte, body left compressed as a browser receives it. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const round = (ms: number) => Math.round(ms * 100) / 100;
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

/** Changes one room's state once a second (set, reset, set…): every change is a new event for the site. */
function startWriter(api: Api, site: BenchSite): { stop(): Promise<{ writes: number }> } {
  let running = true;
  let writes = 0;
  const room = site.rooms[0] as BenchSite['rooms'][number];
  let failure: unknown;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      await api('POST', '/api/housekeeping/roomstate', {
        facilityId: site.id,
        roomId: room.id,
        roomStateId: writes % 2 === 0 ? site.stateId : null,
      });
      writes++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))));
    }
  })().catch((err: unknown) => {
    failure = err;
  });
  return {
    async stop() {
      running = false;
      await done;
      if (failure) throw failure;
      return { writes };
    },
  };
}

/**
 * Sign-in, the two sites and their history: what the measurements start from (also used on its own to
 * look at a prepared database).
 */
export type PreparedSites = { token: string; api: Api; sites: Record<Span, BenchSite> };
const prepared = new WeakMap<BenchServer, Promise<PreparedSites>>();

/** The sites prepared once per bench server: the dashboard and the reporting scenarios share them. */
export function prepareDashboardSites(server: BenchServer): Promise<PreparedSites> {
  let sites = prepared.get(server);
  if (!sites) {
    sites = prepareDashboardSitesOnce(server);
    prepared.set(server, sites);
  }
  return sites;
}

async function prepareDashboardSitesOnce(server: BenchServer): Promise<PreparedSites> {
  const token = await signIn(server, 'orgadmin@maplewood.example', DEMO_PASSWORD);
  const api = apiClient(server, token);
  const site = (name: string) => createBenchSite(api, { name, rooms: ROOMS, areas: AREAS });
  const sites = { '5y': await site('Bench 5 years'), '1w': await site('Bench 1 week') };

  const db = new pg.Client({ connectionString: ownerUrl(server.dataDir) });
  await db.connect();
  const started = performance.now();
  try {
    const reports = { '5y': await insertHistory(db, sites['5y'], DAYS['5y']), '1w': await insertHistory(db, sites['1w'], DAYS['1w']) };
    const lastCleans = await insertLastCleans(db, sites['5y'].tenantId, [sites['5y'].id, sites['1w'].id]);
    const insertSeconds = (performance.now() - started) / 1000;
    // VACUUM as well as ANALYZE: a table with years of history has long been vacuumed, and without it
    // autovacuum would start on these millions of new rows in the middle of the measurements.
    await db.query('vacuum (analyze) housekeeping_reports, room_last_cleans');
    process.stdout.write(
      `${JSON.stringify({
        name: 'dashboard-data',
        rooms_per_site: ROOMS,
        reports_5y: reports['5y'],
        reports_1w: reports['1w'],
        room_last_cleans: lastCleans,
        insert_seconds: Math.round(insertSeconds * 10) / 10,
        seconds: Math.round((performance.now() - started) / 100) / 10,
      })}\n`,
    );
  } finally {
    await db.end();
  }
  return { token, api, sites };
}

/** One GET's body as it came over the wire (still compressed) and its encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ bytes: Buffer; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), encoding: (res.headers['content-encoding'] as string) ?? null }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** `bytes` answered to every request by a bare node:http server in a child process. */
async function serveStatically(bytes: Buffer, encoding: 'br' | null): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(os.tmpdir(), `carehome-bench-same-bytes-${process.pid}`);
  fs.writeFileSync(file, bytes);
  const script = `
    const bytes = require('node:fs').readFileSync(process.argv[1]);
    const headers = { 'content-type': 'application/json; charset=utf-8', ...(process.argv[2] ? { 'content-encoding': process.argv[2] } : {}) };
    const server = require('node:http').createServer((_req, res) => { res.writeHead(200, headers); res.end(bytes); });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, file, encoding ?? ''], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('dashboard bench: the static server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(file, { force: true });
    },
  };
}

/**
 * The room dashboard (GET /housekeeping) of a site of 1,000 rooms with 5 years of history (millions of
 * reports, generated in SQL) beside the same site with one week: at 20 concurrent viewers while the site
 * changes every second, and the cost of one snapshot recompute with no cache help.
 */
export async function dashboardScenario(server: BenchServer, hello: LoadResult): Promise<void> {
  const { token, api, sites } = await prepareDashboardSites(server);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const dashboardUrl = (site: BenchSite) => `${server.url}/api/housekeeping?facilityId=${site.id}`;
  // The server's snapshots know nothing of the rows just written: the first GET of each site computes
  // one. It is also the check that the answer is the configuration and then every room.
  for (const [span, site] of Object.entries(sites)) {
    const body = await api<unknown[]>('GET', `/api/housekeeping?facilityId=${site.id}`);
    if (!Array.isArray(body) || body.length !== 1 + ROOMS) {
      throw new Error(`dashboard bench: GET /housekeeping of ${span} answered ${Array.isArray(body) ? body.length : typeof body} items`);
    }
  }

  // BENCH_DASHBOARD=browser runs only the Chromium part (for working on the screen).
  if (process.env.BENCH_DASHBOARD === 'browser') return dashboardBrowserScenario(server, sites['5y']);

  // The idle target: the 5-year site read by 20 viewers while nothing changes (p95 at most 50 ms, at least 10% of
  // hello-world), beside the very same bytes served by a bare node:http server in a process of its own
  // (as the app is: in the bench's own process it shares autocannon's event loop, which serves each
  // connection in strict turn and flatters its p95): that is the most any server could do with this
  // payload on this machine.
  {
    const idle = await busyLoad('dashboard-5y-idle', dashboardUrl(sites['5y']), headers, CONNECTIONS);
    const { bytes: raw, encoding } = await rawGet(dashboardUrl(sites['5y']), headers);
    const staticServer = await serveStatically(raw, encoding === 'br' ? 'br' : null);
    const same = await busyLoad('dashboard-5y-static-same-bytes', staticServer.url, headers, CONNECTIONS);
    await staticServer.stop();
    print(idle, hello, {
      p95_ms: idle.p95_ms,
      connections: CONNECTIONS,
      measured: idle.measured,
      body_bytes_on_wire: raw.length,
      static_same_bytes_req_per_s: same.req_per_s,
      static_same_bytes_p95_ms: same.p95_ms,
      static_same_bytes_ratio_to_hello: hello.req_per_s ? Number((same.req_per_s / hello.req_per_s).toFixed(3)) : null,
      ratio_to_static_same_bytes: same.req_per_s ? Number((idle.req_per_s / same.req_per_s).toFixed(3)) : null,
      targets: { p95_le_50ms: idle.measured && idle.p95_ms <= 50, ratio_to_hello_ge_0_1: idle.req_per_s >= 0.1 * hello.req_per_s },
    });
    await settle(server.url);
  }

  const busy = {} as Record<Span, BusyResult>;
  for (const span of ['1w', '5y'] as const) {
    const site = sites[span];
    const writer = startWriter(api, site);
    const result = await busyLoad(`dashboard-${span}`, dashboardUrl(site), headers, CONNECTIONS);
    const loadEnd = Date.now();
    // The writer's last change waits behind the server's backlog too, so the drain is counted from the load's end.
    const { writes } = await writer.stop();
    await settle(server.url);
    const drainSeconds = Math.round((Date.now() - loadEnd) / 100) / 10;
    busy[span] = result;
    print(result, hello, {
      p95_ms: result.p95_ms,
      requests_sent: result.requests_sent,
      requests_completed: result.requests_completed,
      timeouts: result.timeouts,
      measured: result.measured,
      connections: CONNECTIONS,
      state_changes: writes,
      drain_seconds: drainSeconds,
    });
  }

  const compute = {} as Record<Span, { p50: number; p95: number }>;
  for (const span of ['1w', '5y'] as const) {
    const site = sites[span];
    const room = site.rooms[1] as BenchSite['rooms'][number];
    const times: number[] = [];
    const until = Date.now() + COMPUTE_BUDGET_MS;
    for (let i = 0; i < COMPUTE_ITERATIONS && (i < 3 || Date.now() < until); i++) {
      await api('POST', '/api/housekeeping/roomstate', {
        facilityId: site.id,
        roomId: room.id,
        roomStateId: i % 2 === 0 ? site.stateId : null,
      });
      const { ms, status } = await timedGet(dashboardUrl(site), headers);
      if (status !== 200) throw new Error(`dashboard bench: GET /housekeeping answered ${status}`);
      times.push(ms);
    }
    times.sort((x, y) => x - y);
    compute[span] = { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)) };
    process.stdout.write(
      `${JSON.stringify({
        name: `dashboard-compute-${span}`,
        iterations: times.length,
        p50_ms: compute[span].p50,
        p95_ms: compute[span].p95,
        max_ms: round(times[times.length - 1] ?? 0),
      })}\n`,
    );
  }
  agent.destroy();

  const ratio = busy['1w'].p95_ms > 0 ? Number((busy['5y'].p95_ms / busy['1w'].p95_ms).toFixed(2)) : null;
  const computeRatio = compute['1w'].p95 > 0 ? Number((compute['5y'].p95 / compute['1w'].p95).toFixed(2)) : null;
  process.stdout.write(
    `${JSON.stringify({
      name: 'dashboard-summary',
      p95_5y_ms: busy['5y'].p95_ms,
      p95_1w_ms: busy['1w'].p95_ms,
      ratio,
      compute_p95_5y_ms: compute['5y'].p95,
      compute_p95_1w_ms: compute['1w'].p95,
      compute_ratio: computeRatio,
      hello_req_per_s: hello.req_per_s,
      // A run whose requests did not come back cannot meet a target, whatever its answered ones say.
      measured: { '5y': busy['5y'].measured, '1w': busy['1w'].measured },
      targets: {
        p95_5y_le_100ms: busy['5y'].measured && busy['5y'].p95_ms <= TARGET.p95Ms,
        ratio_le_1_5: busy['5y'].measured && busy['1w'].measured && ratio !== null && ratio <= TARGET.ratio,
      },
    })}\n`,
  );

  await settle(server.url);
  await dashboardBrowserScenario(server, sites['5y']);
}
