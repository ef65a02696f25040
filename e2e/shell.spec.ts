import { expect, test } from '@playwright/test';
import { EMAIL, expectAccessible, menuLabels, screenshot, signIn, signOut } from './helpers.ts';

const HOUSEKEEPING = ['Housekeeping', 'Staff Dashboard'];
const NURSING = [
  'Housekeeping',
  'Room Dashboard',
  'Staff Dashboard',
  'Staff Schedule',
  'Residents',
  'Calendar Synchronization',
  // Open to Nursing for the dashboard report links set for their role.
  'Site Dashboard',
  'Clean Record',
  'Portal',
  'Reports',
  'Acknowledgements',
];
// Lead housekeepers also plan the audits.
const LEAD = NURSING.flatMap((l) => (l === 'Clean Record' ? ['Audits to Do', l] : [l]));
const SUPERVISOR = [
  'Housekeeping',
  'Room Dashboard',
  'Staff Dashboard',
  'Staff Schedule',
  'Residents',
  'Calendar Synchronization',
  'Site Dashboard',
  'Outbreaks',
  'Audits to Do',
  'Turnaround',
  'Clean Record',
  'ATP Limits',
  'Portal',
  'Reports',
  'Enhanced Cleaning Report',
  'Staff Members',
  'Acknowledgements',
];
const MANAGER = [...SUPERVISOR, 'Edit Site Layout', 'Housekeeping Configuration', 'Room Shortcuts', 'Room States', 'Room Events'];
const ORG_ADMIN = [
  'Housekeeping',
  'Room Dashboard',
  'Staff Dashboard',
  'Edit Site',
  'Staff Schedule',
  'Residents',
  'Calendar Synchronization',
  'Site Dashboard',
  'Outbreaks',
  'Audits to Do',
  'Turnaround',
  'Clean Record',
  'ATP Limits',
  'Portal',
  'Reports',
  'Enhanced Cleaning Report',
  'Staff Members',
  'Daily Briefings',
  'Acknowledgements',
  'Edit Site Layout',
  'Tablet Registration',
  'Housekeeping Configuration',
  'Room Shortcuts',
  'Room States',
  'Room Events',
  'Sites',
];
const ASSISTANT = ORG_ADMIN.filter((l) => l !== 'Housekeeping');
const ADMIN = [
  ...ASSISTANT.slice(0, ASSISTANT.indexOf('Tablet Registration') + 1),
  'Site Dashboard Configuration',
  'Housekeeping Configuration',
  'Room Shortcuts',
  'Room States',
  'Room Events',
  'Sites',
  'Onboard Organization',
  'Organizations',
  'System Users',
];

const ROLES = [
  { who: 'admin', email: EMAIL.admin, landing: '/facility/staffschedule', menu: ADMIN },
  { who: 'assistant', email: EMAIL.assistant, landing: '/facility/staffschedule', menu: ASSISTANT },
  { who: 'orgadmin', email: EMAIL.orgadmin, landing: '/facility/staffschedule', menu: ORG_ADMIN },
  { who: 'manager', email: EMAIL.manager, landing: '/facility/staffschedule', menu: MANAGER },
  // FacilityAdministrator and FacilityAssistant are treated alike (one role level for access).
  { who: 'supervisor', email: EMAIL.supervisor, landing: '/facility/staffschedule', menu: MANAGER },
  { who: 'lead', email: EMAIL.lead, landing: '/facility/staffschedule', menu: LEAD },
  { who: 'nurse', email: EMAIL.nurse, landing: '/facility/staffschedule', menu: NURSING },
  { who: 'housekeeper', email: EMAIL.housekeeper, landing: '/housekeeping', menu: HOUSEKEEPING },
  { who: 'tablet', email: EMAIL.tablet, landing: '/device', menu: ['Housekeeping', 'Staff Dashboard', 'Tablet Registration'] },
];

for (const role of ROLES) {
  test(`${role.who} signs in, sees only the menu entries of the role, reaches each, and signs out`, async ({ page }, info) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(role.landing);
    if (role.landing === '/housekeeping') {
      // App mode: the staff member's full-screen dashboard has no menu; the staff dashboard has.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await page.goto('/staffdashboard');
    }
    expect(await menuLabels(page)).toEqual(role.menu);
    await screenshot(page, info, `menu-${role.who}`);

    const entries = page.locator('nav[aria-label="Main menu"] [data-menu-entry]');
    const hrefs = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('href') as string));
    for (const [i, href] of hrefs.entries()) {
      await entries.nth(i).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('You do not have access to this screen')).toHaveCount(0);
      if (href === '/housekeeping') await page.goBack();
    }
    await signOut(page);
    await expect(page).toHaveURL('/login');
    await page.goto('/facility/staffschedule');
    await expect(page).toHaveURL('/login');
  });
}

test('a deep link opened while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/admin/staff/new?from=link');
  await expect(page).toHaveURL('/login');
  await signIn(page, EMAIL.manager);
  await expect(page).toHaveURL('/admin/staff/new?from=link');
  await expect(page.getByRole('heading', { level: 1, name: 'New Staff Member' })).toBeVisible();
});

test('a role below the minimum gets the no-access page', async ({ page }, info) => {
  await signIn(page, EMAIL.nurse);
  await expect(page).toHaveURL('/facility/staffschedule');
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expect(page.getByText('You do not have access to this screen')).toBeVisible();
  await expectAccessible(page, 'no access');
  await screenshot(page, info, 'no-access');
  await page.getByRole('link', { name: 'Go to my start page' }).click();
  await expect(page).toHaveURL('/facility/staffschedule');
});

