import type { TSiteSummary, TTenant } from '@carehome/contracts';
import type pg from 'pg';
import { type BenchServer, DEMO_PASSWORD } from '../../lib/server.ts';
import {
  type Api,
  apiClient,
  asTenant,
  type BenchSite,
  createBenchSite,
  insertHistory,
  insertLastCleans,
  readBenchSite,
  signIn,
  TIME_ZONE,
} from '../../lib/sites.ts';
import { insertAudits } from '../reporting.ts';
import { round1 } from './timing.ts';

// The scale bench's data: each organization onboarded through the API, its sites made as its administrator
// would, and years of history written straight into the database (only what an earlier run did not leave).

const AREAS = 4;
const CREATE_CONCURRENCY = 4;

/** Progress of the data generation, on stderr: the JSON lines on stdout stay the results. */
export const progress = (text: string) => process.stderr.write(`scale: ${text}\n`);
const siteName = (i: number) => `Site ${String(i + 1).padStart(3, '0')}`;

export interface TenantSpec {
  /** Names the organization in the progress lines ('scale', 'single', 'live'). */
  label: string;
  name: string;
  email: string;
  sites: number;
  rooms: number;
  days: number;
}

export interface BenchTenant {
  tenantId: string;
  token: string;
  sites: BenchSite[];
  written: { reports: number; sitesSeconds: number; historySeconds: number } | null;
}

/**
 * The organization through the provider administrator's onboarding (POST /tenant/create), its sponsor's
 * password set through the invitation link (the bench server has no SMTP_URL: the mail stays in the outbox).
 */
async function onboard(server: BenchServer, admin: Api, db: pg.Client, spec: TenantSpec): Promise<void> {
  const created = await admin<{ tenant: TTenant; siteId: string }>('POST', '/api/tenant/create', {
    tenant: { name: spec.name },
    site: { name: siteName(0), timeZone: TIME_ZONE },
    sponsor: { firstName: 'Bench', lastName: 'Administrator', email: spec.email },
  });
  const mail = await asTenant(db, created.tenant.id, () =>
    db.query<{ text: string }>(`select text from mail_outbox where $1 = any("to") order by created_at desc limit 1`, [spec.email]),
  );
  const hash = /\/confirm-password\/([\w-]+)\?/.exec(mail.rows[0]?.text ?? '')?.[1];
  if (!hash) throw new Error(`scale bench: no invitation mail for ${spec.email}`);
  const res = await fetch(`${server.url}/api/auth/confirmpassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmPassword: { email: spec.email, password: DEMO_PASSWORD, hash } }),
  });
  if (!res.ok) throw new Error(`scale bench: setting the sponsor's password answered ${res.status}`);
}

/** The sites of the organization, made through the API as its administrator would (those missing only). */
async function prepareSites(api: Api, spec: TenantSpec): Promise<{ sites: BenchSite[]; made: number }> {
  const existing = new Map((await api<{ sites: TSiteSummary[] }>('GET', '/api/facility')).sites.map((s) => [s.name, s]));
  const first = existing.get(siteName(0));
  if (!first) throw new Error(`scale bench: ${spec.name} has no ${siteName(0)}`);
  let made = 0;
  // The onboarding's site gets the bench configuration; every other site copies it (POST /facility with
  // copyConfigurationFrom), then gets its areas and rooms.
  const template = first.roomCount
    ? await readBenchSite(api, first.id)
    : await createBenchSite(api, { name: siteName(0), rooms: spec.rooms, areas: AREAS, siteId: first.id });
  if (!first.roomCount) made++;
  const sites: BenchSite[] = [template];
  const started = performance.now();
  for (let i = 1; i < spec.sites; i += CREATE_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CREATE_CONCURRENCY, spec.sites - i) }, (_, k) => i + k);
    sites.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const found = existing.get(siteName(n));
          if (found?.roomCount) return readBenchSite(api, found.id, template);
          made++;
          return createBenchSite(api, {
            name: siteName(n),
            rooms: spec.rooms,
            areas: AREAS,
            like: template,
            ...(found ? { siteId: found.id } : {}),
          });
        }),
      )),
    );
    const done = i + batch.length;
    if (made && (done % 25 < CREATE_CONCURRENCY || done === spec.sites)) {
      progress(`${spec.label}: ${done}/${spec.sites} sites ready (${made} made), ${round1((performance.now() - started) / 1000)} s`);
    }
  }
  return { sites, made };
}

/**
 * Each site's history (`insertHistory`), room_last_cleans and a year's audits and markings, one site at a
 * time. A site whose markings exist is complete (they are written last); one with reports but no markings
 * was cut off by an interrupted run and is written again.
 */
