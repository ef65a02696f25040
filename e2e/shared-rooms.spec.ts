import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newResident } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, sign, signInAs, signInByPin, text, unscheduledRooms } from './helpers.ts';

// Every resident of a room, everywhere: a room two residents share shows each of them with their own
// flags and post-clean notes on the tile and on the cleaning screen, and the saved report names both; a
// transfer offers the new room its arrival clean, which its tile then asks for. Each test makes its own
// rooms (without schedules, so no time bucket is open whatever the hour) and residents through the API.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const NUMBERS = { shared: `G${stamp}1`, from: `G${stamp}2`, to: `G${stamp}3` };
let facilityId: string;
let rooms: Record<string, { id: string; roomNumber: string }>;
let nurseToken: string;
/** The shared room's residents, first to arrive first (the first test makes them). */
let sharers: string[] = [];

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);
const roomId = (number: string) => (rooms[number] as { id: string }).id;

async function createResident(
  request: APIRequestContext,
  r: { residentId: string; firstName: string; lastName: string; room: string; flags?: Record<string, boolean>; postClean?: string },
): Promise<{ id: string; displayName: string }> {
  const { room, flags, postClean, ...names } = r;
  const notes = postClean ? [{ type: 'PostClean', text: postClean }] : [];
  return newResident(request, nurseToken, facilityId, { ...names, namePrefix: 'Ms', roomId: roomId(room), notes, ...flags });
}

/** A housekeeper on a registered tablet, in the given language, at the room dashboard. */
async function housekeeper(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByPin(page, '1111');
  if (lang !== 'en') {
    await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
    await page.reload();
  }
  await expect(page.getByTestId('room-grid')).toBeVisible();
  return page;
}

/** From the tile to the checklist: the Pre-Clean Summary, then past the shortcuts. */
async function openClean(page: Page, number: string, lang: string) {
  await tile(page, number).click();
  await page
    .getByRole('dialog', { name: text(lang, 'dashboard', 'start.summaryTitle') })
    .getByRole('button', { name: text(lang, 'dashboard', 'start.startCleaning') })
    .click();
  await page.getByTestId('shortcut-continue').click();
  await expect(page.getByTestId('cleaning-title')).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  ({ facilityId, rooms } = await unscheduledRooms(request, manager, Object.values(NUMBERS)));
  nurseToken = await apiToken(request, EMAIL.nurse);
});

