import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn, text } from './helpers.ts';

// Only staff members save cleans, audits and Pre-Audit Markings. A system user
// who is not a staff member (the provider administrator) is told so as they open a room and as they try
// to start one, not after the work at Save, and the cleaning screen does not open (1280x800).

/**
 * A system user starts where they last were, which an earlier browser test may have left in another
 * organization or on a site without rooms: put them on the demo's Toronto site first.
 */
async function adminOnDemoSite(request: APIRequestContext): Promise<void> {
  const login = async (email: string) => {
    const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { token: { token: string }; tenantId: string; facility: { id: string } };
  };
  const demo = await login(EMAIL.supervisor);
  let token = (await login(EMAIL.admin)).token.token;
  const tenant = await request.post('/api/auth/switchTenant', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { tenantId: demo.tenantId } },
  });
  expect(tenant.status(), await tenant.text()).toBe(200);
  token = (await tenant.json()).token.token;
  const site = await request.post('/api/auth/switchFacility', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: { facilityId: demo.facility.id } },
  });
  expect(site.status(), await site.text()).toBe(200);
}

async function signInAs(page: Page, lang: string): Promise<void> {
  await adminOnDemoSite(page.request);
  await page.goto('/login');
  await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
  await signIn(page, EMAIL.admin);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/facility/roomdashboard');
}

test('a system user clicking a room is told at once that they cannot save cleaning reports', async ({ page }, info) => {
  await signInAs(page, 'en');
  await page.getByTestId('room-tile').first().click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByTestId('history-notice')).toHaveText('Current user does not have permission to save cleaning reports.');
  await screenshot(page, info, 'save-permission-history');

  await popup.getByRole('button', { name: 'Start new cleaning report' }).click();
  const refusal = page.getByRole('dialog', { name: 'Could not start cleaning' });
  await expect(refusal.getByTestId('save-permission')).toHaveText('Current user does not have permission to save cleaning reports.');
  await expectAccessible(page, 'save permission dialog');
  await screenshot(page, info, 'save-permission-start');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/facility/roomdashboard');

  await page.getByTestId('room-tile').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Pre-Audit Marking' }).click();
  await expect(page.getByRole('dialog', { name: 'Could not start Pre-Audit Marking' }).getByTestId('save-permission')).toHaveText(
    'Current user does not have permission to save Pre-Audit Marking reports.',
  );
  await expect(page).toHaveURL('/facility/roomdashboard');
});

test('the same in French', async ({ page }, info) => {
  await signInAs(page, 'fr');
  await page.getByTestId('room-tile').first().click();
  const message = text('fr', 'errors-app', 'report.no_permission');
  await expect(page.getByRole('dialog').getByTestId('history-notice')).toHaveText(message);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('fr', 'room', 'history.startCleaning') })
    .click();
  await expect(page.getByRole('dialog', { name: text('fr', 'dashboard', 'start.cannotStart') }).getByTestId('save-permission')).toHaveText(
    message,
  );
  await screenshot(page, info, 'save-permission-start-fr');
  await expect(page).toHaveURL('/facility/roomdashboard');
});

test('the cleaning screen reached by its address says so from the start', async ({ page, request }, info) => {
  const token = await apiToken(request, EMAIL.supervisor);
  const [, room] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${token}` } })).json();
  await signInAs(page, 'en');
  await page.goto(`/housekeeping/room/${room.id}?mode=clean`);
  // The shortcuts overlay (its boxes save at once) is not shown: the notice is.
  await expect(page.getByTestId('save-permission-notice')).toBeVisible();
  await expect(page.getByTestId('save-permission-notice')).toHaveText('Current user does not have permission to save cleaning reports.');
  await expect(page.getByRole('button', { name: 'Room checked, CLEAN.' })).toHaveCount(0);
  await screenshot(page, info, 'save-permission-screen');
});