async function writeHistory(db: pg.Client, spec: TenantSpec, sites: BenchSite[]): Promise<number> {
  const started = performance.now();
  let total = 0;
  let written = 0;
  for (const [i, site] of sites.entries()) {
    const state = await asTenant(db, site.tenantId, () =>
      db.query<{ reports: boolean; markings: boolean }>(
        `select exists(select 1 from housekeeping_reports where facility_id = $1) as reports,
           exists(select 1 from marking_reports where facility_id = $1) as markings`,
        [site.id],
      ),
    );
    if (state.rows[0]?.markings) continue;
    await asTenant(db, site.tenantId, async () => {
      if (state.rows[0]?.reports) {
        await db.query('delete from room_last_cleans where room_id = any($1::uuid[])', [site.rooms.map((r) => r.id)]);
        await db.query('delete from housekeeping_reports where facility_id = $1', [site.id]);
      }
      // The rooms were there for the whole history: the site dashboard counts the cleans due in a room
      // from when it was added.
      await db.query('update rooms set created_at = now() - make_interval(days => $2::int + 1) where facility_id = $1', [
        site.id,
        spec.days,
      ]);
    });
    const t = performance.now();
    const reports = await insertHistory(db, site, spec.days);
    const insertSeconds = (performance.now() - t) / 1000;
    await insertLastCleans(db, site.tenantId, [site.id]);
    await insertAudits(db, site, spec.days);
    total += reports;
    written++;
    // Fresh statistics while the table grows from nothing, so that the plans of the next sites' writes stay
    // per site (a plan made for a small table scans it whole); autovacuum alone lags behind.
    if (written === 1 || written === 5 || written % 25 === 0) {
      await db.query('analyze housekeeping_reports, marking_reports, room_last_cleans');
    }
    const elapsed = (performance.now() - started) / 1000;
    progress(
      `${spec.label}: site ${i + 1}/${sites.length}: ${reports.toLocaleString('en')} reports in ${round1(insertSeconds)} s ` +
        `(${Math.round(reports / insertSeconds).toLocaleString('en')} rows/s), with last cleans and audits ` +
        `${round1((performance.now() - t) / 1000)} s; ${total.toLocaleString('en')} reports in ${round1(elapsed)} s ` +
        `(${Math.round(total / elapsed).toLocaleString('en')} rows/s)`,
    );
  }
  if (written) progress(`${spec.label}: ${written} sites written, ${total.toLocaleString('en')} reports`);
  return total;
}

export async function prepareTenant(server: BenchServer, admin: Api, db: pg.Client, spec: TenantSpec): Promise<BenchTenant> {
  let tenant = (await admin<{ tenants: TTenant[] }>('GET', '/api/tenant')).tenants.find((t) => t.name === spec.name);
  if (!tenant) {
    await onboard(server, admin, db, spec);
    tenant = (await admin<{ tenants: TTenant[] }>('GET', '/api/tenant')).tenants.find((t) => t.name === spec.name);
    if (!tenant) throw new Error(`scale bench: ${spec.name} was not created`);
    progress(`${spec.label}: organization ${spec.name} onboarded`);
  } else {
    progress(`${spec.label}: organization ${spec.name} found (${tenant.siteCount} sites): reusing it`);
  }
  const token = await signIn(server, spec.email, DEMO_PASSWORD);
  const api = apiClient(server, token);
  const t = performance.now();
  const { sites, made } = await prepareSites(api, spec);
  const sitesSeconds = (performance.now() - t) / 1000;
  const h = performance.now();
  const reports = await writeHistory(db, spec, sites);
  const historySeconds = (performance.now() - h) / 1000;
  return {
    tenantId: tenant.id,
    token,
    sites,
    written: made || reports ? { reports, sitesSeconds: round1(sitesSeconds), historySeconds: round1(historySeconds) } : null,
  };
}

const mb = (bytes: string | number) => Math.round(Number(bytes) / 1048576);

export async function dataSizes(db: pg.Client, tenants: Record<'scale' | 'single', BenchTenant>) {
  const size = await db.query<{ total: string; heap: string; indexes: string; reports_all: string }>(
    `select pg_total_relation_size('housekeeping_reports') as total, pg_relation_size('housekeeping_reports') as heap,
       pg_indexes_size('housekeeping_reports') as indexes, (select reltuples::bigint from pg_class where oid = 'housekeeping_reports'::regclass) as reports_all`,
  );
  const count = async (tenant: BenchTenant) =>
    Number(
      (
        await asTenant(db, tenant.tenantId, () =>
          db.query<{ n: string }>('select count(*) as n from housekeeping_reports where tenant_id = $1', [tenant.tenantId]),
        )
      ).rows[0]?.n ?? 0,
    );
  const row = size.rows[0];
  return {
    reports_scale_tenant: await count(tenants.scale),
    reports_single_tenant: await count(tenants.single),
    reports_table_estimate: Number(row?.reports_all ?? 0),
    table_total_mb: mb(row?.total ?? 0),
    table_heap_mb: mb(row?.heap ?? 0),
    table_indexes_mb: mb(row?.indexes ?? 0),
  };
}

/**
 * Drops the organization-benchmark refresh jobs still queued (from an earlier run, which leaves some
 * behind) and waits for one already running to end.
 */
export async function forgetBenchmarkJobs(db: pg.Client): Promise<void> {
  await db.query(`delete from pgboss.job where name = 'site-benchmark-refresh' and state in ('created', 'retry')`);
  for (const until = Date.now() + 10 * 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 1000))) {
    const active = await db.query(`select 1 from pgboss.job where name = 'site-benchmark-refresh' and state = 'active' limit 1`);
    if (!active.rowCount) return;
  }
}
