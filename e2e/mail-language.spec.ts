import { expect, type Page, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signInAs, text } from './helpers.ts';

// The language people read their mails and calendar feeds in: a manager sets a staff member's language
// for e-mails on the staff form (read again in French and Traditional Chinese); the calendar export's
// address carries its maker's language, or the one they choose.

const RUN = String(Date.now()).slice(-6);

const mailLanguage = (page: Page, lang: string) =>
  page.getByRole('main').getByRole('combobox', { name: text(lang, 'staff', 'fields.mailLanguage'), exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a manager sets the language for e-mails of someone who never signed in', async ({ page }, info) => {
  await signInAs(page, EMAIL.manager);
  await page.goto('/admin/staff/new');
  await expect(page.getByLabel('PIN', { exact: true })).toHaveValue(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Staff ID', exact: true }).fill(`L-${RUN}`);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Élodie');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Martin${RUN}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`elodie.${RUN}@maplewood.example`);
  // Nobody has signed in as her: no language yet.
  await expect(mailLanguage(page, 'en')).toHaveValue('');
  await mailLanguage(page, 'en').click();
  await page.getByRole('option', { name: 'Français', exact: true }).click();
  await page.getByRole('button', { name: 'Create staff member' }).click();
  await expect(page).toHaveURL(/\/admin\/staff\/edit\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(mailLanguage(page, 'en')).toHaveValue('Français');

  for (const lang of ['fr', 'zh-Hant']) {
    await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
    await page.reload();
    await mailLanguage(page, lang).scrollIntoViewIfNeeded();
    await expect(mailLanguage(page, lang)).toHaveValue('Français');
    await expect(page.getByText(text(lang, 'staff', 'fields.mailLanguageHelp'))).toBeVisible();
    await expectAccessible(page, `staff language for e-mails (${lang})`);
    await screenshot(page, info, `staff-mail-language-${lang}`);
  }
});

test('the calendar feed address carries its maker’s language, or the one chosen', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead, 'fr');
  await page.goto('/facility/calendarsync');
  await page.getByRole('tab', { name: text('fr', 'calendar-sync', 'tab.export') }).click();
  const url = page.getByTestId('feed-url');
  await expect(url).toContainText('language=fr');
  const language = page.getByRole('combobox', { name: text('fr', 'calendar-sync', 'export.language'), exact: true });
  await expect(language).toHaveValue('Français');
  await language.click();
  await page.getByRole('option', { name: '繁體中文', exact: true }).click();
  await expect(url).toContainText('language=zh-Hant');
  await expectAccessible(page, 'calendar export language');
  await screenshot(page, info, 'calendar-export-language-fr');
});
