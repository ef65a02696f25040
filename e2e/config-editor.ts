import { expect, type Page } from '@playwright/test';

// Steps in the housekeeping configuration editor that the configuration spec and the onboarding journey
// both take: opening it, adding a room type, a routine and its operation groups, choosing a schedule type.

export async function openConfig(page: Page): Promise<void> {
  await page.goto('/admin/housekeepingconfig');
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Configuration' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toBeVisible();
}

/** Opens a routine's editor from its summary row. */
export async function openRoutine(page: Page, cleanType: string) {
  const row = page.getByTestId('routine-row').filter({ hasText: cleanType });
  const toggle = row.locator('button[aria-expanded]').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return row;
}

export async function chooseScheduleType(page: Page, label: string): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

/** Adds a room type through its dialog; the editor then shows it. */
export async function addRoomType(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add room type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New room type' });
  await dialog.getByRole('textbox', { name: 'Room type name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add room type' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue(name);
}

/** Adds a routine of a clean type to the room type shown and opens its Schedule tab. */
export async function addRoutine(page: Page, cleanType: string): Promise<void> {
  // Exact: a room type's entry in the list names its routines, and says 'Add routine' when it has none.
  await page.getByRole('button', { name: 'Add routine', exact: true }).click();
  await page.getByRole('combobox', { name: 'Clean type' }).fill(cleanType);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Schedule' }).click();
}

/** Adds the routine's n-th operation group (in its Operations tab) with its items, in order. */
export async function addGroup(page: Page, n: number, name: string, items: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: `Group ${n}`, exact: true }).fill(name);
  for (const [i, item] of items.entries()) {
    if (i > 0) await page.getByRole('button', { name: `Add item to ${name}` }).click();
    await page.getByRole('textbox', { name: `Item ${i + 1} of ${name}` }).fill(item);
  }
}

/** Adds an image in English to an operation item, from the file chooser. */
export async function addItemImage(page: Page, item: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('button', { name: `Icon and images of ${item}` }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Add an image in English for ${item}` }).click();
  await (await chooser).setFiles(file);
}

/** Waits for the toasts (top right, over the page's Save and Discard buttons) to go; hovering one keeps it open. */
export async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(600, 700);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** Saves the configuration once the toasts are gone. */
export async function saveConfig(page: Page): Promise<void> {
  await toastsGone(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
}

/** Opens the configuration's Translations tab, searching for a name when given. */
export async function openTranslations(page: Page, find?: string): Promise<void> {
  await page.goto(`/admin/housekeepingconfig?tab=translations${find ? `&find=${encodeURIComponent(find)}` : ''}`);
  await expect(page.getByTestId('config-translations')).toBeVisible({ timeout: 30_000 });
}

/** The languages as the Translations tab's columns name them (each in its own language). */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' } as const;
export type Lang = keyof typeof LANGUAGE_NAMES;

/** The Translations tab's box of a name in one language (the app in English). */
export const translationBox = (page: Page, name: string, lang: Lang) =>
  page.getByRole('textbox', { name: `${name} in ${LANGUAGE_NAMES[lang]}`, exact: true });

/** Types a name's text in one language ('fr', 'zh-Hant'…) in the Translations tab (the app in English). */
export async function setNameTranslation(page: Page, name: string, lang: Lang, value: string): Promise<void> {
  await translationBox(page, name, lang).fill(value);
}

/** The count of names lacking a language, from its column's header (0 when complete). */
export async function missingCount(page: Page, lang: string): Promise<number> {
  const label = await page.getByTestId(`missing-count-${lang}`).innerText();
  return Number(/\d+/.exec(label)?.[0] ?? 0);
}
