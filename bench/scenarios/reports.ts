import type { TAccountInfo, TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import autocannon from 'autocannon';
import { type LoadResult, loadResult, print } from '../lib/load.ts';
import { type CleanTarget, cleanSave, cleanTargets } from '../lib/report-save.ts';
import { type BenchServer, DEMO_PASSWORD } from '../lib/server.ts';
import { apiClient, createBenchSite } from '../lib/sites.ts';

/** Tablets saving at once. */
const CONNECTIONS = 200;
const WARMUP_SECONDS = 2;

async function json<T>(server: BenchServer, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}${url}`, init);
  if (!res.ok) throw new Error(`reports bench: ${url} answered ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Rooms of the second, realistic site: 200 tablets saving at once spread over many rooms. */
const BIG_SITE_ROOMS = 1000;

interface Saver {
  name: string;
  headers: Record<string, string>;
  facilityId: string;
  authorStaffId: string;
}

/**
 * Report submission (POST /housekeeping/submitReport) from 200 concurrent clients on the embedded
 * PostgreSQL: each request a new report (its own client-generated id) of a room with every operation of
 * its routine ticked, as the cleaning screen saves it. Afterwards every acknowledged id is read back, so
 * the run also shows that no acknowledged save went missing under load. Measured twice: on the demo site
 * (46 rooms: the 200 saves queue on each room's last clean) and on a site of 1,000 rooms made like the
 * dashboard scenario's, where the same load spreads as a real organization's tablets do. Each line says
 * its rooms.
 */
export async function reportsScenario(server: BenchServer, hello: LoadResult): Promise<void> {
  const housekeeper = await signInAs(server, 'housekeeper@maplewood.example');
  await measureSaves(server, hello, { name: 'reports.submit', ...housekeeper });

  // The organization administrator makes the big site and saves there (a site housekeeper saves only at their own site).
  const admin = await signInAs(server, 'orgadmin@maplewood.example');
  const site = await createBenchSite(apiClient(server, admin.token), { name: 'Bench saves', rooms: BIG_SITE_ROOMS, areas: 10 });
  await measureSaves(server, hello, { ...admin, name: `reports.submit.${BIG_SITE_ROOMS}_rooms`, facilityId: site.id });
}

async function signInAs(server: BenchServer, email: string): Promise<Omit<Saver, 'name'> & { token: string }> {
  const account = await json<TAccountInfo>(server, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
  });
  return {
    token: account.token.token,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token.token}` },
    facilityId: account.facility?.id as string,
    authorStaffId: account.staffMember?.id as string,
  };
}

async function measureSaves(server: BenchServer, hello: LoadResult, saver: Saver): Promise<void> {
  const { headers, facilityId } = saver;
  const config = await json<THousekeepingConfig>(server, `/api/housekeeping/config?facilityId=${facilityId}`, { headers });
  const [, ...rooms] = await json<[THousekeepingConfig, ...TDashboardRoom[]]>(server, `/api/housekeeping?facilityId=${facilityId}`, {
    headers,
  });
  const targets = cleanTargets(config, rooms);
  if (!targets.length) throw new Error(`reports bench: site ${facilityId} has no room with a routine`);

  let n = 0;
  const body = (): string =>
    JSON.stringify({ report: cleanSave(targets[n++ % targets.length] as CleanTarget, facilityId, saver.authorStaffId) });

  const acknowledged: string[] = [];
  const run = (seconds: number, connections: number, collect: boolean) =>
    autocannon({
      url: `${server.url}/api/housekeeping/submitReport`,
      method: 'POST',
      headers,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          // A new report per request: a replayed body would measure the replay shortcut instead.
          setupRequest: (req) => ({ ...req, body: body() }),
          ...(collect
            ? {
                onResponse: (status: number, resBody: string) => {
                  if (status === 200) acknowledged.push((JSON.parse(resBody) as { id: string }).id);
                },
              }
            : {}),
        },
      ],
    });

  await run(WARMUP_SECONDS, 20, false);
  const r = await run(Number(process.env.BENCH_SECONDS ?? 8), CONNECTIONS, true);
  const result = loadResult(saver.name, r);

  // Every acknowledged report is there, once.
  let stored = 0;
  for (let i = 0; i < acknowledged.length; i += 200) {
    const found = await json<Record<string, unknown>>(server, '/api/housekeeping/reports', {
      method: 'POST',
      headers,
      body: JSON.stringify({ facilityId, ids: acknowledged.slice(i, i + 200) }),
    });
    stored += Object.keys(found).length;
  }
  print(result, hello, {
    connections: CONNECTIONS,
    rooms: targets.length,
    timeouts: r.timeouts,
    acknowledged: acknowledged.length,
    acknowledged_and_stored: stored,
    targets: {
      ratio_to_hello_ge_0_05: hello.req_per_s > 0 && result.req_per_s >= 0.05 * hello.req_per_s,
      every_acknowledged_stored: stored === acknowledged.length && r.errors === 0,
    },
  });
}
