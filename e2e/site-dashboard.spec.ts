import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signInAs, signOut, text } from './helpers.ts';

// Dashboard report links, the portal and the site dashboard: the provider administrator
// configures a link for Nursing as its default (a bad URL is refused beside the field, a link is deleted
// after asking); a nurse is offered it on the portal and sees it embedded on the site dashboard with
// 'Open in new tab'; a supervisor, who may open the portal but is not among the link's roles, is not
// offered it and sees the built-in charts; the organization administrator sees the sites side by side,
// also in French. The test empties the site's list through the API first and names its links uniquely.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const LINK = `Nursing board ${stamp}`;
const TEMP = `Temporary ${stamp}`;
let siteId: string;
let tenantId: string;
let linkUrl: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The account of a system user moved onto the test's organization and site: a system user starts where
 * they last were, which an earlier browser test may have left in another organization.
 */
async function switchedOnto(request: APIRequestContext, account: { token: { token: string }; tenantId: string | null }) {
  let token = account.token.token;
  if (account.tenantId !== tenantId) {
    const res = await request.post('/api/auth/switchTenant', { headers: auth(token), data: { data: { tenantId } } });
    expect(res.status(), await res.text()).toBe(200);
    token = (await res.json()).token.token;
  }
  const res = await request.post('/api/auth/switchFacility', { headers: auth(token), data: { data: { facilityId: siteId } } });
  expect(res.status(), await res.text()).toBe(200);
  return await res.json();
}

/** Puts the signed-in browser session on the test's site. */
async function onSite(page: Page) {
  const account = JSON.parse((await page.evaluate(() => localStorage.getItem('carehome.account'))) as string);
  if (account.tenantId === tenantId && account.facility?.id === siteId) return;
  const switched = JSON.stringify(await switchedOnto(page.request, account));
  await page.evaluate((a) => localStorage.setItem('carehome.account', a), switched);
  await page.reload();
}

async function nurseSite(request: APIRequestContext): Promise<{ tenantId: string; siteId: string }> {
  const res = await request.post('/api/auth/login', { data: { user: { email: EMAIL.nurse, password: DEMO_PASSWORD } } });
  const account = await res.json();
  return { tenantId: account.tenantId, siteId: account.facility.id };
}

test.beforeAll(async ({ request, baseURL }) => {
  ({ tenantId, siteId } = await nurseSite(request));
  // A page of this server: any http(s) address may be linked; this one refuses to be framed, as many do.
  linkUrl = `${baseURL}/reporting/reports?embed=${stamp}`;
  const login = await request.post('/api/auth/login', { data: { user: { email: EMAIL.admin, password: DEMO_PASSWORD } } });
  expect(login.status(), await login.text()).toBe(200);
  const token = (await switchedOnto(request, await login.json())).token.token as string;
  const res = await request.post('/api/facility/pbireports', { headers: auth(token), data: { facilityId: siteId, links: [] } });
  expect(res.status(), await res.text()).toBe(200);
});

test('the provider administrator sets a dashboard link for Nursing as default', async ({ page }, info) => {
  await signInAs(page, EMAIL.admin);
  await onSite(page);
  await page.goto('/admin/pbireportsconfig');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'dashboard-links', 'title') })).toBeVisible();
  await expect(page.getByText(text('en', 'dashboard-links', 'empty.title'))).toBeVisible();

  await page.getByRole('button', { name: 'Add link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a dashboard link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(LINK);
  await dialog.getByRole('textbox', { name: 'Report URL' }).fill('reports.example dashboard');
  await dialog.getByRole('checkbox', { name: 'Nursing' }).check();
  await dialog.getByRole('switch', { name: 'Default for these roles' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The URL is refused beside its field, in the product's words for an invalid URL.
  await expect(dialog.getByText('Enter a valid URL.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Report URL' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Report URL' }).fill(linkUrl);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('dashboard-link-row').filter({ hasText: LINK });
  await expect(row).toContainText('Nursing');
  await expect(row).toContainText('Default');

  // A second link, then deleted after the question.
  await page.getByRole('button', { name: 'Add link' }).click();
  const second = page.getByRole('dialog', { name: 'Add a dashboard link' });
  await second.getByRole('textbox', { name: 'Name' }).fill(TEMP);
  await second.getByRole('textbox', { name: 'Report URL' }).fill('https://bi.example.com/temporary');
  await second.getByRole('checkbox', { name: 'Supervisor' }).check();
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('dashboard-link-row')).toHaveCount(2);
  await screenshot(page, info, 'dashboard-links-config');
  await expectAccessible(page, 'dashboard links');
  await page.getByRole('button', { name: `Delete ${TEMP}` }).click();
  await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('dashboard-link-row')).toHaveCount(1);
  await expect(page.getByTestId('dashboard-link-row')).toContainText(LINK);
  await signOut(page);
});

test('a nurse is offered the link on the portal and sees it embedded on the site dashboard', async ({ page }, info) => {
  await signInAs(page, EMAIL.nurse);
  await page.goto('/reporting/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal' })).toBeVisible();
  const card = page.getByTestId('portal-link').filter({ hasText: LINK });
  await expect(card).toBeVisible();
  const open = card.getByRole('link', { name: `Open ${LINK} in a new tab` });
  await expect(open).toHaveAttribute('href', linkUrl);
  await expect(open).toHaveAttribute('target', '_blank');
  // Built-in reports a nurse may open: Reports only.
  await expect(page.getByTestId('portal-report')).toHaveCount(1);
  await screenshot(page, info, 'portal-nurse');
  await expectAccessible(page, 'portal');

  await page.goto('/facilitydashboard');
  const embedded = page.getByTestId('embedded-link');
  await expect(embedded.getByRole('heading', { name: LINK })).toBeVisible();
  await expect(embedded.locator('iframe')).toHaveAttribute('src', linkUrl);
  await expect(embedded.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', linkUrl);
  await screenshot(page, info, 'site-dashboard-nurse');
  await signOut(page);
});

test('a housekeeper is not offered the link: no portal in the menu, the screen and the API refuse', async ({ page, request }) => {
  await signInAs(page, EMAIL.housekeeper);
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Dashboard' })).toBeVisible();
  // The dashboard keeps the menu folded, to leave the width to the rooms.
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Staff Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Portal' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Site Dashboard' })).toHaveCount(0);
  await page.goto('/reporting/portal');
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
  await expect(page.getByText(LINK)).toHaveCount(0);
  await page.goto('/facilitydashboard');
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
  await expect(page.getByText(LINK)).toHaveCount(0);
  const login = await request.post('/api/auth/login', { data: { user: { email: EMAIL.housekeeper, password: DEMO_PASSWORD } } });
  const token = (await login.json()).token.token as string;
  expect((await request.get(`/api/reporting/portal?facilityId=${siteId}`, { headers: auth(token) })).status()).toBe(403);
  await signOut(page);
});

