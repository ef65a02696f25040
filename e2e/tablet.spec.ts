import { expect, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signIn, signOut } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

test('a tablet is registered, staff sign in on it by PIN, and it can be recovered and unregistered', async ({ page }, info) => {
  await page.goto('/stafflogin');
  await expect(page.getByTestId('device-not-registered')).toContainText('Device not registered');

  await page.getByRole('link', { name: 'Sign in with email' }).click();
  await signIn(page, EMAIL.tablet);
  await expect(page).toHaveURL('/device');
  await expect(page.getByTestId('device-status')).toHaveText('Not registered');
  await page.getByRole('textbox', { name: 'Tablet name' }).fill('East wing tablet');
  await page.getByRole('button', { name: 'Register this tablet' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Registered');
  await expect(page.getByTestId('device-list')).toContainText('East wing tablet');
  await expectAccessible(page, 'device registered');
  await screenshot(page, info, 'device-registered');

  // Signing out of a registered tablet leads to the PIN screen.
  await signOut(page);
  await expect(page).toHaveURL('/stafflogin');
  await expect(page.getByText('East wing tablet · Maplewood House (Toronto)')).toBeVisible();
  await expectAccessible(page, 'PIN screen');
  await screenshot(page, info, 'pin-screen');

  // A wrong PIN, typed on the keyboard.
  await page.keyboard.type('9876');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pin-error')).toHaveText('Invalid pin number');

  // The housekeeper's PIN, tapped on the pad: app mode, no menu.
  for (const d of '1111') await page.getByRole('button', { name: d, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await screenshot(page, info, 'app-mode');
  await signOut(page);
  await expect(page).toHaveURL('/stafflogin');

  // A deep link on the tablet goes through the PIN screen and comes back.
  await page.goto('/facility/staffschedule');
  await expect(page).toHaveURL('/stafflogin');
  await page.keyboard.type('5005');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/facility/staffschedule');
  await signOut(page);

  // Without a deep link, the nurse's PIN opens Residents, her work on a unit's tablet.
  await expect(page).toHaveURL('/stafflogin');
  await page.keyboard.type('5005');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/resident');
  await signOut(page);

  // The tablet loses its token; the administrator recovers the registration by hardware id.
  await page.evaluate(() => localStorage.removeItem('carehome.device'));
  await page.goto('/login');
  await signIn(page, EMAIL.tablet);
  await expect(page.getByTestId('device-status')).toHaveText('Not registered');
  await page.getByRole('button', { name: 'Recover registration' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Registered');
  await expect(page.getByText('Registered as “East wing tablet” at Maplewood House (Toronto).')).toBeVisible();

  // Unregistering asks first, then the tablet no longer takes PINs.
  await page.getByRole('button', { name: 'Unregister this tablet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unregister' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Not registered');
  await signOut(page);
  await expect(page).toHaveURL('/login');
});
