import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn, text, waitForDashboardCopy } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

interface Room {
  id: string;
  roomNumber: string;
  roomType: string | null;
  roomTypeId: string | null;
  qrCode: string;
  areaIds: string[];
  facilityArea: string[];
  resident: { displayName: string } | null;
  assignees: (string | null)[];
  housekeepingHistory: { status: string; reportId: string }[];
  roomState: { stateName: string } | null;
  status: { label: string; banner: { kind: string } | null };
}
interface Config {
  facilityId: string;
  version: number;
  roomTypes: { id: string; roomType: string; routines: unknown[]; roomStates: string[] }[];
  roomStates: { id: string; stateName: string }[];
}

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  return (await res.json()).token.token;
}
async function dashboard(request: APIRequestContext, bearer: string): Promise<{ config: Config; rooms: Room[] }> {
  const [config, ...rooms] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${bearer}` } })).json();
  return { config, rooms };
}

async function openDashboard(page: Page, email: string, path: string) {
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(path);
  await expect(page.getByTestId('room-grid')).toBeVisible();
}
const tiles = (page: Page) => page.getByTestId('room-tile');
const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

let managerToken: string;
let data: { config: Config; rooms: Room[] };
const CHAPEL = `Chapel ${String(Date.now()).slice(-5)}`;
let chapelRoom = '';

test.beforeAll(async ({ request }) => {
  managerToken = await token(request, EMAIL.manager);
  // A room type without routines, and one room of it: nothing can be cleaned there.
  const { config } = await dashboard(request, managerToken);
  const typeId = crypto.randomUUID();
  const saved = await request.post('/api/housekeeping/update', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: {
      config: {
        ...config,
        roomTypes: [
          ...config.roomTypes,
          { id: typeId, roomType: CHAPEL, routines: [], roomStates: [], settings: { allowGroupSelection: false, photoRequired: false } },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  chapelRoom = `C${String(Date.now()).slice(-4)}`;
  const layout = await request.post('/api/facility/rooms', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { facilityId: config.facilityId, rooms: [{ areaId: null, roomNumber: chapelRoom, roomTypeId: typeId }] },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  data = await dashboard(request, managerToken);
});

test('a housekeeper’s dashboard: tiles, filters kept across reloads, and the empty result', async ({ page }, info) => {
  await openDashboard(page, EMAIL.housekeeper, '/housekeeping');
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Dashboard' })).toBeVisible();
  await expect(tiles(page)).toHaveCount(data.rooms.length);
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');

  // A room with a resident shows the name and the risk flags; tiles never show audit banners to housekeepers.
  const occupied = data.rooms.find((r) => r.resident) as Room;
  await expect(tile(page, occupied.roomNumber)).toContainText(occupied.resident?.displayName as string);
  for (const kind of ['auditComplete', 'auditReady', 'preAuditMarked'])
    await expect(page.locator(`[data-banner="${kind}"]`)).toHaveCount(0);
  await expectAccessible(page, 'housekeeper dashboard');
  await screenshot(page, info, 'dashboard-housekeeper');

  // Room type.
  await choose(page, 'Room type', 'Common Area');
  const commons = data.rooms.filter((r) => r.roomType === 'Common Area').length;
  await expect(tiles(page)).toHaveCount(commons);
  await choose(page, 'Room type', 'All Room Types');
  await expect(tiles(page)).toHaveCount(data.rooms.length);

  // Areas cascade: a top area, then an area inside it when there is one.
  const withSub = data.rooms.find((r) => r.areaIds.length > 1) as Room;
  await choose(page, 'Area', withSub.facilityArea[0] as string);
  await expect(tiles(page)).toHaveCount(data.rooms.filter((r) => r.areaIds[0] === withSub.areaIds[0]).length);
  await choose(page, `Area in ${withSub.facilityArea[0]}`, withSub.facilityArea[1] as string);
  await expect(tiles(page)).toHaveCount(data.rooms.filter((r) => r.areaIds[1] === withSub.areaIds[1]).length);
  await choose(page, 'Area', 'Everything');

  // Assignments: the housekeeper's own list, kept across a reload.
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').staffMember.id as string);
  await choose(page, 'Assignments', 'My daily list');
  const mine = data.rooms.filter((r) => r.assignees.includes(me)).length;
  expect(mine).toBeGreaterThan(0);
  await expect(tiles(page)).toHaveCount(mine);
  await page.reload();
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Assignments', exact: true })).toHaveValue('My daily list');
  await expect(tiles(page)).toHaveCount(mine);
  await choose(page, 'Assignments', 'Other schedules');
  await expect(tiles(page)).toHaveCount(data.rooms.filter((r) => r.assignees.some((a) => a !== me) && !r.assignees.includes(me)).length);
  await choose(page, 'Assignments', 'Incomplete');
  const incomplete = data.rooms.filter((r) => r.housekeepingHistory[0]?.status === 'Incomplete').length;
  if (incomplete) await expect(tiles(page)).toHaveCount(incomplete);
  await choose(page, 'Assignments', 'To do');
  await expect(tiles(page).first().or(page.getByText('All rooms are filtered out.'))).toBeVisible();

  // Nothing matches: the chapel type on the housekeeper's own list.
  await choose(page, 'Assignments', 'My daily list');
  await choose(page, 'Room type', CHAPEL);
  await expect(page.getByText('All rooms are filtered out.')).toBeVisible();
  await screenshot(page, info, 'dashboard-filtered-out');
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(tiles(page)).toHaveCount(data.rooms.length);
});

test('a housekeeper starts cleaning from a tile, through the pre-clean summary; a room type without routines cannot be cleaned', async ({
  page,
}) => {
  await openDashboard(page, EMAIL.housekeeper, '/housekeeping');
  const occupied = data.rooms.find((r) => r.resident && r.housekeepingHistory[0]?.status !== 'Incomplete') as Room;
  await tile(page, occupied.roomNumber).click();
  const summary = page.getByRole('dialog', { name: 'Pre-Clean Summary' });
  await expect(summary).toContainText(occupied.resident?.displayName as string);
  await summary.getByRole('button', { name: 'Start cleaning' }).click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${occupied.id}\\?mode=clean`));
  await page.goBack();

  // An incomplete last report: continue it.
  const incomplete = data.rooms.find((r) => r.housekeepingHistory[0]?.status === 'Incomplete');
  if (incomplete) {
    await tile(page, incomplete.roomNumber).click();
    const prompt = page.getByRole('dialog', { name: 'Continue last cleaning report' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Continue last cleaning report' }).click();
    if (incomplete.resident)
      await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
    await expect(page).toHaveURL(new RegExp(`mode=continue&cleanType=.*&reportId=${incomplete.housekeepingHistory[0]?.reportId}`));
    await page.goBack();
  }

  await tile(page, chapelRoom).click();
  const error = page.getByRole('dialog', { name: 'Could not start cleaning' });
  await expect(error).toContainText(CHAPEL);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/housekeeping');
});

