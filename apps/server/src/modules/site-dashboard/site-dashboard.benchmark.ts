import type { TSiteBenchmark, TSiteMeasures } from '@carehome/contracts';
import { SITE_DASHBOARD_WEEKS_DEFAULT } from '@carehome/contracts';
import { BENCHMARK_FRESH_MS, benchmarkWorkOrder, lastWeeks } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { withTenantRead } from '../../platform/db/read-replica.ts';
import type { QueueWorker } from '../../platform/jobs.ts';
import {
  claimBenchmarkSite,
  listActiveSites,
  listBenchmarkEntries,
  type SiteRow,
  saveBenchmarkEntry,
} from './site-dashboard.repository.ts';
import { siteTotals } from './site-dashboard.service.ts';

// The organization's benchmark (GET /sitedashboard/sites): every active site's measures
// side by side. Working out a site's measures reads its cleans, audits and markings and classifies every
// scheduled clean of the period: ~0.1 s for 5 weeks of a 120-room site, ~1 s for a year. For a chain of
// 300 homes that is minutes, so each site's measures are kept (site_benchmark_entries) and the answer is
// made of them: those older than BENCHMARK_FRESH_MS (or of an earlier day) are worked out again inline
// while the request's time allows (BENCHMARK_INLINE_MS, 2 s), the rest by a job, and the page asks again until
// `refreshing` is false. A small organization is worked out whole on every look, as before.

export const SITE_BENCHMARK_JOB = 'site-benchmark-refresh';
interface Options {
  inlineBudgetMs?: number;
  freshMs?: number;
}

type Entry = { periodTo: string; computedAt: Date; measures: TSiteMeasures };

async function loadState(ctx: AppContext, tenantId: string, weeks: number, now: Date) {
  return withTenantRead(ctx, tenantId, async (tx) => {
    const sites = (await listActiveSites(tx)).map((s) => ({ ...s, facilityId: s.id, periodTo: lastWeeks(now, s.time_zone, weeks).to }));
    const entries = new Map<string, Entry>(
      (await listBenchmarkEntries(tx, weeks)).map((e) => [
        e.facility_id,
        { periodTo: e.period_to, computedAt: new Date(e.computed_ms), measures: e.measures as TSiteMeasures },
      ]),
    );
    return { sites, entries };
  });
}

/**
 * Works out one site's measures and keeps them; undefined when another request or job is working the same
 * site out at this moment. The claim and the save are the primary's transaction; the facts are read on
 * the read replica when there is one, while the claim is held.
 */
async function refreshSite(ctx: AppContext, tenantId: string, site: SiteRow, weeks: number, now?: Date): Promise<Entry | undefined> {
  return withTenant(ctx.database.db, tenantId, async (tx) => {
    if (!(await claimBenchmarkSite(tx, site.id, weeks))) return undefined;
    // The instant the facts are read as of: also when they were worked out.
    const computedAt = now ?? new Date();
    const { periodTo, measures } = await withTenantRead(ctx, tenantId, (read) => siteTotals(read, site, weeks, computedAt), {
      primary: tx,
    });
    await saveBenchmarkEntry(tx, { tenantId, facilityId: site.id, weeks, periodTo, measures, computedAt });
    return { periodTo, computedAt, measures };
  });
}

/** GET /sitedashboard/sites: the same measures for every active site of the organization, side by side. */
export async function getSiteBenchmark(
  ctx: AppContext,
  auth: TenantAuth,
  weeksAsked: number | undefined,
  now = new Date(),
  opts: Options = {},
): Promise<TSiteBenchmark> {
  const weeks = weeksAsked ?? SITE_DASHBOARD_WEEKS_DEFAULT;
  const freshMs = opts.freshMs ?? BENCHMARK_FRESH_MS;
  // Without a job runner (a test's app) everything is worked out inline.
  const budget = ctx.queue ? (opts.inlineBudgetMs ?? ctx.config.benchmarkInlineMs) : Number.POSITIVE_INFINITY;
  const { sites, entries } = await loadState(ctx, auth.tenantId, weeks, now);
  const started = performance.now();
  let left = 0;
  let busy = false;
  // The longest site so far: one that would end past the budget is not started.
  let longest = 0;
  for (const site of benchmarkWorkOrder(sites, entries, now, freshMs)) {
    const before = performance.now();
    if (before - started + longest >= budget) {
      left++;
      continue;
    }
    const entry = await refreshSite(ctx, auth.tenantId, site, weeks, now);
    longest = Math.max(longest, performance.now() - before);
    if (entry) entries.set(site.id, entry);
    else busy = true;
  }
  // What the request had no time for (or found being worked out) is left to the job; the page asks again.
  const refreshing = Boolean(ctx.queue) && (left > 0 || busy);
  if (left > 0)
    await ctx.queue?.send(SITE_BENCHMARK_JOB, { tenantId: auth.tenantId, weeks }, { singletonKey: `${auth.tenantId}:${weeks}` });

  const out: TSiteBenchmark = { weeks, generatedAt: now.toISOString(), sites: [], pending: [], refreshing };
  for (const site of sites) {
    const entry = entries.get(site.id);
    if (!entry) out.pending.push({ facilityId: site.id, facilityName: site.name });
    else {
      out.sites.push({
        ...entry.measures,
        facilityId: site.id,
        facilityName: site.name,
        timeZone: site.time_zone,
        computedAt: entry.computedAt.toISOString(),
      });
    }
  }
  return out;
}

/**
 * The job: works out, oldest first, every site of the organization whose measures for `weeks` are not
 * fresh, one site per transaction (the page sees them arrive). Run twice, the second finds them fresh.
 */
export async function refreshSiteBenchmark(
  ctx: AppContext,
  data: { tenantId: string; weeks: number },
  opts: Options = {},
): Promise<number> {
  const now = new Date();
  const { sites, entries } = await loadState(ctx, data.tenantId, data.weeks, now);
  let done = 0;
  for (const site of benchmarkWorkOrder(sites, entries, now, opts.freshMs ?? BENCHMARK_FRESH_MS)) {
    if (await refreshSite(ctx, data.tenantId, site, data.weeks)) done++;
  }
  return done;
}

export function siteDashboardWorkers(ctx: AppContext): QueueWorker[] {
  // A year of 300 sites takes minutes.
  return [
    {
      name: SITE_BENCHMARK_JOB,
      run: (d) => refreshSiteBenchmark(ctx, d as { tenantId: string; weeks: number }),
      expireInSeconds: 3600,
    },
  ];
}
