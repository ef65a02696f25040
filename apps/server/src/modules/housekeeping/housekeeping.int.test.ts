import type { THousekeepingConfig } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';
import { loadSiteLayout } from '../sites/index.ts';

let t: TestContext;
let a: OrgFixture;
let manager: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t);
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

const get = async (token = manager) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(token) })).json() as THousekeepingConfig[]
  )[0] as THousekeepingConfig;
const update = (config: THousekeepingConfig, token = manager) =>
  t.app.inject({ method: 'POST', url: '/api/housekeeping/update', headers: bearer(token), payload: { config } });

describe('housekeeping configuration', () => {
  it('answers a list whose first item is the current site’s configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(manager) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ facilityId: a.siteIds[0], version: 1 });
    const housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;
    expect((await get(housekeeper)).roomTypes.length).toBeGreaterThan(0);
  });

  it('answers the configuration alone at /housekeeping/config, for the current or a named site', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(manager) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(await get());
  });

  it('saves a change and bumps the version; a save from an older version is refused', async () => {
    const config = await get();
    const changed = structuredClone(config);
    changed.roomTypes.push({
      id: crypto.randomUUID(),
      roomType: 'Chapel',
      routines: [],
      roomStates: [],
      settings: { allowGroupSelection: false, photoRequired: false },
    });
    const res = await update(changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(config.version + 1);
    const stale = await update(config);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else saved this configuration in the meantime. Reload it and make your change again.');
  });

  it.each([
    [
      'an invalid cron',
      (c: THousekeepingConfig) => ({ ...firstRoutine(c), schedule: { type: 'Cron', cron: 'every day' } }),
      'Crons expression is invalid',
    ],
    [
      'a bucket ending before it starts',
      (c: THousekeepingConfig) => ({
        ...firstRoutine(c),
        schedule: {
          type: 'Absolute',
          startDate: '2026-01-01',
          period: 'Daily',
          every: 1,
          buckets: [{ start: '10:00', due: '11:00', end: '09:00' }],
        },
      }),
      'End time must be after start time',
    ],
  ])('refuses %s with the spec message', async (_what, change, message) => {
    const config = await get();
    const bad = structuredClone(config);
    (bad.roomTypes[0] as THousekeepingConfig['roomTypes'][number]).routines[0] = change(
      config,
    ) as THousekeepingConfig['roomTypes'][number]['routines'][number];
    const res = await update(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('refuses two room types of the same name', async () => {
    const config = await get();
    const bad = structuredClone(config);
    bad.roomTypes.push({ ...(bad.roomTypes[0] as THousekeepingConfig['roomTypes'][number]), id: crypto.randomUUID() });
    const res = await update(bad);
    expect(res.json().errors[0]).toMatchObject({ message: 'This room type name is already used.' });
  });

  it('never removes a room type that rooms use', async () => {
    const config = await get();
    const resident = config.roomTypes.find((r) => r.roomType === 'Resident Room') as THousekeepingConfig['roomTypes'][number];
    await t.app.inject({
      method: 'POST',
      url: '/api/facility/rooms',
      headers: bearer(manager),
      payload: { facilityId: a.siteIds[0], rooms: [{ areaId: null, roomNumber: 'R1', roomTypeId: resident.id }] },
    });
    const res = await update({ ...config, roomTypes: config.roomTypes.filter((r) => r.id !== resident.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This room type is used by rooms and cannot be removed.');
  });

  it('is changed by staff managers only', async () => {
    const nurse = (await login(t, a.emails.Nursing as string)).token.token;
    expect((await update(await get(), nurse)).statusCode).toBe(403);
  });
});

function firstRoutine(c: THousekeepingConfig) {
  return c.roomTypes[0]?.routines[0] as THousekeepingConfig['roomTypes'][number]['routines'][number];
}

const getConfig = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(manager) })).json() as THousekeepingConfig;
const fields = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field);

describe('the configuration’s names in other languages', () => {
  it('saves the language and translations and reads them back on every read of the configuration', async () => {
    const config = await getConfig();
    expect(config.language).toBe('en');
    const res = await update({
      ...config,
      language: 'fr',
      translations: { ...config.translations, 'Deep Clean': { en: 'Deep Clean', 'zh-Hant': ' 深層清潔 ', es: '' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await getConfig();
    expect(read.language).toBe('fr');
    // Trimmed, and an empty entry is not kept (it counts as missing anyway).
    expect(read.translations['Deep Clean']).toEqual({ en: 'Deep Clean', 'zh-Hant': '深層清潔' });
    expect((await get()).translations['Deep Clean']).toEqual(read.translations['Deep Clean']);
    await update({ ...read, language: 'en' });
  });

  it('drops the translations of a name the configuration no longer has', async () => {
    const config = await getConfig();
    const res = await update({
      ...config,
      roomEvents: config.roomEvents.filter((e) => e.name !== 'Outbreak'),
      translations: { ...config.translations, 'No such name': { fr: 'Aucun' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await getConfig();
    expect(read.translations).not.toHaveProperty('Outbreak');
    expect(read.translations).not.toHaveProperty('No such name');
    expect(read.translations['Resident discharged']?.fr).toBe('Résident sorti');
  });

  it('refuses a language it does not have, naming config.language', async () => {
    const res = await update({ ...(await getConfig()), language: 'de' as THousekeepingConfig['language'] });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toContain('config.language');
  });

  it('refuses a translation too long or an unknown language in one, naming the field', async () => {
    const config = await getConfig();
    const long = await update({ ...config, translations: { Clean: { fr: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    expect(fields(long)).toContain('config.translations.Clean.fr');
    const unknown = await update({
      ...config,
      translations: { Clean: { de: 'Reinigung' } as THousekeepingConfig['translations'][string] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown).some((f) => f.startsWith('config.translations'))).toBe(true);
  });

  it('refuses too many translated names, naming config.translations', async () => {
    const config = await getConfig();
    const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`Name ${i}`, { fr: 'x' }]));
    const res = await update({ ...config, translations: many });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toContain('config.translations');
  });

  it('reads a document stored before names had translations as English with none', async () => {
    const facilityId = a.siteIds[0] as string;
    const stripped = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute(sql`update housekeeping_configs set document = document - 'language' - 'translations' where facility_id = ${facilityId}`),
    );
    expect(stripped.rowCount).toBe(1);
    const read = await getConfig();
    expect(read).toMatchObject({ language: 'en', translations: {} });
    expect(await get()).toMatchObject({ language: 'en', translations: {} });
    const layout = await withTenant(t.database.db, a.tenantId, (tx) => loadSiteLayout(tx, facilityId));
    expect(layout.config).toMatchObject({ language: 'en', translations: {} });
    expect((await update(read)).statusCode).toBe(200);
  });
});
