import type { TAuditStatus, TRoutine, TSiteBenchmark, TSiteDashboard } from '@carehome/contracts';
import { emptyFacts, initialOperations, measuresOf } from '@carehome/domain';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomTypeNamed, routineOf, siteConfig, tokensOf } from '../../../test/factories.ts';
import { authOf, bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';
import { getSiteBenchmark } from './site-dashboard.benchmark.ts';
import { getSiteDashboard } from './site-dashboard.service.ts';

// The site dashboard on a small scenario computed by hand. One week two weeks back in
// Toronto; room 101 (East) has the starter daily Clean (07:00-15:00, due 12:00):
//   Mon nothing (missed), Tue clean 09:00-09:20 (on time) answering a marking of two objects whose audit
//   finds one cleaned and one not (TDC 1/2, audit failed), Wed clean 13:00-13:20 (late) audited as passed,
//   Thu nothing (missed). Seen on Thursday 20:00: 4 due, 1 on time, 1 late, 2 missed, 2 cleans of 20 min.
// Room 201 (West) was added on Wednesday: Wed and Thu are due there (both missed), not Mon and Tue.

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let clean: TRoutine;
const tokens: Record<string, string> = {};
const rooms: Record<string, string> = {};
const areas: Record<string, string> = {};
const monday = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 2 });
const local = (day: number, hour: number) => monday.plus({ days: day }).set({ hour }).toJSDate();
const seenAt = local(3, 20);

const call = (who: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

async function ok(who: string, url: string, payload: unknown) {
  const res = await call(who, url, 'POST', payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

function audit(reportId: string, startDate: Date, results: Record<string, TAuditStatus>) {
  const target = { reportId, facilityId: a.siteIds[0], authorStaffId: a.staffIds.FacilityAssistant as string };
  return auditSave(target, results, { startDate: startDate.toISOString(), fluorescentGelMethod: true });
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Bench');
  b = await createOrganization(t, 'Other');
  const staff = ['MultiFacilityAdministrator', 'FacilityAdministrator', 'FacilityAssistant', 'Nursing', 'Housekeeper'];
  Object.assign(tokens, await tokensOf(t, staff), await tokensOf(t, { bAdmin: 'MultiFacilityAdministrator' }, b));
  const roomType = roomTypeNamed(await siteConfig(t));
  clean = routineOf(roomType, 'Clean');
  areas.East = crypto.randomUUID();
  areas.West = crypto.randomUUID();
  const site = await ok('FacilityAdministrator', '/api/facility/rooms', {
    facilityId: a.siteIds[0],
    areas: [
      { id: areas.East, parentId: null, name: 'East' },
      { id: areas.West, parentId: null, name: 'West' },
    ],
    rooms: [
      { areaId: areas.East, roomNumber: '101', roomTypeId: roomType.id },
      { areaId: areas.West, roomNumber: '201', roomTypeId: roomType.id },
    ],
  });
  for (const r of site.rooms as { id: string; roomNumber: string }[]) rooms[r.roomNumber] = r.id;
  // The rooms were "added" the Sunday before, after that day's noon due time (101), and on the Wednesday morning (201).
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    await tx.execute(sql`update rooms set created_at = ${local(-1, 13).toISOString()}::timestamptz where id = ${rooms['101']}`);
    await tx.execute(sql`update rooms set created_at = ${local(2, 6).toISOString()}::timestamptz where id = ${rooms['201']}`);
  });

  const [op0, op1] = clean.operations as [TRoutine['operations'][number], TRoutine['operations'][number]];
  const marking = {
    id: crypto.randomUUID(),
    facilityId: a.siteIds[0],
    roomId: rooms['101'],
    cleanType: 'Clean',
    startDate: local(1, 8).toISOString(),
    markingDate: local(1, 8).toISOString(),
    operations: initialOperations(clean.operations).map((op) => ({ ...op, isMarked: op.id === op0.id || op.id === op1.id })),
    authorStaffId: a.staffIds.FacilityAssistant as string,
  };
  await ok('FacilityAssistant', '/api/housekeeping/submitmarkingreport', { report: marking });
  const target = {
    facilityId: a.siteIds[0],
    roomId: rooms['101'] as string,
    authorStaffId: a.staffIds.Housekeeper as string,
    routine: clean,
  };
  const tuesday = await ok('Housekeeper', '/api/housekeeping/submitReport', {
    report: completeReportSave(target, new Date(local(1, 9).getTime() + 20 * 60_000), { markingReportId: marking.id }),
  });
  await ok('FacilityAssistant', '/api/housekeeping/submitReport', {
    audit: audit(tuesday.id, local(1, 10), { [op0.id]: 'CleanedPass', [op1.id]: 'NotCleanedFailed' }),
  });
  const wednesday = await ok('Housekeeper', '/api/housekeeping/submitReport', {
    report: completeReportSave(target, new Date(local(2, 13).getTime() + 20 * 60_000)),
  });
  await ok('FacilityAssistant', '/api/housekeeping/submitReport', {
    audit: audit(wednesday.id, local(2, 14), { [op0.id]: 'CleanedPass' }),
  });
});
afterAll(() => t.close());

