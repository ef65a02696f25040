import { type APIRequestContext, type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { apiToken, EMAIL, screenshot, signInAs } from './helpers.ts';

// The room board of a tablet follows the site from the hub's messages, with no read of the board; a tablet
// that was off the network reads only what it missed.

interface Room {
  id: string;
  roomNumber: string;
  roomType: string | null;
  roomTypeId: string | null;
  roomState: { stateName: string } | null;
  housekeepingHistory: { reportId: string }[];
}
interface Config {
  roomTypes: { id: string; roomStates: string[] }[];
  roomStates: { id: string; stateName: string }[];
}

/** One read of the room board by the browser: its query, and what came back (bytes on the wire and once decoded). */
interface BoardRead {
  url: URL;
  at: number;
  status?: number;
  bytes?: number;
  wireBytes?: number;
}

/** Every read of GET /api/housekeeping (the board, not its sub-paths) the page makes, from now on. */
function boardReads(page: Page): BoardRead[] {
  const reads: BoardRead[] = [];
  const byRequest = new Map<Request, BoardRead>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/housekeeping') return;
    const read = { url, at: Date.now() };
    reads.push(read);
    byRequest.set(r, read);
  });
  page.on('requestfinished', async (r) => {
    const read = byRequest.get(r);
    const response = await r.response();
    if (!read || !response) return;
    read.status = response.status();
    read.bytes = (await response.body()).length;
    read.wireBytes = (await r.sizes()).responseBodySize;
  });
  return reads;
}

async function boardPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const all = boardReads(page);
  // The hub's room changes reaching the page, as sent (their size is what a save costs a tablet now).
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"UpdateHousekeepingReport"')) frames.push(payload);
    }),
  );
  await signInAs(page, email);
  // The reads of the board's page from its loading on (the landing screen may have read it before).
  const from = all.length;
  await page.goto('/facility/roomdashboard');
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('dashboard-offline')).toHaveCount(0);
  return { context, page, reads: { list: () => all.slice(from) }, frames };
}

// By the room's id: other tests import areas whose rooms share the demo's numbers.
const tile = (page: Page, room: Room) => page.locator(`[data-testid="room-tile"][data-room-id="${room.id}"]`);

/** Sets a room's state (or Resident: null) from its tile's history popup, as a supervisor does; when Save was pressed. */
async function setRoomState(page: Page, room: Room, stateName: string | null): Promise<number> {
  await tile(page, room).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Room state' }).click();
  const selector = page.getByRole('dialog', { name: /Room state/ }).last();
  await selector.getByText(stateName ?? 'Resident', { exact: true }).click();
  const pressed = Date.now();
  await selector.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Room state has been updated.').last()).toBeVisible();
  // Saved, the room state dialog closes itself; an Escape before it has gone would close it, not the history popup.
  await expect(page.getByRole('dialog', { name: /Room state/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return pressed;
}

async function pickRoom(request: APIRequestContext, token: string): Promise<{ room: Room; state: string }> {
  const [config, ...rooms] = (await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${token}` } })).json()) as [
    Config,
    ...Room[],
  ];
  const room = rooms.find(
    (r) => !r.roomState && r.housekeepingHistory.length > 0 && config.roomTypes.find((t) => t.id === r.roomTypeId)?.roomStates.length,
  ) as Room;
  const type = config.roomTypes.find((t) => t.id === room.roomTypeId);
  const state = config.roomStates.find((s) => type?.roomStates.includes(s.id)) as Config['roomStates'][number];
  return { room, state: state.stateName };
}

test('a change on one tablet reaches the other’s tile with no read of the board; back online, it reads only what it missed', async ({
  browser,
  request,
}, info) => {
  const { room, state } = await pickRoom(request, await apiToken(request, EMAIL.supervisor));
  // Two tablets on the same site's board: a supervisor's (audit banners) and a nurse's (none).
  const a = await boardPage(browser, EMAIL.supervisor);
  const b = await boardPage(browser, EMAIL.nurse);
  const first = b.reads.list()[0] as BoardRead;
  // Its first read is the whole board, in the changes' form.
  expect(b.reads.list()).toHaveLength(1);
  expect(first.url.searchParams.get('since')).toBe('0');
  await expect.poll(() => first.bytes).toBeGreaterThan(0);

  // A room state set on the first tablet: the second tablet's tile shows it, and it asked nothing.
  await expect(tile(b.page, room)).not.toContainText(state);
  const before = b.reads.list().length;
  const shown = expect(tile(b.page, room).locator('.dash-banner'))
    .toHaveText(state)
    .then(() => Date.now());
  const saved = await setRoomState(a.page, room, state);
  const patchedIn = (await shown) - saved;
  // Time for a read the message might have caused to show up in the log.
  await b.page.waitForTimeout(1500);
  expect(
    b.reads
      .list()
      .slice(before)
      .map((r) => r.url.search),
  ).toEqual([]);
  // What patched it: the message with the room's new tile.
  const message = JSON.parse(b.frames.at(-1) ?? '{}') as { roomId?: string; delta?: { rooms: { id: string }[] } };
  expect(message.roomId).toBe(room.id);
  expect(message.delta?.rooms.map((r) => r.id)).toContain(room.id);
  await screenshot(b.page, info, 'live-deltas-patched');

  // The second tablet loses the network: its socket closes, and the change made meanwhile does not reach it.
  await b.context.setOffline(true);
  await expect(b.page.getByTestId('live-state')).not.toHaveAttribute('data-state', 'live');
  await setRoomState(a.page, room, null);
  await expect(tile(a.page, room)).not.toContainText(state);
  await b.page.waitForTimeout(1000);
  await expect(tile(b.page, room).locator('.dash-banner')).toHaveText(state);
  const offlineReads = b.reads.list().length;

  // Back online: one read of what changed since its version, small, and the tile follows.
  await b.context.setOffline(false);
  await expect(b.page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(tile(b.page, room)).not.toContainText(state);
  await b.page.waitForTimeout(2000);
  const caughtUp = b.reads.list().slice(offlineReads);
  expect(caughtUp).toHaveLength(1);
  const read = caughtUp[0] as BoardRead;
  expect(read.url.searchParams.get('since')).toMatch(/^[1-9]\d*$/);
  expect(read.url.searchParams.get('at')).toMatch(/^\d+$/);
  await expect.poll(() => read.status).toBe(200);
  const whole = first.bytes as number;
  const missed = read.bytes as number;
  expect(missed).toBeLessThan(Math.min(20_000, whole / 4));
  info.annotations.push(
    { type: 'tile patched from the hub', description: `within ${patchedIn} ms of Save` },
    { type: 'whole board (since=0)', description: `${whole} bytes (${first.wireBytes} on the wire)` },
    { type: 'catch-up read (since=)', description: `${missed} bytes (${read.wireBytes} on the wire)` },
    { type: 'hub message with the tile', description: `${b.frames.at(0)?.length} bytes` },
  );
  await screenshot(b.page, info, 'live-deltas-caught-up');

  // The tile holds its last report only; the history popup shows it, and the rest as it arrives.
  await tile(b.page, room).click();
  const popup = b.page.getByRole('dialog');
  await expect(popup.getByTestId('history-row').first()).toBeVisible();
  await expect(popup).not.toContainText('There is no cleaning data for the room');
  await expect(popup.getByTestId('history-row').first()).toHaveAttribute('data-report-id', room.housekeepingHistory[0]?.reportId ?? '');
  await b.page.keyboard.press('Escape');

  await a.context.close();
  await b.context.close();
});
