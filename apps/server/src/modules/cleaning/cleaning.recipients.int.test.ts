import type { TEmailRecipients, THousekeepingConfig, TRoutine } from '@carehome/contracts';
import { initialOperations } from '@carehome/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tok: Record<'manager' | 'supervisor' | 'housekeeper' | 'housekeeperSouth' | 'tablet' | 'orgAdmin' | 'system', string> = {} as never;
const SUPERVISORS = ['quality.lead@supervisors.example', 'night.desk@supervisors.example'];

const recipients = (token: string | null, facilityId?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/housekeeping/emailrecipients',
    ...(facilityId === undefined ? {} : { query: { facilityId } }),
    headers: token ? bearer(token) : {},
  });

async function addStaff(fields: { firstName: string; lastName: string; email: string | null; facilityId: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff',
    headers: bearer(tok.orgAdmin),
    payload: { staffMember: { staffRefId: `R-${crypto.randomUUID().slice(0, 8)}`, role: 'Housekeeper', ...fields } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  [t, a, b] = await contextWith(['Recipients', 'Strangers']);
  tok.manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tok.supervisor = (await login(t, a.emails.FacilityAssistant as string)).token.token;
  tok.housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
  tok.housekeeperSouth = (await login(t, a.emails['Housekeeper@1'] as string)).token.token;
  tok.tablet = (await login(t, a.emails.TabletRegistration as string)).token.token;
  tok.orgAdmin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  const system = await login(t, await createSystemUser(t, 'SiteAdministrator'));
  tok.system = system.token.token;

  // Supervisors, one of them twice in another case (set by the provider administrator).
  const tenant = (await t.app.inject({ method: 'GET', url: '/api/tenant', query: { id: a.tenantId }, headers: bearer(tok.system) })).json()
    .tenants[0];
  const updated = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/update',
    headers: bearer(tok.system),
    payload: {
      tenant: {
        id: a.tenantId,
        name: tenant.name,
        companyLogo: null,
        reportColors: tenant.reportColors,
        supervisors: [...SUPERVISORS, 'QUALITY.LEAD@supervisors.example'].map((email) => ({ email })),
      },
    },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  // Staff members of site 0 without an email, and with names that sort apart from the fixture's.
  await addStaff({ firstName: 'Aaron', lastName: 'Pin-only', email: null, facilityId: a.siteIds[0] });
  await addStaff({ firstName: 'zoë', lastName: 'Abbott', email: 'zoe.abbott@recipients.example', facilityId: a.siteIds[0] });
  await addStaff({ firstName: 'abigail', lastName: 'Stone', email: 'abigail.stone@recipients.example', facilityId: a.siteIds[0] });
});
afterAll(() => t.close());

describe('GET /housekeeping/emailrecipients', () => {
  it("lists the organization's supervisors and the site's active staff with an email, by name", async () => {
    const res = await recipients(tok.housekeeper, a.siteIds[0]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TEmailRecipients;
    // Supervisors in the organization's order, a repeat (any case) once.
    expect(body.supervisors).toEqual(SUPERVISORS);

    const site0 = Object.entries(a.emails)
      .filter(([key]) => !key.endsWith('@1'))
      .map(([, email]) => email);
    const expected = [...site0, 'abigail.stone@recipients.example', 'zoe.abbott@recipients.example'];
    expect(body.staff.map((s) => s.email).sort()).toEqual(expected.sort());
    // By name, whatever the case; the staff member without an email is not offered.
    const names = body.staff.map((s) => s.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(names[0]).toBe('abigail Stone');
    expect(names.at(-1)).toBe('zoë Abbott');
    expect(names.some((n) => n.startsWith('Aaron'))).toBe(false);
    // The other site's staff are not offered (they could still be sent to by hand: see below).
    expect(body.staff.map((s) => s.email)).not.toContain(a.emails['Housekeeper@1']);
  });

  it('leaves archived staff out, and offers them again once restored', async () => {
    const archive = (archived: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/archive',
        headers: bearer(tok.manager),
        payload: { id: a.staffIds.Nursing, archived },
      });
    expect((await archive(true)).statusCode).toBe(200);
    const without = (await recipients(tok.housekeeper, a.siteIds[0])).json() as TEmailRecipients;
    expect(without.staff.map((s) => s.email)).not.toContain(a.emails.Nursing);
    expect((await archive(false)).statusCode).toBe(200);
    const back = (await recipients(tok.housekeeper, a.siteIds[0])).json() as TEmailRecipients;
    expect(back.staff.map((s) => s.email)).toContain(a.emails.Nursing);
  });

  it('is open to every signed-in role from Housekeeper up, within the sites it sees', async () => {
    expect((await recipients(null, a.siteIds[0])).statusCode).toBe(401);
    for (const token of [tok.housekeeper, tok.tablet, tok.supervisor, tok.manager, tok.orgAdmin]) {
      expect((await recipients(token, a.siteIds[0])).statusCode).toBe(200);
    }
    // A system user, in the organization it works in.
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchTenant',
      payload: { data: { tenantId: a.tenantId } },
      headers: bearer(tok.system),
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await recipients(tok.system, a.siteIds[0])).statusCode).toBe(200);

    // Site-level roles see their own site only; the organization administrator sees both.
    expect((await recipients(tok.housekeeper, a.siteIds[1])).statusCode).toBe(404);
    expect((await recipients(tok.housekeeperSouth, a.siteIds[0])).statusCode).toBe(404);
    const south = await recipients(tok.orgAdmin, a.siteIds[1]);
    expect(south.statusCode).toBe(200);
    expect((south.json() as TEmailRecipients).staff).toEqual([
      { name: `Housekeeper ${a.emails['Housekeeper@1']?.split('.')[1]?.split('@')[0]}`, email: a.emails['Housekeeper@1'] },
    ]);
    expect((south.json() as TEmailRecipients).supervisors).toEqual(SUPERVISORS);
  });

  it("answers 404 for another organization's site or an unknown one, 400 without a valid site id", async () => {
    expect((await recipients(tok.orgAdmin, b.siteIds[0])).statusCode).toBe(404);
    expect((await recipients(tok.system, b.siteIds[0])).statusCode).toBe(404);
    expect((await recipients(tok.orgAdmin, crypto.randomUUID())).statusCode).toBe(404);
    expect((await recipients(tok.orgAdmin)).statusCode).toBe(400);
    expect((await recipients(tok.orgAdmin, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('offers only addresses emailreport accepts', async () => {
    const config = (
      await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(tok.manager) })
    ).json() as THousekeepingConfig;
    const roomType = config.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
    const clean = roomType.routines.find((r) => r.cleanType === 'Clean') as TRoutine;
    const layout = await t.app.inject({
      method: 'POST',
      url: '/api/facility/rooms',
      headers: bearer(tok.manager),
      payload: { facilityId: a.siteIds[0], rooms: [{ areaId: null, roomNumber: '7', roomTypeId: roomType.id }] },
    });
    expect(layout.statusCode, layout.body).toBe(200);
    const at = new Date().toISOString();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/housekeeping/submitReport',
      headers: bearer(tok.housekeeper),
      payload: {
        report: {
          id: crypto.randomUUID(),
          facilityId: a.siteIds[0],
          roomId: layout.json().rooms[0].id,
          selectedCleanType: 'Clean',
          status: 'Complete',
          startDate: at,
          reportDate: at,
          selectedGroupTime: null,
          comment: null,
          residentFamilyConcern: null,
          maintenance: null,
          pestControl: null,
          operations: initialOperations(clean.operations).map((op) => ({ ...op, checked: true, timeStamp: at })),
          photos: [],
          declineSignature: null,
          markingReportId: null,
          authorStaffId: a.staffIds.Housekeeper,
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const offered = (await recipients(tok.housekeeper, a.siteIds[0])).json() as TEmailRecipients;
    const all = [...offered.supervisors, ...offered.staff.map((s) => s.email)];
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/housekeeping/emailreport',
      headers: bearer(tok.housekeeper),
      payload: { id: saved.json().id, facilityId: a.siteIds[0], recipients: all },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().recipients).toHaveLength(all.length);
  });
});