test('a shared room: the tile and the cleaning screen show each resident with their own badges and post-clean notes; the report names both', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const ada = await createResident(request, {
    residentId: `GA-${stamp}`,
    firstName: 'Ada',
    lastName: `Shares${stamp}`,
    room: NUMBERS.shared,
    flags: { fallRisk: true },
    postClean: 'Raise the bed rail on the window side',
  });
  const bea = await createResident(request, {
    residentId: `GB-${stamp}`,
    firstName: 'Bea',
    lastName: `Shares${stamp}`,
    room: NUMBERS.shared,
    postClean: 'Put the walker back by the door',
  });
  sharers = [ada.displayName, bea.displayName];
  const page = await housekeeper(browser, 'en');

  // The tile: a line per resident, the fall risk on Ada's line only.
  const lines = tile(page, NUMBERS.shared).getByTestId('tile-resident');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(ada.displayName);
  await expect(lines.nth(0).getByRole('img', { name: `Fall risk: ${ada.displayName}` })).toBeVisible();
  await expect(lines.nth(1)).toContainText(bea.displayName);
  await expect(lines.nth(1).locator('.dash-flag')).toHaveCount(0);
  await tile(page, NUMBERS.shared).scrollIntoViewIfNeeded();
  await screenshot(page, info, 'shared-room-tile');
  // The demo has a shared room too: Vera Lindqvist beside the room's first resident.
  const demo = page.locator('[data-testid="room-tile"]', { has: page.getByText('Vera Lindqvist') });
  await expect(demo.getByTestId('tile-resident')).toHaveCount(2);
  await expect(demo.getByRole('img', { name: 'Fall risk: Vera Lindqvist' })).toBeVisible();
  await demo.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'shared-room-demo-tile');

  // The cleaning screen: both residents in the title bar, each with their own badges; both notes.
  await openClean(page, NUMBERS.shared, 'en');
  const entries = page.getByTestId('cleaning-resident-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(ada.displayName);
  await expect(entries.nth(0).getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await expect(entries.nth(1)).toContainText(bea.displayName);
  await expect(entries.nth(1).getByTestId('risk-flags')).toHaveCount(0);
  const notes = page.getByTestId('post-clean-notes');
  await expect(notes.locator(`[data-testid="post-clean-note"][data-resident="${ada.displayName}"]`)).toContainText(
    'Raise the bed rail on the window side',
  );
  await expect(notes.locator(`[data-testid="post-clean-note"][data-resident="${bea.displayName}"]`)).toContainText(
    'Put the walker back by the door',
  );
  expect((await notes.boundingBox())?.height ?? 0).toBeLessThanOrEqual(100);
  await expectAccessible(page, 'cleaning screen of a shared room');
  await screenshot(page, info, 'shared-room-cleaning');

  // Refusing: the housekeeper picks who declines; the wording names her and the report records her
  // signature as hers, beside both residents of the room.
  await page.getByTestId('housekeeper-comments').click();
  await page.getByRole('dialog', { name: 'Comments & photos' }).getByRole('button', { name: 'Refuse Cleaning' }).click();
  const decline = page.getByRole('dialog', { name: 'Refuse Cleaning' });
  await expect(decline.getByTestId('decline-wording')).toContainText(`I, ${ada.displayName}, hereby decline`);
  await decline.getByRole('radio', { name: bea.displayName }).check();
  await expect(decline.getByTestId('decline-wording')).toContainText(`I, ${bea.displayName}, hereby decline`);
  await sign(page);
  await expectAccessible(page, 'decline form of a shared room');
  await screenshot(page, info, 'shared-room-decline');
  await decline.getByRole('button', { name: 'Decline cleaning' }).click();
  await expect(page).toHaveURL('/housekeeping');
  const headers = { authorization: `Bearer ${nurseToken}` };
  type Saved = { status: string; residents: { name: string }[]; declinedBy: { name: string } | null };
  let saved: Saved | undefined;
  await expect
    .poll(async () => {
      const res = await request.post('/api/housekeeping/reports', { headers, data: { facilityId, roomId: roomId(NUMBERS.shared) } });
      saved = Object.values((await res.json()) as Record<string, Saved>)[0];
      return saved?.status;
    })
    .toBe('Declined');
  expect(saved?.residents.map((r) => r.name)).toEqual([`Ada Shares${stamp}`, `Bea Shares${stamp}`]);
  expect(saved?.declinedBy?.name).toBe(`Bea Shares${stamp}`);
  await page.context().close();

  // In French: the notes still say whose each one is.
  const fr = await housekeeper(browser, 'fr');
  await openClean(fr, NUMBERS.shared, 'fr');
  await expect(fr.getByTestId('cleaning-resident-entry')).toHaveCount(2);
  await expect(fr.getByTestId('post-clean-notes')).toContainText(text('fr', 'cleaning', 'facts.postCleanNotes'));
  await expect(fr.getByTestId('post-clean-notes')).toContainText(
    text('fr', 'cleaning', 'facts.noteOf').replace('{{name}}', ada.displayName),
  );
  await screenshot(fr, info, 'shared-room-cleaning-fr');
  await fr.context().close();
});

