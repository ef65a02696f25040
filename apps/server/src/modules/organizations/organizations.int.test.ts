import type { TTenant } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { bearer, createSystemUser, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withPlatform } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let admin: string;

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta'], { publicUrl: 'https://care.example.org' });
  admin = (await login(t, await createSystemUser(t, 'SiteAdministrator'))).token.token;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

const onboarding = (name: string, email: string) => ({
  tenant: { name },
  site: { name: 'Riverside', timeZone: 'America/Toronto' },
  sponsor: { firstName: 'Nora', lastName: 'Lee', email, language: 'fr' },
});

describe('onboarding an organization', () => {
  it('creates the organization, its first site with a starter configuration, and invites the sponsor', async () => {
    const res = await api('POST', 'tenant/create', admin, onboarding('Riverside Homes', 'nora@riverside.example'));
    expect(res.statusCode, res.body).toBe(200);
    const { tenant, siteId, sponsorId } = res.json() as { tenant: TTenant; siteId: string; sponsorId: string };
    expect(tenant).toMatchObject({ name: 'Riverside Homes', siteCount: 1 });

    const mail = await withPlatform(t.database.db, (tx) =>
      tx.execute<{ text: string; subject: string }>(sql`select text, subject from mail_outbox where 'nora@riverside.example' = any("to")`),
    );
    expect(mail.rows[0]?.subject).toBe('Votre compte Care Home Housekeeping');
    const link = /https:\/\/care\.example\.org\/confirm-password\/([\w-]{43})\?email=/.exec(mail.rows[0]?.text ?? '');
    expect(link).not.toBeNull();

    // The sponsor sets a password through the link and signs in as organization administrator.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirmpassword',
      payload: { confirmPassword: { email: 'nora@riverside.example', password: 'Riverside-2026', hash: link?.[1] } },
    });
    expect(set.statusCode).toBe(200);
    const sponsor = await login(t, 'nora@riverside.example', 'Riverside-2026');
    expect(sponsor).toMatchObject({
      role: 'MultiFacilityAdministrator',
      tenantId: tenant.id,
      facility: { id: siteId },
      staffMember: { id: sponsorId },
    });
    const config = await api('GET', `housekeeping?facilityId=${siteId}`, sponsor.token.token);
    expect(config.json()[0].roomTypes.map((r: { roomType: string }) => r.roomType)).toContain('Resident Room');
  });

  it("refuses a name already used: 'This name is already used for another tenant.'", async () => {
    const res = await api('POST', 'tenant/create', admin, onboarding('riverside homes', 'other@riverside.example'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This name is already used for another tenant.', errors: [{ field: 'tenant.name' }] });
  });

  it('refuses a sponsor email already used by anyone', async () => {
    const res = await api('POST', 'tenant/create', admin, onboarding('Lakeside Homes', a.emails.Nursing as string));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This email is already used for another staff member.');
    const names = (await api('GET', 'tenant', admin)).json().tenants.map((x: TTenant) => x.name);
    expect(names).not.toContain('Lakeside Homes');
  });

  it('is for provider administrators only', async () => {
    const orgAdmin = await login(t, a.emails.MultiFacilityAdministrator as string);
    expect((await api('POST', 'tenant/create', orgAdmin.token.token, onboarding('X', 'x@x.example'))).statusCode).toBe(403);
  });
});

describe('organization settings', () => {
  it('are for the provider administrator only: an organization administrator and a multi-site assistant are refused', async () => {
    const orgAdmin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    const assistant = (await login(t, await createSystemUser(t, 'SiteAssistant'))).token.token;
    const update = (id: string) => ({
      tenant: {
        id,
        name: 'Taken Over',
        companyLogo: null,
        reportColors: { background: '#FFFFFF', alternateBackground: '#EEEEEE', headerBackground: '#123456', headerText: '#FFFFFF' },
        supervisors: [{ email: 'attacker@evil.example' }],
      },
    });
    for (const token of [orgAdmin, assistant]) {
      for (const res of [
        await api('GET', 'tenant', token),
        await api('GET', `tenant?id=${a.tenantId}`, token),
        await api('POST', 'tenant/update', token, update(a.tenantId)),
        await api('POST', 'tenant/update', token, update(b.tenantId)),
        await api('POST', 'tenant/create', token, onboarding('Takeover Homes', 'takeover@evil.example')),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('auth.forbidden');
      }
    }
    // Nothing changed: the supervisors that resident-data mails go to are still the organization's own.
    const after = (await api('GET', `tenant?id=${a.tenantId}`, admin)).json().tenants[0] as TTenant;
    expect(after.name).not.toBe('Taken Over');
    expect(after.supervisors.map((s) => s.email)).not.toContain('attacker@evil.example');
  });

  it('lets a provider administrator list and edit every organization', async () => {
    const list = (await api('GET', 'tenant', admin)).json().tenants as TTenant[];
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([a.tenantId, b.tenantId]));
    const one = await api('GET', `tenant?id=${b.tenantId}`, admin);
    expect(one.json().tenants[0].id).toBe(b.tenantId);
    const update = {
      tenant: {
        id: a.tenantId,
        name: 'Alpha Renamed',
        companyLogo: null,
        reportColors: { background: '#FFFFFF', alternateBackground: '#EEEEEE', headerBackground: '#123456', headerText: '#FFFFFF' },
        supervisors: [{ email: 'Boss@Alpha.example' }],
      },
    };
    const res = await api('POST', 'tenant/update', admin, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alpha Renamed',
      supervisors: [{ email: 'boss@alpha.example' }],
      reportColors: { headerBackground: '#123456' },
    });
    const unknown = await api('POST', 'tenant/update', admin, { tenant: { ...update.tenant, id: crypto.randomUUID() } });
    expect(unknown.statusCode).toBe(404);
    const badColor = await api('POST', 'tenant/update', admin, {
      tenant: { ...update.tenant, reportColors: { ...update.tenant.reportColors, background: 'red' } },
    });
    expect(badColor.statusCode).toBe(400);
  });
});
