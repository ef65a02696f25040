import { expect, test } from '@playwright/test';
import { EMAIL, screenshot, signIn } from './helpers.ts';

test('a reload without network shows the app shell with an offline banner', async ({ page, context }, info) => {
  await page.goto('/login');
  // The service worker installs and caches the app shell and every chunk; from the next load on it
  // controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await signIn(page, EMAIL.nurse);
  await expect(page).toHaveURL('/facility/staffschedule');
  await expect(page.getByTestId('network-indicator')).toHaveAttribute('data-online', 'true');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Schedule' })).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByTestId('network-indicator')).toHaveAttribute('data-online', 'false');
  await screenshot(page, info, 'offline-shell');

  await page.goto('/login');
  await expect(page).toHaveURL('/facility/staffschedule');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('network-indicator')).toHaveAttribute('data-online', 'true');
  await expect(page.getByText('You are offline')).toHaveCount(0);
});
