import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newResident } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, unscheduledRooms } from './helpers.ts';
import { cleanFromTile, dischargeWithClean } from './turnaround-steps.ts';

// A discharge clean's turnaround at tablet size (1280x800): a resident is discharged, the room asks for
// its Discharge Clean; a housekeeper cleans it on the tablet; the site dashboard shows that clean's
// response, clean and turnaround against the targets; a room whose clean has waited three hours is on
// the overdue board of the turnaround screen. The rooms' type has no schedules, so only the task decides.

test.describe.configure({ mode: 'serial' });

let facilityId: string;
let cleaned: { id: string; roomNumber: string };
let waiting: { id: string; roomNumber: string };
let tablet: BrowserContext;
let hk: Page;

test.beforeAll(async ({ request, browser }) => {
  const manager = await apiToken(request, EMAIL.manager);
  const nurse = await apiToken(request, EMAIL.nurse);
  const stamp = String(Date.now()).slice(-5);
  const made = await unscheduledRooms(request, manager, [`D${stamp}`, `W${stamp}`]);
  facilityId = made.facilityId;
  cleaned = made.rooms[`D${stamp}`] as { id: string; roomNumber: string };
  waiting = made.rooms[`W${stamp}`] as { id: string; roomNumber: string };
  for (const [room, minutesAgo] of [
    [cleaned, 10],
    [waiting, 180],
  ] as const) {
    const resident = await newResident(request, nurse, facilityId, {
      residentId: `T-${room.roomNumber}`,
      namePrefix: 'Mrs',
      firstName: 'Edith',
      lastName: `Turn${room.roomNumber}`,
      roomId: room.id,
      notes: [],
    });
    await dischargeWithClean(request, nurse, { facilityId, residentId: resident.id, minutesAgo });
  }
  tablet = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  hk = await tablet.newPage();
  await signInByPin(hk, '1111');
});
test.afterAll(async () => {
  await tablet?.close();
});

test("a discharge clean's response, clean and turnaround on the dashboard, and a late one on the overdue board", async ({ page }, info) => {
  test.setTimeout(120_000);
  // The housekeeper sees the departure task on the room's tile and cleans the room.
  await hk.goto('/housekeeping');
  const tile = hk.locator(`[data-testid="room-tile"][data-room-id="${cleaned.id}"]`);
  await expect(tile).toContainText('Discharge Clean');
  await cleanFromTile(hk, cleaned.id);
  await expect(hk.getByTestId('outbox-indicator')).toHaveCount(0, { timeout: 20_000 });

  // The supervisor's site dashboard: that clean, each measure within its target.
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/facilitydashboard');
  const panel = page.getByTestId('latest-discharge');
  await expect(panel).toContainText(`Room ${cleaned.roomNumber}`);
  for (const measure of ['response', 'clean', 'turnaround']) {
    await expect(panel.getByTestId(`latest-${measure}`)).toContainText('Within target');
  }
  await expect(panel.getByTestId('latest-response')).toContainText('Target 30 min');
  await expect(panel.getByTestId('latest-turnaround')).toContainText('Target 1 h 00 min');
  await screenshot(page, info, 'turnaround-dashboard-panel');

  // The turnaround screen: the room asked three hours ago is past its response and turnaround targets.
  await page.getByRole('link', { name: 'Open turnaround' }).click();
  await expect(page).toHaveURL('/turnaround');
  const late = page.getByTestId('overdue-task').filter({ hasText: `Room ${waiting.roomNumber}` });
  await expect(late).toContainText('Discharge');
  await expect(late).toContainText('Response target passed');
  await expect(late).toContainText('Turnaround target passed');
  await expect(late).toContainText(/Waiting 3 h 0\d min/);
  await expect(page.getByTestId('overdue-task').filter({ hasText: `Room ${cleaned.roomNumber}` })).toHaveCount(0);
  await expect(page.getByTestId('tile-turnaround')).toBeVisible();
  await expectAccessible(page, 'turnaround screen');
  await screenshot(page, info, 'turnaround-screen');
});
