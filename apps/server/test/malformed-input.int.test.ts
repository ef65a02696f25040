import type { THousekeepingConfig, TRole, TRoutine } from '@carehome/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, systemUserIn, type TestContext } from './harness.ts';
import { seededRandom } from './openapi-probe.ts';
import { type OpenApiDoc, type Operation, operationsOf, type ProbeFixtures, variantsOf } from './openapi-requests.ts';
import { completeReportSave } from './report-saves.ts';

/**
 * Walks every operation of the OpenAPI document with malformed variants of its request: wrong types, missing properties, NUL and lone surrogates, huge values, impossible dates,
 * bad path ids, broken JSON and multipart bodies, corrupt images. Bad input is a 4xx, never a 5xx:
 * a save that always gets a 500 is retried forever by the tablet's outbox. Each route is called by a
 * role its access rule lets in: the provider administrator for platform routes, a staff member of the
 * organization's site (its manager, or the route's own role where the manager lacks it) for the rest.
 */

const SEED = 20_260_914;
/** Routes whose success changes the session that made the call. */
const SESSION_CHANGING = /\/auth\/(logout|refresh|switchTenant|switchFacility)$/;

let t: TestContext;
let org: OrgFixture;
let config: THousekeepingConfig;
const tokens = new Map<string, string>();
const fx: ProbeFixtures = {
  known: {
    timeZone: 'UTC',
    language: 'en',
    role: 'Housekeeper',
    pinCode: '73915',
    companyLogo: null,
    csv: 'Area,Room,Room type\nWing,9,Resident Room',
  },
  ids: {},
  paramValues: {},
  foreignIds: [],
  baselines: {},
  png: Buffer.alloc(0),
  corruptImages: {},
};

/** The role a route is probed as: one its rule lets in and that its rules let act (a site manager where it can). */
function probeRole(access: Operation['access']): TRole | undefined {
  if ('public' in access) return undefined;
  if (access.minRole === 'SiteAdministrator' || access.minRole === 'SiteAssistant') return 'SiteAdministrator';
  if (access.minRole === 'MultiFacilityAdministrator' || access.minRole === 'TabletRegistration') return access.minRole;
  return 'FacilityAdministrator';
}

async function tokenFor(role: TRole | undefined): Promise<string | undefined> {
  if (!role) return undefined;
  const cached = tokens.get(role);
  if (cached) return cached;
  const token =
    role === 'SiteAdministrator' ? await systemUserIn(t, role, org.tenantId) : (await login(t, org.emails[role] as string)).token.token;
  tokens.set(role, token);
  return token;
}

const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer((await tokenFor('FacilityAdministrator')) as string),
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** A clean report of the fixture room as the tablet saves it, every task done. */
function reportBody(routine: TRoutine, newId: () => string) {
  const at = new Date(Date.now() - 60_000);
  const { facilityId, roomId, authorStaffId, fileName } = fx.ids as Record<'facilityId' | 'roomId' | 'authorStaffId' | 'fileName', string>;
  // Ids from the seeded generator, the report's before its photo's, so every run probes the same body.
  return completeReportSave({ facilityId, roomId, authorStaffId, routine }, at, {
    id: newId(),
    startDate: new Date(Date.now() - 20 * 60_000).toISOString(),
    comment: 'Probe comment',
    photos: [{ id: newId(), photo: fileName, createdDate: at.toISOString(), createdBy: null, isDeleted: false }],
  });
}

