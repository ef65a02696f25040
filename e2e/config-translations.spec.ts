import { expect, test } from '@playwright/test';
import { missingCount, openTranslations, saveConfig, setNameTranslation, translationBox } from './config-editor.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

// Names unique to this run, added through the API, so the spec passes on a database with earlier runs.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const CLEAN = `Evening Clean ${RUN}`;
const GROUP = `Linen ${RUN}`;
const ITEM = `Change pillowcases ${RUN}`;
const FR = { clean: `Nettoyage du soir ${RUN}`, item: `Changer les taies d’oreiller ${RUN}` };
const ZH_HANT = { clean: `晚間清潔 ${RUN}`, item: `更換枕套 ${RUN}` };

type Config = { version: number; roomTypes: { routines: Record<string, unknown>[] }[]; translations: Record<string, object> };
let startingConfig: Config | null = null;

async function readConfig(request: import('@playwright/test').APIRequestContext, token: string): Promise<Config> {
  const res = await request.get('/api/housekeeping/config', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, EMAIL.manager);
  startingConfig = await readConfig(request, token);
  const config = structuredClone(startingConfig);
  // A copy of an on-demand routine (no schedule: other specs' tiles stay as they are) under a new clean
  // type, with one operation of new names.
  const routines = config.roomTypes[0]?.routines ?? [];
  const source = routines.find((r) => !r.schedule && !r.isDefault && !r.shortcut && !r.stateClean);
  const operations = [{ id: crypto.randomUUID(), group: GROUP, item: ITEM, optional: false, icon: null, detailImages: [] }];
  routines.push({ ...source, id: crypto.randomUUID(), cleanType: CLEAN, qrCode: null, operations });
  const res = await request.post('/api/housekeeping/update', { headers: { authorization: `Bearer ${token}` }, data: { config } });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  if (!startingConfig) return;
  const token = await apiToken(request, EMAIL.manager);
  const { version } = await readConfig(request, token);
  const res = await request.post('/api/housekeeping/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { config: { ...startingConfig, version } },
  });
  expect(res.status()).toBe(200);
});

test('an administrator names a clean type and an item in French and Traditional Chinese', async ({ page }, info) => {
  await signInAs(page, EMAIL.manager);
  await page.goto('/admin/housekeepingconfig');
  // Beside the clean type's name, the languages it lacks, linking to its translations.
  const row = page.getByTestId('routine-row').filter({ hasText: CLEAN });
  await row.locator('button[aria-expanded]').first().click();
  await row.getByTestId('missing-languages').click();
  await expect(page).toHaveURL(/tab=translations/);
  await expect(page.getByRole('searchbox', { name: 'Search names' })).toHaveValue(CLEAN);

  await openTranslations(page);
  const before = { fr: await missingCount(page, 'fr'), zhHant: await missingCount(page, 'zh-Hant') };
  await page.getByRole('searchbox', { name: 'Search names' }).fill(RUN);
  const rows = page.getByTestId('translation-row');
  await expect(rows).toHaveCount(3); // the clean type, the group and the item
  await setNameTranslation(page, CLEAN, 'fr', FR.clean);
  await setNameTranslation(page, CLEAN, 'zh-Hant', ZH_HANT.clean);
  await setNameTranslation(page, ITEM, 'fr', FR.item);
  await setNameTranslation(page, ITEM, 'zh-Hant', ZH_HANT.item);
  await setNameTranslation(page, ITEM, 'es', `Cambiar las fundas de almohada ${RUN}`);
  await setNameTranslation(page, ITEM, 'zh-Hans', `更换枕套 ${RUN}`);
  expect(await missingCount(page, 'fr')).toBe(before.fr - 2);
  expect(await missingCount(page, 'zh-Hant')).toBe(before.zhHant - 2);
  // The item now has every language: "missing only" hides it.
  await page.getByRole('checkbox', { name: 'Missing translations only' }).check();
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`[data-testid="translation-row"][data-name="${ITEM}"]`)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Missing translations only' }).uncheck();
  await expectAccessible(page, 'translations');
  await saveConfig(page);

  await page.reload();
  // The whole app loads again: on a busy machine that takes longer than one assertion's default wait.
  await expect(page.getByTestId('config-translations')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search names' }).fill(RUN);
  await expect(translationBox(page, CLEAN, 'fr')).toHaveValue(FR.clean);
  await expect(translationBox(page, CLEAN, 'zh-Hant')).toHaveValue(ZH_HANT.clean);
  await expect(translationBox(page, ITEM, 'fr')).toHaveValue(FR.item);
  await expect(translationBox(page, ITEM, 'zh-Hant')).toHaveValue(ZH_HANT.item);
  expect(await missingCount(page, 'fr')).toBe(before.fr - 2);
  await screenshot(page, info, 'config-translations-en');
});

for (const lang of ['fr', 'zh-Hant'] as const) {
  test(`the translations fit a 1280x800 tablet in ${lang}`, async ({ page }, info) => {
    await signInAs(page, EMAIL.manager, lang);
    await openTranslations(page);
    const table = page.getByTestId('config-translations');
    await expect(table.getByText(lang === 'fr' ? 'Types de nettoyage' : '清潔類型', { exact: false }).first()).toBeVisible();
    // Nothing is wider than the screen: the five columns share it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, info, `config-translations-${lang}`);
    await table.getByRole('searchbox').fill(RUN);
    await expect(page.getByTestId('translation-row')).toHaveCount(3);
    await screenshot(page, info, `config-translations-${lang}-search`);
  });
}
