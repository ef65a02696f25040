import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, EMAIL, screenshot, signIn, text } from './helpers.ts';

// A resident's access log lists the reads of many residents at once that carried them (the residents
// list, the room dashboard), one line per request, beside the reads of their own record (1280x800).

test('the access log shows the residents list and the dashboard that showed the resident', async ({ page, request }, info) => {
  const login = await (await request.post('/api/auth/login', { data: { user: { email: EMAIL.manager, password: DEMO_PASSWORD } } })).json();
  const manager: string = login.token.token;
  const facilityId: string = login.facility.id;
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const { residents } = await (await request.get(`/api/resident?facilityId=${facilityId}`, { headers: headers(manager) })).json();
  const resident = residents[0] as { id: string };
  // A housekeeper's tablet reads the dashboard: one entry naming every resident on it.
  const housekeeper = await apiToken(request, EMAIL.housekeeper);
  expect((await request.get('/api/housekeeping', { headers: headers(housekeeper) })).status()).toBe(200);

  await page.goto('/login');
  await signIn(page, EMAIL.manager);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/admin/resident');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await page.goto(`/admin/resident/edit/${resident.id}`);
  const log = page.getByTestId('access-log');
  await expect(log.getByRole('cell', { name: text('en', 'residents', 'access.actions.listViewed') }).first()).toBeVisible();
  await expect(log.getByRole('cell', { name: text('en', 'residents', 'access.actions.dashboardViewed') }).first()).toBeVisible();
  await log.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'access-log-bulk-reads');
});
