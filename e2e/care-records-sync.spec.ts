import { buildSimulator, type Simulator } from '@carehome/care-records-simulator';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, EMAIL, expectAccessible, screenshot, signIn, text, unscheduledRooms } from './helpers.ts';
import { baseURL } from './playwright.config.ts';

// Care-records sync as an administrator meets it (at 1280x800): add a data source
// for the external system (the simulator, started by this test on its own port, OAuth2), test it, make a
// webhook key and register it there, import 20 residents (at the Vancouver site, so Toronto's counts stay); then a discharge recorded in the external system
// comes as a webhook and shows as the discharge clean on the room's tile within seconds. The rooms are the
// test's own, without schedules, so the tile shows only what the sync asked for, whatever the hour.

test.describe.configure({ mode: 'serial' });

const ORG = '3b8f5d2e-6a41-4c7e-9f10-2d5e8c9a7b31';
const FAC = 'E2E-FAC';
const CLIENT = { clientId: 'e2e-client', clientSecret: 'e2e-client-secret' };
const stamp = String(Date.now()).slice(-5);
const NUMBERS = Array.from({ length: 20 }, (_, i) => `S${stamp}${String(i + 1).padStart(2, '0')}`);
const t = (key: string) => text('en', 'care-records-sync', key);

let sim: Simulator;
let simUrl: string;
let facilityId: string;
let rooms: Record<string, { id: string; roomNumber: string }>;

