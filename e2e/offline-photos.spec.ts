import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, EMAIL, screenshot, signInByPin, unscheduledRooms, waitForServiceWorker } from './helpers.ts';

// Photos work offline. A photo taken with no network is kept on the tablet (IndexedDB) with its
// report, shown as a thumbnail, survives a reload, and reaches the server before the report when the
// network returns: one file, named by the tablet's id, which the saved report names.

test.describe.configure({ mode: 'serial' });

const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/public/icon-192.png'));
const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);

let manager: string;
let facilityId: string;
let room: { id: string; roomNumber: string };

test.beforeAll(async ({ request }) => {
  manager = await apiToken(request, EMAIL.manager);
  const number = `P${String(Date.now()).slice(-5)}`;
  const made = await unscheduledRooms(request, manager, [number]);
  facilityId = made.facilityId;
  room = made.rooms[number] as { id: string; roomNumber: string };
});

test('a photo taken offline is kept with its report, survives a reload and arrives once, before the report', async ({
  page,
  context,
  request,
}, info) => {
  await signInByPin(page, '1111');
  await waitForServiceWorker(page);
  await expect(tile(page, room.id)).toBeVisible();
  await context.setOffline(true);

  await tile(page, room.id).click();
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await page.getByTestId('task-tile').first().click();
  await page.getByTestId('housekeeper-comments').click();
  const comments = page.getByRole('dialog', { name: 'Comments & photos' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Stain on the carpet, photo attached');
  await comments.locator('input[type="file"]').setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: PNG });
  // No 'Error connecting to server.': the photo is on the tablet, and its thumbnail shows from there.
  await expect(comments.getByTestId('photo')).toHaveCount(1);
  await expect(comments.getByTestId('photo').locator('img')).toBeVisible();
  await expect(page.getByText('Error connecting to server.')).toHaveCount(0);
  await screenshot(page, info, 'offline-photo-thumbnail');
  await comments.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('cleaning-save').click();
  await page.getByRole('dialog', { name: 'Save as incomplete?' }).getByRole('button', { name: 'Save as incomplete' }).click();
  await expect(page).toHaveURL('/housekeeping');

  // The photo and the report wait on the tablet, also after a reload without network.
  await expect(page.getByTestId('outbox-indicator')).toHaveText('2 to send');
  await expect(tile(page, room.id).getByTestId('tile-held')).toHaveText('Saved on this tablet');
  await page.reload();
  await expect(page.getByTestId('outbox-indicator')).toHaveText('2 to send');
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('carehome-photos');
        open.onsuccess = () => {
          const count = open.result.transaction('photos').objectStore('photos').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(stored).toBe(1);
  await page.getByTestId('outbox-indicator').click();
  const list = page.getByRole('dialog', { name: 'Saves on this device' });
  await expect(list.getByRole('cell', { name: 'Photo', exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: 'Cleaning report', exact: true })).toBeVisible();
  await screenshot(page, info, 'offline-photo-outbox');
  await page.keyboard.press('Escape');

  // Back online: the photo goes first, then the report; the tablet's copy of the photo is deleted.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(files\/image|housekeeping\/submitReport)/.test(r.url())) uploads.push(new URL(r.url()).pathname);
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0, { timeout: 30_000 });
  expect(uploads.slice(0, 2)).toEqual(['/api/files/image', '/api/housekeeping/submitReport']);

  const [, ...list2] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${manager}` } })).json();
  const reportId = list2.find((r: { id: string }) => r.id === room.id).housekeepingHistory[0].reportId as string;
  const reports = await (
    await request.post('/api/housekeeping/reports', {
      headers: { authorization: `Bearer ${manager}` },
      data: { facilityId, ids: [reportId] },
    })
  ).json();
  const photos = reports[reportId].photos as { id: string; photo: string; isDeleted: boolean }[];
  expect(photos).toHaveLength(1);
  expect(photos[0]?.photo).toBe(`${photos[0]?.id}.jpg`);
  const file = await request.get(`/api/files/${photos[0]?.photo}`, { headers: { authorization: `Bearer ${manager}` } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/jpeg');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('carehome-photos');
            open.onsuccess = () => {
              const count = open.result.transaction('photos').objectStore('photos').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
});
