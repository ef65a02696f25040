import { expect, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signIn, text } from './helpers.ts';

// A data source pointed at an internal address, as an organization administrator meets it in French at
// 1280x800: the connection test says the address may not be called (nothing is sent there), and changing
// the address says, before saving, that the secret must be entered again.

const t = (key: string) => text('fr', 'care-records-sync', key);

test('an internal address is refused by the connection test, and a new address asks for the secret again (fr)', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'fr'));
  await signIn(page, EMAIL.orgadmin);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const account = JSON.parse((await page.evaluate(() => localStorage.getItem('carehome.account'))) as string);
  const headers = { authorization: `Bearer ${account.token.token}` };
  // Vancouver: the Toronto site other browser tests count stays as it is.
  const sites = (await (await page.request.get('/api/auth/sites', { headers })).json()) as { sites: { id: string; name: string }[] };
  const facilityId = (sites.sites.find((s) => s.name === 'Seaview Lodge (Vancouver)') as { id: string }).id;
  const name = `Metadata ${Date.now()}`;
  const saved = await page.request.post('/api/sync/facilitydatasource', {
    headers,
    data: {
      facilityId,
      dataSource: {
        name,
        application: 'PointClickCare',
        externalFacilityId: 'FAC-1',
        organizationUuid: '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11',
        authKind: 'OAuth2',
        baseUrl: 'http://169.254.169.254',
        clientId: 'carehome',
        clientSecret: 'a-secret',
        webhookSync: false,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = ((await saved.json()) as { dataSources: { id: string; name: string }[] }).dataSources.find((d) => d.name === name)?.id;
  try {
    await page.goto(`/admin/facilities/${facilityId}/syncdatasources/${id}`);
    await page
      .getByTestId('connection-card')
      .getByRole('button', { name: t('test.button') })
      .click();
    await expect(page.getByTestId('test-result')).toContainText(t('failure.address_refused'));

    await page.getByLabel(t('field.baseUrl')).fill('https://dossiers.example.fr/api');
    await expect(page.getByTestId('address-changed')).toHaveText(t('form.addressChanged'));
    await page.getByTestId('address-changed').scrollIntoViewIfNeeded();
    await expectAccessible(page, 'data source address refused (fr)');
    await screenshot(page, info, 'sync-address-refused-fr');
  } finally {
    await page.request.delete(`/api/sync/facilitydatasource/${id}`, { headers });
  }
});
