import type { TAuditStatus, TAuditSuggestions, TAuditTargets, TRoutine } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, newResident, newRooms, roomTypeNamed, routineOf, siteConfig } from '../../../test/factories.ts';
import type { OrgFixture, TestContext } from '../../../test/harness.ts';
import { auditSave, completeReportSave } from '../../../test/report-saves.ts';
import { withTenant } from '../../platform/db/database.ts';

// The audit planning through HTTP on a real PostgreSQL: who may read and set the targets and the list,
// the list explaining its rooms (a flagged resident, a failed audit, an outbreak raising its wing), the
// week's progress counted in the site's week (Toronto, Monday start) and the targets' validation.

const ZONE = 'America/Toronto';
let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let clean: TRoutine;
let rooms: Record<string, string> = {};
const areas: Record<string, string> = {};

const site = () => a.siteIds[0];
const suggestions = async (role = 'FacilityAssistant', query = ''): Promise<TAuditSuggestions> => {
  const res = await t.as(role, a).get(`facility/auditsuggestions?facilityId=${site()}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const saveTargets = (body: Partial<TAuditTargets>, org = a) =>
  t.as('FacilityAssistant', org).post('facility/audittargets', { facilityId: org.siteIds[0], perWeek: null, areas: [], ...body });

/** A clean of the room finished at `cleanAt`, audited at `auditAt` with every operation given `result`. */
async function cleanAndAudit(roomId: string, cleanAt: Date, auditAt: Date, result: TAuditStatus) {
  const target = { facilityId: site(), roomId, authorStaffId: a.staffIds.Housekeeper as string, routine: clean };
  const report = await t.as('Housekeeper', a).post('housekeeping/submitReport', { report: completeReportSave(target, cleanAt) });
  expect(report.statusCode, report.body).toBe(200);
  const results = Object.fromEntries(clean.operations.map((op) => [op.id, result]));
  const auditor = { reportId: report.json().id, facilityId: site(), authorStaffId: a.staffIds.FacilityAssistant as string };
  const audit = await t
    .as('FacilityAssistant', a)
    .post('housekeeping/submitReport', { audit: auditSave(auditor, results, { startDate: auditAt.toISOString() }) });
  expect(audit.statusCode, audit.body).toBe(200);
}

beforeAll(async () => {
  [t, a, b] = await contextWith(['Plan', 'Other']);
  clean = routineOf(roomTypeNamed(await siteConfig(t, { org: a })), 'Clean');
  const east = await newRooms(t, ['101', '102'], { org: a, area: { name: 'East Wing' } });
  const west = await newRooms(t, ['201', '202'], { org: a, area: { name: 'West Wing' } });
  rooms = { ...east, ...west };
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    const res = await tx.execute<{ id: string; name: string }>(sql`select id, name from room_areas where facility_id = ${site()}`);
    for (const r of res.rows) areas[r.name] = r.id;
  });
  await newResident(t, rooms['102'] as string, { firstName: 'Ada', lastName: 'Byrne', exitSeeking: true }, { org: a });
  // Room 201 was cleaned and failed its audit a minute ago (this week, but for the first minute of a Monday).
  const now = Date.now();
  await cleanAndAudit(rooms['201'] as string, new Date(now - 2 * 60_000), new Date(now - 60_000), 'NotCleanedFailed');
});
afterAll(() => t.close());

describe('GET /facility/auditsuggestions', () => {
  it('is for lead housekeepers and supervisors, not nursing or housekeepers', async () => {
    await suggestions('LeadHousekeeper');
    for (const role of ['Nursing', 'Housekeeper']) {
      const res = await t.as(role, a).get(`facility/auditsuggestions?facilityId=${site()}`);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('explains each room: the flagged resident by name, the failed audit, the rooms never audited', async () => {
    const list = await suggestions();
    expect(list.roomCount).toBe(4);
    // Ada's exit seeking and no audit yet; then the rooms never audited; the failed audit of a minute ago last.
    expect(list.rooms.map((r) => r.roomNumber)).toEqual(['102', '101', '202', '201']);
    const [top, never, , failed] = list.rooms;
    expect(top?.reasons.map((r) => r.code)).toEqual(['neverAudited', 'exitSeeking']);
    expect(top?.reasons[1]?.names).toEqual(['Ada Byrne']);
    expect(top).toMatchObject({ areaPath: 'East Wing', lastAuditAt: null, reportId: null });
    expect(failed?.reasons.map((r) => r.code)).toEqual(['pastFailures']);
    expect(failed?.reasons[0]?.count).toBe(1);
    expect(failed?.lastAuditAt).not.toBeNull();
    expect(failed?.reportId).not.toBeNull();
    expect(never?.reasons.map((r) => r.code)).toEqual(['neverAudited']);
    expect(list.site).toEqual({ areaId: null, areaPath: null, target: null, done: 1 });
  });

  it('raises the rooms of a wing with an outbreak to the top, naming the outbreak', async () => {
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`insert into outbreaks (tenant_id, facility_id, area_id, reason, started_by_name)
        values (${a.tenantId}, ${site()}, ${areas['West Wing']}, 'Norovirus', 'Test')`),
    );
    try {
      const list = await suggestions('LeadHousekeeper');
      expect(list.rooms.slice(0, 2).map((r) => r.roomNumber)).toEqual(['202', '201']);
      expect(list.rooms[0]?.reasons[0]).toMatchObject({ code: 'outbreak', names: ['West Wing'] });
    } finally {
      await withTenant(t.database.db, a.tenantId, (tx) => tx.execute(sql`delete from outbreaks where facility_id = ${site()}`));
    }
  });

  it('counts the audits of the site’s week, Monday to Sunday in its time zone, against the targets', async () => {
    const monday = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 3 });
    const at = (day: number, hour: number, minute = 0) => monday.plus({ days: day }).set({ hour, minute }).toJSDate();
    // Sunday 23:30 before the week and the Monday 00:30 after it are outside; Monday 00:30 and Sunday 23:30 inside.
    await cleanAndAudit(rooms['101'] as string, at(-1, 23), at(-1, 23, 30), 'CleanedPass');
    await cleanAndAudit(rooms['101'] as string, at(0, 0, 10), at(0, 0, 30), 'CleanedPass');
    await cleanAndAudit(rooms['202'] as string, at(6, 23), at(6, 23, 30), 'CleanedPass');
    await cleanAndAudit(rooms['202'] as string, at(7, 0, 10), at(7, 0, 30), 'CleanedPass');
    expect((await saveTargets({ perWeek: 3, areas: [{ areaId: areas['East Wing'] as string, perWeek: 1 }] })).statusCode).toBe(200);

    const wednesday = monday.plus({ days: 2 }).toISODate();
    const list = await suggestions('FacilityAssistant', `&date=${wednesday}`);
    expect([list.weekStart, list.weekEnd]).toEqual([monday.toISODate(), monday.plus({ days: 6 }).toISODate()]);
    expect(list.site).toMatchObject({ target: 3, done: 2 });
    expect(list.areas).toEqual([{ areaId: areas['East Wing'], areaPath: 'East Wing', target: 1, done: 1 }]);
    // One audit left over five days: the list still offers five rooms (the site has four).
    expect(list.rooms).toHaveLength(4);

    // This week: the site's target of 1 met by the failed audit, nothing more is suggested.
    await saveTargets({ perWeek: 1 });
    const today = await suggestions();
    expect(today.site).toMatchObject({ target: 1, done: 1 });
    expect(today.rooms).toEqual([]);
    await saveTargets({ perWeek: null });
  });
});

describe('a room audited long ago', () => {
  it('keeps its last audit from beyond the failures’ window, and its old failure no longer counts', async () => {
    const old = (await newRooms(t, ['301'], { org: a }))['301'] as string;
    const at = Date.now() - 200 * 86_400_000;
    await cleanAndAudit(old, new Date(at - 60_000), new Date(at), 'CleanedFailed');
    const room = (await suggestions()).rooms.find((r) => r.roomId === old);
    expect(room?.lastAuditAt?.slice(0, 10)).toBe(new Date(at).toISOString().slice(0, 10));
    expect(room?.reasons.map((r) => r.code)).toEqual(['sinceLastAudit']);
  });
});

describe('GET and POST /facility/audittargets', () => {
  it('saves the site’s and its areas’ targets and records who did', async () => {
    const body = { perWeek: 20, areas: [{ areaId: areas['West Wing'] as string, perWeek: 8 }] };
    const saved = await saveTargets(body);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.as('FacilityAdministrator', a).get(`facility/audittargets?facilityId=${site()}`);
    expect(read.json()).toEqual({ facilityId: site(), ...body });
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from events where type = 'audit_planning.targets_saved' and facility_id = ${site()}`,
      ),
    );
    expect(events.rows[0]?.n).toBeGreaterThan(0);
    for (const role of ['LeadHousekeeper', 'Nursing']) {
      expect((await t.as(role, a).get(`facility/audittargets?facilityId=${site()}`)).statusCode, role).toBe(403);
    }
  });

  it('refuses targets outside 0..500 and areas not of the site, naming the field', async () => {
    const field = async (body: Partial<TAuditTargets>) => {
      const res = await saveTargets(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await field({ perWeek: 501 })).toEqual(['perWeek']);
    expect(await field({ perWeek: -1 })).toEqual(['perWeek']);
    expect(await field({ areas: [{ areaId: areas['East Wing'] as string, perWeek: 1.5 }] })).toEqual(['areas.0.perWeek']);
    expect(await field({ areas: [{ areaId: crypto.randomUUID(), perWeek: 1 }] })).toEqual(['areas.0.areaId']);
    const east = areas['East Wing'] as string;
    expect(
      await field({
        areas: [
          { areaId: east, perWeek: 1 },
          { areaId: east, perWeek: 2 },
        ],
      }),
    ).toEqual(['areas.1.areaId']);
  });

  it('keeps organizations apart', async () => {
    // Another organization's site is not found; its area is not one of our site's.
    const other = await t.as('MultiFacilityAdministrator', b).get(`facility/auditsuggestions?facilityId=${site()}`);
    expect(other.statusCode).toBe(404);
    expect((await t.as('MultiFacilityAdministrator', b).get(`facility/audittargets?facilityId=${site()}`)).statusCode).toBe(404);
    const res = await saveTargets({ areas: [{ areaId: areas['East Wing'] as string, perWeek: 1 }] }, b);
    expect(res.statusCode).toBe(400);
    expect((await t.as('FacilityAssistant', b).get(`facility/audittargets?facilityId=${b.siteIds[0]}`)).json()).toMatchObject({
      perWeek: null,
      areas: [],
    });
  });
});
