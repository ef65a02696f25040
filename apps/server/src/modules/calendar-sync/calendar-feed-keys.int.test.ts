import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { calendarFeedKeys } from '../../db/schema/calendar-sync.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { withPlatform } from '../../platform/db/database.ts';

// Feed addresses: a lead housekeeper creates one for a person's calendar app without the organization
// administrator, the feed opens with it until it is revoked, and a key opens its own site only.

let t: TestContext;
let a: OrgFixture;
let site: string;
let otherSite: string;
const tokens: Record<string, string> = {};

const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });
const feed = (facilityId: string, key: string) =>
  t.app.inject({ method: 'GET', url: `/api/calendar/feed/${facilityId}.ics`, query: { key } });

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'FeedKeys');
  [site, otherSite] = a.siteIds;
  for (const [who, role] of [
    ['admin', 'MultiFacilityAdministrator'],
    ['lead', 'LeadHousekeeper'],
    ['housekeeper', 'Housekeeper'],
  ] as const) {
    tokens[who] = (await login(t, a.emails[role] as string)).token.token;
  }
});

afterAll(async () => {
  await t?.close();
});

describe('feed addresses', () => {
  it('a lead creates one, the feed answers with it until it is revoked, and only the key’s hash is kept', async () => {
    const created = await call('lead', '/api/facility/calendarfeedkeys', { facilityId: site, label: '  Mei’s phone ' });
    expect(created.statusCode, created.body).toBe(200);
    const { key, feedKey } = created.json() as { key: string; feedKey: { id: string; label: string; createdByName: string } };
    expect(feedKey).toMatchObject({ label: 'Mei’s phone', lastUsedAt: null });
    expect(feedKey.createdByName).toContain('LeadHousekeeper');

    const read = await feed(site, key);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-type']).toContain('text/calendar');
    expect(read.body).toContain('BEGIN:VCALENDAR');

    const listed = await call('lead', `/api/facility/calendarfeedkeys?facilityId=${site}`, undefined, 'GET');
    expect(listed.statusCode, listed.body).toBe(200);
    const keys = listed.json().keys as { id: string; lastUsedAt: string | null }[];
    expect(keys.map((k) => k.id)).toEqual([feedKey.id]);
    expect(keys[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(key);
    const stored = await withPlatform(t.database.db, (tx) => tx.select().from(calendarFeedKeys));
    const row = stored.find((r) => r.id === feedKey.id);
    expect(row?.keyHash.equals(hashToken(key))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(key);

    const revoked = await call('lead', '/api/facility/revokecalendarfeedkey', { facilityId: site, id: feedKey.id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().keys).toEqual([]);
    expect((await feed(site, key)).statusCode).toBe(404);
    const again = await call('lead', '/api/facility/revokecalendarfeedkey', { facilityId: site, id: feedKey.id });
    expect(again.statusCode).toBe(404);
  });

  it('another site’s feed key is the same 404 as a wrong key, and revoking it from this site finds nothing', async () => {
    const other = await call('admin', '/api/facility/calendarfeedkeys', { facilityId: otherSite, label: 'South desk' });
    expect(other.statusCode, other.body).toBe(200);
    const { key, feedKey } = other.json() as { key: string; feedKey: { id: string } };
    expect((await feed(otherSite, key)).statusCode).toBe(200);
    const wrongSite = await feed(site, key);
    const wrongKey = await feed(site, 'chf_not-a-key');
    expect(wrongSite.statusCode).toBe(404);
    expect(wrongSite.json()).toEqual(wrongKey.json());
    const revoke = await call('admin', '/api/facility/revokecalendarfeedkey', { facilityId: site, id: feedKey.id });
    expect(revoke.statusCode).toBe(404);
    expect((await feed(otherSite, key)).statusCode).toBe(200);
  });

  it('the site API key still opens the feed beside the feed keys', async () => {
    const apiKey = (await call('admin', '/api/facility/generateapikey', { facilityId: site })).json().apiKey as string;
    expect((await feed(site, apiKey)).statusCode).toBe(200);
  });

  it('a housekeeper may not list, create or revoke feed addresses, and a label is required', async () => {
    const list = await call('housekeeper', `/api/facility/calendarfeedkeys?facilityId=${site}`, undefined, 'GET');
    const create = await call('housekeeper', '/api/facility/calendarfeedkeys', { facilityId: site, label: 'Mine' });
    const revoke = await call('housekeeper', '/api/facility/revokecalendarfeedkey', { facilityId: site, id: site });
    expect([list.statusCode, create.statusCode, revoke.statusCode]).toEqual([403, 403, 403]);
    expect(create.json().code).toBe('auth.forbidden');
    const blank = await call('lead', '/api/facility/calendarfeedkeys', { facilityId: site, label: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('label');
  });
});
