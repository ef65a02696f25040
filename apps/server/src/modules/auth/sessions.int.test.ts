import type { TAccountInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import {
  bearer,
  createOrganization,
  createSystemUser,
  createTestContext,
  login,
  type OrgFixture,
  type TestContext,
} from '../../../test/harness.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers: bearer(token) });
const refresh = (token: string) => post('refresh', { refresh: {} }, token);
const sites = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(token) });
const tokenOf = (info: TAccountInfo) => info.token.token;

describe('refresh families', () => {
  it('a refreshed-away token serves requests for its grace minute but cannot refresh again: that revokes the sign-in', async () => {
    const first = tokenOf(await login(t, a.emails.Nursing as string));
    const second = (await refresh(first)).json() as TAccountInfo;
    expect(tokenOf(second)).not.toBe(first);
    expect((await sites(first)).statusCode).toBe(200);

    const reused = await refresh(first);
    expect(reused.statusCode).toBe(401);
    // Both tokens of the sign-in are dead: the thief's copy and the rightful holder's.
    expect((await sites(first)).statusCode).toBe(401);
    expect((await sites(tokenOf(second))).statusCode).toBe(401);
    expect((await refresh(tokenOf(second))).statusCode).toBe(401);
    const events = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from events where type = 'auth.refresh.reused'`),
    );
    expect(events.rows[0]?.n).toBe(1);
    // Another sign-in of the same person is not touched.
    const other = tokenOf(await login(t, a.emails.Nursing as string));
    expect((await sites(other)).statusCode).toBe(200);
  });

  it('two refreshes of one token at once: one is answered, the second revokes the sign-in (never two live sessions)', async () => {
    const first = tokenOf(await login(t, a.emails.Housekeeper as string));
    const answers = await Promise.all([refresh(first), refresh(first)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const live = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where subject_id = ${a.staffIds.Housekeeper} and revoked_at is null and expires_at > now()`,
    );
    expect(live.rows[0]?.n).toBe(0);
  });

  it('logout ends the refreshed-away token too', async () => {
    const first = tokenOf(await login(t, a.emails.LeadHousekeeper as string));
    const second = tokenOf((await refresh(first)).json());
    expect((await post('logout', { logout: {} }, second)).statusCode).toBe(200);
    expect((await sites(first)).statusCode).toBe(401);
  });
});

describe('absolute session lifetime', () => {
  it('refreshes never carry a sign-in past 7 days; after that refresh answers 401', async () => {
    const email = a.emails.FacilityAssistant as string;
    const token = tokenOf(await login(t, email));
    // The sign-in was 6 days 20 hours ago and the token has 140 minutes left (the client refreshes under
    // 150): the refresh extends to the end of the 7th day only, not by the usual 10 hours.
    await t.database.db.execute(
      sql`update sessions set family_started_at = now() - interval '7 days' + interval '240 minutes', expires_at = now() + interval '140 minutes' where email = ${email}`,
    );
    const next = (await refresh(token)).json() as TAccountInfo;
    const minutesLeft = (Date.parse(next.token.expiration) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(238);
    expect(minutesLeft).toBeLessThanOrEqual(240);
    // Nothing left to extend: the same token comes back, no new session.
    const again = (await refresh(tokenOf(next))).json() as TAccountInfo;
    expect(tokenOf(again)).toBe(tokenOf(next));

    await t.database.db.execute(
      sql`update sessions set family_started_at = now() - interval '7 days', expires_at = now() + interval '2 hours' where email = ${email}`,
    );
    expect((await refresh(tokenOf(next))).statusCode).toBe(401);
  });

  it('a new sign-in is capped by the configured lifetime', async () => {
    const short = await createTestContext({ sessionMaxAgeMinutes: 180, sessionTtlMinutes: 600 });
    try {
      const org = await createOrganization(short, 'Short');
      const info = await login(short, org.emails.Nursing as string);
      const minutes = (Date.parse(info.token.expiration) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(178);
      expect(minutes).toBeLessThanOrEqual(180);
    } finally {
      await short.close();
    }
  });
});

describe('where a system user starts', () => {
  it('starts in the organization and site last switched to, while they exist', async () => {
    const email = await createSystemUser(t, 'SiteAdministrator');
    const first = await login(t, email);
    await post('switchTenant', { data: { tenantId: b.tenantId } }, tokenOf(first));
    await post('switchFacility', { data: { facilityId: b.siteIds[1] } }, tokenOf(first));

    const next = await login(t, email);
    expect(next).toMatchObject({ tenantId: b.tenantId, facility: { id: b.siteIds[1] } });

    // The site is archived: the organization's first site.
    await withPlatform(t.database.db, (tx) => tx.execute(sql`update sites set is_archived = true where id = ${b.siteIds[1]}`));
    expect(await login(t, email)).toMatchObject({ tenantId: b.tenantId, facility: { id: b.siteIds[0] } });
    await withPlatform(t.database.db, (tx) => tx.execute(sql`update sites set is_archived = false where id = ${b.siteIds[1]}`));

    // The organization is gone: the first organization by name, as before.
    await t.database.db.execute(sql`update system_users set last_tenant_id = gen_random_uuid() where email = ${email}`);
    const fallback = await login(t, email);
    const orgs = (await sites(tokenOf(fallback))).json().organizations as Array<{ id: string; name: string }>;
    expect(fallback.tenantId).toBe(orgs[0]?.id);
  });
});
