import type { TAccountInfo, TRoutine } from '@carehome/contracts';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as core from 'zod/v4/core';
import { CASES } from './cross-tenant.cases.ts';
import { other, scene } from './cross-tenant.fixtures.ts';
import { contextWith, newReport, newResident, newRooms, roomTypeNamed, siteConfig } from './factories.ts';
import { bearer, login, type OrgFixture, systemSessionIn, type TestContext } from './harness.ts';
import { multipart, upload } from './multipart.ts';

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const sessions: Record<string, TAccountInfo> = {};

beforeAll(async () => {
  [t, a, b] = await contextWith(['Alpha', 'Beta']);
  scene.a = a;
  sessions.admin = await login(t, a.emails.MultiFacilityAdministrator as string);
  sessions.tablet = await login(t, a.emails.TabletRegistration as string);
  // A provider administrator working in organization A (the dashboard report links are theirs).
  sessions.provider = await systemSessionIn(t, 'SiteAdministrator', a.tenantId);
  // Organization B gets a layout and a file, so every kind of id exists there.
  const bManager = await login(t, b.emails.MultiFacilityAdministrator as string);
  const postAsB = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(bManager), payload })).json();
  const roomType = roomTypeNamed(await siteConfig(t, { org: b }));
  other.areaId = crypto.randomUUID();
  other.roomId = (await newRooms(t, ['1'], { org: b, roomType, area: { id: other.areaId, name: 'Wing' } }))['1'] as string;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const image = multipart({}, { name: 'a.png', type: 'image/png', data: png });
  other.fileName = (await upload(t, 'files/image', bManager.token.token, image)).json().fileName;
  other.cleanType = (roomType.routines[0] as TRoutine).cleanType;
  // A complete report with no operations, and a resident.
  const routine = { cleanType: other.cleanType, operations: [] };
  other.reportId = (await newReport(t, { org: b, roomId: other.roomId, routine, as: 'MultiFacilityAdministrator' })).id;
  other.residentId = await newResident(t, other.roomId, { residentId: 'B-1', firstName: 'Bea', lastName: 'Other' }, { org: b });
  const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const assignment = { staffMemberId: null, startDate: today, endDate: today, roomNumbers: ['1'] };
  other.assignmentId = (await postAsB('staffSchedule/addassignment', { facilityId: b.siteIds[0], assignment })).assignment.id;
  const templates = [{ description: 'B rota', assignments: [{ staffMemberId: null, roomNumbers: ['1'] }] }];
  other.templateId = (await postAsB('facility/assignmentTemplates', { facilityId: b.siteIds[0], templates })).templates[0].id;
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
