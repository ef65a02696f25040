import { expect, test } from '@playwright/test';
import { text } from './helpers.ts';

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