test('wrong credentials show the spec texts', async ({ page }) => {
  await signIn(page, EMAIL.manager, 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('The email or password are incorrect!');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Incorrect Email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('A value is required').first()).toBeVisible();
});

test('an organization administrator switches site and the screen reloads for it', async ({ page }) => {
  await signIn(page, EMAIL.orgadmin);
  await expect(page).toHaveURL('/facility/staffschedule');
  const select = page.getByTestId('site-switch');
  await expect(select).toHaveValue('Maplewood House (Toronto)');
  await select.click();
  await page.getByRole('option', { name: 'Seaview Lodge (Vancouver)' }).click();
  await expect(select).toHaveValue('Seaview Lodge (Vancouver)');
  await expect(page).toHaveURL('/facility/staffschedule');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').facility?.timeZone);
  expect(stored).toBe('America/Vancouver');
});

test('a 401 signs the user out to /login', async ({ page }) => {
  await signIn(page, EMAIL.tablet);
  await expect(page).toHaveURL('/device');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').token.token as string);
  await page.request.post('/api/auth/logout', { data: { logout: {} }, headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL('/login');
});

test('stored account data that cannot be parsed is discarded', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('carehome.account', '{"token": {"token": 42}}'));
  await page.goto('/facility/staffschedule');
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('carehome.account'))).toBeNull();
});

test('the public screens and the signed-in shell have no serious accessibility problems', async ({ page }, info) => {
  for (const [url, name] of [
    ['/login', 'login'],
    ['/reset-password', 'reset-password'],
    ['/confirm-password/some-hash', 'confirm-password'],
    ['/confirm-password', 'confirm-password-code'],
    ['/stafflogin', 'stafflogin-unregistered'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, name);
    await screenshot(page, info, name);
  }
  await page.goto('/login');
  await signIn(page, EMAIL.admin);
  await expect(page).toHaveURL('/facility/staffschedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Schedule' })).toBeVisible();
  await expectAccessible(page, 'placeholder screen');
  await screenshot(page, info, 'signed-in-shell');
  await page.goto('/device');
  await expect(page.getByTestId('device-status')).toBeVisible();
  await expectAccessible(page, 'device registration');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, 'not found');
});

test('leaving a changed form asks first', async ({ page }) => {
  await page.goto('/confirm-password/some-hash');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Half-typed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'unsaved changes dialog');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL('/confirm-password/some-hash');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('Half-typed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: 'Leave and lose changes' }).click();
  await expect(page).toHaveURL('/login');
});

test('the password rules are ticked off as the user types', async ({ page }) => {
  await page.goto('/confirm-password/some-hash');
  const rules = page.getByTestId('password-rules').locator('li');
  await expect(rules.nth(0)).toHaveAttribute('data-ok', 'false');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abcDE1');
  await expect(rules.nth(0)).toHaveAttribute('data-ok', 'true');
  await expect(rules.nth(1)).toHaveAttribute('data-ok', 'true');
  await expect(rules.nth(5)).toHaveAttribute('data-ok', 'false');
});

test('a screen that fails to load shows the reconnect screen, and Try again reloads', async ({ page }, info) => {
  await signIn(page, EMAIL.tablet);
  await expect(page).toHaveURL('/device');
  await page.route(/\/assets\/guards-.*\.js$/, (route) => route.abort());
  await page.goto('/staffdashboard');
  await expect(page.getByText('The server encountered a temporary error. Please click the button below to reconnect.')).toBeVisible();
  await expectAccessible(page, 'error screen');
  await screenshot(page, info, 'error-screen');
  await page.unroute(/\/assets\/guards-.*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
});

test('a screen whose code is still on its way shows its title at once, where the screen shows it', async ({ page }) => {
  await signIn(page, EMAIL.nurse);
  await expect(page).toHaveURL('/facility/staffschedule');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunk = /\/assets\/residents-page-.*\.js$/;
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Residents', exact: true }).click();
  const title = page.getByRole('heading', { level: 1, name: 'Residents' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  const at = await title.boundingBox();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(title).toHaveCount(1);
  // The screen's own header took the place of the waiting one: same place, nothing moved.
  expect(await title.boundingBox()).toEqual(at);
  await page.unroute(chunk);
});

test('calls carry token, language, trace and correlation headers; the token is refreshed under 150 minutes left', async ({ page }) => {
  await signIn(page, EMAIL.nurse);
  await expect(page).toHaveURL('/facility/staffschedule');
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}'));
  // Pretend the token has 100 minutes left: the app refreshes it as soon as it starts.
  await page.evaluate((account) => {
    account.token.expiration = new Date(Date.now() + 100 * 60_000).toISOString();
    localStorage.setItem('carehome.account', JSON.stringify(account));
  }, before);
  const refresh = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh'));
  await page.reload();
  const req = await refresh;
  const h = req.headers();
  expect(h.authorization).toBe(`Bearer ${before.token.token}`);
  expect(h['accept-language']).toBe('en');
  expect(h.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  expect(h['correlation-context']).toMatch(new RegExp(`^sessionId=[0-9a-f]{16},user=${before.staffMember.id}$`));
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').token?.token))
    .not.toBe(before.token.token);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}'));
  expect(Date.parse(after.token.expiration) - Date.now()).toBeGreaterThan(500 * 60_000);
});
