import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, text } from './helpers.ts';

for (const [locale, lang] of [
  ['fr-FR', 'fr'],
  ['zh-TW', 'zh-Hant'],
  ['zh-CN', 'zh-Hans'],
  ['es-MX', 'es'],
] as const) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    test(`the sign-in screen is in ${lang}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'auth', 'login.title'));
      await expect(page.getByRole('textbox', { name: text(lang, 'auth', 'login.email') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('textbox', { name: text(lang, 'auth', 'login.email') }).fill('manager@maplewood.example');
      await page.getByRole('textbox', { name: text(lang, 'auth', 'login.password'), exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: text(lang, 'auth', 'login.submit'), exact: true }).click();
      await expect(page.getByTestId('login-error')).toHaveText(text(lang, 'errors', 'auth.invalid_credentials'));
    });
  });
}

test.describe('language choice', () => {
  test.use({ locale: 'en-US' });
  test('the user switches language and the choice is kept', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'auth', 'login.title'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'auth', 'login.title'));
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});

// The spec's display format is the same in every language: MM/DD/YYYY and 24-hour times, never the
// language's own ('27 nov., 10:13', '2026年11月27日', '10:13 AM').
for (const [locale, lang] of [
  ['fr-FR', 'fr'],
  ['zh-TW', 'zh-Hant'],
] as const) {
  test.describe(`dates in ${lang}`, () => {
    test.use({ locale });
    test(`a room's history shows MM/DD/YYYY HH:mm in ${lang}`, async ({ page }) => {
      await page.goto('/login');
      await page.locator('input[type="email"]').fill(EMAIL.orgadmin);
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.goto('/facility/roomdashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.locator('[data-testid="room-tile"]').first().click();
      const history = page.getByRole('dialog');
      await expect(history.getByTestId('history-actions')).toBeVisible();
      const stamps = history.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      await expect(stamps.first()).toBeVisible();
      // Month first: the demo's week of cleans has days past the 12th, which would come first in DD/MM/YYYY.
      const months = (await stamps.allInnerTexts()).map((s) => Number(s.slice(0, 2)));
      expect(
        months.every((m) => m >= 1 && m <= 12),
        months.join(','),
      ).toBe(true);
      await expect(history).not.toContainText(/\d{4}年|\b(AM|PM)\b|上午|下午/);
    });
  });
}