/** The organization administrator's account moved onto the Vancouver site (the other browser tests work in Toronto). */
async function onVancouver(request: APIRequestContext, token: string) {
  const sites = (await (await request.get('/api/auth/sites', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    sites: { id: string; name: string }[];
  };
  const site = sites.sites.find((x) => x.name === 'Seaview Lodge (Vancouver)') as { id: string };
  const res = await request.post('/api/auth/switchFacility', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { facilityId: site.id } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  // Vancouver: the sync's rooms, residents and job stay out of the Toronto site other tests count.
  const account = await onVancouver(request, await apiToken(request, EMAIL.orgadmin));
  ({ facilityId, rooms } = await unscheduledRooms(request, account.token.token, NUMBERS));
  sim = buildSimulator({ clients: [CLIENT], webhookRetryDelaysMs: [500, 2000, 5000] });
  sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Maplewood (care records)' });
  NUMBERS.forEach((roomNumber, i) => {
    sim.addPatient({
      patientId: `E${stamp}${i}`,
      facilityId: FAC,
      firstName: ['Alice', 'Bernard', 'Chloé', 'Dmitri', 'Esther'][i % 5] as string,
      lastName: `Sync${stamp}${String.fromCharCode(65 + i)}`,
      namePrefix: null,
      nickName: null,
      roomNumber,
      bed: null,
      admissionDate: '2026-03-02T14:00:00.000Z',
      dischargeDate: null,
    });
  });
  simUrl = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await sim?.close();
});

test('an administrator adds a data source, tests it, imports 20 residents; a discharge there becomes a discharge clean on the tile', async ({
  page,
}, info) => {
  // The whole journey, with the reconciliation step before the import, runs past the default minute on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, EMAIL.orgadmin);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const account = JSON.parse((await page.evaluate(() => localStorage.getItem('carehome.account'))) as string);
  const switched = JSON.stringify(await onVancouver(page.request, account.token.token));
  await page.evaluate((a) => localStorage.setItem('carehome.account', a), switched);
  await page.reload();

  // The site's data sources: none yet for this site in a fresh demo, or the ones other runs made.
  await page.goto(`/admin/facilities/${facilityId}/syncdatasources`);
  await expect(page.getByRole('heading', { name: text('en', 'pages', 'titles.syncDataSources') })).toBeVisible();
  await page
    .getByRole('link', { name: t('list.add') })
    .or(page.getByRole('button', { name: t('list.add') }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/syncdatasources\/new$/);

  const name = `Care records ${stamp}`;
  await page.getByLabel(t('field.name')).fill(name);
  await page.getByLabel(t('field.externalFacilityId')).fill(FAC);
  await page.getByLabel(t('field.organizationUuid')).fill(ORG);
  await page.getByLabel(t('field.baseUrl')).fill(simUrl);
  await page.getByLabel(t('field.clientId')).fill(CLIENT.clientId);
  await page.getByLabel(t('field.clientSecret')).fill(CLIENT.clientSecret);
  await page.getByLabel(t('field.webhookSync')).check();
  await screenshot(page, info, 'sync-data-source-form');
  await page.getByRole('button', { name: t('form.create') }).click();
  await expect(page).toHaveURL(/\/syncdatasources\/[0-9a-f-]{36}/);
  const dataSourceId = (page.url().match(/syncdatasources\/([0-9a-f-]{36})/) as RegExpMatchArray)[1] as string;

  // Test connection: what the external system answered, and the quota.
  const card = page.getByTestId('connection-card');
  await card.getByRole('button', { name: t('test.button') }).click();
  await expect(page.getByTestId('test-result')).toContainText('Maplewood (care records)');
  await expect(card).toContainText('%');

  // A webhook key, shown once, registered in the external system with the address shown.
  const webhook = page.getByTestId('webhook-card');
  await expect(webhook.getByTestId('webhook-address')).toHaveValue(`${baseURL}/api/sync/webhook/${dataSourceId}`);
  await webhook.getByRole('button', { name: text('en', 'care-records-sync', 'webhook.generate') }).click();
  const dialog = page.getByTestId('api-key-dialog');
  await expect(dialog).toBeVisible();
  const apiKey = await dialog.getByTestId('api-key-value').inputValue();
  expect(apiKey.length).toBeGreaterThan(30);
  await screenshot(page, info, 'sync-api-key');
  await dialog.getByRole('button', { name: t('webhook.done') }).click();
  sim.subscribe(FAC, { url: `${baseURL}/api/sync/webhook/${dataSourceId}`, apiKey });

  // Residents: the 20 external residents, all New, each matched to one of our rooms; import them all.
  await page.getByRole('tab', { name: t('tab.residents') }).click();
  const rows = page.getByTestId('sync-resident-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(t('syncStatus.New'));
  await page.getByRole('checkbox', { name: t('residents.chooseAllShown') }).check();
  await expect(page.getByTestId('chosen-count')).toContainText('20');
  await expectAccessible(page, 'sync residents');
  await screenshot(page, info, 'sync-residents');
  await page.getByTestId('import-button').click();
  // The step before the import: none of these 20 is a resident here already; nobody is discharged.
  const reconcile = page.getByTestId('reconcile-dialog');
  await expect(reconcile.getByTestId('reconcile-pair')).toHaveCount(20);
  await reconcile.getByTestId('reconcile-confirm').click();
  const progress = page.getByTestId('run-progress');
  await expect(progress.getByTestId('run-completed')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByTestId('run-created')).toContainText('20');
  await expect(progress.getByTestId('run-rooms-matched')).toContainText('20');
  await screenshot(page, info, 'sync-import-done');
  // Imported now: the list says None for each.
  await page.getByRole('button', { name: t('residents.reload') }).click();
  await expect(rows.filter({ hasText: t('syncStatus.None') })).toHaveCount(20);

  // The external system discharges the resident of the first room: the webhook arrives, and the tile
  // asks for the discharge clean.
  const room = rooms[NUMBERS[0] as string] as { id: string };
  await page.goto('/housekeeping');
  const tile = page.locator(`[data-testid="room-tile"][data-room-id="${room.id}"]`);
  await expect(tile).toBeVisible();
  await expect(tile).not.toContainText('Discharge Clean');
  await sim.recordAdt({ patientId: `E${stamp}0`, action: 'Discharge' });
  await expect(tile).toContainText('Discharge Clean', { timeout: 15_000 });
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'sync-discharge-tile');

  // The administrator sees the message and what it did.
  await page.goto(`/admin/facilities/${facilityId}/syncdatasources/${dataSourceId}?tab=activity`);
  await expect(page.getByTestId('messages-table')).toContainText(`E${stamp}0`);
  await expect(page.getByTestId('message-effect').first()).toContainText('Discharge Clean');

  // A new address needs the secret again: the form says so before saving and asks for it on its field.
  await page.getByRole('tab', { name: t('tab.settings') }).click();
  const baseUrl = page.getByLabel(t('field.baseUrl'));
  await expect(page.getByTestId('address-changed')).toHaveCount(0);
  await baseUrl.fill('https://records.example.net/api');
  await expect(page.getByTestId('address-changed')).toHaveText(t('form.addressChanged'));
  await page.getByTestId('save').click();
  await expect(page.getByTestId('client-secret')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, info, 'sync-address-changed');
  await baseUrl.fill(simUrl);
  await expect(page.getByTestId('address-changed')).toHaveCount(0);

  // An import under way or done stays readable; the data source is deleted from its own screen after asking.
  await page.getByTestId('delete-data-source').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('en', 'common', 'delete') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/facilities/${facilityId}/syncdatasources$`));
  await expect(page.getByText(name)).toHaveCount(0);
});
