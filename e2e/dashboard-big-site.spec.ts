import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, EMAIL, screenshot, signIn } from './helpers.ts';

// The room dashboard of a big site: past 200 tiles only the rows on screen are in the page,
// the window scrolls to every room, filters show the right rooms and Tab walks the tiles in order. The
// site is the test's own, made in the demo organization through the API and deleted at the end, so the
// Toronto and Vancouver sites other tests count are untouched.

test.describe.configure({ mode: 'serial' });

const WINGS = 4;
const PER_WING = 100;
const ROOMS = WINGS * PER_WING;
const stamp = String(Date.now()).slice(-5);

let token: string;
let facilityId: string;
let areaIds: string[] = [];
let roomIds: string[] = [];

const auth = () => ({ authorization: `Bearer ${token}` });

/** The organization administrator's session moved onto a site. */
async function switchTo(request: APIRequestContext, bearer: string, siteId: string) {
  const res = await request.post('/api/auth/switchFacility', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { data: { facilityId: siteId } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, EMAIL.orgadmin);
  const created = await request.post('/api/facility', {
    headers: auth(),
    data: { site: { name: `Big site ${stamp}`, timeZone: 'America/Vancouver' } },
  });
  expect(created.status(), await created.text()).toBe(200);
  facilityId = (await created.json()).id;
  // The starter configuration's first room type with routines: tiles show a schedule's status.
  const [config] = await (await request.get(`/api/housekeeping?facilityId=${facilityId}`, { headers: auth() })).json();
  const roomTypeId = (config.roomTypes as { id: string; routines: unknown[] }[]).find((t) => t.routines.length)?.id ?? null;
  areaIds = Array.from({ length: WINGS }, () => crypto.randomUUID());
  const layout = await request.post('/api/facility/rooms', {
    headers: auth(),
    data: {
      facilityId,
      areas: areaIds.map((id, a) => ({ id, parentId: null, name: `Wing ${a + 1}` })),
      // Rooms 1001–1100 in Wing 1, 2001–2100 in Wing 2…
      rooms: Array.from({ length: ROOMS }, (_, i) => {
        const wing = Math.floor(i / PER_WING);
        return { areaId: areaIds[wing], roomNumber: String((wing + 1) * 1000 + (i % PER_WING) + 1), roomTypeId };
      }),
    },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  roomIds = ((await layout.json()).rooms as { id: string }[]).map((r) => r.id);
  expect(roomIds).toHaveLength(ROOMS);
});

test.afterAll(async ({ request }) => {
  // A site is deleted only once empty: its rooms, then its areas.
  if (!facilityId) return;
  for (let i = 0; i < roomIds.length; i += 20) {
    await Promise.all(roomIds.slice(i, i + 20).map((id) => request.delete(`/api/facility/${facilityId}/rooms/${id}`, { headers: auth() })));
  }
  await request.post('/api/facility/rooms', { headers: auth(), data: { facilityId, deleteAreaIds: areaIds } });
  const deleted = await request.delete(`/api/facility/${facilityId}`, { headers: auth() });
  expect(deleted.status(), await deleted.text()).toBe(200);
});

const tiles = (page: Page) => page.getByTestId('room-tile');
const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);

/**
 * Bands of the window (8 px apart, below the header) where the grid shows nothing: neither a row of
 * tiles nor the 10 px gap under one. Rows come and go while scrolling; once the rows settle (a frame or two on a
 * loaded machine), none may be missing.
 */
async function blankBands(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-testid="room-grid"]') as HTMLElement;
    const g = grid.getBoundingClientRect();
    const rows = Array.from(grid.querySelectorAll('.dash-row'), (r) => r.getBoundingClientRect());
    const blank: number[] = [];
    for (let y = Math.max(g.top, 70); y < Math.min(g.bottom, window.innerHeight); y += 8) {
      if (!rows.some((r) => r.top <= y && y <= r.bottom + 10)) blank.push(Math.round(y));
    }
    return blank;
  });
}

