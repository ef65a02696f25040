import type { TDashboardLinkList, TPortalLinks } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

// Dashboard report links through HTTP on a real PostgreSQL: the provider administrator saves a
// site's list (POST /facility/pbireports), bad URLs and a second default are refused on their field, each
// role is offered exactly its links (GET /reporting/portal), other sites and organizations are not found.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tokens: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

const nursingLink = { name: 'Nursing board', url: 'https://reports.example.com/nursing?embed=1', roles: ['Nursing'], isDefault: true };
const supervisorLink = {
  name: 'Audit trends',
  url: 'http://bi.example.org/audits',
  roles: ['FacilityAssistant', 'Nursing'],
  isDefault: false,
};

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Links');
  b = await createOrganization(t, 'Other');
  Object.assign(tokens, await tokensOf(t, { provider: 'SiteAdministrator', assistant: 'SiteAssistant' }));
  Object.assign(
    tokens,
    await tokensOf(t, ['MultiFacilityAdministrator', 'FacilityAssistant', 'Nursing', 'LeadHousekeeper', 'Housekeeper']),
  );
});
afterAll(() => t.close());

describe('POST /facility/pbireports', () => {
  it('saves the whole list, answers it, keeps ids on edit and deletes what was left out, with an event', async () => {
    const saved = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[0],
      links: [nursingLink, supervisorLink],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as TDashboardLinkList;
    expect(list.facilityId).toBe(a.siteIds[0]);
    expect(list.links.map((l) => [l.name, l.url, l.roles, l.isDefault])).toEqual([
      ['Nursing board', nursingLink.url, ['Nursing'], true],
      ['Audit trends', supervisorLink.url, ['FacilityAssistant', 'Nursing'], false],
    ]);
    const [first, second] = list.links;

    // Edit the second, drop the first, add one: the edited one keeps its id.
    const edited = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[0],
      links: [
        { ...second, name: 'Audit trends (weekly)' },
        { ...nursingLink, name: 'Nursing board 2' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (edited.json() as TDashboardLinkList).links;
    expect(after.map((l) => l.name)).toEqual(['Audit trends (weekly)', 'Nursing board 2']);
    expect(after[0]?.id).toBe(second?.id);
    expect(after.map((l) => l.id)).not.toContain(first?.id);

    const read = await call('provider', 'GET', `/api/facility/pbireports?facilityId=${a.siteIds[0]}`);
    expect((read.json() as TDashboardLinkList).links).toEqual(after);
    // The other site of the organization has its own (empty) list.
    expect((await call('provider', 'GET', `/api/facility/pbireports?facilityId=${a.siteIds[1]}`)).json().links).toEqual([]);

    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ data: { count: number; links: unknown[] } }>(
        sql`select data from events where type = 'site.dashboard_links_saved' and facility_id = ${a.siteIds[0]} order by id`,
      ),
    );
    expect(events.rows.map((r) => r.data.count)).toEqual([2, 2]);
    // Addresses may carry access keys: the audit trail names links, not URLs.
    expect(JSON.stringify(events.rows)).not.toContain('reports.example.com');
  });

  it.each([
    ['not a URL', 'reports dashboard'],
    ['another scheme', 'javascript:alert(1)'],
    ['no host', 'https://'],
    ['a file path', 'file:///etc/passwd'],
    ['spaces inside', 'https://bi.example.com/my report'],
  ])('refuses %s with 400 config.invalid_url on links.N.url', async (_label, url) => {
    const res = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[1],
      links: [supervisorLink, { ...nursingLink, url }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'links.1.url', code: 'config.invalid_url' })]);
  });

  it('refuses an empty URL and no roles as required, a second default for a role, a repeated name', async () => {
    const empty = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[1],
      links: [{ ...nursingLink, url: '  ', roles: [] }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'links.0.url', code: 'validation.required' }),
        expect.objectContaining({ field: 'links.0.roles', code: 'validation.required' }),
      ]),
    );
    const twoDefaults = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[1],
      links: [nursingLink, { ...supervisorLink, isDefault: true }],
    });
    expect(twoDefaults.statusCode).toBe(400);
    expect(twoDefaults.json().errors).toEqual([
      expect.objectContaining({
        field: 'links.1.isDefault',
        code: 'dashboard_links.duplicate_default',
        params: { role: 'Nursing', name: 'Nursing board' },
      }),
    ]);
    const sameName = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[1],
      links: [nursingLink, { ...supervisorLink, name: 'nursing BOARD' }],
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors[0]).toMatchObject({ field: 'links.1.name', code: 'dashboard_links.duplicate_name' });
    // Nothing was saved by the refused requests.
    expect((await call('provider', 'GET', `/api/facility/pbireports?facilityId=${a.siteIds[1]}`)).json().links).toEqual([]);
  });

  it('is the provider administrator’s: organization roles are refused, other organizations’ sites are not found', async () => {
    for (const who of ['assistant', 'MultiFacilityAdministrator', 'FacilityAssistant', 'Nursing']) {
      const res = await call(who, 'POST', '/api/facility/pbireports', { facilityId: a.siteIds[0], links: [] });
      expect(res.statusCode, who).toBe(403);
      expect((await call(who, 'GET', `/api/facility/pbireports?facilityId=${a.siteIds[0]}`)).statusCode, who).toBe(403);
    }
    const foreign = await call('provider', 'POST', '/api/facility/pbireports', { facilityId: b.siteIds[0], links: [nursingLink] });
    expect(foreign.statusCode).toBe(404);
    expect((await call('provider', 'GET', `/api/facility/pbireports?facilityId=${b.siteIds[0]}`)).statusCode).toBe(404);
    expect((await call('provider', 'GET', `/api/facility/pbireports?facilityId=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /reporting/portal', () => {
  beforeAll(async () => {
    const res = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[0],
      links: [
        supervisorLink,
        nursingLink,
        { name: 'Corporate', url: 'https://corp.example.com/', roles: ['MultiFacilityAdministrator'], isDefault: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['Nursing', ['Nursing board', 'Audit trends']],
    // A Supervisor is above Nursing in the hierarchy, but is offered only the links that name Supervisor.
    ['FacilityAssistant', ['Audit trends']],
    ['LeadHousekeeper', []],
    ['MultiFacilityAdministrator', ['Corporate']],
    ['provider', []],
  ])('offers %s exactly its links, the default first', async (who, names) => {
    const res = await call(who, 'GET', `/api/reporting/portal?facilityId=${a.siteIds[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TPortalLinks;
    expect(body.links.map((l) => l.name)).toEqual(names);
    if (names.length)
      expect(body.links[0]).toEqual({
        id: expect.any(String),
        name: names[0],
        translations: {},
        url: expect.stringMatching(/^https?:/),
        isDefault: expect.any(Boolean),
      });
    // The roles of a link are not shown to the people it is offered to.
    expect(res.body).not.toContain('roles');
  });

  it('a link’s name keeps its language and translations; the portal offers them for the reader’s screen to pick', async () => {
    const named = {
      ...nursingLink,
      roles: ['MultiFacilityAdministrator'],
      language: 'en',
      translations: { fr: 'Tableau des soins', 'zh-Hant': '護理看板', es: ' ' },
    };
    const saved = await call('provider', 'POST', '/api/facility/pbireports', { facilityId: a.siteIds[1], links: [named] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TDashboardLinkList).links).toMatchObject([
      { name: 'Nursing board', language: 'en', translations: { fr: 'Tableau des soins', 'zh-Hant': '護理看板' } },
    ]);
    const offered = (await call('MultiFacilityAdministrator', 'GET', `/api/reporting/portal?facilityId=${a.siteIds[1]}`)).json();
    expect(offered.links).toMatchObject([{ name: 'Nursing board', translations: { fr: 'Tableau des soins', 'zh-Hant': '護理看板' } }]);
    const bad = await call('provider', 'POST', '/api/facility/pbireports', {
      facilityId: a.siteIds[1],
      links: [{ ...named, translations: { fr: 'x'.repeat(101) } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([{ field: 'links.0.translations.fr' }]);
    // Links saved before translations read as written, with none.
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update dashboard_links set translations = default, language = default where facility_id = ${a.siteIds[1]}`),
    );
    const read = (await call('provider', 'GET', `/api/facility/pbireports?facilityId=${a.siteIds[1]}`)).json() as TDashboardLinkList;
    expect(read.links).toMatchObject([{ name: 'Nursing board', language: 'en', translations: {} }]);
    await call('provider', 'POST', '/api/facility/pbireports', { facilityId: a.siteIds[1], links: [] });
  });

  it('is refused below Nursing; another site of a site role and another organization are not found', async () => {
    expect((await call('Housekeeper', 'GET', `/api/reporting/portal?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
    expect((await call('Nursing', 'GET', `/api/reporting/portal?facilityId=${a.siteIds[1]}`)).statusCode).toBe(404);
    expect((await call('MultiFacilityAdministrator', 'GET', `/api/reporting/portal?facilityId=${a.siteIds[1]}`)).statusCode).toBe(200);
    expect((await call('MultiFacilityAdministrator', 'GET', `/api/reporting/portal?facilityId=${b.siteIds[0]}`)).statusCode).toBe(404);
    expect((await call('Nursing', 'GET', '/api/reporting/portal?facilityId=nope')).statusCode).toBe(400);
  });
});