test('a supervisor is not offered the Nursing link and sees the site’s charts', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/reporting/portal');
  await expect(page.getByText(text('en', 'portal', 'dashboards.emptyTitle'))).toBeVisible();
  await expect(page.getByText(LINK)).toHaveCount(0);
  await expect(page.getByTestId('portal-report')).toHaveCount(3);

  await page.goto('/facilitydashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Dashboard' })).toBeVisible();
  await expect(page.getByTestId('embedded-link')).toHaveCount(0);
  // The demo site has history: the measures with their numbers beside the charts.
  await expect(page.getByTestId('totals')).toBeVisible();
  await expect(page.getByRole('table', { name: text('en', 'site-dashboard', 'chart.tdc.title') })).toBeVisible();
  await expect(page.getByTestId('chart-due').locator('.recharts-surface').first()).toBeVisible();
  await screenshot(page, info, 'site-dashboard-supervisor');
  await expectAccessible(page, 'site dashboard');
  await expect(page.getByText(LINK)).toHaveCount(0);
  await signOut(page);
});

test('the organization administrator sees every site side by side, also in French', async ({ page, request }, info) => {
  // Every site of the organization: the demo's two, and those other specs of a full run add to it.
  const token = await apiToken(request, EMAIL.orgadmin);
  const sites = (await (await request.get('/api/auth/sites', { headers: { authorization: `Bearer ${token}` } })).json()).sites as unknown[];
  const total = sites.length;
  expect(total).toBeGreaterThanOrEqual(2);
  await signInAs(page, EMAIL.orgadmin);
  await page.goto('/facilitydashboard');
  await page.getByText('All sites').click();
  // The server works nothing out inline here (BENCHMARK_INLINE_MS=0): the first answer has every site
  // pending, the page says so and asks again until the job has worked them out.
  const progress = page.getByTestId('benchmark-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(
    text('en', 'site-dashboard', 'benchmark.working').replace('{{known}}', '0').replace('{{total}}', String(total)),
  );
  await expect(page.getByTestId('benchmark-row-pending')).toHaveCount(total);
  await screenshot(page, info, 'site-dashboard-all-sites-working');
  const rows = page.getByTestId('benchmark-row');
  await expect(rows).toHaveCount(total, { timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('benchmark-row-pending')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Maplewood House (Toronto)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Seaview Lodge (Vancouver)' })).toHaveCount(1);
  await screenshot(page, info, 'site-dashboard-all-sites');
  await expectAccessible(page, 'all sites');
  await signOut(page);

  await signInAs(page, EMAIL.orgadmin, 'fr');
  await page.goto('/facilitydashboard');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'site-dashboard', 'title') })).toBeVisible();
  await expect(page.getByTestId('totals')).toBeVisible();
  await screenshot(page, info, 'site-dashboard-fr');
  await page.getByText(text('fr', 'site-dashboard', 'view.allSites')).click();
  await expect(page.getByTestId('benchmark-row')).toHaveCount(total);
  await screenshot(page, info, 'site-dashboard-all-sites-fr');
});
