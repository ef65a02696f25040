import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { staffIdOf, submitReport, tickedOperations } from './api.ts';

export const DEMO_PASSWORD = 'Demo-Care-2026';
export const EMAIL = {
  admin: 'admin@maplewood.example',
  assistant: 'assistant@maplewood.example',
  orgadmin: 'orgadmin@maplewood.example',
  manager: 'manager@maplewood.example',
  supervisor: 'supervisor@maplewood.example',
  lead: 'lead@maplewood.example',
  nurse: 'nurse@maplewood.example',
  housekeeper: 'housekeeper@maplewood.example',
  tablet: 'tablet@maplewood.example',
} as const;

const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');

/** A text of the app in one language, read from the locale files the app ships. */
export function text(lang: string, file: string, key: string): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${file}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${file}:${key}`);
  return node;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
}

/** Signs in from the login page in a language ('en' unless told, null keeps the browser's) and waits to leave it. */
export async function signInAs(page: Page, email: string, lang: string | null = 'en'): Promise<void> {
  await page.goto('/login');
  if (lang !== null) await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
  await signIn(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** The labels of the main menu, top to bottom. */
export async function menuLabels(page: Page): Promise<string[]> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  return page.locator('nav[aria-label="Main menu"] [data-menu-entry]').allInnerTexts();
}

/** No serious or critical accessibility violation on the page (axe-core). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Elements in the middle of a transition (a toast sliding in, a dialog fading out) are half
  // transparent, and axe would measure their contrast mid-way: wait until the page is still.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

export async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * Makes this browser a registered tablet of the demo site (through the API, as the tablet
 * administrator) and signs in on it by PIN, as staff do on the shared tablets.
 */
export async function signInByPin(page: Page, pin: string): Promise<void> {
  await page.goto('/login');
  const registered = await page.evaluate(() => localStorage.getItem('carehome.device'));
  if (!registered) {
    const login = await page.request.post('/api/auth/login', { data: { user: { email: EMAIL.tablet, password: DEMO_PASSWORD } } });
    const token = (await login.json()).token.token as string;
    const hardwareId = `e2e-tablet-${crypto.randomUUID()}`;
    const res = await page.request.post('/api/auth/registerDevice', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: { deviceId: crypto.randomUUID(), hardwareId, name: 'Browser test tablet' } },
    });
    expect(res.status(), await res.text()).toBe(200);
    const device = JSON.stringify(await res.json());
    await page.evaluate(
      ([d, h]) => {
        localStorage.setItem('carehome.device', d as string);
        localStorage.setItem('carehome.hardwareId', h as string);
      },
      [device, hardwareId],
    );
  }
  await page.goto('/stafflogin');
  const pad = page.getByRole('group', { name: 'PIN pad' });
  for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/stafflogin'));
}

/**
 * Waits until the service worker has installed (the app shell and every chunk precached) and controls
 * the page, so the app keeps working offline from here on.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Whether the dashboard's copy for offline use has been written (`carehome-offline`, store `snapshots`). */
export function hasDashboardCopy(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'carehome-offline')) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('carehome-offline');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('snapshots')) {
          db.close();
          return resolve(false);
        }
        const keys = db.transaction('snapshots').objectStore('snapshots').getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((k) => String(k).startsWith('dashboard:')));
        };
        keys.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
  });
}

/**
 * Waits until the board's copy is on the device: it is written at the first idle moment after the board
 * paints (within a second), so a reload sooner may find none.
 */
export async function waitForDashboardCopy(page: Page): Promise<void> {
  await expect.poll(() => hasDashboardCopy(page)).toBe(true);
}

/** A bearer token of a demo login. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token.token;
}

export interface TestRoomType {
  id: string;
  roomType: string;
  routines: { id: string; cleanType: string; priority: number; operations: { id: string; optional: boolean }[] }[];
}

/**
 * Rooms of a new room type made for a test: the resident room's routines without schedules, so no time
 * bucket is ever open and a tile shows only what the rules under test say, whatever the hour of the run.
 */
export async function unscheduledRooms(
  request: APIRequestContext,
  managerToken: string,
  numbers: string[],
): Promise<{ facilityId: string; type: TestRoomType; rooms: Record<string, { id: string; roomNumber: string }> }> {
  const headers = { authorization: `Bearer ${managerToken}` };
  const [config] = await (await request.get('/api/housekeeping', { headers })).json();
  const resident = config.roomTypes.find((t: { roomType: string }) => t.roomType === 'Resident Room');
  const type = {
    ...resident,
    id: crypto.randomUUID(),
    roomType: `Test Room ${crypto.randomUUID().slice(0, 6)}`,
    routines: resident.routines.map((r: object) => ({ ...r, id: crypto.randomUUID(), schedule: null })),
  };
  const saved = await request.post('/api/housekeeping/update', {
    headers,
    data: { config: { ...config, roomTypes: [...config.roomTypes, type] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const layout = await request.post('/api/facility/rooms', {
    headers,
    data: { facilityId: config.facilityId, rooms: numbers.map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId: type.id })) },
  });
  expect(layout.status(), await layout.text()).toBe(200);
  const created = (await layout.json()).rooms as { id: string; roomNumber: string }[];
  return { facilityId: config.facilityId, type, rooms: Object.fromEntries(created.map((r) => [r.roomNumber, r])) };
}

/** From the dashboard tile (through the Pre-Clean Summary when the room has a resident) to the shortcuts overlay. */
export async function startFromTile(page: Page, room: { id: string; roomNumber: string; resident: unknown }): Promise<void> {
  await expect(page.getByTestId('room-grid')).toBeVisible();
  await page.locator(`[data-testid="room-tile"][data-room="${room.roomNumber}"]`).click();
  if (room.resident) await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=clean`));
  await expect(page.getByRole('dialog', { name: 'Tap to Continue' })).toBeVisible();
}

