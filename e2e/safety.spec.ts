import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  EMAIL,
  expectAccessible,
  openAudit,
  saveCompleteClean,
  screenshot,
  sign,
  signInAs,
  signInByPin,
  type TestRoomType,
  unscheduledRooms,
  waitForServiceWorker,
} from './helpers.ts';

// Safety of the cleaning record, as the people on the floor see it (1280x800): a room state's
// clean is the clean that is done; a partial clean, 'Room occupied.' and a failed audit never look like
// OK; saves still on the tablet show on the tile; rooms with the same number carry their area; a new
// room is not missed. The test rooms use a room type without schedules, so no time bucket decides what
// their tiles show: only the rules under test do.

test.describe.configure({ mode: 'serial' });

interface Routine {
  id: string;
  cleanType: string;
  priority: number;
  schedule: unknown;
  operations: { id: string; optional: boolean }[];
}
interface RoomType {
  id: string;
  roomType: string;
  routines: Routine[];
  roomStates: string[];
  settings: unknown;
}
interface Config {
  facilityId: string;
  roomTypes: RoomType[];
  roomStates: { id: string; stateName: string; cleanType: string | null }[];
}
interface Room {
  id: string;
  roomNumber: string;
  areaId: string | null;
  roomTypeId: string | null;
  roomType: string | null;
  resident: unknown;
  facilityArea: string[];
  roomState: { stateName: string } | null;
  outstandingTasks: { id: string; cleanType: string | null }[];
  housekeepingHistory: { reportId: string; status: string }[];
  status: { label: string; currentCleanType: string | null; banner: { kind: string } | null };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function dashboard(request: APIRequestContext, bearer: string): Promise<{ config: Config; rooms: Room[] }> {
  const [config, ...rooms] = await (await request.get('/api/housekeeping', { headers: auth(bearer) })).json();
  return { config, rooms };
}
const roomOf = async (request: APIRequestContext, bearer: string, id: string) =>
  (await dashboard(request, bearer)).rooms.find((r) => r.id === id) as Room;

const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);
const tasks = (page: Page) => page.getByTestId('task-tile');

let manager: string;
let supervisor: string;
let config: Config;
let rooms: Room[];
/** The test rooms of the unscheduled room type, by key. */
const test_: Record<string, Room> = {};
const stamp = String(Date.now()).slice(-5);
let safetyType: TestRoomType;

test.beforeAll(async ({ request }) => {
  manager = await apiToken(request, EMAIL.manager);
  supervisor = await apiToken(request, EMAIL.supervisor);
  const keys = ['partial', 'occupied', 'audit', 'held'];
  const made = await unscheduledRooms(
    request,
    manager,
    keys.map((_, i) => `S${stamp}-${i + 1}`),
  );
  safetyType = made.type;
  ({ config, rooms } = await dashboard(request, manager));
  keys.forEach((k, i) => {
    test_[k] = rooms.find((r) => r.roomNumber === `S${stamp}-${i + 1}`) as Room;
  });
});