test('a scanned room code starts cleaning on that room', async ({ page }) => {
  await openDashboard(page, EMAIL.housekeeper, '/housekeeping');
  const room = data.rooms.find((r) => !r.resident && r.roomType !== CHAPEL && r.housekeepingHistory[0]?.status !== 'Incomplete') as Room;
  await page.getByRole('button', { name: 'Scan QR Code' }).click();
  const popup = page.getByRole('dialog', { name: 'Scan QR Code' });
  await expect(popup).toBeVisible();
  const field = popup.getByRole('textbox').first();
  await field.fill('NOT-A-ROOM');
  await field.press('Enter');
  await expect(popup).toBeVisible();
  await field.fill(room.qrCode);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=clean`));
});

test('the history popup by role: nursing, supervisor; housekeepers start directly', async ({ page }, info) => {
  const room = data.rooms.find((r) => r.housekeepingHistory.length > 0 && r.roomType !== CHAPEL) as Room;
  await openDashboard(page, EMAIL.nurse, '/facility/roomdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Room Dashboard' })).toBeVisible();
  // Nursing sees the tooltip.
  await tile(page, room.roomNumber).hover();
  await expect(page.getByTestId('room-tooltip')).toContainText('Scheduled clean');
  await tile(page, room.roomNumber).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: 'Start new cleaning report' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Audit the last cleaning report' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Start Pre-Audit Marking' })).toHaveCount(0);
  await expect(popup.getByRole('table')).toBeVisible();
  await screenshot(page, info, 'dashboard-history-popup');
  await page.keyboard.press('Escape');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await openDashboard(page, EMAIL.supervisor, '/facility/roomdashboard');
  await tile(page, room.roomNumber).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Start Pre-Audit Marking' })).toBeVisible();
  await page.keyboard.press('Escape');
  // A room with no history at all.
  await tile(page, chapelRoom).click();
  await expect(page.getByRole('dialog')).toContainText('There is no cleaning data for the room');
});

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openDashboard(page, email, '/facility/roomdashboard');
  return { context, page };
}

test('a room-state change in one browser appears in another within 2 seconds', async ({ browser }, info) => {
  const a = await signedInPage(browser, EMAIL.manager);
  const b = await signedInPage(browser, EMAIL.nurse);
  await expect(b.page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  const room = data.rooms.find((r) => !r.roomState && r.roomType === 'Resident Room') as Room;
  const type = data.config.roomTypes.find((t) => t.id === room.roomTypeId);
  const state = data.config.roomStates.find((s) => type?.roomStates.includes(s.id)) as Config['roomStates'][number];

  await a.page
    .getByTestId('room-tile')
    .and(a.page.locator(`[data-room="${room.roomNumber}"]`))
    .click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Room state' }).click();
  const selector = a.page.getByRole('dialog', { name: /Room state/ }).last();
  await selector.getByText(state.stateName, { exact: true }).click();
  await selector.getByRole('button', { name: 'Save' }).click();
  const saved = Date.now();
  await expect(a.page.getByText('Room state has been updated.')).toBeVisible();
  await expect(tile(b.page, room.roomNumber).locator('.dash-banner')).toHaveText(state.stateName, { timeout: 2000 });
  info.annotations.push({ type: 'live update', description: `${Date.now() - saved} ms` });
  await screenshot(b.page, info, 'dashboard-live-state');

  // Back to Resident: the banner goes in the other browser too.
  await a.page.keyboard.press('Escape');
  await tile(a.page, room.roomNumber).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Room state' }).click();
  const again = a.page.getByRole('dialog', { name: /Room state/ }).last();
  await again.getByText('Resident', { exact: true }).click();
  await again.getByRole('button', { name: 'Save' }).click();
  // The state's banner goes (a 'Due soon' banner may take its place, depending on the hour of the run).
  await expect(tile(b.page, room.roomNumber).locator('.dash-banner').filter({ hasText: state.stateName })).toHaveCount(0, {
    timeout: 2000,
  });
  await expect(tile(b.page, room.roomNumber)).not.toContainText(state.stateName);
  await a.context.close();
  await b.context.close();
});

test('the last loaded dashboard stays readable offline', async ({ page, context }, info) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openDashboard(page, EMAIL.nurse, '/facility/roomdashboard');
  await expect(tiles(page)).toHaveCount(data.rooms.length);
  await waitForDashboardCopy(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('dashboard-offline')).toBeVisible();
  await expect(tiles(page)).toHaveCount(data.rooms.length);
  await screenshot(page, info, 'dashboard-offline');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('dashboard-offline')).toHaveCount(0);
});

test('screenshots at tablet size in English and Simplified Chinese', async ({ page }, info) => {
  await openDashboard(page, EMAIL.supervisor, '/facility/roomdashboard');
  await page.mouse.move(0, 0);
  await screenshot(page, info, 'dashboard-en');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'zh-Hans'));
  await page.reload();
  await expect(page.getByRole('button', { name: text('zh-Hans', 'dashboard', 'scanQrCode') })).toBeVisible();
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await screenshot(page, info, 'dashboard-zh-Hans');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'en'));
});

test.afterAll(async ({ request }) => {
  // The chapel goes again, so the other browser tests see the demo site as it was.
  const { config, rooms } = await dashboard(request, managerToken);
  const chapel = rooms.find((r) => r.roomNumber === chapelRoom);
  if (chapel)
    await request.delete(`/api/facility/${config.facilityId}/rooms/${chapel.id}`, { headers: { authorization: `Bearer ${managerToken}` } });
  await request.post('/api/housekeeping/update', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { config: { ...config, roomTypes: config.roomTypes.filter((t) => t.roomType !== CHAPEL) } },
  });
});
