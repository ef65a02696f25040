import type { THousekeepingConfig, TRoutine, TSiteBenchmark } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf, bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logging.ts';
import { getSiteBenchmark, siteDashboardWorkers } from './site-dashboard.benchmark.ts';
import { getSiteDashboard } from './site-dashboard.service.ts';

// The organization's benchmark answers from each site's kept measures: what the request has no time to
// work out is left to the job (a real pg-boss runner here), the page asks again until nothing is pending,
// fresh measures are not worked out again, and no two work out the same site at once.

const WEEKS = 2;
let t: TestContext;
let a: OrgFixture;
let runner: JobRunner;
let auth: TenantAuth;
let cleanTarget: { facilityId: string; roomId: string; authorStaffId: string; routine: TRoutine };
let housekeeperToken: string;

const measuresOf = (s: TSiteBenchmark['sites'][number]) => {
  const { facilityId: _id, facilityName: _name, timeZone: _zone, computedAt: _at, ...measures } = s;
  return measures;
};

async function saveClean(minutesAgo: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/submitReport',
    headers: bearer(housekeeperToken),
    payload: { report: completeReportSave(cleanTarget, new Date(Date.now() - minutesAgo * 60_000)) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Chain');
  const admin = await login(t, a.emails.FacilityAdministrator as string);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token.token), ...(payload ? { payload } : {}) });
  const config = (await call('GET', `/api/housekeeping/config?facilityId=${a.siteIds[0]}`)).json() as THousekeepingConfig;
  const roomType = config.roomTypes.find((rt) => rt.roomType === 'Resident Room') as THousekeepingConfig['roomTypes'][number];
  const made = await call('POST', '/api/facility/rooms', {
    facilityId: a.siteIds[0],
    areas: [],
    rooms: [{ areaId: null, roomNumber: '101', roomTypeId: roomType.id }],
  });
  expect(made.statusCode, made.body).toBe(200);
  cleanTarget = {
    facilityId: a.siteIds[0],
    roomId: (made.json() as { rooms: { id: string }[] }).rooms[0]?.id as string,
    authorStaffId: a.staffIds.Housekeeper as string,
    routine: roomType.routines.find((r) => r.cleanType === 'Clean') as TRoutine,
  };
  housekeeperToken = (await login(t, a.emails.Housekeeper as string)).token.token;
  await saveClean(60);
  auth = await authOf(t, await login(t, a.emails.MultiFacilityAdministrator as string));
  runner = new JobRunner(t.ownerUrl, [], createLogger('silent'), { workers: siteDashboardWorkers(t.ctx) });
  await runner.start();
  t.ctx.queue = runner;
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

describe('the organization’s benchmark (GET /sitedashboard/sites)', () => {
  it('answers at once with what is known, leaves the rest to the job, and shows it when the job is done', async () => {
    // No time for working anything out inline: every site is pending and the job is sent.
    const first = await getSiteBenchmark(t.ctx, auth, WEEKS, new Date(), { inlineBudgetMs: 0 });
    expect(first.sites).toEqual([]);
    expect(first.pending.map((p) => p.facilityId).sort()).toEqual([...a.siteIds].sort());
    expect(first.refreshing).toBe(true);

    // The page asks again (still without inline time) until the job has worked out every site.
    let answer = first;
    const until = Date.now() + 30_000;
    while ((answer.pending.length || answer.refreshing) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      answer = await getSiteBenchmark(t.ctx, auth, WEEKS, new Date(), { inlineBudgetMs: 0 });
    }
    expect(answer.pending).toEqual([]);
    expect(answer.refreshing).toBe(false);
    expect(answer.sites).toHaveLength(2);
    // The job's measures are the site's own dashboard totals.
    for (const site of answer.sites) {
      const { totals } = await getSiteDashboard(t.ctx, auth, { facilityId: site.facilityId, weeks: WEEKS });
      expect(measuresOf(site)).toEqual(totals);
    }
    expect(answer.sites.find((s) => s.facilityId === a.siteIds[0])?.cleansCompleted).toBe(1);
  });

  it('uses fresh measures as they are and works out stale ones again', async () => {
    const kept = await getSiteBenchmark(t.ctx, auth, WEEKS);
    const before = kept.sites.find((s) => s.facilityId === a.siteIds[0]);
    expect(before?.cleansCompleted).toBe(1);
    await saveClean(30);
    // Within the fresh time the kept measures answer (and say when they were worked out).
    const fresh = await getSiteBenchmark(t.ctx, auth, WEEKS);
    const same = fresh.sites.find((s) => s.facilityId === a.siteIds[0]);
    expect(same?.cleansCompleted).toBe(1);
    expect(same?.computedAt).toBe(before?.computedAt);
    expect(fresh.refreshing).toBe(false);
    // Once stale, the request works them out again: the new clean is counted.
    const redone = await getSiteBenchmark(t.ctx, auth, WEEKS, new Date(), { freshMs: 0 });
    const after = redone.sites.find((s) => s.facilityId === a.siteIds[0]);
    expect(after?.cleansCompleted).toBe(2);
    expect(Date.parse(after?.computedAt as string)).toBeGreaterThan(Date.parse(before?.computedAt as string));
  });

  it('leaves a site that another request or job is working out to it, and asks the page to look again', async () => {
    const busySite = a.siteIds[0];
    const before = (await getSiteBenchmark(t.ctx, auth, WEEKS)).sites;
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const holder = withTenant(t.database.db, a.tenantId, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7272016, hashtext(${`${busySite}:${WEEKS}`}))`);
      locked();
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await isLocked;
    const answer = await getSiteBenchmark(t.ctx, auth, WEEKS, new Date(), { freshMs: 0 });
    release();
    await holder;
    expect(answer.refreshing).toBe(true);
    const at = (list: TSiteBenchmark['sites'], id: string) => list.find((s) => s.facilityId === id)?.computedAt;
    // The busy site keeps its last measures; the other one was worked out again.
    expect(at(answer.sites, busySite)).toBe(at(before, busySite));
    expect(at(answer.sites, a.siteIds[1])).not.toBe(at(before, a.siteIds[1]));
  });

  it('answers the route with the pending sites and the refreshing flag', async () => {
    const token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    const res = await t.app.inject({ method: 'GET', url: `/api/sitedashboard/sites?weeks=${WEEKS}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TSiteBenchmark;
    expect(body).toMatchObject({ weeks: WEEKS, pending: [], refreshing: false });
    expect(body.sites.every((s) => typeof s.computedAt === 'string')).toBe(true);
  });
});
