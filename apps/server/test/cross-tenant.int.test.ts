import type { TAccountInfo } from '@carehome/contracts';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as core from 'zod/v4/core';
import { CASES } from './cross-tenant.cases.ts';
import { other, scene } from './cross-tenant.fixtures.ts';
import { newReport, newResident } from './factories.ts';
import { bearer, createOrganization, createSystemUser, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const sessions: Record<string, TAccountInfo> = {};

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  scene.a = a;
  b = await createOrganization(t, 'Beta');
  sessions.admin = await login(t, a.emails.MultiFacilityAdministrator as string);
  sessions.tablet = await login(t, a.emails.TabletRegistration as string);
  // A provider administrator working in organization A (the dashboard report links are theirs).
  const provider = await login(t, await createSystemUser(t, 'SiteAdministrator'));
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/auth/switchTenant',
    payload: { data: { tenantId: a.tenantId } },
    headers: bearer(provider),
  });
  sessions.provider = switched.json();
  // Organization B gets a layout and a file, so every kind of id exists there.
  const bManager = await login(t, b.emails.MultiFacilityAdministrator as string);
  const roomType = (await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(bManager) })).json()[0].roomTypes[0].id;
  const site = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: bearer(bManager),
    payload: {
      facilityId: b.siteIds[0],
      areas: [{ id: crypto.randomUUID(), parentId: null, name: 'Wing' }],
      rooms: [{ areaId: null, roomNumber: '1', roomTypeId: roomType }],
    },
  });
  other.roomId = site.json().rooms[0].id;
  other.areaId = site.json().areas[0].id;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const boundary = 'xx-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  other.fileName = (
    await t.app.inject({
      method: 'POST',
      url: '/api/files/image',
      payload,
      headers: { ...bearer(bManager), 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
  ).json().fileName;
  const bConfig = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', query: { facilityId: b.siteIds[0] }, headers: bearer(bManager) })
  ).json();
  other.cleanType = bConfig.roomTypes.find((rt: { id: string }) => rt.id === roomType).routines[0].cleanType;
  // A complete report with no operations, and a resident.
  const routine = { cleanType: other.cleanType, operations: [] };
  other.reportId = (await newReport(t, { org: b, roomId: other.roomId, routine, as: 'MultiFacilityAdministrator' })).id;
  other.residentId = await newResident(t, other.roomId, { residentId: 'B-1', firstName: 'Bea', lastName: 'Other' }, { org: b });
  const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const assignment = await t.app.inject({
    method: 'POST',
    url: '/api/staffSchedule/addassignment',
    headers: bearer(bManager),
    payload: { facilityId: b.siteIds[0], assignment: { staffMemberId: null, startDate: today, endDate: today, roomNumbers: ['1'] } },
  });
  other.assignmentId = assignment.json().assignment.id;
  const templates = await t.app.inject({
    method: 'POST',
    url: '/api/facility/assignmentTemplates',
    headers: bearer(bManager),
    payload: {
      facilityId: b.siteIds[0],
      templates: [{ description: 'B rota', assignments: [{ staffMemberId: null, roomNumbers: ['1'] }] }],
    },
  });
  other.templateId = templates.json().templates[0].id;
  scene.configOfA = (
    await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(sessions.admin as TAccountInfo) })
  ).json()[0];
});

afterAll(() => t.close());

/**
 * Routes only provider administrators reach, who work across organizations: system
 * users belong to the platform, and organizations are listed and edited by them. Organization users
 * are refused before any id is read (organizations.int.test.ts, system-users.int.test.ts).
 */
const PLATFORM_LEVEL = new Set(['POST /api/systemusers', 'DELETE /api/systemusers', 'GET /api/tenant', 'POST /api/tenant/update']);

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
    expect(found.filter((r) => !CASES[r] && !PLATFORM_LEVEL.has(r))).toEqual([]);
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
    expect(res.statusCode, res.body).toBe(c.status ?? 404);
  });
});
