import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { type RecordScene, recordScene } from './clean-record-steps.ts';
import { EMAIL, expectAccessible, screenshot, signInAs } from './helpers.ts';

// The clean record at 1280x800: a supervisor opens a room's record from the room dashboard's history
// popup and sees its cleans, the decline with the resident's signature, the failed audit and the re-clean
// that answered it; downloads the PDF, which reads back with the room, the period, a clean and the
// decline; then the wing's record names the room its rotating deep clean has not reached.

test.describe.configure({ mode: 'serial' });

let scene: RecordScene;

test.beforeAll(async ({ request }) => {
  scene = await recordScene(request);
});

test('a room’s record from the dashboard popup, its signature and its PDF', async ({ page }, info) => {
  const room = scene.rooms[0] as { id: string; roomNumber: string };
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/facility/roomdashboard');
  await page.locator(`[data-testid="room-tile"][data-room-id="${room.id}"]`).click();
  const popup = page.getByRole('dialog', { name: `Room ${room.roomNumber}` });
  await popup.getByRole('link', { name: 'Clean Record' }).click();
  await expect(page).toHaveURL(new RegExp(`/clean-record\\?roomId=${room.id}`));

  const timeline = page.getByTestId('record-timeline');
  await expect(timeline).toBeVisible();
  await expect(page.getByRole('heading', { name: `Room ${room.roomNumber}` })).toBeVisible();
  const rows = timeline.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(timeline.locator('tr[data-kind="clean"][data-status="Declined"]')).toContainText(`Signed by ${scene.resident}`);
  await expect(timeline.locator('tr[data-kind="audit"]')).toContainText('Failed');
  await expect(timeline.locator('tr[data-kind="reclean"]')).toBeVisible();
  await expect(timeline.locator('tr[data-kind="reaudit"]')).toContainText('Passed');
  await expect(page.getByTestId('record-summary')).toContainText('Last clean');
  await expectAccessible(page, 'clean record');
  await screenshot(page, info, 'clean-record-room');

  await timeline.getByRole('button', { name: 'Signature' }).click();
  const signature = page.getByTestId('record-signature');
  await expect(signature.getByRole('img', { name: /Signature of the resident/ })).toBeVisible();
  await screenshot(page, info, 'clean-record-signature');
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('record-pdf').click()]);
  const { text } = await pdfText(fs.readFileSync(await download.path()));
  expect(text).toContain(`Clean record · Room ${room.roomNumber}`);
  expect(text).toMatch(/Period \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}/);
  expect(text).toContain('Complete');
  // Cells wrap inside their column: the decline's words are compared without the line breaks and spaces.
  const bare = (value: string) => value.replace(/\s+/g, '');
  expect(bare(text)).toContain(bare(`Declined, signed by ${scene.resident}`));
  expect(text).toContain('Decline signatures');
});

test('an area’s record names the rooms its rotation has not reached, in French too', async ({ page }, info) => {
  const [first, second] = scene.rooms.map((r) => r.roomNumber);
  await signInAs(page, EMAIL.supervisor, 'fr');
  await page.goto('/clean-record');
  await page.locator('.mantine-SegmentedControl-root label', { hasText: 'Zone' }).click();
  await page.getByTestId('record-subject').click();
  await page.getByRole('option', { name: scene.areaName }).click();
  await page.getByRole('button', { name: 'Afficher le registre' }).click();
  const rotation = page.getByTestId('rotation');
  await expect(rotation).toContainText('2 chambres sur 2 pas encore atteintes ce cycle');
  await expect(rotation.getByTestId('unreached-rooms')).toContainText(first as string);
  await expect(rotation.getByTestId('unreached-rooms')).toContainText(second as string);
  await screenshot(page, info, 'clean-record-area-fr');
});
