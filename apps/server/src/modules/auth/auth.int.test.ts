import type { TAccountInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, PASSWORD, type TestContext } from '../../../test/harness.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers });
/** A password sign-in from another address than the test's own (the address limits count per address). */
const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user: { email, password } }, remoteAddress });

async function eventsOf(tenantId: string | null, type: string) {
  const run = async (tx: Parameters<Parameters<typeof withPlatform>[1]>[0]) =>
    (
      await tx.execute<{
        actor_id: string | null;
        ip: string | null;
        device_id: string | null;
        data: Record<string, unknown> | null;
        tenant_id: string | null;
      }>(sql`select actor_id, ip, device_id, data, tenant_id from events where type = ${type} order by id`)
    ).rows;
  return tenantId ? withTenant(t.database.db, tenantId, run) : withPlatform(t.database.db, run);
}

describe('POST /api/auth/login', () => {
  it('returns the account info (token, email, role, organization, site, staff member) for a staff member', async () => {
    const info = await login(t, a.emails.Nursing as string);
    expect(info).toMatchObject({
      email: a.emails.Nursing,
      role: 'Nursing',
      tenantId: a.tenantId,
      facility: { id: a.siteIds[0], name: 'Alpha North', timeZone: 'America/Toronto' },
      staffMember: { id: a.staffIds.Nursing, staffRefId: expect.any(String), name: expect.stringContaining('Nursing') },
      deviceSession: false,
    });
    expect(info.token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(info.token.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(590);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const info = await login(t, `  ${(a.emails.Nursing as string).toUpperCase()} `);
    expect(info.role).toBe('Nursing');
  });

  it('answers the spec text for a wrong password, an unknown email and an archived person', async () => {
    const wrong = await post('login', { user: { email: a.emails.Nursing, password: 'Wrong-pass-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The email or password are incorrect!', code: 'auth.invalid_credentials', errors: [] });
    const unknown = await post('login', { user: { email: 'nobody@test.example', password: PASSWORD } });
    expect(unknown.json().message).toBe('The email or password are incorrect!');

    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update staff_members set is_archived = true where id = ${a.staffIds['Housekeeper@1']}`),
    );
    const archived = await post('login', { user: { email: a.emails['Housekeeper@1'], password: PASSWORD } });
    expect(archived.statusCode).toBe(401);
  });

  it('answers the generic form messages for missing fields', async () => {
    const res = await post('login', { user: { email: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'user.email', code: 'validation.required', message: 'A value is required' },
      { field: 'user.password', code: 'validation.required', message: 'A value is required' },
    ]);
  });

  it('writes every attempt to events with actor, address and device', async () => {
    await post('login', { user: { email: a.emails.LeadHousekeeper, password: 'Nope-nope-1' } }, { 'x-device-token': a.deviceToken });
    await login(t, a.emails.LeadHousekeeper as string, PASSWORD, { 'x-device-token': a.deviceToken });
    const failed = (await eventsOf(a.tenantId, 'auth.login.failed')).filter((e) => e.data?.email === a.emails.LeadHousekeeper);
    expect(failed.at(-1)).toMatchObject({ ip: '127.0.0.1', device_id: a.deviceId, data: { reason: 'wrong-password' } });
    const ok = (await eventsOf(a.tenantId, 'auth.login.succeeded')).filter((e) => e.actor_id === a.staffIds.LeadHousekeeper);
    expect(ok.at(-1)).toMatchObject({ ip: '127.0.0.1', device_id: a.deviceId, tenant_id: a.tenantId });

    await post('login', { user: { email: 'ghost@test.example', password: 'x' } });
    const ghost = (await eventsOf(null, 'auth.login.failed')).filter((e) => e.data?.email === 'ghost@test.example');
    expect(ghost).toHaveLength(1);
    expect(ghost[0]).toMatchObject({ tenant_id: null, actor_id: null, data: { reason: 'unknown-account' } });
  });

  it('locks one account from one address after 10 failures in 15 minutes, even with the right password there', async () => {
    const email = a.emails.FacilityAssistant as string;
    const from = (remoteAddress: string, password: string) => loginFrom(remoteAddress, email, password);
    await t.database.db.execute(
      sql`insert into auth_failures (scope, key) select 'login-pair', ${`${email}|address:10.1.1.1`} from generate_series(1, 9)`,
    );
    expect((await from('10.1.1.1', 'Wrong-pass-1')).statusCode).toBe(401);
    const locked = await from('10.1.1.1', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'auth.account_locked',
      message: 'Too many failed sign-in attempts. Please try again later.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await eventsOf(a.tenantId, 'auth.login.locked')).at(-1)?.data).toMatchObject({ email, scope: 'login-pair' });
    // The same account from another address, and another account from this one, are not affected.
    expect((await from('10.1.1.2', PASSWORD)).statusCode).toBe(200);
    const other = await loginFrom('10.1.1.1', a.emails.FacilityAdministrator as string, PASSWORD);
    expect(other.statusCode).toBe(200);
  });

  it('locks an address after 1,000 failed attempts in an hour', async () => {
    await t.database.db.execute(sql`insert into auth_failures (scope, key) select 'address', '10.9.8.7' from generate_series(1, 1000)`);
    const res = await loginFrom('10.9.8.7', a.emails.Nursing as string, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('auth.address_locked');
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const info = await login(t, a.emails.Nursing as string);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).statusCode).toBe(200);
    expect((await post('logout', { logout: {} }, bearer(info))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).statusCode).toBe(401);
  });

  it('refresh issues a new token with a new expiration; the old one lasts one more minute', async () => {
    const info = await login(t, a.emails.Nursing as string);
    const res = await post('refresh', { refresh: {} }, bearer(info));
    expect(res.statusCode).toBe(200);
    const next = res.json() as TAccountInfo;
    expect(next.token.token).not.toBe(info.token.token);
    expect(Date.parse(next.token.expiration)).toBeGreaterThanOrEqual(Date.parse(info.token.expiration));
    expect(next).toMatchObject({ role: 'Nursing', tenantId: a.tenantId, facility: { id: a.siteIds[0] } });
    const old = await t.database.db.execute<{ secs: number }>(
      sql`select extract(epoch from expires_at - now())::int as secs from sessions where revoked_reason = 'refreshed' order by created_at desc limit 1`,
    );
    expect(old.rows[0]?.secs).toBeLessThanOrEqual(60);
  });

  it('an expired token is refused with 401', async () => {
    const info = await login(t, a.emails.Nursing as string);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where email = ${a.emails.Nursing}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).statusCode).toBe(401);
  });
});

describe('switching organization and site', () => {
  it('lets an organization administrator switch to any site of the organization', async () => {
    const info = await login(t, a.emails.MultiFacilityAdministrator as string);
    const sites = (await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).json();
    expect(sites.sites.map((s: { id: string }) => s.id).sort()).toEqual([...a.siteIds].sort());
    const res = await post('switchFacility', { data: { facilityId: a.siteIds[1] } }, bearer(info));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ facility: { id: a.siteIds[1], timeZone: 'Europe/London' }, token: { token: info.token.token } });
  });

  it('keeps a site-level role to its own site', async () => {
    const info = await login(t, a.emails.Nursing as string);
    const sites = (await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).json();
    expect(sites.sites.map((s: { id: string }) => s.id)).toEqual([a.siteIds[0]]);
    const res = await post('switchFacility', { data: { facilityId: a.siteIds[1] } }, bearer(info));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.no_site_access');
  });

  it('lets a system user switch organization, landing on its first site', async () => {
    const email = await createSystemUser(t, 'SiteAdministrator');
    const info = await login(t, email);
    expect(info.staffMember).toBeNull();
    const res = await post('switchTenant', { data: { tenantId: b.tenantId } }, bearer(info));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenantId: b.tenantId, facility: { name: 'Beta North' }, role: 'SiteAdministrator' });
    const site = await post('switchFacility', { data: { facilityId: b.siteIds[1] } }, bearer(info));
    expect(site.json()).toMatchObject({ tenantId: b.tenantId, facility: { id: b.siteIds[1] } });
    const all = (await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(info) })).json();
    expect(all.organizations.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([a.tenantId, b.tenantId]));
  });
});
