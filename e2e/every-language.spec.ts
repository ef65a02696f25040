import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newHousekeeper } from './api.ts';
import { addBriefingItemTranslations, newBriefing, removeBriefings } from './briefing-translations.ts';
import { openTranslations, saveConfig, setNameTranslation } from './config-editor.ts';
import { apiToken, EMAIL, screenshot, signInAs, signInByPin, signOut, text } from './helpers.ts';

// The whole journey of a name an administrator writes, at 1280x800: the site's manager names a routine
// (its clean type) in French and Traditional Chinese on the configuration's Translations tab, and writes
// a briefing item with the same two languages; then a housekeeper on a French tablet and one on a zh-Hant
// tablet sign in with their PIN and read their own language in the briefing, on the room's tile and on
// the cleaning screen, never the English. The routine is on demand (other specs' tiles do not change);
// a room of the spec's own is put in a room state that asks for it, so its tile names it.

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const ROUTINE = { en: `Window Wash ${RUN}`, fr: `Lavage des vitres ${RUN}`, 'zh-Hant': `清洗窗戶 ${RUN}` };
const ITEM = {
  en: `Open the windows after the wash ${RUN}`,
  fr: `Ouvrir les fenêtres après le lavage ${RUN}`,
  'zh-Hant': `清洗後打開窗戶 ${RUN}`,
};
const POSITION = `Window team ${RUN}`;
const BRIEFING = `Window huddle ${RUN}`;
const ROOM = `W${RUN}`;

type Config = { version: number; roomTypes: { id: string; routines: Record<string, unknown>[] }[] } & Record<string, unknown>;
let startingConfig: Config | null = null;
let facilityId: string;
let roomId: string;
const staff: Record<'fr' | 'zh-Hant', { pin: string; name: string }> = {} as never;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function readConfig(request: APIRequestContext, token: string): Promise<Config> {
  const res = await request.get('/api/housekeeping/config', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, EMAIL.manager);
  startingConfig = await readConfig(request, token);
  facilityId = (startingConfig as unknown as { facilityId: string }).facilityId;
  const config = structuredClone(startingConfig);
  const roomType = config.roomTypes[0];
  if (!roomType) throw new Error('The demo site has no room type');
  const operations = [
    { id: crypto.randomUUID(), group: `Windows ${RUN}`, item: `Wash the panes ${RUN}`, optional: false, icon: null, detailImages: [] },
  ];
  const source = roomType.routines.find((r) => !r.schedule && !r.isDefault && !r.shortcut && !r.stateClean);
  roomType.routines.push({ ...source, id: crypto.randomUUID(), cleanType: ROUTINE.en, qrCode: null, operations });
  const saved = await request.post('/api/housekeeping/update', { headers: auth(token), data: { config } });
  expect(saved.status(), await saved.text()).toBe(200);

  const layout = await request.post('/api/facility/rooms', {
    headers: auth(token),
    data: { facilityId, rooms: [{ areaId: null, roomNumber: ROOM, roomTypeId: roomType.id }] },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  roomId = ((await layout.json()).rooms as { id: string; roomNumber: string }[]).find((r) => r.roomNumber === ROOM)?.id as string;

  // The room's state asks for the wash: its tile names the routine, and the cleaning screen opens on it.
  const state = (config.roomStates as { id: string }[]).find((st) =>
    (roomType as unknown as { roomStates: string[] }).roomStates.includes(st.id),
  );
  const stated = await request.post('/api/housekeeping/roomstate', {
    headers: auth(token),
    data: { facilityId, roomId, roomStateId: state?.id, cleanType: ROUTINE.en },
  });
  expect(stated.status(), await stated.text()).toBe(200);

  for (const [lang, first] of [
    ['fr', 'Amélie'],
    ['zh-Hant', 'Mei'],
  ] as const)
    staff[lang] = await newHousekeeper(request, token, {
      facilityId,
      staffRefId: `EL-${RUN}-${lang}`,
      firstName: first,
      lastName: `Vitre${RUN}`,
      position: POSITION,
    });
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, EMAIL.orgadmin);
  await removeBriefings(request, token, facilityId, BRIEFING);
  const manager = await apiToken(request, EMAIL.manager);
  if (roomId) await request.post('/api/facility/rooms', { headers: auth(manager), data: { facilityId, archiveRoomIds: [roomId] } });
  if (!startingConfig) return;
  const { version } = await readConfig(request, manager);
  await request.post('/api/housekeeping/update', { headers: auth(manager), data: { config: { ...startingConfig, version } } });
});

