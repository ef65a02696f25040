import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { type AppCopy, startCopy } from '../lib/copies.ts';
import type { LoadResult } from '../lib/load.ts';
import type { CleanTarget } from '../lib/report-save.ts';
import { type BenchServer, DEMO_PASSWORD } from '../lib/server.ts';
import { apiClient, type BenchSite, ownerUrl, signIn } from '../lib/sites.ts';
import { prepareDashboardSites } from './dashboard.ts';
import { type Account, line, progress, signInMany, siteTargets } from './live/common.ts';
import { fanoutUnderLoad } from './live/fanout.ts';
import { tabletReads } from './live/reads.ts';
import { type FanoutSample, manySockets, type SocketPlan } from './live/sockets.ts';
import { prepareTenant } from './scale/data.ts';

// `npm run bench -- live`: the room board's changes (versions, `since` reads and tiles on the hub) on two app
// copies of one database. BENCH_LIVE picks parts (fanout,reads,sockets; all by default), BENCH_LIVE_SECONDS
// the length of the saves (30), BENCH_LIVE_SITES × BENCH_LIVE_TABLETS the sockets of the last part (300 × 10)
// on sites of BENCH_LIVE_ROOMS rooms (120).

const int = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`live bench: ${name} must be a positive integer`);
  return n;
};
/** Listening tablets of the fan-out under load, each its own session. */
const TABLETS = 50;
/** Sites whose single saves are timed in the many-sockets part (each twice: its first fan-out, then a later one). */
const FANOUT_SITES = 8;

/** The open-file limit of this process (its children have the same): each socket is one on each side. */
function openFileLimit(): number {
  const raw = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return raw === 'unlimited' ? Number.POSITIVE_INFINITY : Number(raw);
}

export async function liveScenario(server: BenchServer, hello: LoadResult): Promise<void> {
  const parts = new Set((process.env.BENCH_LIVE ?? 'fanout,reads,sockets').split(',').map((p) => p.trim()));
  const { api, sites } = await prepareDashboardSites(server);
  const site = sites['5y'];
  progress(`signing in ${TABLETS} tablets`);
  const accounts = await signInMany(server.url, 'orgadmin@maplewood.example', TABLETS);
  const targets = await siteTargets(api, site);

  if (parts.has('reads')) await tabletReads(server, hello, site, accounts[0] as Account);
  if (!parts.has('fanout') && !parts.has('sockets')) return;

  const copies: [AppCopy, AppCopy] = [await startCopy(server, 'copy1'), await startCopy(server, 'copy2')];
  try {
    if (parts.has('fanout')) await fanoutUnderLoad(hello, copies, site, accounts, targets, int('BENCH_LIVE_SECONDS', 30));
    if (parts.has('sockets')) await socketsParts(server, hello, copies, site, accounts, targets);
  } finally {
    await Promise.all(copies.map((c) => c.stop()));
  }
}

/**
 * Thousands of sockets on the two copies, twice: spread over an organization of many small sites (ten
 * tablets each, half on each copy, so that every save crosses copies), then all on the 1,000-room site.
 */
async function socketsParts(
  server: BenchServer,
  hello: LoadResult,
  copies: [AppCopy, AppCopy],
  bigSite: BenchSite,
  bigAccounts: Account[],
  bigTargets: CleanTarget[],
): Promise<void> {
  const siteCount = int('BENCH_LIVE_SITES', 300);
  const perSite = int('BENCH_LIVE_TABLETS', 10);
  const rooms = int('BENCH_LIVE_ROOMS', 120);
  // Each socket is a file on both sides; the bench's own process holds every client end.
  const limit = openFileLimit();
  const wanted = siteCount * perSite;
  if (wanted + 1000 > limit) {
    line(hello, { name: 'live-sockets-skipped', reason: `ulimit -n is ${limit}: ${wanted} sockets need about ${wanted + 1000}` });
    return;
  }

  const admin = apiClient(server, await signIn(server, 'admin@maplewood.example', DEMO_PASSWORD));
  const db = new pg.Client({ connectionString: ownerUrl(server.dataDir) });
  await db.connect();
  const spec = {
    label: 'live',
    name: `Bench live (${siteCount} sites, ${rooms} rooms)`,
    email: `live-${siteCount}x${rooms}@bench.example`,
    sites: siteCount,
    rooms,
    // Two days: every room has a last clean on its tile, whatever the hour the bench runs.
    days: 2,
  };
  const started = performance.now();
  let tenant: Awaited<ReturnType<typeof prepareTenant>>;
  try {
    tenant = await prepareTenant(server, admin, db, spec);
  } finally {
    await db.end();
  }
  const preparedSeconds = Math.round((performance.now() - started) / 100) / 10;
  // One session per site, shared by its tablets: a session per socket costs a sign-in each (a password
  // hash) and changes nothing the hub keeps per socket.
  progress(`signing in ${siteCount} sessions of ${spec.email}`);
  const siteAccounts = await signInMany(server.url, spec.email, siteCount);
  const plans: SocketPlan[] = tenant.sites.flatMap((s, i) =>
    Array.from({ length: perSite }, (_, k) => ({
      facilityId: s.id,
      token: (siteAccounts[i] as Account).token,
      copy: k < perSite / 2 ? 0 : 1,
    })),
  );
  const samples: FanoutSample[] = [];
  for (let n = 0; n < FANOUT_SITES; n++) {
    const i = Math.floor(((n + 0.5) * tenant.sites.length) / FANOUT_SITES);
    const s = tenant.sites[i] as BenchSite;
    const targets = await siteTargets(apiClient(server, tenant.token), s);
    for (const [k, kind] of ['first', 'later'].entries()) {
      samples.push({ facilityId: s.id, account: siteAccounts[i] as Account, target: targets[k] as CleanTarget, copy: n % 2, kind });
    }
  }
  await manySockets(hello, copies, 'spread', plans, samples, {
    sites: tenant.sites.length,
    tablets_per_site: perSite,
    rooms_per_site: rooms,
    sessions: siteCount,
    data_prepared_seconds: preparedSeconds,
    note: "'first' is a site's first save since the copies started (each copy computes the site's board), 'later' the next",
  });

  // The same number of sockets on one site: the largest fan-out of one save.
  const onePlans: SocketPlan[] = Array.from({ length: wanted }, (_, k) => ({
    facilityId: bigSite.id,
    token: (bigAccounts[k % bigAccounts.length] as Account).token,
    copy: k % 2,
  }));
  const oneSamples: FanoutSample[] = Array.from({ length: 6 }, (_, n) => ({
    facilityId: bigSite.id,
    account: bigAccounts[n] as Account,
    target: bigTargets[(Math.floor(bigTargets.length / 2) + n) % bigTargets.length] as CleanTarget,
    copy: n % 2,
    kind: 'one-site',
  }));
  await manySockets(hello, copies, 'one-site', onePlans, oneSamples, {
    sites: 1,
    rooms_per_site: bigSite.rooms.length,
    sessions: bigAccounts.length,
  });
}