/** Ticks every task of the current tab, one tap each (each tile flips, then turns complete). */
export async function tickAll(tiles: Locator): Promise<void> {
  const n = await tiles.count();
  for (let i = 0; i < n; i++) {
    const t = tiles.nth(i);
    if ((await t.getAttribute('data-state')) === 'complete') continue;
    await t.click();
    await expect(t).toHaveAttribute('data-state', 'complete');
  }
}

/** A supervisor's audit of a room's last clean, opened from its tile on the room dashboard once it is ready. */
export async function openAudit(page: Page, room: { id: string; roomNumber: string }): Promise<void> {
  const tile = page.locator(`[data-testid="room-tile"][data-room-id="${room.id}"]`);
  await page.goto('/facility/roomdashboard');
  await expect(tile.locator('.dash-banner')).toHaveText('Audit ready');
  await tile.click();
  await page
    .getByRole('dialog', { name: `Room ${room.roomNumber}` })
    .getByRole('button', { name: 'Audit the last cleaning report' })
    .click();
  await expect(page).toHaveURL(/mode=audit/);
}

/** Draws a signature with the mouse. */
export async function sign(page: Page) {
  const box = await page.getByTestId('signature-pad').boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 40 + i * 30, y + (i % 2 ? -30 : 30), { steps: 3 });
  await page.mouse.up();
}

/** A complete clean of a room saved through the API as a tablet would (every task ticked, authored by the caller). */
export async function saveCompleteClean(
  request: APIRequestContext,
  token: string,
  clean: { facilityId: string; roomId: string; routine: { operations: { id: string; optional: boolean }[] } },
): Promise<void> {
  const at = new Date();
  const me = await staffIdOf(request, token);
  await submitReport(request, token, {
    facilityId: clean.facilityId,
    roomId: clean.roomId,
    selectedCleanType: 'Clean',
    status: 'Complete',
    startDate: new Date(at.getTime() - 15 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    operations: tickedOperations(clean.routine.operations, at),
    authorStaffId: me,
  });
}