beforeAll(async () => {
  t = await createTestContext();
  org = await createOrganization(t, 'Probe');
  fx.png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4488cc' } })
    .png()
    .toBuffer();
  // A patterned image (a flat one compresses to a few bytes): its header reads, its damaged pixels do not.
  const raw = Buffer.from(Array.from({ length: 160 * 120 * 3 }, (_, i) => (i * 7919) % 251));
  const png = await sharp(raw, { raw: { width: 160, height: 120, channels: 3 } })
    .png()
    .toBuffer();
  const jpeg = await sharp(raw, { raw: { width: 160, height: 120, channels: 3 } })
    .jpeg()
    .toBuffer();
  const damaged = Buffer.from(png).fill(0x5a, png.length >> 1, (png.length >> 1) + 64);
  fx.corruptImages = { 'PNG with damaged pixel data': damaged, 'JPEG cut in half': jpeg.subarray(0, jpeg.length >> 1) };
  config = await api('GET', '/api/housekeeping/config');
  const roomType = config.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
  const routine = roomType.routines[0] as TRoutine;
  const areaId = '9b1c3f7e-2a4d-4c8e-9f10-1a2b3c4d5e6f';
  const site = await api('POST', '/api/facility/rooms', {
    facilityId: org.siteIds[0],
    areas: [{ id: areaId, parentId: null, name: 'Probe wing' }],
    rooms: [{ areaId, roomNumber: '101', roomTypeId: roomType.id }],
  });
  const spare = await api('POST', '/api/staff', {
    staffMember: {
      staffRefId: 'SPARE-1',
      firstName: 'Spare',
      lastName: 'Probe',
      email: `spare.${org.tenantId}@test.example`,
      role: 'Housekeeper',
      facilityId: org.siteIds[0],
    },
  });
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/image',
    headers: { ...bearer((await tokenFor('FacilityAdministrator')) as string), 'content-type': 'multipart/form-data; boundary=x' },
    payload: Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="Image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      fx.png,
      Buffer.from('\r\n--x--\r\n'),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  Object.assign(fx.ids, {
    facilityId: org.siteIds[0],
    tenantId: org.tenantId,
    roomId: site.rooms[0].id,
    areaId,
    parentId: areaId,
    roomTypeId: roomType.id,
    roomStateId: config.roomStates[0]?.id ?? '',
    fileName: upload.json().fileName,
    authorStaffId: org.staffIds.FacilityAdministrator as string,
  });
  const report = await api('POST', '/api/housekeeping/submitReport', { report: reportBody(routine, () => crypto.randomUUID()) });
  fx.known.cleanType = routine.cleanType;
  // Another organization's site, area, room and staff member: ids row security hides from this one.
  const other = await createOrganization(t, 'Other');
  const otherManager = bearer(await login(t, other.emails.FacilityAdministrator as string));
  const otherConfig = (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: otherManager })).json();
  const otherArea = crypto.randomUUID();
  const otherSite = await t.app.inject({
    method: 'POST',
    url: '/api/facility/rooms',
    headers: otherManager,
    payload: {
      facilityId: other.siteIds[0],
      areas: [{ id: otherArea, parentId: null, name: 'Other wing' }],
      rooms: [{ areaId: otherArea, roomNumber: '1', roomTypeId: otherConfig.roomTypes[0].id }],
    },
  });
  expect(otherSite.statusCode, otherSite.body).toBe(200);
  fx.foreignIds.push(other.siteIds[0], otherArea, otherSite.json().rooms[0].id, other.staffIds.Housekeeper as string);
  Object.assign(fx.paramValues, {
    '/api/tenant id': org.tenantId,
    '/api/facility/{id} id': org.siteIds[0],
    '/api/files/{fileName} fileName': fx.ids.fileName,
  });
  const withId = (id: string) => (base: Record<string, unknown>) => ({ ...base, id });
  let serial = 0;
  Object.assign(fx.baselines, {
    'POST /api/tenant/update': (b: { tenant: object }) => ({ tenant: { ...b.tenant, id: org.tenantId } }),
    // Fresh names and numbers, so a save is not refused as a duplicate before it gets to the ids.
    'POST /api/facility/rooms': (b: { areas: { name: string }[]; rooms: { roomNumber: string }[] }) => {
      serial++;
      return {
        ...b,
        areas: b.areas.map((a) => ({ ...a, name: `Probe area ${serial}` })),
        rooms: b.rooms.map((r) => ({ ...r, roomNumber: `P${serial}` })),
      };
    },
    'POST /api/facility': (b: { site: object }) => ({ site: { ...b.site, id: undefined, copyConfigurationFrom: undefined } }),
    'POST /api/staff': (b: { staffMember: object }) => ({
      staffMember: { ...b.staffMember, id: undefined, email: null, staffRefId: 'PROBE-1' },
    }),
    'POST /api/staff/archive': withId(spare.id),
    'POST /api/staff/invite': withId(spare.id),
    'POST /api/systemusers': (b: { systemUser: object }) => ({ systemUser: { ...b.systemUser, id: undefined } }),
    'POST /api/housekeeping/update': () => ({ config }),
    'POST /api/housekeeping/submitReport': (_b: unknown, newId: () => string) => ({ report: reportBody(routine, newId) }),
    'POST /api/housekeeping/submitmarkingreport': (_b: unknown, newId: () => string) => {
      const { id, facilityId, roomId, startDate, operations, authorStaffId } = reportBody(routine, newId);
      return {
        report: { id, facilityId, roomId, cleanType: routine.cleanType, startDate, markingDate: startDate, operations, authorStaffId },
      };
    },
    'POST /api/housekeeping/updatereportprops': (b: object) => ({ ...b, id: report.id }),
    'POST /api/housekeeping/emailreport': () => ({ id: report.id, facilityId: org.siteIds[0], recipients: [org.emails.Nursing] }),
    'POST /api/housekeeping/emailauditreport': () => ({ id: report.id, facilityId: org.siteIds[0], recipients: [org.emails.Nursing] }),
  });
  fx.known.ids = [report.id];
});
afterAll(() => t.close());

