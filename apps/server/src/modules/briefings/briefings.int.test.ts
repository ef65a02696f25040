import type { TAcknowledgementList, TBriefing, TBriefingList, TBriefingReport, TChsSystem, TStaffDashboard } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith, tabletSession, tokensOf } from '../../../test/factories.ts';
import { bearer, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

// Daily briefings, acknowledgements and the staff dashboard through HTTP on a real PostgreSQL:
// level-based editing, the provider's acknowledgements every organization sees, a housekeeper signed in
// by PIN on the tablet checking items and acknowledging (time and tablet recorded), the supervisor's
// report, and the limits of roles, sites and organizations.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let site: string;
let today: string;
const tokens: Record<string, string> = {};
let tabletToken: string;

const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = payload === undefined ? 'GET' : 'POST', headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who] as string), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const briefing = (over: Record<string, unknown> = {}) => ({
  name: 'Morning huddle',
  level: 'Briefing',
  positions: ['Housekeeper'],
  items: [
    { icon: 'virus', message: 'Outbreak on Wing B: full PPE', hyperlink: 'https://health.example.org/outbreak' },
    { icon: 'product', message: 'New disinfectant: 5 minutes contact time', hyperlink: null },
  ],
  ...over,
});

async function save(who: string, over: Record<string, unknown> = {}, facilityId = site): Promise<TBriefing> {
  const res = await call(who, '/api/briefings/save', { facilityId, briefing: briefing(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  site = a.siteIds[0];
  today = DateTime.now().setZone('America/Toronto').toISODate() as string;
  const staff = ['MultiFacilityAdministrator', 'FacilityAssistant', 'FacilityAdministrator', 'Nursing', 'Housekeeper', 'LeadHousekeeper'];
  Object.assign(tokens, await tokensOf(t, staff), await tokensOf(t, { hk1: 'Housekeeper@1' }));
  Object.assign(tokens, await tokensOf(t, { bAdmin: 'MultiFacilityAdministrator', bHousekeeper: 'Housekeeper', bNursing: 'Nursing' }, b));
  Object.assign(tokens, await tokensOf(t, { provider: 'SiteAdministrator', assistant: 'SiteAssistant' }));
  await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.execute(sql`update staff_members set position = 'Housekeeper' where id = ${a.staffIds.Housekeeper}`),
  );
  // The housekeeper signs in by PIN on the site's registered tablet.
  tabletToken = (await tabletSession(t, a.pins.Housekeeper as string)).token.token;
  tokens.tablet = tabletToken;
});
afterAll(() => t.close());

describe('daily briefings (/admin/dailybriefings)', () => {
  it('an organization administrator publishes a briefing for housekeepers with ordered items', async () => {
    const saved = await save('MultiFacilityAdministrator');
    expect(saved).toMatchObject({ facilityId: site, level: 'Briefing', positions: ['Housekeeper'], canEdit: true });
    expect(saved.items.map((i) => [i.order, i.icon])).toEqual([
      [1, 'virus'],
      [2, 'product'],
    ]);
    const list = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${site}`)).json() as TBriefingList;
    expect(list.briefings.map((x) => x.id)).toContain(saved.id);
    expect(list.editableLevels).toEqual(['Briefing', 'Site', 'Organization']);
    // Reordered and changed: items keep their ids.
    const again = await save('MultiFacilityAdministrator', {
      id: saved.id,
      items: [
        saved.items[1] as TBriefing['items'][number],
        { ...(saved.items[0] as TBriefing['items'][number]), message: 'Outbreak on Wing B and C' },
      ].map(({ id, icon, message, hyperlink }) => ({ id, icon, message, hyperlink })),
    });
    expect(again.items.map((i) => i.id)).toEqual([saved.items[1]?.id, saved.items[0]?.id]);
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ type: string }>(sql`select type from events where subject_id = ${saved.id} order by id`),
    );
    expect(events.rows.map((r) => r.type)).toEqual(['briefing.created', 'briefing.updated']);
  });

  it('refuses a hyperlink that is not a URL with the field, and an empty briefing', async () => {
    const res = await call('MultiFacilityAdministrator', '/api/briefings/save', {
      facilityId: site,
      briefing: briefing({ items: [{ icon: 'info', message: 'x', hyperlink: 'javascript:alert(1)' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'briefing.items.0.hyperlink', code: 'config.invalid_url' }]);
    const empty = await call('MultiFacilityAdministrator', '/api/briefings/save', { facilityId: site, briefing: briefing({ items: [] }) });
    expect(empty.statusCode).toBe(400);
  });

  it('health authority and provincial briefings are the provider’s: 403 for the organization administrator', async () => {
    const res = await call('MultiFacilityAdministrator', '/api/briefings/save', {
      facilityId: site,
      briefing: briefing({ level: 'HealthAuthority' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('briefing.level_not_allowed');
    const byProvider = await save('assistant', { level: 'HealthAuthority', name: 'Health authority', positions: [] });
    expect(byProvider.facilityId).toBeNull();
    const seen = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${site}`)).json() as TBriefingList;
    expect(seen.briefings.find((x) => x.id === byProvider.id)?.canEdit).toBe(false);
    const del = await call('MultiFacilityAdministrator', '/api/briefings/delete', { facilityId: site, id: byProvider.id });
    expect(del.statusCode).toBe(403);
    expect((await call('assistant', '/api/briefings/delete', { facilityId: site, id: byProvider.id })).statusCode).toBe(200);
  });

  it('one default per level and place', async () => {
    const one = await save('MultiFacilityAdministrator', { name: 'Default 1', level: 'Site', isDefault: true, positions: ['Cook'] });
    const two = await save('MultiFacilityAdministrator', { name: 'Default 2', level: 'Site', isDefault: true, positions: ['Cook'] });
    const list = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${site}`)).json() as TBriefingList;
    expect(list.briefings.find((x) => x.id === one.id)?.isDefault).toBe(false);
    expect(list.briefings.find((x) => x.id === two.id)?.isDefault).toBe(true);
    for (const id of [one.id, two.id])
      expect((await call('MultiFacilityAdministrator', '/api/briefings/delete', { facilityId: site, id })).statusCode).toBe(200);
  });

  it('other organizations’ and other sites’ briefings are not found', async () => {
    const mine = await save('MultiFacilityAdministrator', { name: 'Alpha only' });
    expect((await call('bAdmin', `/api/briefings?facilityId=${site}`)).statusCode).toBe(404);
    const foreign = await call('bAdmin', '/api/briefings/save', { facilityId: b.siteIds[0], briefing: briefing({ id: mine.id }) });
    expect(foreign.statusCode).toBe(404);
    expect((await call('bAdmin', '/api/briefings/delete', { facilityId: b.siteIds[0], id: mine.id })).statusCode).toBe(404);
    // A site-level briefing of site 0 is not seen from site 1.
    const other = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${a.siteIds[1]}`)).json() as TBriefingList;
    expect(other.briefings.some((x) => x.id === mine.id)).toBe(false);
    expect((await call('MultiFacilityAdministrator', '/api/briefings/delete', { facilityId: a.siteIds[1], id: mine.id })).statusCode).toBe(
      404,
    );
    await call('MultiFacilityAdministrator', '/api/briefings/delete', { facilityId: site, id: mine.id });
  });

  it('roles below the organization administrator may not call the briefing routes', async () => {
    for (const who of ['FacilityAdministrator', 'Nursing', 'Housekeeper']) {
      expect((await call(who, `/api/briefings?facilityId=${site}`)).statusCode).toBe(403);
      expect((await call(who, '/api/briefings/save', { facilityId: site, briefing: briefing() })).statusCode).toBe(403);
    }
  });
});