/** The measures of nothing, as the domain's own tests check them: zeros and no rates. */
const measuresZero = measuresOf(emptyFacts());

describe('site dashboard numbers', () => {
  it('gives the hand-computed week of the site', async () => {
    const auth = await authOf(t, await login(t, a.emails.FacilityAssistant as string));
    const d = await getSiteDashboard(t.ctx, auth, { facilityId: a.siteIds[0], weeks: 1 }, seenAt);
    expect([d.from, d.to, d.timeZone]).toEqual([monday.toISODate(), monday.plus({ days: 3 }).toISODate(), ZONE]);
    const week = {
      marked: 2,
      cleaned: 1,
      tdc: 0.5,
      auditsPassed: 1,
      auditsFailed: 1,
      auditPassRate: 0.5,
      // No audit took an ATP reading.
      atpReadings: 0,
      atpPassRate: null,
      // 101: Mon missed, Tue on time, Wed late, Thu missed; 201 (added Wednesday): Wed and Thu missed.
      due: 6,
      onTime: 1,
      late: 1,
      missed: 4,
      doneRate: 2 / 6,
      overdue: 5,
      cleansCompleted: 2,
      averageMinutes: 20,
    };
    expect(d.weeks).toEqual([{ week: monday.toISODate(), ...week }]);
    expect(d.totals).toEqual(week);
    expect(d.areas.map((r) => [r.label, r.due, r.onTime, r.late, r.missed, r.tdc])).toEqual([
      ['East', 4, 1, 1, 2, 0.5],
      ['West', 2, 0, 0, 2, null],
    ]);
    const [op0, op1] = clean.operations.map((o) => `${o.group} / ${o.item}`);
    // Wednesday's audit (no marking) gave every operation a pass; Tuesday's only the two marked objects a result.
    const row = (label: string) => d.operations.find((r) => r.label === label);
    expect(row(op0 as string)).toMatchObject({ marked: 1, cleaned: 1, tdc: 1, auditsPassed: 2, auditsFailed: 0 });
    expect(row(op1 as string)).toMatchObject({ marked: 1, cleaned: 0, tdc: 0, auditsPassed: 1, auditsFailed: 1, auditPassRate: 0.5 });
    expect(d.operations).toHaveLength(clean.operations.length);
    for (const r of d.operations.filter((o) => o.label !== op0 && o.label !== op1)) {
      expect([r.marked, r.auditsPassed, r.auditsFailed, r.due]).toEqual([0, 1, 0, 0]);
    }
    expect(d.areaChoices.map((c) => c.label)).toEqual(['East', 'West']);
    // Both audits observed directly with fluorescent gel: Tuesday's two results (one failed) and Wednesday's passes.
    const n = clean.operations.length + 2;
    const byMethod = { audits: 2, audited: n, passed: n - 1, failed: 1, notPresent: 0, rate: (n - 1) / n };
    expect(d.byMethod).toEqual([
      { method: 'directObservationMethod', ...byMethod },
      { method: 'fluorescentGelMethod', ...byMethod },
    ]);

    // Drill into West: only its room; into one operation: TDC and audits of that operation only.
    const west = await getSiteDashboard(t.ctx, auth, { facilityId: a.siteIds[0], weeks: 1, areaId: areas.West }, seenAt);
    expect(west.totals).toEqual({ ...measuresZero, due: 2, onTime: 0, late: 0, missed: 2, doneRate: 0, overdue: 2 });
    const one = await getSiteDashboard(t.ctx, auth, { facilityId: a.siteIds[0], weeks: 1, operation: op1 }, seenAt);
    expect(one.totals).toMatchObject({ marked: 1, cleaned: 0, tdc: 0, auditsPassed: 1, auditsFailed: 1, due: 6 });
    expect(one.byMethod?.[0]).toMatchObject({ method: 'directObservationMethod', audits: 2, audited: 2, passed: 1, failed: 1, rate: 0.5 });

    // Three weeks back to the same Thursday: two empty weeks before, the same numbers in the last one.
    const three = await getSiteDashboard(t.ctx, auth, { facilityId: a.siteIds[0], weeks: 3 }, seenAt);
    expect(three.weeks.map((w) => w.week)).toEqual([
      monday.minus({ weeks: 2 }).toISODate(),
      monday.minus({ weeks: 1 }).toISODate(),
      monday.toISODate(),
    ]);
    expect(three.weeks[0]).toMatchObject({ ...measuresZero, due: 0 });
    expect(three.totals).toEqual(week);
  });

  it('puts every site of the organization side by side', async () => {
    const auth = await authOf(t, await login(t, a.emails.MultiFacilityAdministrator as string));
    const bench = await getSiteBenchmark(t.ctx, auth, 1, seenAt);
    expect(bench.sites.map((s) => [s.facilityName, s.tdc, s.due, s.cleansCompleted])).toEqual([
      ['Bench North', 0.5, 6, 2],
      ['Bench South', null, 0, 0],
    ]);
    // The benchmark counts its totals in advance (cleans per status, scheduled cleans per outcome): the
    // same numbers as each site's own dashboard.
    for (const weeks of [1, 3]) {
      const sites = (await getSiteBenchmark(t.ctx, auth, weeks, seenAt)).sites;
      for (const site of sites) {
        const { totals } = await getSiteDashboard(t.ctx, auth, { facilityId: site.facilityId, weeks }, seenAt);
        const { facilityId: _id, facilityName: _name, timeZone: _zone, computedAt: _at, ...measures } = site;
        expect(measures).toEqual(totals);
      }
    }
  });
});