test('the manager names the routine in French and Traditional Chinese', async ({ page }, info) => {
  await signInAs(page, EMAIL.manager);
  await page.goto('/admin/housekeepingconfig');
  await openTranslations(page, ROUTINE.en);
  await setNameTranslation(page, ROUTINE.en, 'fr', ROUTINE.fr);
  await setNameTranslation(page, ROUTINE.en, 'zh-Hant', ROUTINE['zh-Hant']);
  await saveConfig(page);
  await screenshot(page, info, 'every-language-translations');
});

test('the organization administrator writes a briefing item in English, French and Traditional Chinese', async ({ page }) => {
  await signInAs(page, EMAIL.orgadmin);
  const dialog = await newBriefing(page, { name: BRIEFING, position: POSITION, message: ITEM.en });
  await addBriefingItemTranslations(dialog, 1, { fr: ITEM.fr, 'zh-Hant': ITEM['zh-Hant'] });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);
});

async function readsOwnLanguage(page: Page, lang: 'fr' | 'zh-Hant', info: Parameters<typeof screenshot>[1]) {
  const who = staff[lang];
  // This browser becomes a registered tablet (its first sign-in is in English); the housekeeper signs
  // out, picks her language on the tablet's sign-in screen, as staff do, and signs in again.
  await signInByPin(page, who.pin);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await expect(page).toHaveURL('/stafflogin');
  await page.getByTestId('language-select').selectOption(lang);
  await page.keyboard.type(who.pin);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/housekeeping');

  // The briefing at sign-in, in the tablet's language.
  const briefing = page.getByRole('dialog', { name: text(lang, 'briefings', 'signIn.title').replace('{{name}}', who.name) });
  const section = briefing.getByTestId(`briefing-section-${BRIEFING}`);
  await expect(section.getByText(ITEM[lang])).toBeVisible();
  await expect(briefing.getByText(ITEM.en)).toHaveCount(0);
  await section.getByRole('checkbox', { name: ITEM[lang] }).click();
  // The tick is saved before the dialog says there is nothing left ('Done'; the close button stays 'Later').
  await expect(section.getByRole('checkbox', { name: ITEM[lang] })).toBeChecked();
  await screenshot(page, info, `every-language-briefing-${lang}`);
  await briefing.getByRole('button', { name: text(lang, 'briefings', 'signIn.done'), exact: true }).click();

  // The room's tile on her board names the routine in the tablet's language.
  const tile = page.locator(`[data-testid="room-tile"][data-room="${ROOM}"]`);
  await expect(tile).toContainText(ROUTINE[lang]);
  await expect(tile).not.toContainText(ROUTINE.en);
  await tile.scrollIntoViewIfNeeded();
  await screenshot(page, info, `every-language-tile-${lang}`);

  // The cleaning screen opens on the wash the room's state asks for, named in the tablet's language.
  await page.goto(`/housekeeping/room/${roomId}?mode=clean`);
  await page.getByTestId('shortcut-continue').click();
  await expect(page.getByTestId('clean-type')).toBeVisible();
  await expect(page.getByTestId('clean-type')).toHaveValue(ROUTINE[lang]);
  await expect(page.locator('body')).not.toContainText(ROUTINE.en);
  await screenshot(page, info, `every-language-cleaning-${lang}`);
}

test('a housekeeper on a French tablet reads the routine and the briefing item in French', async ({ page }, info) => {
  await readsOwnLanguage(page, 'fr', info);
});

test('a housekeeper on a Traditional Chinese tablet reads them in Traditional Chinese', async ({ page }, info) => {
  await readsOwnLanguage(page, 'zh-Hant', info);
});