test('the room history and a saved report of the shared room name both residents; the tile fits a 10-inch tablet', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, EMAIL.supervisor, null);
  await page.goto('/facility/roomdashboard');
  await tile(page, NUMBERS.shared).click();
  await expect(page.getByTestId('history-resident')).toHaveText(sharers.join(', '));
  await page.getByTestId('history-row').first().click();
  await expect(page.getByTestId('cleaning-mode')).toHaveText('History (read only)');
  const entries = page.getByTestId('cleaning-resident-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(sharers[0] as string);
  await expect(entries.nth(0).getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await expect(entries.nth(1)).toContainText(sharers[1] as string);
  await expect(page.getByTestId('fact-declined-by')).toHaveText(sharers[1] as string);
  await screenshot(page, info, 'shared-room-history');
  await page.getByTestId('cleaning-cancel').click();

  // A 10-inch tablet held upright: each resident keeps their line and flags on the tile.
  await page.setViewportSize({ width: 800, height: 1280 });
  const shared = tile(page, NUMBERS.shared);
  await shared.scrollIntoViewIfNeeded();
  const lines = shared.getByTestId('tile-resident');
  await expect(lines).toHaveCount(2);
  const [tileBox, lineBox] = [await shared.boundingBox(), await lines.nth(0).boundingBox()];
  expect((lineBox?.x ?? 0) + (lineBox?.width ?? 0)).toBeLessThanOrEqual((tileBox?.x ?? 0) + (tileBox?.width ?? 0));
  await expect(lines.nth(0).getByRole('img', { name: `Fall risk: ${sharers[0]}` })).toBeInViewport();
  await screenshot(page, info, 'shared-room-tile-tablet');
});

test('a transfer asks the new room for its arrival clean, and the room list shows the resident where they live', async ({
  page,
  request,
}, info) => {
  const resident = await createResident(request, {
    residentId: `GT-${stamp}`,
    firstName: 'Edith',
    lastName: `Moves${stamp}`,
    room: NUMBERS.from,
    flags: { exitSeeking: true },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, EMAIL.nurse, null);
  await page.goto(`/admin/resident/edit/${resident.id}`);

  await page.getByTestId('transfer').click();
  const dialog = page.getByRole('dialog', { name: `Transfer Ms ${resident.displayName}` });
  await dialog.getByTestId('transfer-room-input').click();
  // The room the resident lives in is theirs, not vacant.
  const current = page.locator(`[data-testid="room-option"][data-room="${NUMBERS.from}"]`);
  await expect(current).toContainText(resident.displayName);
  await expect(current).not.toContainText('Vacant');
  await dialog.getByTestId('transfer-room-input').fill(NUMBERS.to);
  await page.locator(`[data-testid="room-option"][data-room="${NUMBERS.to}"]`).click();

  // The new room's arrival clean, with the arrival workflow's choices: a clean type and from when, or none.
  const arrival = dialog.getByTestId('transfer-clean');
  await expect(arrival).toContainText(`Arrival clean of room ${NUMBERS.to}`);
  await expect(dialog.getByTestId('transfer-clean-schedule')).toBeChecked();
  await expect(dialog.getByTestId('transfer-clean-none')).toBeVisible();
  await dialog.getByTestId('transfer-clean-type').click();
  await page.locator('[data-combobox-option][value="Arrival Clean"]').click();
  await expect(dialog.getByTestId('transfer-clean-type')).toHaveValue('Arrival Clean');
  await expectAccessible(page, 'transfer dialog with the arrival clean');
  await screenshot(page, info, 'transfer-destination-clean');
  await dialog.getByTestId('confirm-transfer').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('where')).toContainText(NUMBERS.to);
  await expect(page.getByTestId('timeline-event').first()).toContainText(`Arrival Clean asked of room ${NUMBERS.to}`);

  // The room list after the move: the resident in the new room, the old one free.
  await page.getByTestId('transfer').click();
  await page.getByRole('dialog').getByTestId('transfer-room-input').click();
  await expect(page.locator(`[data-testid="room-option"][data-room="${NUMBERS.to}"]`)).toContainText(resident.displayName);
  await expect(page.locator(`[data-testid="room-option"][data-room="${NUMBERS.from}"]`)).toContainText('Vacant');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The new room's tile asks for the arrival clean, and carries the resident's flags.
  await page.goto('/facility/roomdashboard');
  const to = tile(page, NUMBERS.to);
  await expect(to.locator('.dash-status')).toContainText('Arrival Clean');
  await expect(to).toContainText(resident.displayName);
  await expect(to.getByRole('img', { name: 'Exit seeking' })).toBeVisible();
  await to.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'transfer-destination-tile');
});