async function openBigSite(page: Page) {
  await signIn(page, EMAIL.orgadmin);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  const account = JSON.parse((await page.evaluate(() => localStorage.getItem('carehome.account'))) as string);
  const switched = JSON.stringify(await switchTo(page.request, account.token.token, facilityId));
  await page.evaluate((a) => localStorage.setItem('carehome.account', a), switched);
  await page.goto('/facility/roomdashboard');
  await expect(page.getByTestId('dashboard-counts')).toContainText(`${ROOMS} rooms`);
  await expect(tile(page, '1001')).toBeVisible();
}

test('a 400-room site renders the rows on screen, scrolls to its last room, and filters show the right rooms', async ({ page }, info) => {
  await openBigSite(page);
  const grid = page.getByTestId('room-grid');
  await expect(grid).toHaveAttribute('data-windowed', 'true');
  // At 1280x800 a screen holds six columns of four or five rows: with the rows kept ready above and
  // below, far fewer than the 400 tiles.
  const shown = await tiles(page).count();
  expect(shown).toBeGreaterThan(12);
  expect(shown).toBeLessThan(120);
  await expect.poll(() => blankBands(page)).toEqual([]);
  await screenshot(page, info, 'dashboard-big-site-top');

  // The window scrolls (not a box inside the page) and the page is as tall as all 67 rows.
  const heights = await page.evaluate(() => ({ page: document.documentElement.scrollHeight, window: window.innerHeight }));
  expect(heights.page).toBeGreaterThan(60 * 132);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tile(page, '4100')).toBeInViewport();
  await expect(tile(page, '1001')).toHaveCount(0);
  expect(await tiles(page).count()).toBeLessThan(120);
  await expect.poll(() => blankBands(page)).toEqual([]);
  await screenshot(page, info, 'dashboard-big-site-end');

  // Halfway: the tiles there, in order, with none missing between the first and the last rendered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(async () => Number(await tiles(page).first().getAttribute('data-room'))).toBeGreaterThan(2000);
  await expect.poll(() => blankBands(page)).toEqual([]);
  const numbers = (await tiles(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.room))).map(Number);
  const all = Array.from({ length: ROOMS }, (_, i) => (Math.floor(i / PER_WING) + 1) * 1000 + (i % PER_WING) + 1);
  const from = all.indexOf(numbers[0] as number);
  expect(numbers).toEqual(all.slice(from, from + numbers.length));

  // A filter: Wing 2's hundred rooms, still only a screen of them rendered (the site is big), then
  // everything again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('main').getByRole('combobox', { name: 'Area', exact: true }).click();
  await page.getByRole('option', { name: 'Wing 2', exact: true }).click();
  await expect(page.getByTestId('dashboard-counts')).toContainText(`${PER_WING} rooms`);
  await expect(tile(page, '2001')).toBeVisible();
  const wing = await tiles(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.room ?? ''));
  expect(wing.length).toBeLessThan(PER_WING);
  expect(wing.every((n) => /^2\d{3}$/.test(n))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tile(page, '2100')).toBeInViewport();
  await expect.poll(() => blankBands(page)).toEqual([]);
  await screenshot(page, info, 'dashboard-big-site-wing');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('main').getByRole('combobox', { name: 'Area', exact: true }).click();
  await page.getByRole('option', { name: 'Everything', exact: true }).click();
  await expect(page.getByTestId('dashboard-counts')).toContainText(`${ROOMS} rooms`);
  await expect(grid).toHaveAttribute('data-windowed', 'true');
  expect(await tiles(page).count()).toBeLessThan(120);
});

test('Tab walks the tiles in order past the rows first rendered, and a focused tile stays when scrolled away', async ({ page }) => {
  await openBigSite(page);
  await tile(page, '1001').focus();
  for (let i = 0; i < 70; i++) await page.keyboard.press('Tab');
  // 1001 + 70 tiles: the 71st room, rows below the first screen rendered as focus reached them.
  await expect(tile(page, '1071')).toBeFocused();
  await expect(tile(page, '1071')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(tile(page, '4100')).toBeInViewport();
  await expect(tile(page, '1071')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tile(page, '1072')).toBeFocused();
});
