import { expect, type Page, test } from '@playwright/test';
import { newHousekeeper } from './api.ts';
import {
  addAcknowledgementTranslations,
  addBriefingItemTranslations,
  newBriefing,
  removeAcknowledgement,
  removeBriefings,
} from './briefing-translations.ts';
import { apiToken, DEMO_PASSWORD, EMAIL, screenshot, signInAs, signInByPin, signOut, text } from './helpers.ts';

// Briefing items and acknowledgements in the reader's language, at 1280x800: the organization
// administrator writes a briefing item in English and gives it French and Traditional Chinese texts on the
// editor's language tabs (the preview follows the tab), and a site acknowledgement likewise in its row's
// other-languages panel; a housekeeper on a French tablet and one on a zh-Hant tablet read their own texts
// at sign-in, never the English, and acknowledge. The test makes its own housekeepers with a position of
// their own (so the briefing is theirs) and removes its briefing and acknowledgement at the end.

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const stamp = String(Date.now()).slice(-5);
const POSITION = `Language housekeeper ${stamp}`;
const BRIEFING = `Languages huddle ${stamp}`;
const NAME = { fr: `Réunion des langues ${stamp}`, 'zh-Hant': `語言晨會 ${stamp}` };
const ITEM = {
  en: `Masks in every resident room ${stamp}`,
  fr: `Masque dans chaque chambre ${stamp}`,
  'zh-Hant': `每間住民房間都要戴口罩 ${stamp}`,
};
const ACK = { en: `New glove policy ${stamp}`, fr: `Nouvelle règle des gants ${stamp}`, 'zh-Hant': `新的手套規定 ${stamp}` };
const NOEMIE = { first: 'Noémie', last: `Lang${stamp}` };
const WEI = { first: 'Wei', last: `Lang${stamp}` };
let facilityId: string;
let noemie: { pin: string };
let wei: { pin: string };

test.beforeAll(async ({ request }) => {
  const login = await (
    await request.post('/api/auth/login', { data: { user: { email: EMAIL.supervisor, password: DEMO_PASSWORD } } })
  ).json();
  const token = login.token.token as string;
  facilityId = login.facility.id;
  const make = (who: typeof NOEMIE, n: number) =>
    newHousekeeper(request, token, {
      facilityId,
      staffRefId: `BL-${stamp}-${n}`,
      firstName: who.first,
      lastName: who.last,
      position: POSITION,
    });
  noemie = await make(NOEMIE, 1);
  wei = await make(WEI, 2);
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, EMAIL.orgadmin);
  await removeBriefings(request, token, facilityId, BRIEFING);
  await removeAcknowledgement(request, token, { level: 'Site', facilityId }, ACK.en);
});

