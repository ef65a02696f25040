import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

let t: TestContext;
let org: OrgFixture;

beforeAll(async () => {
  t = await createTestContext();
  org = await createOrganization(t);
});
afterAll(() => t.close());

/** Fastify adds HEAD for every GET itself; the GET's declaration covers it. */
const declared = (routes: RouteOptions[]) =>
  routes.filter((r) => r.method !== 'HEAD' && !(Array.isArray(r.method) && r.method.length === 0));

describe('every route declares its access', () => {
  it('walks the route table: each route has a minimum role or public', () => {
    const missing = declared(t.routes)
      .filter((r) => {
        const access = (r.config as { access?: unknown } | undefined)?.access;
        return !access || !(typeof access === 'object' && ('public' in access || 'minRole' in access));
      })
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(t.routes.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('refuses at run time a route that declares nothing', async () => {
    const { default: Fastify } = await import('fastify');
    const { installAccessControl } = await import('../src/platform/auth/access.ts');
    const { installErrorHandler } = await import('../src/platform/errors.ts');
    const bare = Fastify();
    installErrorHandler(bare);
    installAccessControl(bare, t.database);
    bare.get('/undeclared', async () => ({ secret: true }));
    const res = await bare.inject({ method: 'GET', url: '/undeclared' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).not.toHaveProperty('secret');
    await bare.close();
  });

  it('answers 401 without an account and 403 below the minimum role', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/devices' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth.unauthenticated' });

    const badToken = await t.app.inject({ method: 'GET', url: '/api/auth/devices', headers: bearer('x'.repeat(43)) });
    expect(badToken.statusCode).toBe(401);

    const nurse = await login(t, org.emails.Nursing as string);
    const tooLow = await t.app.inject({ method: 'GET', url: '/api/auth/devices', headers: bearer(nurse) });
    expect(tooLow.statusCode).toBe(403);
    expect(tooLow.json()).toEqual({ code: 'auth.forbidden', message: 'You do not have access to this.', errors: [] });

    const tablet = await login(t, org.emails.TabletRegistration as string);
    const allowed = await t.app.inject({ method: 'GET', url: '/api/auth/devices', headers: bearer(tablet) });
    expect(allowed.statusCode).toBe(200);
  });

  it('serves health, readiness and the OpenAPI document listing the auth endpoints', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    for (const p of [
      'login',
      'logout',
      'refresh',
      'resetpassword',
      'confirmpassword',
      'switchTenant',
      'switchFacility',
      'registerDevice',
      'unregisterDevice',
      'stafflogin',
      'recoverDeviceRegistration',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/api/auth/${p}`);
    }
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found', errors: [] });
  });
});