describe('GET /sitedashboard and /sitedashboard/sites', () => {
  it('answers supervisors and above in their site; not nurses; not other sites or organizations', async () => {
    const res = await call('FacilityAssistant', `/api/sitedashboard?facilityId=${a.siteIds[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TSiteDashboard;
    expect(body.weeks).toHaveLength(12);
    expect(body.facilityName).toBe('Bench North');
    expect((await call('Nursing', `/api/sitedashboard?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
    expect((await call('FacilityAssistant', `/api/sitedashboard?facilityId=${a.siteIds[1]}`)).statusCode).toBe(404);
    expect((await call('MultiFacilityAdministrator', `/api/sitedashboard?facilityId=${a.siteIds[1]}`)).statusCode).toBe(200);
    expect((await call('MultiFacilityAdministrator', `/api/sitedashboard?facilityId=${b.siteIds[0]}`)).statusCode).toBe(404);
    // An area of another site is not found; bad input is 400 with the field.
    const bArea = await call('FacilityAssistant', `/api/sitedashboard?facilityId=${a.siteIds[0]}&areaId=${crypto.randomUUID()}`);
    expect(bArea.statusCode).toBe(404);
    const weeks = await call('FacilityAssistant', `/api/sitedashboard?facilityId=${a.siteIds[0]}&weeks=0`);
    expect(weeks.statusCode).toBe(400);
    expect(weeks.json().errors[0].field).toBe('querystring.weeks');
    expect((await call('FacilityAssistant', `/api/sitedashboard?facilityId=${a.siteIds[0]}&weeks=abc`)).statusCode).toBe(400);
  });

  it('benchmarks for organization administrators only, each organization its own sites', async () => {
    const res = await call('MultiFacilityAdministrator', '/api/sitedashboard/sites?weeks=4');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TSiteBenchmark;
    expect(body.weeks).toBe(4);
    expect(body.sites.map((s) => s.facilityId).sort()).toEqual([...a.siteIds].sort());
    expect((await call('FacilityAdministrator', '/api/sitedashboard/sites')).statusCode).toBe(403);
    const other = (await call('bAdmin', '/api/sitedashboard/sites')).json() as TSiteBenchmark;
    expect(other.sites.map((s) => s.facilityId).sort()).toEqual([...b.siteIds].sort());
  });
});
