import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  addGroup,
  addItemImage,
  addRoomType,
  addRoutine,
  chooseScheduleType,
  openConfig,
  openRoutine,
  saveConfig,
  toastsGone,
} from './config-editor.ts';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn } from './helpers.ts';
import { solidPng } from './png.ts';

test.describe.configure({ mode: 'serial' });

// Names unique to this run, so the spec also passes against a database that already has earlier runs.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const SUNROOM = `Sunroom ${RUN}`;
const CRON_CLEAN = `Sun Clean ${RUN}`;
const RELATIVE_CLEAN = `Sun Deep Clean ${RUN}`;
const STATE = `Quarantine ${RUN}`;
const EVENT = `Flood ${RUN}`;

/** The manager's bearer token, through the API (for setting the configuration up and back). */
async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email: EMAIL.manager, password: DEMO_PASSWORD } } });
  expect(res.status()).toBe(200);
  return (await res.json()).token.token as string;
}

// The site's configuration as this spec found it, put back at the end so the other specs see the
// demo site's starter configuration.
let startingConfig: unknown = null;

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  [startingConfig] = await (await request.get('/api/housekeeping', { headers })).json();
});

test.afterAll(async ({ request }) => {
  if (!startingConfig) return;
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const [current] = await (await request.get('/api/housekeeping', { headers })).json();
  const res = await request.post('/api/housekeeping/update', {
    headers,
    data: { config: { ...(startingConfig as object), version: current.version } },
  });
  expect(res.status()).toBe(200);
});

/** Signs in as the demo site's manager (FacilityAdministrator at Maplewood House (Toronto)). */
async function signInManager(page: Page) {
  await signIn(page, EMAIL.manager);
  await expect(page).not.toHaveURL(/\/login/);
}

async function selectRoomType(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Room types' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue(name);
}

