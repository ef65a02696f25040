import fs from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { DashboardRoom as Room } from './api.ts';
import { DEMO_PASSWORD, EMAIL, screenshot, signInAs, signInByPin, startFromTile, tickAll, waitForDashboardCopy } from './helpers.ts';

// The tablet's save outbox (docs/decisions/0019-save-outbox.md): saves made
// without network survive a reload and arrive exactly once when the network returns, while another
// browser's dashboard updates live; a save the server refuses goes to the 'could not be saved' list.

test.describe.configure({ mode: 'serial' });

interface Report {
  id: string;
  room: { id: string; number: string };
  status: string;
  comment: string | null;
  staffMember: { firstName: string; lastName: string } | null;
  operations: { checked: boolean | null }[];
}
interface Queued {
  key: string;
  kind: string;
  id: string;
  roomId: string;
  attempts: number;
}

const VIEWPORT = { width: 1280, height: 800 };
const stamp = String(Date.now()).slice(-6);

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  return (await res.json()).token.token;
}
async function dashboardRooms(request: APIRequestContext, bearer: string): Promise<{ facilityId: string; rooms: Room[] }> {
  const [config, ...list] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${bearer}` } })).json();
  return { facilityId: config.facilityId, rooms: list };
}
async function reports(request: APIRequestContext, bearer: string, facilityId: string, ids: string[]): Promise<Record<string, Report>> {
  const res = await request.post('/api/housekeeping/reports', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { facilityId, ids },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}
/** Every report id of a room's history (newest first). */
async function historyIds(request: APIRequestContext, bearer: string, facilityId: string, roomId: string): Promise<string[]> {
  const res = await request.post('/api/housekeeping/cleans', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { facilityId, roomId, limit: 100 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).history as { reportId: string }[]).map((h) => h.reportId);
}

/** The saves waiting in the tablet's IndexedDB outbox (`carehome-outbox`, store `pending`). */
function queuedSaves(page: Page): Promise<Queued[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it without stores and spoil the app's upgrade.
    if (!(await indexedDB.databases()).some((d) => d.name === 'carehome-outbox')) return [];
    return new Promise<Queued[]>((resolve, reject) => {
      const open = indexedDB.open('carehome-outbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction('pending').objectStore('pending').getAll();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          db.close();
          resolve((read.result as Queued[]).map(({ key, kind, id, roomId, attempts }) => ({ key, kind, id, roomId, attempts })));
        };
      };
    });
  });
}

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);
const commentsIcon = (page: Page, number: string) => tile(page, number).getByRole('img', { name: 'The latest report has comments' });
const indicator = (page: Page) => page.getByTestId('outbox-indicator');
const tasks = (page: Page) => page.getByTestId('task-tile');
const tabs = (page: Page) => page.getByRole('tab');

/** Ticks every task of every group. */
async function tickEverything(page: Page) {
  const groups = await tabs(page).count();
  for (let g = 0; g < groups; g++) {
    await tabs(page).nth(g).click();
    await expect(tabs(page).nth(g)).toHaveAttribute('aria-selected', 'true');
    await tickAll(tasks(page));
  }
}

/** Waits for a dialog to finish fading in, so that a screenshot shows it whole. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** A new browser (context) at tablet size. */
async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  return { context, page: await context.newPage() };
}

let managerToken: string;
let facilityId: string;
/** Rooms a clean can start on directly: no room state, no pending marking, no unfinished last report, no comment icon yet. */
let candidates: Room[];

test.beforeAll(async ({ request }) => {
  managerToken = await token(request, EMAIL.manager);
  const data = await dashboardRooms(request, managerToken);
  facilityId = data.facilityId;
  // From the end of the list: the cleaning browser tests take theirs from the start.
  candidates = data.rooms
    .filter(
      (r) =>
        r.roomType === 'Resident Room' &&
        !r.roomState &&
        !r.lastMarkingReport &&
        !r.correctiveAction &&
        !r.latest.hasComments &&
        r.housekeepingHistory[0]?.status !== 'Incomplete' &&
        r.housekeepingHistory[0]?.status !== 'Declined',
    )
    .reverse();
  expect(candidates.length).toBeGreaterThanOrEqual(3);
});

test('two reports saved offline survive a reload and arrive exactly once when the network returns; another dashboard updates live', async ({
  browser,
  request,
}, info) => {
  const [first, second] = candidates as [Room, Room];
  const before = {
    first: await historyIds(request, managerToken, facilityId, first.id),
    second: await historyIds(request, managerToken, facilityId, second.id),
  };

  // The housekeeper's tablet, with the service worker controlling the page (so it reloads offline).
  const a = await newPage(browser);
  const tablet = a.page;
  await tablet.goto('/login');
  await tablet.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await signInByPin(tablet, '1111');
  await expect(tablet).toHaveURL('/housekeeping');
  expect(await tablet.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(tile(tablet, first.roomNumber)).toBeVisible();
  await waitForDashboardCopy(tablet);

  // A supervisor watches the Room Dashboard of the same site in another browser.
  const b = await newPage(browser);
  const watcher = b.page;
  await signInAs(watcher, EMAIL.supervisor, null);
  await watcher.goto('/facility/roomdashboard');
  await expect(watcher.getByTestId('room-grid')).toBeVisible();
  await expect(watcher.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(commentsIcon(watcher, first.roomNumber)).toHaveCount(0);
  await expect(commentsIcon(watcher, second.roomNumber)).toHaveCount(0);
  // Gone if the page loads again: the tiles below must update in place.
  await watcher.evaluate(() => {
    (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
  });

  // Offline: the first room through every task with a comment, the second with 'Room checked, CLEAN.'.
  await a.context.setOffline(true);
  await startFromTile(tablet, first);
  await tablet.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await tickEverything(tablet);
  await tablet.getByTestId('housekeeper-comments').click();
  const comments = tablet.getByRole('dialog', { name: 'Comments & photos' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill(`Cleaned offline ${stamp}`);
  await comments.getByRole('button', { name: 'Done' }).click();
  await expect(comments).toBeHidden();
  await screenshot(tablet, info, 'offline-saves-cleaning');
  await tablet.getByTestId('cleaning-save').click();
  await expect(tablet).toHaveURL('/housekeeping');
  await expect(indicator(tablet)).toHaveAccessibleName('1 save waiting to be sent');
  // Not a green 'Saved.': the server has not confirmed it, the tablet keeps it and sends it later.
  await expect(tablet.getByText(/^Kept on this tablet: the server could not be reached yet\./)).toBeVisible();
  await expect(tablet.getByText('Saved.', { exact: true })).toHaveCount(0);

  await startFromTile(tablet, second);
  await tablet.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-checked').click();
  await expect(tablet).toHaveURL('/housekeeping');
  await expect(indicator(tablet)).toHaveAccessibleName('2 saves waiting to be sent');
  await expect(indicator(tablet)).toHaveAttribute('data-pending', '2');

  // A reload without network: the app shell from the service worker, the dashboard from its copy, and
  // both saves still waiting.
  await tablet.reload();
  await expect(tablet.getByTestId('dashboard-offline')).toBeVisible();
  await expect(tile(tablet, first.roomNumber)).toBeVisible();
  await expect(indicator(tablet)).toHaveAccessibleName('2 saves waiting to be sent');
  const queued = await queuedSaves(tablet);
  expect(queued.map((q) => [q.kind, q.roomId]).sort()).toEqual(
    [
      ['report', first.id],
      ['report', second.id],
    ].sort(),
  );
  const ids = Object.fromEntries(queued.map((q) => [q.roomId, q.id])) as Record<string, string>;
  const [firstId, secondId] = [ids[first.id] as string, ids[second.id] as string];
  await indicator(tablet).click();
  const dialog = tablet.getByRole('dialog', { name: 'Saves on this device' });
  await expect(dialog.getByTestId('outbox-pending').locator('tbody tr')).toHaveCount(2);
  await expect(dialog.getByTestId('outbox-pending')).toContainText(first.roomNumber);
  await expect(dialog.getByTestId('outbox-pending')).toContainText(second.roomNumber);
  // Offline, a send fails at once and waits for its next try (a save queued while the queue was paused
  // may not have been tried yet): nothing stays 'Sending…'.
  await expect(dialog.getByTestId('outbox-pending').getByText('Last answer: Error connecting to server.').first()).toBeVisible();
  await expect(dialog.getByTestId('outbox-pending').getByText('Sending…')).toHaveCount(0);
  await settled(dialog);
  await screenshot(tablet, info, 'offline-saves-pending');
  await tablet.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Nothing has reached the server yet.
  expect(await reports(request, managerToken, facilityId, [firstId, secondId])).toEqual({});

  // The network returns: the `online` event sends at once, the count goes.
  await a.context.setOffline(false);
  const online = Date.now();
  await expect(indicator(tablet)).toHaveCount(0, { timeout: 20_000 });
  info.annotations.push({ type: 'delivered after the network returned', description: `${Date.now() - online} ms` });
  expect(await queuedSaves(tablet)).toEqual([]);

  // Each report is on the server exactly once, as the tablet recorded it.
  const saved = await reports(request, managerToken, facilityId, [firstId, secondId]);
  expect(saved[firstId]).toMatchObject({
    id: firstId,
    room: { id: first.id, number: first.roomNumber },
    status: 'Complete',
    comment: `Cleaned offline ${stamp}`,
  });
  expect(saved[firstId]?.operations.every((o) => o.checked === true)).toBe(true);
  expect(saved[secondId]).toMatchObject({
    id: secondId,
    room: { id: second.id, number: second.roomNumber },
    status: 'Complete',
    comment: 'Room checked & CLEAN',
  });
  for (const r of [saved[firstId], saved[secondId]]) expect(r?.staffMember).toMatchObject({ firstName: 'Rosa', lastName: 'Santos' });
  const added = async (room: Room, old: string[]) =>
    (await historyIds(request, managerToken, facilityId, room.id)).filter((id) => !old.includes(id));
  expect(await added(first, before.first)).toEqual([firstId]);
  expect(await added(second, before.second)).toEqual([secondId]);

  // The supervisor's dashboard shows them without loading again.
  await expect(commentsIcon(watcher, first.roomNumber)).toBeVisible({ timeout: 15_000 });
  await expect(commentsIcon(watcher, second.roomNumber)).toBeVisible({ timeout: 15_000 });
  expect(await watcher.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await tile(watcher, second.roomNumber).scrollIntoViewIfNeeded();
  await watcher.mouse.move(0, 0);
  await screenshot(watcher, info, 'offline-saves-watcher-dashboard');
  await tile(watcher, first.roomNumber).click();
  await expect(watcher.getByTestId('history-row').first()).toHaveAttribute('data-report-id', firstId);
  await expect(watcher.getByTestId('history-row').first()).toHaveAttribute('data-status', 'Complete');
  await settled(watcher.getByRole('dialog'));
  await screenshot(watcher, info, 'offline-saves-watcher-history');
  await watcher.keyboard.press('Escape');
  await tile(watcher, second.roomNumber).click();
  await expect(watcher.getByTestId('history-row').first()).toHaveAttribute('data-report-id', secondId);
  await watcher.keyboard.press('Escape');

  // The tablet's own dashboard is online again and shows them too.
  await expect(tablet.getByTestId('dashboard-offline')).toHaveCount(0);
  await expect(commentsIcon(tablet, first.roomNumber)).toBeVisible();
  await tile(tablet, second.roomNumber).scrollIntoViewIfNeeded();
  await screenshot(tablet, info, 'offline-saves-delivered');
  await a.context.close();
  await b.context.close();
});

test('a save the server refuses goes to the could-not-be-saved list, which exports and removes it', async ({ browser, request }, info) => {
  const room = candidates[2] as Room;

  // An unfinished report ('Room occupied.') that two tablets then continue.
  const first = await newPage(browser);
  const tablet = first.page;
  await signInByPin(tablet, '1111');
  await startFromTile(tablet, room);
  await tablet.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-occupied').click();
  await expect(tablet).toHaveURL('/housekeeping');
  let reportId = '';
  await expect
    .poll(async () => {
      const now = (await dashboardRooms(request, managerToken)).rooms.find((r) => r.id === room.id)?.housekeepingHistory[0];
      reportId = now && now.reportId !== room.housekeepingHistory[0]?.reportId ? now.reportId : '';
      return now?.status;
    })
    .toBe('Incomplete');
  expect(reportId).not.toBe('');

  /** Continue the room's unfinished report from its tile. */
  const continueReport = async (page: Page) => {
    await tile(page, room.roomNumber).click();
    await page
      .getByRole('dialog', { name: 'Continue last cleaning report' })
      .getByRole('button', { name: 'Continue last cleaning report' })
      .click();
    if (room.resident)
      await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
    await expect(page).toHaveURL(new RegExp(`mode=continue.*reportId=${reportId}`));
    await expect(tasks(page).first()).toBeVisible();
  };

  // This tablet opens it, but the second tablet finishes it first: the report is Complete, read-only.
  // Loaded again so that the tile knows the unfinished report.
  const fresh = tablet.waitForResponse((r) => new URL(r.url()).pathname === '/api/housekeeping' && r.status() < 400);
  await tablet.reload();
  await fresh;
  await continueReport(tablet);
  const second = await newPage(browser);
  await signInByPin(second.page, '1111');
  await continueReport(second.page);
  await tickEverything(second.page);
  await second.page.getByTestId('cleaning-save').click();
  await expect(second.page).toHaveURL('/housekeeping');
  await expect(indicator(second.page)).toHaveCount(0);
  // Online, the server confirmed it: the green 'Saved.'.
  await expect(second.page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect.poll(async () => (await reports(request, managerToken, facilityId, [reportId]))[reportId]?.status).toBe('Complete');
  await second.context.close();

  // The first tablet's later save of the same report is refused (409 report.readonly): out of the
  // queue into the list, with the server's message.
  await tasks(tablet).first().click();
  await expect(tasks(tablet).first()).toHaveAttribute('data-state', 'complete');
  await tablet.getByTestId('cleaning-save').click();
  // Still a partial clean on this tablet: the save asks first.
  await tablet.getByRole('dialog', { name: 'Save as incomplete?' }).getByRole('button', { name: 'Save as incomplete' }).click();
  await expect(tablet).toHaveURL('/housekeeping');
  await expect(indicator(tablet)).toHaveAccessibleName('1 save could not be saved');
  await expect(tablet.getByText(/^The server did not accept this save\./)).toBeVisible();
  await expect(indicator(tablet)).toHaveAttribute('data-pending', '0');
  expect(await queuedSaves(tablet)).toEqual([]);
  await indicator(tablet).click();
  const dialog = tablet.getByRole('dialog', { name: 'Saves on this device' });
  await expect(dialog.getByText('Every save has reached the server.')).toBeVisible();
  const row = dialog.getByTestId('outbox-failed').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(room.roomNumber);
  await expect(row).toContainText('Cleaning report');
  await expect(row).toContainText('Readonly reports cannot be modified.');
  await settled(dialog);
  await screenshot(tablet, info, 'offline-saves-refused');

  // Export: a JSON file with the refused save and the server's answer.
  const downloading = tablet.waitForEvent('download');
  await dialog.getByTestId('outbox-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^could-not-be-saved-.*\.json$/);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(file.saves).toHaveLength(1);
  expect(file.saves[0]).toMatchObject({
    kind: 'report',
    id: reportId,
    facilityId,
    roomId: room.id,
    room: room.roomNumber,
    status: 409,
    code: 'report.readonly',
    body: { report: { id: reportId, roomId: room.id } },
  });

  // The server kept the other tablet's Complete report.
  expect((await reports(request, managerToken, facilityId, [reportId]))[reportId]?.status).toBe('Complete');

  // Removing asks first, then the list and the indicator go.
  await row.getByRole('button', { name: `Remove the save of room ${room.roomNumber}` }).click();
  const confirm = tablet.getByRole('dialog', { name: 'Remove this save?' });
  await expect(confirm).toContainText(`Cleaning report, room ${room.roomNumber}`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByTestId('outbox-failed')).toHaveCount(0);
  await tablet.keyboard.press('Escape');
  await expect(indicator(tablet)).toHaveCount(0);
  await first.context.close();
});
