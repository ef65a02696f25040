import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newResident, roomOf as roomById } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, text, unscheduledRooms } from './helpers.ts';

// Resident moves drive the cleans that matter for infection control: a transfer moves the risk flags to
// the new room and offers the old room a clean; a discharge schedules the discharge clean, which a
// housekeeper completes from the tile. Each test makes its own rooms (without schedules, so no time
// bucket is open whatever the hour) and its own residents through the API.

test.describe.configure({ mode: 'serial' });

interface Room {
  id: string;
  roomNumber: string;
  outstandingTasks: { id: string; cleanType: string | null }[];
  status: { label: string; currentCleanType: string | null };
  housekeepingHistory: { cleanType: string; status: string }[];
}

const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/public/icon-192.png'));
const stamp = String(Date.now()).slice(-5);
const NUMBERS = { from: `R${stamp}1`, to: `R${stamp}2`, left: `R${stamp}3`, shared: `R${stamp}4` };
let facilityId: string;
let rooms: Record<string, { id: string; roomNumber: string }>;
let nurseToken: string;

const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);
const roomId = (number: string) => (rooms[number] as { id: string }).id;

async function createResident(
  request: APIRequestContext,
  resident: { residentId: string; firstName: string; lastName: string; roomId: string; flags?: Record<string, boolean>; preClean?: string },
): Promise<{ id: string; displayName: string }> {
  const { flags, preClean, ...names } = resident;
  const notes = preClean ? [{ type: 'PreClean', text: preClean }] : [];
  return newResident(request, nurseToken, facilityId, { ...names, namePrefix: 'Mrs', notes, ...flags });
}

const roomOf = (request: APIRequestContext, id: string) => roomById<Room>(request, nurseToken, id);

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  ({ facilityId, rooms } = await unscheduledRooms(request, manager, Object.values(NUMBERS)));
  nurseToken = await apiToken(request, EMAIL.nurse);
});

