import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

// What the briefing specs share: writing a briefing item's and an acknowledgement's other languages in
// their editors, as an administrator does (English screens: the briefing editor's language tabs, the
// acknowledgement row's 'Translate' panel), and taking a test's acknowledgement away again.

/** The other languages a test writes, by the product's language code. */
export type OtherLanguages = Partial<Record<'fr' | 'es' | 'zh-Hans' | 'zh-Hant', string>>;

const TAB_NAMES: Record<keyof OtherLanguages, string> = { fr: 'Français', es: 'Español', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' };

/**
 * On /admin/dailybriefings (signed in as an organization administrator), opens a new briefing for one
 * staff position with its first item's message, and returns the editor.
 */
export async function newBriefing(page: Page, briefing: { name: string; position: string; message: string }): Promise<Locator> {
  await page.goto('/admin/dailybriefings');
  await page.getByRole('button', { name: 'New briefing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New daily briefing' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(briefing.name);
  const positions = dialog.getByLabel('Staff positions');
  await positions.fill(briefing.position);
  await positions.press('Enter');
  await dialog.getByRole('textbox', { name: 'Message 1' }).fill(briefing.message);
  return dialog;
}

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

/**
 * Removes the acknowledgement whose message is `without` from one level's list (the site's, or the provider's
 * health-authority list, which reaches every organization), keeping the others as they are.
 */
export async function removeAcknowledgement(
  request: APIRequestContext,
  token: string,
  where: { level: 'Site'; facilityId: string } | { level: 'HealthAuthority' },
  without: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const url = where.level === 'Site' ? `/api/acknowledgements?facilityId=${where.facilityId}` : '/api/chssystem';
  const list = (await (await request.get(url, { headers })).json()).acknowledgements as {
    id: string;
    level: string;
    message: string;
    language: string;
    translations: object;
    hyperlink: string | null;
    date: string;
  }[];
  const acknowledgements = list
    .filter((a) => a.level === where.level && a.message !== without)
    // The others stay as they are, their languages included.
    .map(({ id, message, language, translations, hyperlink, date }) => ({ id, message, language, translations, hyperlink, date }));
  const res =
    where.level === 'Site'
      ? await request.post('/api/tenant/savefacilityacknowledgements', {
          headers,
          data: { facilityId: where.facilityId, acknowledgements },
        })
      : await request.post('/api/chssystem/updateacknowledgements', { headers, data: { level: where.level, acknowledgements } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Deletes the site's briefings of a test's name (an organization administrator's `token`). */
export async function removeBriefings(request: APIRequestContext, token: string, facilityId: string, name: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get(`/api/briefings?facilityId=${facilityId}`, { headers })).json()).briefings as {
    id: string;
    name: string;
  }[];
  for (const b of list.filter((x) => x.name === name))
    await request.post('/api/briefings/delete', { headers, data: { facilityId, id: b.id } });
}
