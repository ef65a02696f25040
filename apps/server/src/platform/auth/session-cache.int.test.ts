import type { THousekeepingConfig } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let second: Awaited<ReturnType<TestContext['secondApp']>>;
let a: OrgFixture;

beforeAll(async () => {
  t = await createTestContext();
  second = await t.secondApp();
  a = await createOrganization(t, 'Alpha');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Sessions are kept for seconds per app copy; a change made on one copy must reach the other's cache. */
describe('session cache across app copies', () => {
  const sitesOn = (app: TestContext['app'], token: string) => app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(token) });

  it('a sign-out on one copy is refused on the other at once, although the other had the session cached', async () => {
    const token = (await login(t, a.emails.Nursing as string)).token.token;
    for (let i = 0; i < 3; i++) expect((await sitesOn(second.app, token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: { logout: {} } })).statusCode,
    ).toBe(200);
    // The writing copy forgets at once; the other when the NOTIFY arrives (milliseconds).
    expect((await sitesOn(t.app, token)).statusCode).toBe(401);
    await expect.poll(async () => (await sitesOn(second.app, token)).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('a site switch on one copy moves the session on the other', async () => {
    const token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    const siteOn = async (app: TestContext['app']) =>
      ((await app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(token) })).json() as THousekeepingConfig)
        .facilityId;
    const first = await siteOn(second.app);
    const target = a.siteIds.find((id) => id !== first) as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchFacility',
      headers: bearer(token),
      payload: { data: { facilityId: target } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await siteOn(t.app)).toBe(target);
    await expect.poll(() => siteOn(second.app), { timeout: 2000, interval: 20 }).toBe(target);
  });
});
