import { expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  EMAIL,
  screenshot,
  signIn,
  signInByPin,
  unscheduledRooms,
  waitForDashboardCopy,
  waitForServiceWorker,
} from './helpers.ts';

// What a new user tripped over (1280x800): app mode keeps a way back to the menu; a housekeeper
// can email a report right after saving it; a server answering 503 or out of reach is said so, with a
// retry, on every screen; new sites default to the browser's time zone; 'Save credentials' is off on a
// shared tablet.

test.describe.configure({ mode: 'serial' });

const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

let room: { id: string; roomNumber: string };

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  const number = `E${String(Date.now()).slice(-5)}`;
  room = (await unscheduledRooms(request, manager, [number])).rooms[number] as { id: string; roomNumber: string };
});

test('app mode shows a Menu button that leads back to the menu, except for a housekeeper on a tablet', async ({ page, browser }, info) => {
  await signInAs(page, EMAIL.orgadmin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Housekeeping', exact: true }).click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  const menu = page.getByTestId('app-mode-menu');
  await expect(menu).toHaveText('Menu');
  await screenshot(page, info, 'app-mode-menu-button');
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Staff Members' }).click();
  await expect(page).toHaveURL('/admin/staff');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const tablet = await browser.newContext();
  const hk = await tablet.newPage();
  await signInByPin(hk, '1111');
  await expect(hk.getByTestId('room-grid')).toBeVisible();
  await expect(hk.getByTestId('app-mode-menu')).toHaveCount(0);
  await tablet.close();
});

test('a housekeeper emails a report right after saving it: Save and send', async ({ page }, info) => {
  await signInByPin(page, '1111');
  await tile(page, room.id).click();
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await page.getByTestId('task-tile').first().click();
  await page.getByTestId('housekeeper-comments').click();
  const comments = page.getByRole('dialog', { name: 'Comments & photos' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Leaking tap reported');
  await comments.getByTestId('comments-email').click();
  const popup = page.getByRole('dialog', { name: 'Send Email' });
  await expect(popup.getByTestId('email-recipient').first()).toBeVisible();
  await expect(popup).toContainText('The report is saved first');
  const recipients = await popup.getByTestId('email-recipient').count();
  await screenshot(page, info, 'email-save-and-send');
  const mailed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/housekeeping/emailreport');
  await popup.getByRole('button', { name: 'Save and send' }).click();
  await page.getByRole('dialog', { name: 'Save as incomplete?' }).getByRole('button', { name: 'Save as incomplete and send' }).click();
  await expect(page).toHaveURL('/housekeeping');
  const answer = await mailed;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).recipients).toHaveLength(recipients);
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
});

test('a server answering 503 is "Server unavailable", not Offline; a screen that cannot load says so and retries', async ({
  page,
  context,
}, info) => {
  await signInAs(page, EMAIL.manager);
  await page.route('**/api/staff?**', (r) =>
    r.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"server.temporary","errors":[]}' }),
  );
  await page.goto('/admin/staff');
  await expect(page.getByTestId('load-retrying')).toContainText('The server encountered a temporary error.');
  await expect(page.getByTestId('load-retrying')).toContainText(/attempt \d+ of 20/);
  await expect(page.getByTestId('network-indicator')).toHaveText('Server unavailable');
  await expect(page.getByTestId('network-banner')).toContainText('The server is having a temporary problem');
  await screenshot(page, info, 'load-retrying-503');
  await page.unroute('**/api/staff?**');
  await page.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByTestId('staff-table')).toBeVisible();
  await expect(page.getByTestId('network-indicator')).toHaveText('Online');

  // The dashboard keeps its saved copy and names the reason.
  await page.goto('/facility/roomdashboard');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await waitForDashboardCopy(page);
  await page.route('**/api/housekeeping?**', (r) =>
    r.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"server.temporary","errors":[]}' }),
  );
  await page.reload();
  await expect(page.getByTestId('dashboard-offline')).toHaveAttribute('data-reason', 'serverDown');
  await expect(page.getByTestId('dashboard-offline')).toContainText('The server is having a temporary problem');
  await page.unroute('**/api/housekeeping?**');

  // Out of reach (no network): the screen says it waits for the network, instead of spinning.
  await page.goto('/facility/roomdashboard');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Edit Site Layout' }).click();
  await expect(page.getByTestId('load-paused').or(page.getByTestId('load-retrying')).or(page.getByTestId('load-error'))).toBeVisible();
  await expect(page.getByTestId('network-indicator')).toHaveText('Offline');
  await context.setOffline(false);
});

test('a new site and a new organization default to the creator’s time zone', async ({ browser }) => {
  const halifax = await browser.newContext({ timezoneId: 'America/Halifax' });
  const page = await halifax.newPage();
  await signInAs(page, EMAIL.admin);
  await page.goto('/admin/onboardtenant');
  await page.getByRole('textbox', { name: 'Organization name' }).fill(`Tide Care ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^America\/Halifax/);
  await page.goto('/admin/facilities/new');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^America\/Halifax/);
  await halifax.close();
});

test('Save credentials is off on a shared tablet, on elsewhere', async ({ page, browser }) => {
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: 'Save credentials' })).toBeChecked();
  const tablet = await browser.newContext();
  const shared = await tablet.newPage();
  await signInByPin(shared, '1111');
  await shared.getByTestId('user-menu').click();
  await shared.getByTestId('sign-out').click();
  // Signing out ends on the tablet's PIN screen once the server has answered; going to /login before that
  // races the app's own navigation, which can win.
  await expect(shared).toHaveURL('/stafflogin');
  await shared.goto('/login');
  await expect(shared.getByRole('checkbox', { name: 'Save credentials' })).not.toBeChecked();
  await tablet.close();
});

test('two tabs due for a refresh refresh once and both stay signed in (a second refresh of one token ends the sign-in)', async ({
  context,
}) => {
  const first = await context.newPage();
  await signInAs(first, EMAIL.nurse);
  // Both tabs start with a token that has 100 minutes left: each wants to refresh it at once.
  await first.evaluate(() => {
    const account = JSON.parse(localStorage.getItem('carehome.account') ?? '{}');
    account.token.expiration = new Date(Date.now() + 100 * 60_000).toISOString();
    localStorage.setItem('carehome.account', JSON.stringify(account));
  });
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.url());
  });
  // A slow refresh answer: the second tab wants its refresh while the first one's is still on its way.
  await context.route('**/api/auth/refresh', async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  const second = await context.newPage();
  await Promise.all([first.reload(), second.goto('/facility/roomdashboard')]);
  await expect(second.getByTestId('room-grid')).toBeVisible();
  await expect
    .poll(() =>
      first.evaluate(() => Date.parse(JSON.parse(localStorage.getItem('carehome.account') ?? '{}').token.expiration) - Date.now()),
    )
    .toBeGreaterThan(500 * 60_000);
  await second.reload();
  await first.goto('/admin/resident');
  expect(refreshes).toHaveLength(1);
  await expect(first).not.toHaveURL(/\/login/);
  await expect(second.getByTestId('room-grid')).toBeVisible();
});
