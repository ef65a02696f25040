import { expect, type Locator } from '@playwright/test';

// Writing a briefing item's and an acknowledgement's other languages in their editors, as an
// administrator does (English screens): the briefing editor's language tabs, and the acknowledgement
// row's 'Translate' panel. Shared by the specs that check staff read them in their language.

/** The other languages a test writes, by the product's language code. */
export type OtherLanguages = Partial<Record<'fr' | 'es' | 'zh-Hans' | 'zh-Hant', string>>;

const TAB_NAMES: Record<keyof OtherLanguages, string> = { fr: 'Français', es: 'Español', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' };

/**
 * In the open briefing editor (`dialog`), types item `n`'s (1-based) text in each given language on
 * that language's tab, then returns to the written language's tab (`written`, its tab name).
 */
export async function addBriefingItemTranslations(dialog: Locator, n: number, texts: OtherLanguages, written = 'English'): Promise<void> {
  for (const [lang, value] of Object.entries(texts) as [keyof OtherLanguages, string][]) {
    await dialog.getByRole('tab', { name: new RegExp(`^${TAB_NAMES[lang]}`) }).click();
    const field = dialog.getByRole('textbox', { name: `Message ${n} in ${TAB_NAMES[lang]}` });
    await field.fill(value);
    await expect(field).toHaveValue(value);
  }
  await dialog.getByRole('tab', { name: new RegExp(`^${written}`) }).click();
}

/** In an acknowledgement's row of the editor (`row`), opens its other languages and types the given ones. */
export async function addAcknowledgementTranslations(row: Locator, texts: OtherLanguages): Promise<void> {
  const panel = row.getByTestId('translations-panel');
  const toggle = panel.getByRole('button', { name: /^(Translate|Edit other languages)/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  for (const [lang, value] of Object.entries(texts) as [keyof OtherLanguages, string][])
    await panel.getByRole('textbox', { name: TAB_NAMES[lang], exact: true }).fill(value);
}
