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

const getConfig = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/housekeeping/config', headers: bearer(manager) })).json() as THousekeepingConfig;
const dashboardConfig = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: bearer(manager) })).json() as THousekeepingConfig[])[0];
const update = (config: THousekeepingConfig) =>
  t.app.inject({ method: 'POST', url: '/api/housekeeping/update', headers: bearer(manager), payload: { config } });
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
    expect((await dashboardConfig())?.translations['Deep Clean']).toEqual(read.translations['Deep Clean']);
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
    expect(await dashboardConfig()).toMatchObject({ language: 'en', translations: {} });
    const layout = await withTenant(t.database.db, a.tenantId, (tx) => loadSiteLayout(tx, facilityId));
    expect(layout.config).toMatchObject({ language: 'en', translations: {} });
    expect((await update(read)).statusCode).toBe(200);
  });
});
