import type { TAccountInfo } from '@carehome/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as core from 'zod/v4/core';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const sessions: Record<string, TAccountInfo> = {};

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  sessions.admin = await login(t, a.emails.MultiFacilityAdministrator as string);
  sessions.tablet = await login(t, a.emails.TabletRegistration as string);
});
afterAll(() => t.close());

interface Case {
  /** Which signed-in user of organization A calls (the highest role that can reach the route). */
  as: keyof typeof sessions;
  /** The request, filled with ids that belong to organization B. */
  request: (other: OrgFixture) => { payload?: unknown; query?: Record<string, string>; url?: string };
}

/**
 * One case for every route that takes an id. The test below finds those routes in Fastify's route
 * table, so a new route with an id and no case here fails the suite.
 */
const CASES: Record<string, Case> = {
  'POST /api/auth/switchTenant': { as: 'admin', request: (o) => ({ payload: { data: { tenantId: o.tenantId } } }) },
  'POST /api/auth/switchFacility': { as: 'admin', request: (o) => ({ payload: { data: { facilityId: o.siteIds[0] } } }) },
  'POST /api/auth/unregisterDevice': { as: 'tablet', request: (o) => ({ payload: { data: { deviceId: o.deviceId } } }) },
  'POST /api/auth/recoverDeviceRegistration': { as: 'tablet', request: (o) => ({ payload: { data: { hardwareId: o.hardwareId } } }) },
  'POST /api/auth/registerDevice': {
    as: 'tablet',
    request: (o) => ({ payload: { data: { deviceId: o.deviceId, hardwareId: 'hardware-of-a-tablet' } } }),
  },
};

/** True when a zod schema has a field named like an id (`id`, `tenantId`, `facilityId`, ...). */
function hasIdField(schema: core.$ZodType | undefined, depth = 0): boolean {
  if (!schema || depth > 6) return false;
  const def = (
    schema as unknown as {
      def?: { type?: string; shape?: Record<string, core.$ZodType>; innerType?: core.$ZodType; element?: core.$ZodType };
    }
  ).def;
  if (!def) return false;
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).some(([k, v]) => /(^id$|Id$)/.test(k) || hasIdField(v, depth + 1));
  }
  if (def.innerType) return hasIdField(def.innerType, depth + 1);
  if (def.element) return hasIdField(def.element, depth + 1);
  return false;
}

function routesTakingIds(routes: RouteOptions[]): string[] {
  return routes
    .filter((r) => r.method !== 'HEAD')
    .filter((r) => {
      const s = r.schema as { body?: core.$ZodType; params?: core.$ZodType; querystring?: core.$ZodType } | undefined;
      return r.url.includes(':') || hasIdField(s?.body) || hasIdField(s?.params) || hasIdField(s?.querystring);
    })
    .map((r) => `${String(r.method)} ${r.url}`);
}

describe('another organization’s ids are not found', () => {
  it('has a case for every route that takes an id', () => {
    const found = routesTakingIds(t.routes);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((r) => !CASES[r])).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s answers 404 for organization B’s ids', async (route, c) => {
    const [method, url] = route.split(' ') as ['POST' | 'GET' | 'DELETE', string];
    const r = c.request(b);
    const res = await t.app.inject({
      method,
      url: r.url ?? url,
      ...(r.query ? { query: r.query } : {}),
      ...(r.payload !== undefined ? { payload: r.payload as object } : {}),
      headers: bearer(sessions[c.as] as TAccountInfo),
    });
    expect(res.statusCode, res.body).toBe(404);
  });
});
