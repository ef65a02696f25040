import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../src/platform/errors.ts';
import { findUnstorableText } from '../src/platform/http/input-hygiene.ts';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from './harness.ts';

/**
 * Bad input is a 400 with the field, never a 500 (which the tablet's outbox retries
 * forever). The generated walk over every route is malformed-input.int.test.ts; these are the cases
 * the probe found, one by one.
 */

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let manager: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  b = await createOrganization(t, 'Beta');
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, ...(token ? { headers: bearer(token) } : {}) });

describe('text PostgreSQL cannot store', () => {
  it('is a 400 naming the field, for NUL and unpaired surrogates, at sign-in too', async () => {
    for (const email of ['ana\u0000@example.org', 'ana\ud800@example.org', '\udc00']) {
      const res = await post('auth/login', { user: { email, password: 'whatever' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation.invalid_text',
        message: 'This text contains characters that cannot be saved.',
        errors: [{ field: 'user.email', code: 'validation.invalid_text' }],
      });
    }
  });

  it('is found anywhere: nested values, keys, the query string, the path', async () => {
    const nested = await post('facility/rooms', { facilityId: a.siteIds[0], areas: [{ parentId: null, name: 'Wing\u0000' }] }, manager);
    expect(nested.json().errors[0].field).toBe('areas.0.name');
    const key = await post('housekeeping/cleans', { facilityId: a.siteIds[0], roomId: a.siteIds[0], 'k\u0000': 1 }, manager);
    expect(key.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: '/api/staff?facilityId=%00', headers: bearer(manager) });
    expect(query.json().errors[0].field).toBe('querystring.facilityId');
    const path = await t.app.inject({ method: 'GET', url: '/api/files/a%00.jpg', headers: bearer(manager) });
    expect(path.json().errors[0].field).toBe('params.fileName');
    // Paired surrogates (emoji) are text like any other.
    const emoji = await post('facility/rooms', { facilityId: a.siteIds[0], areas: [{ parentId: null, name: 'Garden 🌷' }] }, manager);
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('is looked for without recursion and in linear time, however deep the body', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
    const started = Date.now();
    expect(findUnstorableText(deep)?.split('.').length).toBe(50_000);
    // Copying the path at every level (the first version) took about 20 s here (load-dependent); linear takes milliseconds.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('dates', () => {
  it('from years PostgreSQL or the product cannot hold are a 400 with the field', async () => {
    for (const before of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '0001-01-01T00:00:00+14:00']) {
      const res = await post('housekeeping/cleans', { facilityId: a.siteIds[0], roomId: a.siteIds[0], before }, manager);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().errors[0].field).toBe('before');
    }
  });
});

describe('another organization’s ids in a layout save', () => {
  it('are "not found", for an area id and a room id, and change nothing there', async () => {
    const bManager = (await login(t, b.emails.FacilityAdministrator as string)).token.token;
    const bConfig = (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(bManager) })).json();
    const bArea = crypto.randomUUID();
    const bSite = await post(
      'facility/rooms',
      {
        facilityId: b.siteIds[0],
        areas: [{ id: bArea, parentId: null, name: 'Their wing' }],
        rooms: [{ areaId: bArea, roomNumber: '7', roomTypeId: bConfig.roomTypes[0].id }],
      },
      bManager,
    );
    const bRoom = bSite.json().rooms[0].id as string;
    const aConfig = (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(manager) })).json();
    const area = await post(
      'facility/rooms',
      { facilityId: a.siteIds[0], areas: [{ id: bArea, parentId: null, name: 'Mine now' }] },
      manager,
    );
    expect(area.statusCode, area.body).toBe(404);
    const room = await post(
      'facility/rooms',
      { facilityId: a.siteIds[0], rooms: [{ id: bRoom, areaId: null, roomNumber: '7', roomTypeId: aConfig.roomTypes[0].id }] },
      manager,
    );
    expect(room.statusCode, room.body).toBe(404);
    const theirs = (await t.app.inject({ method: 'GET', url: `/api/facility/${b.siteIds[0]}`, headers: bearer(bManager) })).json();
    expect(theirs.areas.map((x: { name: string }) => x.name)).toEqual(['Their wing']);
  });
});

describe('database errors that only bad input causes (the safety net)', () => {
  it('are a 4xx, logged as a missing check, never a 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    const pgError = (code: string, message = 'x') =>
      Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });
    const cases: Array<[string, string, number]> = [
      ['22P02', 'invalid input syntax for type uuid', 400],
      ['22008', 'date/time field value out of range', 400],
      ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', 400],
      ['23503', 'violates foreign key constraint', 400],
      ['23505', 'duplicate key value violates unique constraint', 409],
      ['42501', 'new row violates row-level security policy for table "rooms"', 404],
      ['54000', 'index row size exceeds btree version 4 maximum', 400],
      ['42501', 'permission denied for table rooms', 500],
      ['57P01', 'terminating connection due to administrator command', 500],
    ];
    for (const [i, [code, message]] of cases.entries()) app.get(`/${i}`, async () => Promise.reject(pgError(code, message)));
    for (const [i, [code, , status]] of cases.entries())
      expect((await app.inject({ method: 'GET', url: `/${i}` })).statusCode, code).toBe(status);
    await app.close();
  });
});