test('the administrator writes a briefing item and an acknowledgement in English with French and Traditional Chinese', async ({
  page,
}, info) => {
  await signInAs(page, EMAIL.orgadmin);
  const dialog = await newBriefing(page, { name: BRIEFING, position: POSITION, message: ITEM.en });
  // Every other language is missing until written: the briefing's name and its item.
  await expect(dialog.getByRole('tab', { name: /^Français/ })).toContainText('2');
  await addBriefingItemTranslations(dialog, 1, { fr: ITEM.fr, 'zh-Hant': ITEM['zh-Hant'] });
  await expect(dialog.getByRole('tab', { name: /^Français/ })).toContainText('1');
  for (const [lang, tab] of [
    ['fr', 'Français'],
    ['zh-Hant', '繁體中文'],
  ] as const) {
    await dialog.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await dialog.getByRole('textbox', { name: `Name in ${tab}` }).fill(NAME[lang]);
  }
  await expect(dialog.getByRole('tab', { name: /^Français/ })).not.toContainText(/\d/);
  await expect(dialog.getByRole('tab', { name: /^Español/ })).toContainText('2');
  // The preview shows the tab's language: the French text with the French words around it.
  const preview = dialog.getByTestId('briefing-preview');
  await dialog.getByRole('tab', { name: /^Français/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message 1 in Français' })).toHaveValue(ITEM.fr);
  await expect(preview.getByText(ITEM.fr)).toBeVisible();
  await expect(preview.getByText('0 sur 1 cochés')).toBeVisible();
  await expect(preview.getByText(ITEM.en)).toHaveCount(0);
  await screenshot(page, info, 'briefing-languages-editor-fr');
  // Spanish has no text: its preview falls back to the item as written.
  await dialog.getByRole('tab', { name: /^Español/ }).click();
  await expect(preview.getByText(ITEM.en)).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`briefing-card-${BRIEFING}`).getByText(ITEM.en)).toBeVisible();

  await page.goto('/admin/acknowledgements');
  const level = page.getByTestId('ack-level-Site');
  await level.getByRole('button', { name: 'Add' }).click();
  const row = level.getByTestId('ack-row').last();
  await row.getByRole('textbox', { name: 'Message' }).fill(ACK.en);
  await addAcknowledgementTranslations(row, { fr: ACK.fr, 'zh-Hant': ACK['zh-Hant'] });
  await screenshot(page, info, 'briefing-languages-acknowledgement-editor');
  await level.getByRole('button', { name: 'Save Site' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

async function readsOwnLanguage(page: Page, lang: 'fr' | 'zh-Hant', who: typeof NOEMIE, pin: string) {
  // This browser becomes a registered tablet and the housekeeper signs in (in English, the tablet's
  // language so far); she signs out, picks her language on the tablet's sign-in screen and signs in again.
  await signInByPin(page, pin);
  // The briefing opens over the rooms (in English); 'Later' closes it.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await signOut(page);
  await expect(page).toHaveURL('/stafflogin');
  await page.getByTestId('language-select').selectOption(lang);
  await page.keyboard.type(pin);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/housekeeping');
  const dialog = page.getByRole('dialog', {
    name: text(lang, 'briefings', 'signIn.title').replace('{{name}}', `${who.first} ${who.last}`),
  });
  await expect(dialog).toBeVisible();
  const section = dialog.getByTestId(`briefing-section-${BRIEFING}`);
  await expect(section.getByText(NAME[lang], { exact: true })).toBeVisible();
  await expect(section.getByText(BRIEFING, { exact: true })).toHaveCount(0);
  await expect(section.getByText(ITEM[lang])).toBeVisible();
  await expect(dialog.getByText(ITEM.en)).toHaveCount(0);
  const pending = dialog.getByTestId('pending-acknowledgement').filter({ hasText: ACK[lang] });
  await expect(pending).toBeVisible();
  await expect(dialog.getByText(ACK.en)).toHaveCount(0);
  await section.getByRole('checkbox', { name: ITEM[lang] }).click();
  await expect(section.getByRole('checkbox', { name: ITEM[lang] })).toBeChecked();
  return { dialog, pending };
}

test('a housekeeper on a French tablet reads the French texts and acknowledges', async ({ page }, info) => {
  const { dialog, pending } = await readsOwnLanguage(page, 'fr', NOEMIE, noemie.pin);
  await screenshot(page, info, 'briefing-languages-tablet-fr');
  await pending.getByRole('button', { name: text('fr', 'briefings', 'staff.acknowledge') }).click();
  await expect(dialog.getByTestId('pending-acknowledgement').filter({ hasText: ACK.fr })).toHaveCount(0);
});

test('a housekeeper on a Traditional Chinese tablet reads the zh-Hant texts and acknowledges', async ({ page }, info) => {
  const { dialog, pending } = await readsOwnLanguage(page, 'zh-Hant', WEI, wei.pin);
  await screenshot(page, info, 'briefing-languages-tablet-zh-Hant');
  await pending.getByRole('button', { name: text('zh-Hant', 'briefings', 'staff.acknowledge') }).click();
  await expect(dialog.getByTestId('pending-acknowledgement').filter({ hasText: ACK['zh-Hant'] })).toHaveCount(0);
});