describe('acknowledgements by level', () => {
  const ack = (message: string, over: Record<string, unknown> = {}) => ({ message, hyperlink: null, date: today, ...over });

  it('the site’s by a supervisor, the organization’s by its administrator, the provider’s by a system user', async () => {
    let res = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('Site: hand hygiene audit')],
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('MultiFacilityAdministrator', '/api/tenant/saveaorganizationcknowledgements', {
      facilityId: site,
      acknowledgements: [ack('Organization: new code of conduct', { hyperlink: 'https://alpha.example.com/code' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await call('provider', '/api/chssystem/updateacknowledgements', {
      level: 'HealthAuthority',
      acknowledgements: [ack('Health authority: masks in all resident areas')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TChsSystem).acknowledgements.filter((x) => x.level === 'HealthAuthority').map((x) => x.canEdit)).toEqual([true]);

    const list = (await call('Nursing', `/api/acknowledgements?facilityId=${site}`)).json() as TAcknowledgementList;
    expect(list.acknowledgements.filter((x) => x.message.includes(':')).map((x) => [x.level, x.canEdit])).toEqual(
      expect.arrayContaining([
        ['Site', false],
        ['Organization', false],
        ['HealthAuthority', false],
      ]),
    );
    expect(list.editableLevels).toEqual([]);
    const fa = (await call('FacilityAssistant', `/api/acknowledgements?facilityId=${site}`)).json() as TAcknowledgementList;
    expect(fa.editableLevels).toEqual(['Site']);
  });

  it('refuses levels above the caller: route roles and the provider’s list', async () => {
    expect((await call('Nursing', '/api/tenant/savefacilityacknowledgements', { facilityId: site, acknowledgements: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('FacilityAssistant', '/api/tenant/saveaorganizationcknowledgements', { facilityId: site, acknowledgements: [] }))
        .statusCode,
    ).toBe(403);
    const res = await call('MultiFacilityAdministrator', '/api/chssystem/updateacknowledgements', {
      level: 'Provincial',
      acknowledgements: [],
    });
    expect(res.statusCode).toBe(403);
    expect((await call('Housekeeper', '/api/chssystem')).statusCode).toBe(403);
  });

  it('the provider’s acknowledgements reach every organization; an organization’s stay in it', async () => {
    const bList = (await call('bNursing', `/api/acknowledgements?facilityId=${b.siteIds[0]}`)).json() as TAcknowledgementList;
    expect(bList.acknowledgements.map((x) => x.message)).toContain('Health authority: masks in all resident areas');
    expect(bList.acknowledgements.map((x) => x.message)).not.toContain('Site: hand hygiene audit');
    expect(bList.acknowledgements.map((x) => x.message)).not.toContain('Organization: new code of conduct');
    const chs = (await call('bNursing', '/api/chssystem')).json() as TChsSystem;
    expect(chs.acknowledgements.every((x) => !x.canEdit)).toBe(true);
    expect((await call('bNursing', `/api/acknowledgements?facilityId=${site}`)).statusCode).toBe(404);
  });

  it('an id of another organization’s or level’s list is not found; a bad hyperlink is 400 with the field', async () => {
    const orgAck = (await call('Nursing', `/api/acknowledgements?facilityId=${site}`)).json() as TAcknowledgementList;
    const id = orgAck.acknowledgements.find((x) => x.level === 'Organization')?.id;
    const foreign = await call('bAdmin', '/api/tenant/saveaorganizationcknowledgements', {
      facilityId: b.siteIds[0],
      acknowledgements: [ack('x', { id })],
    });
    expect(foreign.statusCode).toBe(404);
    const wrongLevel = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('x', { id })],
    });
    expect(wrongLevel.statusCode).toBe(404);
    const bad = await call('FacilityAssistant', '/api/tenant/savefacilityacknowledgements', {
      facilityId: site,
      acknowledgements: [ack('x', { hyperlink: 'not a url' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: 'acknowledgements.0.hyperlink', code: 'config.invalid_url' }]);
  });
});

describe('the staff dashboard, checks and acknowledging', () => {
  it('shows the housekeeper today’s briefing for the position, the acknowledgements waiting and the day’s assignments', async () => {
    const earlier = (await call('MultiFacilityAdministrator', `/api/briefings?facilityId=${site}`)).json() as TBriefingList;
    for (const x of earlier.briefings) await call('MultiFacilityAdministrator', '/api/briefings/delete', { facilityId: site, id: x.id });
    await save('MultiFacilityAdministrator', { name: 'Housekeepers today' });
    await save('MultiFacilityAdministrator', { name: 'Nurses today', positions: ['Registered Nurse'] });
    const lead = await call('LeadHousekeeper', '/api/staffSchedule/addassignment', {
      facilityId: site,
      assignment: {
        staffMemberId: a.staffIds.Housekeeper,
        startDate: today,
        endDate: today,
        cleanType: 'Clean',
        description: 'Whole site',
      },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const res = await call('tablet', `/api/staffdashboard?facilityId=${site}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as TStaffDashboard;
    expect(d).toMatchObject({ date: today, isStaff: true, position: 'Housekeeper' });
    expect(d.briefing.map((s) => s.name)).toEqual(['Housekeepers today']);
    expect(d.briefing[0]?.items.every((i) => i.checkedAt === null)).toBe(true);
    expect(d.acknowledgements.map((x) => x.level)).toEqual(expect.arrayContaining(['Site', 'Organization', 'HealthAuthority']));
    expect(d.assignments).toMatchObject([{ description: 'Whole site', cleanType: 'Clean' }]);
  });

  it('records a check with its time and the tablet; unticking removes it', async () => {
    const d = (await call('tablet', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    const section = d.briefing[0];
    const item = section?.items[0];
    if (!section || !item) throw new Error('no briefing');
    const res = await call(
      'tablet',
      '/api/staffdashboard/check',
      { facilityId: site, briefingId: section.briefingId, itemId: item.id, checked: true },
      'POST',
      {
        'x-device-token': a.deviceToken,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TStaffDashboard).briefing[0]?.items[0]?.checkedAt).not.toBeNull();
    const row = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ device_id: string; date: string }>(sql`select device_id, date::text from briefing_checks where item_id = ${item.id}`),
    );
    expect(row.rows).toEqual([{ device_id: a.deviceId, date: today }]);
    const second = section.items[1] as { id: string };
    await call('tablet', '/api/staffdashboard/check', {
      facilityId: site,
      briefingId: section.briefingId,
      itemId: second.id,
      checked: true,
    });
    const off = await call('tablet', '/api/staffdashboard/check', {
      facilityId: site,
      briefingId: section.briefingId,
      itemId: second.id,
      checked: false,
    });
    expect((off.json() as TStaffDashboard).briefing[0]?.items[1]?.checkedAt).toBeNull();
    const unknown = await call('tablet', '/api/staffdashboard/check', {
      facilityId: site,
      briefingId: section.briefingId,
      itemId: crypto.randomUUID(),
      checked: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('briefing.unknown_item');
  });

  it('only staff members check items and acknowledge (system users get 403)', async () => {
    const d = (await call('tablet', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    const section = d.briefing[0] as TStaffDashboard['briefing'][number];
    const res = await call('provider', '/api/staffdashboard/check', {
      facilityId: site,
      briefingId: section.briefingId,
      itemId: section.items[0]?.id,
      checked: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('briefing.staff_only');
    const ackRes = await call('provider', '/api/tenant/saveacknowledgements', {
      facilityId: site,
      acknowledgementIds: [d.acknowledgements[0]?.id],
    });
    expect(ackRes.json().code).toBe('acknowledgement.staff_only');
    const view = (await call('provider', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    expect(view).toMatchObject({ isStaff: false, acknowledgements: [], assignments: [] });
  });

  it('acknowledging takes them off the list; the supervisor’s report says who has and has not, and on which tablet', async () => {
    const d = (await call('tablet', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    const ha = d.acknowledgements.find((x) => x.level === 'HealthAuthority') as { id: string };
    const res = await call('tablet', '/api/tenant/saveacknowledgements', { facilityId: site, acknowledgementIds: [ha.id, ha.id] }, 'POST', {
      'x-device-token': a.deviceToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TStaffDashboard).acknowledgements.map((x) => x.id)).not.toContain(ha.id);
    // Acknowledging again changes nothing.
    expect((await call('tablet', '/api/tenant/saveacknowledgements', { facilityId: site, acknowledgementIds: [ha.id] })).statusCode).toBe(
      200,
    );

    const report = await call('FacilityAssistant', `/api/briefings/report?facilityId=${site}&date=${today}`);
    expect(report.statusCode, report.body).toBe(200);
    const r = report.json() as TBriefingReport;
    const col = r.acknowledgements.findIndex((x) => x.id === ha.id);
    const hk = r.rows.find((x) => x.staffMemberId === a.staffIds.Housekeeper);
    const nurse = r.rows.find((x) => x.staffMemberId === a.staffIds.Nursing);
    expect(hk?.acknowledged[col]).toMatchObject({ device: 'Tablet' });
    expect(hk?.acknowledged[col]?.at).not.toBeNull();
    expect(hk).toMatchObject({ itemsChecked: 1, itemsTotal: 2 });
    expect(nurse?.acknowledged[col]?.at).toBeNull();
    expect(r.rows.some((x) => x.staffMemberId === a.staffIds['Housekeeper@1'])).toBe(false);
    expect((await call('Nursing', `/api/briefings/report?facilityId=${site}&date=${today}`)).statusCode).toBe(403);
    expect((await call('bAdmin', `/api/briefings/report?facilityId=${site}&date=${today}`)).statusCode).toBe(404);
  });

  it('another organization’s or another site’s acknowledgements and briefings are not found', async () => {
    const d = (await call('tablet', `/api/staffdashboard?facilityId=${site}`)).json() as TStaffDashboard;
    const siteAck = d.acknowledgements.find((x) => x.level === 'Site') as { id: string };
    const foreign = await call('bHousekeeper', '/api/tenant/saveacknowledgements', {
      facilityId: b.siteIds[0],
      acknowledgementIds: [siteAck.id],
    });
    expect(foreign.statusCode).toBe(404);
    const bView = (await call('bHousekeeper', `/api/staffdashboard?facilityId=${b.siteIds[0]}`)).json() as TStaffDashboard;
    expect(bView.briefing).toEqual([]);
    expect(bView.acknowledgements.map((x) => x.level)).toEqual(['HealthAuthority']);
    const section = d.briefing[0] as TStaffDashboard['briefing'][number];
    const check = await call('bHousekeeper', '/api/staffdashboard/check', {
      facilityId: b.siteIds[0],
      briefingId: section.briefingId,
      itemId: section.items[0]?.id,
      checked: true,
    });
    expect(check.statusCode).toBe(404);
    // A housekeeper of site 1 sees neither site 0's dashboard nor its site acknowledgement.
    expect((await call('hk1', `/api/staffdashboard?facilityId=${site}`)).statusCode).toBe(404);
    const other = await call('hk1', '/api/tenant/saveacknowledgements', { facilityId: a.siteIds[1], acknowledgementIds: [siteAck.id] });
    expect(other.statusCode).toBe(404);
  });

  it('a provider acknowledgement removed by the provider leaves every dashboard', async () => {
    const res = await call('provider', '/api/chssystem/updateacknowledgements', { level: 'HealthAuthority', acknowledgements: [] });
    expect(res.statusCode).toBe(200);
    const bView = (await call('bHousekeeper', `/api/staffdashboard?facilityId=${b.siteIds[0]}`)).json() as TStaffDashboard;
    expect(bView.acknowledgements).toEqual([]);
  });
});