/** The configuration save carries the version it was read at: send the current one, so a change gets to the write. */
async function withCurrentVersion(payload: string | Buffer | undefined): Promise<string | Buffer | undefined> {
  if (typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { config?: { version?: unknown } };
    if (!body?.config || typeof body.config !== 'object' || typeof body.config.version !== 'number') return payload;
    body.config.version = (await api('GET', '/api/housekeeping/config')).version;
    return JSON.stringify(body);
  } catch {
    return payload;
  }
}

describe('malformed input on every route of the OpenAPI document', () => {
  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const started = Date.now();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
    const ops = operationsOf(doc, t.routes);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const covered = new Set<string>();
    const statuses = new Map<number, number>();
    let requests = 0;
    for (const op of ops) {
      const role = probeRole(op.access);
      fx.ids.authorStaffId = org.staffIds[role ?? 'Housekeeper'] ?? (org.staffIds.FacilityAdministrator as string);
      const variants = variantsOf(op, random, fx);
      for (const v of variants) {
        const token = await tokenFor(role);
        const payload = op.path === '/api/housekeeping/update' ? await withCurrentVersion(v.payload) : v.payload;
        const res = await t.app.inject({
          method: op.method,
          url: v.url,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(v.contentType ? { 'content-type': v.contentType } : {}),
            ...(role ? {} : { 'x-device-token': org.deviceToken }),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        requests++;
        covered.add(`${op.method} ${op.path}`);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (process.env.PROBE_DEBUG && v.label.startsWith('baseline'))
          console.warn(`baseline ${op.method} ${op.path} → ${res.statusCode} ${res.statusCode >= 300 ? res.body.slice(0, 200) : ''}`);
        if (res.statusCode >= 500) failures.push(`${op.method} ${op.path} [${v.label}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
        // A sign-out, refresh or switch changed the session: sign in again for the next request.
        if ((SESSION_CHANGING.test(op.path) && res.statusCode < 300) || (res.statusCode === 401 && token)) tokens.clear();
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.warn(
      `malformed input: ${requests} requests on ${covered.size} operations in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    expect(covered.size).toBe(Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0));
    expect(ops.length).toBeGreaterThan(40);
  });
});