/** The cleaning screen of a room from the housekeeper's dashboard, past the shortcuts overlay. */
async function openClean(page: Page, room: Room) {
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await tile(page, room.id).click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=clean`));
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
}

test("a room state's clean is the clean that is done: the tile and the cleaning screen name it, and doing it ends the task", async ({
  page: supervisorPage,
  browser,
  request,
}, info) => {
  let page = supervisorPage;
  // The seeded Isolation room (its state clean still to do) shows that clean, not the Deep Clean its schedule also asks for.
  const seeded = rooms.find(
    (r) => r.roomState?.stateName === 'Isolation' && r.outstandingTasks.some((task) => task.id === 'State Room Clean'),
  ) as Room;
  await signInAs(page, EMAIL.supervisor, null);
  await page.goto('/facility/roomdashboard');
  await expect(tile(page, seeded.id).locator('.dash-status')).toHaveText('Room state · Isolation Clean');

  // Setting a Resident Room to Isolation from its history popup.
  const room = rooms.find((r) => r.roomType === 'Resident Room' && !r.roomState && r.outstandingTasks.length === 0) as Room;
  await tile(page, room.id).click();
  const popup = page.getByRole('dialog', { name: `Room ${room.roomNumber}` });
  await popup.getByRole('button', { name: 'Room state' }).click();
  const selector = page.getByRole('dialog', { name: `Room state: room ${room.roomNumber}` });
  await selector.getByText('Isolation', { exact: true }).click();
  await expect(selector.getByLabel('Clean type')).toHaveValue('Isolation Clean');
  await selector.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Room state has been updated.')).toBeVisible();
  await expect(popup.getByTestId('outstanding-tasks')).toContainText('Isolation Clean');
  await page.keyboard.press('Escape');
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Isolation');
  await expect(tile(page, room.id).locator('.dash-status')).toHaveText('Room state · Isolation Clean');
  await screenshot(page, info, 'safety-isolation-tile');

  // The housekeeper's tablet opens the clean on Isolation Clean and finishes it with 'Room checked, CLEAN.'.
  const tablet = await browser.newContext();
  page = await tablet.newPage();
  await signInByPin(page, '1111');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await tile(page, room.id).click();
  if (room.resident) await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  const overlay = page.getByRole('dialog', { name: 'Tap to Continue' });
  await overlay.getByTestId('shortcut-continue').click();
  await expect(page.getByRole('combobox', { name: 'Clean type' })).toHaveValue('Isolation Clean');
  await tasks(page).first().click();
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('cleaning-cancel').click();
  await page.getByRole('dialog', { name: 'Cancel this report?' }).getByRole('button', { name: 'Discard changes' }).click();
  await tile(page, room.id).click();
  if (room.resident) await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  await overlay.getByTestId('shortcut-checked').click();
  await expect(page).toHaveURL('/housekeeping');
  await expect.poll(async () => (await roomOf(request, supervisor, room.id)).outstandingTasks.length).toBe(0);
  const done = await roomOf(request, supervisor, room.id);
  expect(done.roomState?.stateName).toBe('Isolation');
  expect(done.status.currentCleanType).not.toBe('Isolation Clean');
  await expect(tile(page, room.id).locator('.dash-status')).not.toContainText('Isolation Clean');
  await tablet.close();
});

test('a partial clean asks first and then shows INCOMPLETE with no bucket open; so does Room occupied.', async ({
  page,
  request,
}, info) => {
  const routine = safetyType.routines.find((r) => r.cleanType === 'Clean') as Routine;
  const required = routine.operations.filter((o) => !o.optional).length;
  await signInByPin(page, '1111');
  const room = test_.partial as Room;
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'OK');
  await openClean(page, room);
  await tasks(page).first().click();
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');

  // Save asks how many required tasks are left; 'Keep cleaning' stays on the screen.
  await page.getByTestId('cleaning-save').click();
  const ask = page.getByRole('dialog', { name: 'Save as incomplete?' });
  await expect(ask).toContainText(`${required - 1} of ${required} required tasks are not done`);
  await expectAccessible(page, 'partial save question');
  await screenshot(page, info, 'safety-partial-question');
  await ask.getByRole('button', { name: 'Keep cleaning' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/housekeeping\/room\//);
  await page.getByTestId('cleaning-save').click();
  await ask.getByRole('button', { name: 'Save as incomplete' }).click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'Incomplete');
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('INCOMPLETE');
  await expect(tile(page, room.id).locator('.dash-status')).toHaveText('Incomplete · Clean');

  // 'Room occupied.' registers as INCOMPLETE too.
  const occupied = test_.occupied as Room;
  await tile(page, occupied.id).click();
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-occupied').click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(tile(page, occupied.id).locator('.dash-banner')).toHaveText('INCOMPLETE');
  expect((await roomOf(request, manager, occupied.id)).status.label).toBe('Incomplete');
  await screenshot(page, info, 'safety-incomplete-tiles');
});

test('a refused clean shows DECLINED with no bucket open, and the refusal is what the tile says', async ({ page, request }, info) => {
  // A resident's room moved to the room type without schedules, so only the refusal decides its tile.
  ({ rooms } = await dashboard(request, manager));
  const room = rooms.find(
    (r) =>
      r.roomType === 'Resident Room' &&
      r.resident &&
      !r.roomState &&
      r.outstandingTasks.length === 0 &&
      r.housekeepingHistory[0]?.status === 'Complete',
  ) as Room;
  const moved = await request.post('/api/facility/rooms', {
    headers: auth(manager),
    data: {
      facilityId: config.facilityId,
      rooms: [{ id: room.id, areaId: room.areaId, roomNumber: room.roomNumber, roomTypeId: safetyType.id }],
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await signInByPin(page, '1111');
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'OK');
  await tile(page, room.id).click();
  await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await page.getByTestId('housekeeper-comments').click();
  await page.getByRole('dialog', { name: 'Comments & photos' }).getByRole('button', { name: 'Refuse Cleaning' }).click();
  await sign(page);
  await page.getByRole('dialog', { name: 'Refuse Cleaning' }).getByRole('button', { name: 'Decline cleaning' }).click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('DECLINED');
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'Declined');
  await expect(tile(page, room.id).locator('.dash-status')).toHaveText('Declined · Clean');
  await screenshot(page, info, 'safety-declined-tile');
});

test('a failed audit asks for a re-clean in words on the tile; a clean ticking the failed operation makes it wait for its re-audit', async ({
  page,
  request,
}, info) => {
  const room = test_.audit as Room;
  // A complete clean of the room, saved as the tablet would.
  const housekeeper = await apiToken(request, EMAIL.housekeeper);
  const routine = safetyType.routines.find((r) => r.cleanType === 'Clean') as Routine;
  const saveClean = () => saveCompleteClean(request, housekeeper, { facilityId: config.facilityId, roomId: room.id, routine });
  await saveClean();

  await signInAs(page, EMAIL.supervisor, null);
  await openAudit(page, room);
  // One tap cycles Cleaned Pass to Cleaned Fail.
  await tasks(page).first().click();
  await expect(tasks(page).first()).toHaveAttribute('data-audit', 'CleanedFailed');
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/facility/roomdashboard');
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Re-clean · audit failed');
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'NeedsCleaning');
  await expect(tile(page, room.id).locator('.dash-status')).toHaveText('Needs cleaning · Clean');
  await tile(page, room.id).click();
  const popup = page.getByRole('dialog', { name: `Room ${room.roomNumber}` });
  await expect(popup.getByTestId('outstanding-tasks')).toContainText('re-clean (Clean) after a failed audit');
  await expect(popup.getByText('Audit failed', { exact: true })).toBeVisible();
  await screenshot(page, info, 'safety-audit-failed');
  await page.keyboard.press('Escape');

  // The re-clean is done (every operation ticked): the room waits for its re-audit, the task gone.
  await saveClean();
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Re-audit due', { timeout: 15_000 });
  expect((await roomOf(request, manager, room.id)).outstandingTasks).toEqual([]);
});

test('a save still on the tablet shows on its tile and in the header, in words; it leaves once the server has it', async ({
  page,
  context,
}, info) => {
  const room = test_.held as Room;
  await signInByPin(page, '1111');
  await waitForServiceWorker(page);
  await expect(tile(page, room.id)).toBeVisible();
  await context.setOffline(true);
  await tile(page, room.id).click();
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-checked').click();
  await expect(page).toHaveURL('/housekeeping');
  await expect(tile(page, room.id).getByTestId('tile-held')).toHaveText('Saved on this tablet');
  await expect(tile(page, room.id)).toHaveAttribute('aria-label', /Saved on this tablet/);
  await expect(page.getByTestId('outbox-indicator')).toHaveText('1 to send');
  await screenshot(page, info, 'safety-held-tile');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(tile(page, room.id).getByTestId('tile-held')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  await expect(tile(page, room.id)).toHaveAttribute('data-status', 'OK');
});

test('rooms with the same number in different areas carry their area on the tile', async ({ page }, info) => {
  const twins = rooms.filter((r) => r.roomNumber === 'Lounge 1');
  expect(twins).toHaveLength(2);
  await signInByPin(page, '1111');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  for (const r of twins) {
    await expect(tile(page, r.id).getByTestId('tile-area')).toHaveText(r.facilityArea.join(' › '));
    await expect(tile(page, r.id)).toHaveAttribute('aria-label', new RegExp(`Area: ${r.facilityArea.join(' › ')}`));
  }
  // A number used once has no area line.
  await expect(tile(page, (test_.partial as Room).id).getByTestId('tile-area')).toHaveCount(0);
  await screenshot(page, info, 'safety-twin-rooms');
});

test("a brand-new room is not MISSED: a room's history starts when it is created", async ({ page, request }) => {
  const resident = config.roomTypes.find((t) => t.roomType === 'Resident Room') as RoomType;
  const number = `N${stamp}`;
  const layout = await request.post('/api/facility/rooms', {
    headers: auth(manager),
    data: { facilityId: config.facilityId, rooms: [{ areaId: null, roomNumber: number, roomTypeId: resident.id }] },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  const created = (await dashboard(request, manager)).rooms.find((r) => r.roomNumber === number) as Room;
  expect(created.status.label).not.toBe('Missed');
  await signInByPin(page, '1111');
  await expect(tile(page, created.id)).toBeVisible();
  await expect(tile(page, created.id)).not.toHaveAttribute('data-status', 'Missed');
  await expect(tile(page, created.id).locator('.dash-banner[data-kind="missed"]')).toHaveCount(0);
});