test('a nurse transfers a resident: the flags move to the new room and the old room asks for the offered clean', async ({
  page,
  request,
}, info) => {
  const resident = await createResident(request, {
    residentId: `T-${stamp}`,
    firstName: 'Edith',
    lastName: `Moves${stamp}`,
    roomId: roomId(NUMBERS.from),
    flags: { fallRisk: true, exitSeeking: true },
    preClean: 'Knock and wait for an answer',
  });
  await signInAs(page, EMAIL.nurse);

  // The list finds the resident, with the room and the flags named in words.
  await page.goto('/admin/resident');
  await page.getByRole('searchbox', { name: 'Search Residents' }).fill(`T-${stamp}`);
  const row = page.getByTestId(`resident-row-T-${stamp}`);
  await expect(row).toContainText(NUMBERS.from);
  await expect(row.getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Exit seeking' })).toBeVisible();
  await expect(page.getByTestId('residents-table').locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page, 'residents list');
  await screenshot(page, info, 'residents-list');
  await row.click();
  await expect(page).toHaveURL(`/admin/resident/edit/${resident.id}`);
  await expect(page.getByTestId('where')).toContainText(NUMBERS.from);

  // Transfer: the new room from the picker; the old room is offered the site's clean.
  await page.getByTestId('transfer').click();
  const dialog = page.getByRole('dialog', { name: `Transfer Mrs ${resident.displayName}` });
  await expect(dialog).toContainText('Risk flags and notes move with the resident to the new room.');
  await dialog.getByTestId('transfer-room-input').click();
  await dialog.getByTestId('transfer-room-input').fill(NUMBERS.to);
  await page.locator(`[data-testid="room-option"][data-room="${NUMBERS.to}"]`).click();
  await expect(dialog.getByTestId('vacated-clean')).toBeChecked();
  const cleanType = await dialog.getByTestId('vacated-clean-type').inputValue();
  expect(cleanType).not.toBe('');
  await expectAccessible(page, 'transfer dialog');
  await screenshot(page, info, 'residents-transfer-dialog');
  await dialog.getByTestId('confirm-transfer').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('where')).toContainText(NUMBERS.to);
  await expect(page.getByTestId('timeline-event').first()).toHaveAttribute('data-kind', 'transfer');
  await expect(page.getByTestId('timeline-event').first()).toContainText(`From room ${NUMBERS.from} to room ${NUMBERS.to}`);
  await screenshot(page, info, 'residents-after-transfer');

  // The dashboard: the flags and the name on the new room, the offered clean on the old one.
  await page.goto('/facility/roomdashboard');
  const to = tile(page, roomId(NUMBERS.to));
  await expect(to).toContainText(resident.displayName);
  await expect(to.getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await expect(to.getByRole('img', { name: 'Exit seeking' })).toBeVisible();
  const from = tile(page, roomId(NUMBERS.from));
  await expect(from.locator('.dash-status')).toContainText(cleanType);
  await expect(from.locator('.dash-flag')).toHaveCount(0);
  await expect(from).not.toContainText(resident.displayName);
  const old = await roomOf(request, roomId(NUMBERS.from));
  expect(old.outstandingTasks.map((t) => t.cleanType)).toContain(cleanType);
  await screenshot(page, info, 'residents-transfer-tiles');
});

/** Two residents share one room: each with their own flags and pre-clean note. */
async function shareRoom(request: APIRequestContext) {
  const a = await createResident(request, {
    residentId: `S1-${stamp}`,
    firstName: 'Ada',
    lastName: `Shares${stamp}`,
    roomId: roomId(NUMBERS.shared),
    flags: { fallRisk: true },
    preClean: 'Leave the door ajar',
  });
  const b = await createResident(request, {
    residentId: `S2-${stamp}`,
    firstName: 'Bea',
    lastName: `Shares${stamp}`,
    roomId: roomId(NUMBERS.shared),
    flags: { verballyAbusive: true },
    preClean: 'Speak calmly and slowly',
  });
  return { a, b };
}

test('a discharge (in French) schedules the discharge clean, which a housekeeper completes from the tile; a shared room shows both residents', async ({
  page,
  browser,
  request,
}, info) => {
  const resident = await createResident(request, {
    residentId: `D-${stamp}`,
    firstName: 'Walter',
    lastName: `Leaves${stamp}`,
    roomId: roomId(NUMBERS.left),
    flags: { physicallyAggressive: true },
  });
  const name = `Mrs ${resident.displayName}`;
  await signInAs(page, EMAIL.nurse, 'fr');
  await page.goto(`/admin/resident/edit/${resident.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'pages', 'titles.residentEdit'));
  await expect(page.getByTestId('resident-status')).toHaveText(text('fr', 'residents', 'status.Resident'));

  await page.getByTestId('discharge').click();
  const dialog = page.getByRole('dialog', { name: text('fr', 'residents', 'moves.dischargeTitle').replace('{{name}}', name) });
  await expect(dialog.getByTestId('vacated-room')).toContainText(
    text('fr', 'residents', 'moves.vacatedTitle').replace('{{room}}', NUMBERS.left),
  );
  await expect(dialog.getByTestId('vacated-clean')).toBeChecked();
  const cleanType = await dialog.getByTestId('vacated-clean-type').inputValue();
  expect(cleanType).not.toBe('');
  await expectAccessible(page, 'discharge dialog in French');
  await screenshot(page, info, 'residents-discharge-dialog-fr');
  await dialog.getByTestId('confirm-discharge').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('resident-status')).toHaveText(text('fr', 'residents', 'status.Discharged'));
  await expect(page.getByTestId('timeline-event').first()).toContainText(text('fr', 'residents', 'timeline.kinds.discharge'));
  await expect(page.getByTestId('undo-discharge')).toBeVisible();
  await screenshot(page, info, 'residents-after-discharge-fr');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'en'));

  // The housekeeper's tablet: the tile asks for the discharge clean; the clean is started from the tile.
  const tablet = await browser.newContext();
  const hk = await tablet.newPage();
  await signInByPin(hk, '1111');
  await expect(hk.getByTestId('room-grid')).toBeVisible();
  const left = tile(hk, roomId(NUMBERS.left));
  await expect(left.locator('.dash-status')).toContainText(cleanType);
  await expect(left.locator('.dash-flag')).toHaveCount(0);
  await screenshot(hk, info, 'residents-discharge-tile');
  await left.click();
  await hk.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-checked').click();
  await expect(hk).toHaveURL('/housekeeping');

  // Done: the task is gone and the tile no longer asks for the clean.
  await expect.poll(async () => (await roomOf(request, roomId(NUMBERS.left))).outstandingTasks.length).toBe(0);
  expect((await roomOf(request, roomId(NUMBERS.left))).housekeepingHistory[0]?.cleanType).toBe(cleanType);
  await expect(left.locator('.dash-status')).not.toContainText(cleanType);
  await screenshot(hk, info, 'residents-discharge-done');

  // A shared room: both names and the flags of either on the tile; the Pre-Clean Summary shows each resident.
  const { a: ada, b: bea } = await shareRoom(request);
  await hk.reload();
  const shared = tile(hk, roomId(NUMBERS.shared));
  await expect(shared).toContainText(ada.displayName);
  await expect(shared).toContainText(bea.displayName);
  await expect(shared.getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await expect(shared.getByRole('img', { name: 'Verbally abusive' })).toBeVisible();
  await shared.click();
  const summary = hk.getByRole('dialog', { name: 'Pre-Clean Summary' });
  await expect(summary.getByTestId('summary-resident')).toHaveCount(2);
  await expect(summary.getByTestId('summary-resident').nth(0)).toContainText('Leave the door ajar');
  await expect(summary.getByTestId('summary-resident').nth(1)).toContainText('Speak calmly and slowly');
  await expectAccessible(hk, 'pre-clean summary of a shared room');
  await screenshot(hk, info, 'residents-shared-summary');
  await tablet.close();
});

test('a site administrator reads the access log of a resident and sets what a vacated room is offered', async ({ page, request }, info) => {
  const resident = await createResident(request, {
    residentId: `L-${stamp}`,
    firstName: 'Lena',
    lastName: `Logged${stamp}`,
    roomId: roomId(NUMBERS.from),
    preClean: 'Allergic to lavender cleaner',
  });
  await signInAs(page, EMAIL.manager, null);
  await page.goto(`/admin/resident/edit/${resident.id}`);
  const log = page.getByTestId('access-log');
  await expect(log.getByTestId('access-entry').first()).toBeVisible();
  await expect(log.locator('[data-testid="access-entry"][data-action="created"]')).toHaveCount(1);
  await expect(log.locator('[data-testid="access-entry"][data-action="viewed"]').first()).toContainText('Viewed the record');
  await expect(page.getByTestId('note-text')).toHaveValue('Allergic to lavender cleaner');

  // A photo from a file and a second note, saved together; the access log names the changed fields.
  const photoSection = page.getByTestId('photo-section');
  await photoSection.locator('input[type="file"]').setInputFiles({ name: 'lena.png', mimeType: 'image/png', buffer: PNG });
  await expect(photoSection.getByRole('img', { name: `Photo of Mrs ${resident.displayName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a post-clean note' }).click();
  await page.getByTestId('note-text').nth(1).fill('Open the window after cleaning');
  await expect(page.getByTestId('dirty-state')).toHaveText('Unsaved changes');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('dirty-state')).toHaveText('All changes saved');
  await expect(log.locator('[data-testid="access-entry"][data-action="updated"]').first()).toContainText('Photo');

  // A resident ID another resident has is refused beside the field; leaving with the change asks first.
  await createResident(request, { residentId: `L2-${stamp}`, firstName: 'Otto', lastName: `Other${stamp}`, roomId: roomId(NUMBERS.to) });
  const residentId = page.getByRole('textbox', { name: 'Resident ID' });
  await residentId.fill(`L2-${stamp}`);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('identity-section')).toContainText('This ID is already used.');
  await expect(residentId).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('link', { name: 'Back to residents' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(`/admin/resident/edit/${resident.id}`);
  // The dialog gives the focus back to the link when it has closed; typing before then goes nowhere.
  await expect(leave).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to residents' })).toBeFocused();
  await residentId.fill(`L-${stamp}`);
  await expect(page.getByTestId('dirty-state')).toHaveText('All changes saved');
  await expectAccessible(page, 'resident screen');
  await page.screenshot({ path: 'test-results/screenshots/residents-edit-full.png', fullPage: true });

  await page.goto('/admin/housekeepingconfig');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const setting = page.getByTestId('vacated-room-setting');
  await expect(setting).toContainText('When a resident leaves a room');
  await setting.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'residents-vacated-setting');
});
