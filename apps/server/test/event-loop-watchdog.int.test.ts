import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createSystemUser, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

// The route that blocks the event loop on purpose (for the watchdog's cluster test) must not exist in a
// normal start, and even with TEST_ROUTES it is a platform administrator's alone.

const ROUTE = '/api/test/block-event-loop';
let plain: TestContext;
let testing: TestContext;
let org: OrgFixture;

beforeAll(async () => {
  [plain, testing] = await Promise.all([createTestContext(), createTestContext({ testRoutes: true })]);
  org = await createOrganization(testing);
});
afterAll(async () => {
  await Promise.all([plain?.close(), testing?.close()]);
});

describe('the event-loop blocking route', () => {
  it('does not exist without TEST_ROUTES', async () => {
    expect(plain.routes.filter((r) => r.url === ROUTE)).toEqual([]);
    const admin = await login(plain, await createSystemUser(plain, 'SiteAdministrator'));
    const res = await plain.app.inject({ method: 'POST', url: ROUTE, headers: bearer(admin), payload: { ms: 1 } });
    expect(res.statusCode).toBe(404);
  });

  it('with TEST_ROUTES, is for a platform administrator only, and blocks as long as asked', async () => {
    const route = testing.routes.find((r) => r.url === ROUTE && r.method === 'POST');
    expect(route?.config).toMatchObject({ access: { minRole: 'SiteAdministrator' } });

    expect((await testing.app.inject({ method: 'POST', url: ROUTE, payload: { ms: 1 } })).statusCode).toBe(401);
    const orgAdmin = await login(testing, org.emails.MultiFacilityAdministrator as string);
    expect((await testing.app.inject({ method: 'POST', url: ROUTE, headers: bearer(orgAdmin), payload: { ms: 1 } })).statusCode).toBe(403);

    const admin = await login(testing, await createSystemUser(testing, 'SiteAdministrator'));
    const bad = await testing.app.inject({ method: 'POST', url: ROUTE, headers: bearer(admin), payload: { ms: -5 } });
    expect(bad.statusCode).toBe(400);
    // While it runs, not even a timer fires: the event loop is blocked.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = Date.now();
    const res = await testing.app.inject({ method: 'POST', url: ROUTE, headers: bearer(admin), payload: { ms: 300 } });
    const blockedFor = Date.now() - started;
    clearInterval(timer);
    expect(res.statusCode).toBe(200);
    expect(blockedFor).toBeGreaterThanOrEqual(300);
    expect(ticks).toBeLessThan(5);
  });
});