async function discard(page: Page) {
  await toastsGone(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
}

test('a room type with a cron and a relative routine and grouped operations with an image is saved and reloaded', async ({
  page,
}, info) => {
  await signInManager(page);
  await openConfig(page);
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue('Resident Room');
  await expectAccessible(page, 'housekeeping configuration');
  await screenshot(page, info, 'hk-config-start');

  // A new room type.
  await addRoomType(page, SUNROOM);
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();

  // Routine 1: Cron 0 9 * * *, due after 60, lasting 240 minutes.
  await addRoutine(page, CRON_CLEAN);
  await chooseScheduleType(page, 'Cron');
  const cron = page.getByRole('textbox', { name: 'Cron expression' });
  await cron.fill('0 9 * *');
  await expect(page.getByText('Crons expression is invalid')).toBeVisible();
  await cron.fill('0 9 * * *');
  await expect(page.getByText('Crons expression is invalid')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Due after (minutes)' }).fill('60');
  await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('240');
  await expect(page.getByTestId('bucket-preview')).toContainText('09:00 – due 10:00 – until 13:00');
  await expect(page.getByTestId('bucket-preview').getByRole('listitem')).toHaveCount(5);
  await screenshot(page, info, 'hk-config-cron');

  // Its operations: two groups, three items, and a detail image on one item.
  await page.getByRole('tab', { name: /^Operations/ }).click();
  await addGroup(page, 1, 'Windows', ['Clean glass', 'Wipe sills']);
  await addGroup(page, 2, 'Plants', ['Water plants']);
  await page.getByRole('checkbox', { name: 'Optional: Water plants' }).check();
  await addItemImage(page, 'Clean glass', { name: 'glass.png', mimeType: 'image/png', buffer: solidPng(16, [220, 40, 40]) });
  await expect(page.getByRole('img', { name: 'Image 1 in English of Clean glass' })).toBeVisible();
  await expectAccessible(page, 'operations editor');
  await screenshot(page, info, 'hk-config-operations');

  // Routine 2: Relative, 7 days after the last clean; its JSON view reports text that is not JSON.
  await addRoutine(page, RELATIVE_CLEAN);
  await chooseScheduleType(page, 'Relative');
  await page.getByRole('textbox', { name: 'After the last clean: amount' }).fill('7');
  await expect(page.getByTestId('bucket-preview')).toContainText('If a room were cleaned now');
  await chooseScheduleType(page, 'JSON');
  const json = page.getByRole('textbox', { name: 'Schedule as JSON' });
  await expect(json).toHaveValue(/"amount": 7/);
  await json.fill('{ "type": "Relative", ');
  await expect(page.getByText('Schedule is not valid JSON')).toBeVisible();
  await screenshot(page, info, 'hk-config-json');
  await json.fill('{ "type": "Relative", "afterLastClean": { "amount": 7, "unit": "Days" }, "window": { "amount": 2, "unit": "Days" } }');
  await expect(page.getByText('Schedule is not valid JSON')).toHaveCount(0);
  await chooseScheduleType(page, 'Form');
  await expect(page.getByRole('textbox', { name: 'After the last clean: amount' })).toHaveValue('7');
  await expect(page.getByRole('textbox', { name: 'Window: amount' })).toHaveValue('2');

  await saveConfig(page);

  // Reload: everything is there.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toBeVisible();
  await selectRoomType(page, SUNROOM);
  await expect(page.getByTestId('routine-row')).toHaveCount(2);
  await openRoutine(page, CRON_CLEAN);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('textbox', { name: 'Cron expression' })).toHaveValue('0 9 * * *');
  await expect(page.getByRole('textbox', { name: 'Due after (minutes)' })).toHaveValue('60');
  await expect(page.getByRole('textbox', { name: 'Duration (minutes)' })).toHaveValue('240');
  await page.getByRole('tab', { name: /^Operations/ }).click();
  await expect(page.getByTestId('operation-group')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Group 1', exact: true })).toHaveValue('Windows');
  await expect(page.getByRole('textbox', { name: 'Item 2 of Windows' })).toHaveValue('Wipe sills');
  await expect(page.getByRole('textbox', { name: 'Item 1 of Plants' })).toHaveValue('Water plants');
  await expect(page.getByRole('checkbox', { name: 'Optional: Water plants' })).toBeChecked();
  await page.getByRole('button', { name: 'Icon and images of Clean glass' }).click();
  await expect(page.getByRole('img', { name: 'Image 1 in English of Clean glass' })).toBeVisible();
  await openRoutine(page, RELATIVE_CLEAN);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('textbox', { name: 'After the last clean: amount' })).toHaveValue('7');
  await screenshot(page, info, 'hk-config-reloaded');
});

test('the configuration refuses invalid schedules, duplicate names and removing a room type in use', async ({ page }, info) => {
  await signInManager(page);
  await openConfig(page);

  // A time bucket that ends before it starts.
  await openRoutine(page, 'Clean');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const end = page.getByRole('textbox', { name: 'End of time bucket 1' });
  await end.fill('06:00');
  await end.press('Tab');
  await expect(page.getByText('End time must be after start time')).toBeVisible();
  await expect(page.getByTestId('bucket-preview')).toContainText('Correct the schedule');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('problem-summary')).toContainText('Resident Room › Clean › Schedule — End time must be after start time');
  await screenshot(page, info, 'hk-config-bucket-error');
  await discard(page);

  // A room type name used twice.
  await selectRoomType(page, SUNROOM);
  await page.getByRole('textbox', { name: 'Room type name' }).fill('resident room');
  await expect(page.getByText('This room type name is already used.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('problem-summary')).toContainText('This room type name is already used.');
  await discard(page);

  // Resident Room is used by the demo rooms: the server refuses to remove it.
  await selectRoomType(page, 'Resident Room');
  await page.getByRole('button', { name: 'Delete room type' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete room type' }).click();
  await expect(page.getByRole('region', { name: 'Room types' }).getByRole('button', { name: /^Resident Room/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('in-use-alert')).toContainText('This room type is used by rooms and cannot be removed.');
  await screenshot(page, info, 'hk-config-in-use');
  await page.getByRole('button', { name: 'Put the removed room types back' }).click();
  await expect(page.getByRole('region', { name: 'Room types' }).getByRole('button', { name: /^Resident Room/ })).toBeVisible();
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);

  // The notification settings.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('switch', { name: 'Send the overdue-rooms notification' }).check();
  await expect(page.getByTestId('runs-preview').getByRole('listitem')).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Emails notified' }).fill('not-an-email');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Incorrect Email: not-an-email')).toBeVisible();
  await expectAccessible(page, 'notification settings');
  await screenshot(page, info, 'hk-config-notifications');
  await discard(page);
});

test("a save over someone else's save offers a reload and keeps the edits on screen until then", async ({ page, context }, info) => {
  await signInManager(page);
  await openConfig(page);

  // Someone else (here another tab of the same account) renames the room type and saves first.
  const other = await context.newPage();
  await openConfig(other);
  await selectRoomType(other, SUNROOM);
  await other.getByRole('textbox', { name: 'Room type name' }).fill(`${SUNROOM} East`);
  await saveConfig(other);
  await other.close();

  await selectRoomType(page, SUNROOM);
  await page.getByRole('textbox', { name: 'Room type name' }).fill(`${SUNROOM} West`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('stale-alert')).toContainText(
    'Someone else saved this configuration in the meantime. Reload it and make your change again.',
  );
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue(`${SUNROOM} West`);
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
  await screenshot(page, info, 'hk-config-stale');

  await page.getByRole('button', { name: 'Reload the saved configuration' }).click();
  await expect(page.getByTestId('stale-alert')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue(`${SUNROOM} East`);
  await page.getByRole('textbox', { name: 'Room type name' }).fill(SUNROOM);
  await saveConfig(page);
});

test('a room state with a dashed border is created and previewed', async ({ page }, info) => {
  await signInManager(page);
  await page.goto('/admin/roomstateconfig');
  await expect(page.getByRole('heading', { level: 1, name: 'Room States' })).toBeVisible();
  await expect(page.getByTestId('room-states-table')).toContainText('Isolation');
  await expectAccessible(page, 'room states');
  await screenshot(page, info, 'hk-room-states');

  await page.getByRole('button', { name: 'Add room state' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: 'State name' }).fill(STATE);
  await drawer.getByRole('combobox', { name: 'Border style' }).click();
  await page.getByRole('option', { name: 'Dashed' }).click();
  await drawer.getByRole('textbox', { name: 'Border colour' }).fill('#1971C2');
  await drawer.getByRole('textbox', { name: 'Colour', exact: true }).fill('#FFE066');
  await drawer.getByRole('textbox', { name: 'State name' }).click();
  const tile = drawer.getByTestId('state-tile');
  await expect(tile).toHaveAttribute('data-border-style', 'dashed');
  await expect(tile).toHaveCSS('border-top-style', 'dashed');
  await expect(tile).toHaveAttribute('data-text-color', '#000000');
  await expect(tile).toHaveAccessibleName(`Room tile in the state ${STATE}, border Dashed`);
  await expectAccessible(page, 'room state editor');
  await screenshot(page, info, 'hk-room-state-editor');
  await drawer.getByRole('button', { name: 'Done' }).click();
  await saveConfig(page);
  await page.reload();
  await expect(page.getByTestId('room-states-table')).toContainText(STATE);
  await expect(page.getByTestId('room-states-table')).toContainText('Dashed');
});

test('a room event is added', async ({ page }, info) => {
  await signInManager(page);
  await page.goto('/admin/roomeventconfig');
  await expect(page.getByRole('heading', { level: 1, name: 'Room Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add room event' }).click();
  await page.getByRole('textbox', { name: 'Name of event 3' }).fill(EVENT);
  const tags = page.getByRole('combobox', { name: `Clean tags of ${EVENT}` });
  await tags.fill('infection');
  await tags.press('Enter');
  await expectAccessible(page, 'room events');
  await screenshot(page, info, 'hk-room-events');
  await saveConfig(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name of event 3' })).toHaveValue(EVENT);
});

test('a shortcut is set for a clean type and shows in the overlay preview', async ({ page }, info) => {
  await signInManager(page);
  await page.goto('/admin/housekeepingshortcuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Room Shortcuts' })).toBeVisible();
  await expect(page.getByTestId('overlay-shortcut')).toHaveCount(1);
  // The switch's input lies under its track, which takes the tap.
  await page.getByRole('switch', { name: `Shortcut for ${CRON_CLEAN}` }).check({ force: true });
  await page.getByRole('combobox', { name: `Icon of ${CRON_CLEAN}` }).click();
  await page.getByRole('option', { name: 'Bath' }).click();
  await expect(page.getByTestId('overlay-shortcut')).toHaveCount(2);
  await expect(page.getByTestId('overlay-shortcut').last()).toContainText(CRON_CLEAN);
  await expectAccessible(page, 'shortcuts');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, info, 'hk-shortcuts');
  await saveConfig(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: `Shortcut for ${CRON_CLEAN}` })).toBeChecked();
});

test('the reference book shows the new room type and prints without the app chrome', async ({ page }, info) => {
  await signInManager(page);
  await openConfig(page);
  await page.getByRole('link', { name: 'Reference book' }).click();
  await expect(page).toHaveURL('/admin/housekeepingconfig/referencebook');
  await expect(page.getByRole('heading', { level: 1, name: 'Reference Book' })).toBeVisible();
  const book = page.getByTestId('reference-book');
  await expect(book.getByTestId('book-site')).toHaveText('Maplewood House (Toronto)');
  await expect(book.getByRole('heading', { level: 2, name: SUNROOM })).toBeVisible();
  await expect(book.getByRole('heading', { level: 3, name: CRON_CLEAN })).toBeVisible();
  await expect(book).toContainText('At each time of “0 9 * * *”; due after 60 min; open for 240 min');
  await expect(book).toContainText('7 days after the last clean');
  await expect(book.getByRole('img', { name: 'Image 1 of Clean glass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeEnabled();
  await expectAccessible(page, 'reference book');
  await screenshot(page, info, 'hk-reference-book');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
  await screenshot(page, info, 'hk-reference-book-print');
});

test('a large configuration (20 room types × 10 routines × 40 operations) stays responsive', async ({ page, request }, info) => {
  await signInManager(page);
  await openConfig(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').token.token as string);
  const headers = { authorization: `Bearer ${token}` };
  const [original] = await (await request.get('/api/housekeeping', { headers })).json();
  const uuid = () => crypto.randomUUID();
  // At least ten new room types: in a full run earlier specs have added room types of their own to the site.
  const extraTypes = Array.from({ length: Math.max(10, 20 - original.roomTypes.length) }, (_, t) => ({
    id: uuid(),
    roomType: `Wing ${RUN} ${t + 1}`,
    roomStates: [],
    settings: { allowGroupSelection: true, photoRequired: false },
    routines: Array.from({ length: 10 }, (_, r) => ({
      id: uuid(),
      cleanType: `Routine ${r + 1}`,
      kind: 'Standard',
      priority: r,
      color: '#C5E379',
      isDefault: r === 0,
      qrCode: null,
      tags: [],
      shortcut: null,
      schedule: { type: 'Cron', cron: `0 ${r + 6} * * *`, dueAfterMinutes: 60, durationMinutes: 120 },
      stateClean: false,
      detailImages: [],
      operations: Array.from({ length: 40 }, (_, o) => ({
        id: uuid(),
        group: `Group ${Math.floor(o / 8) + 1}`,
        item: `Operation ${o + 1}`,
        optional: false,
        icon: null,
        detailImages: [],
      })),
    })),
  }));
  const large = { ...original, roomTypes: [...original.roomTypes, ...extraTypes] };
  const saved = await request.post('/api/housekeeping/update', { headers, data: { config: large } });
  expect(saved.status()).toBe(200);
  const savedLarge = await saved.json();
  try {
    const started = Date.now();
    await page.reload();
    await selectRoomType(page, extraTypes[Math.floor(extraTypes.length / 2)]?.roomType ?? '');
    info.annotations.push({ type: 'open large configuration (ms)', description: String(Date.now() - started) });
    await openRoutine(page, 'Routine 5');
    await page.getByRole('tab', { name: /^Operations/ }).click();
    // Baseline: the same typing into a bare input outside React.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing-baseline';
      input.setAttribute('aria-label', 'baseline');
      document.body.prepend(input);
    });
    await page.locator('#typing-baseline').focus();
    const bare = Date.now();
    await page.keyboard.type(' and skirting boards', { delay: 0 });
    info.annotations.push({ type: 'type 20 characters in a bare input (ms)', description: String(Date.now() - bare) });
    await page.evaluate(() => document.getElementById('typing-baseline')?.remove());
    const item = page.getByRole('textbox', { name: 'Item 3 of Group 2' });
    await item.click();
    await item.press('End');
    const typing = Date.now();
    await page.keyboard.type(' and skirting boards', { delay: 0 });
    await expect(item).toHaveValue('Operation 11 and skirting boards');
    const typed = Date.now() - typing;
    info.annotations.push({ type: 'type 20 characters (ms)', description: String(typed) });
    expect(typed).toBeLessThan(3000);
    await expect(page.getByTestId('unsaved-badge')).toBeVisible();
    await screenshot(page, info, 'hk-config-large');
    await discard(page);
  } finally {
    // Put the site's configuration back for the other specs.
    const restored = await request.post('/api/housekeeping/update', {
      headers,
      data: { config: { ...original, version: savedLarge.version } },
    });
    expect(restored.status()).toBe(200);
  }
});

test('the screens read in French and Chinese', async ({ page }, info) => {
  await signInManager(page);
  await page.evaluate(() => localStorage.setItem('carehome.language', 'fr'));
  await page.goto('/admin/housekeepingconfig');
  await expect(page.getByRole('heading', { level: 1, name: "Configuration de l'entretien ménager" })).toBeVisible();
  await openRoutine(page, 'Clean');
  await page.getByRole('tab', { name: 'Horaire' }).click();
  await expect(page.getByTestId('bucket-preview')).toContainText('Prochaines plages horaires');
  await expect(page.getByTestId('bucket-preview')).toContainText("– échéance 12:00 – jusqu'à 15:00");
  await expectAccessible(page, 'configuration in French');
  await screenshot(page, info, 'hk-config-fr');

  await page.evaluate(() => localStorage.setItem('carehome.language', 'zh-Hans'));
  await page.goto('/admin/housekeepingconfig/referencebook');
  await expect(page.getByRole('heading', { level: 1, name: '参考手册' })).toBeVisible();
  await expect(page.getByTestId('reference-book')).toContainText('每天');
  await screenshot(page, info, 'hk-reference-book-zh-Hans');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'en'));
});
