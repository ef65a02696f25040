import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newResident, staffIdOf, submitReport, tickedOperations } from './api.ts';
import {
  apiToken,
  EMAIL,
  expectAccessible,
  openAudit,
  screenshot,
  signInAs,
  signInByPin,
  type TestRoomType,
  text,
  unscheduledRooms,
} from './helpers.ts';

// The corrective loop of a failed audit as the people in it live it (1280x800): the supervisor fails two
// operations; the tile says so in words; the housekeeper is shown what failed; 'Room checked, CLEAN.'
// saves but leaves the re-clean open (after telling why); a full clean makes the room 'Re-audit due';
// auditing it again closes the loop, and the audit report shows both passes. The room's type has no
// schedules, so only the loop decides what its tile shows.

test.describe.configure({ mode: 'serial' });

const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);
const tasks = (page: Page) => page.getByTestId('task-tile');

let manager: string;
let facilityId: string;
let roomType: TestRoomType;
let room: { id: string; roomNumber: string };
let tablet: BrowserContext;
let hk: Page;

/** A complete clean saved as the tablet would, with the routine's real operations, every one ticked. */
async function saveFullClean(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const [config] = await (await request.get('/api/housekeeping', { headers })).json();
  const type = config.roomTypes.find((t: { id: string }) => t.id === roomType.id);
  const routine = type.routines.find((r: { cleanType: string }) => r.cleanType === 'Clean');
  const me = await staffIdOf(request, token);
  const at = new Date();
  await submitReport(request, token, {
    facilityId,
    roomId: room.id,
    selectedCleanType: 'Clean',
    status: 'Complete',
    startDate: new Date(at.getTime() - 20 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    operations: tickedOperations(
      routine.operations as { id: string; group: string; item: string; optional: boolean; icon: string | null }[],
      at,
      (o) => ({ group: o.group, item: o.item, icon: o.icon ?? null, checked: o.optional ? null : true }),
    ),
    authorStaffId: me,
  });
}

/** The tablet's dashboard, once the outbox has sent everything. */
async function tabletDashboard() {
  await hk.goto('/housekeeping');
  await expect(hk.getByTestId('room-grid')).toBeVisible();
  await expect(hk.getByTestId('outbox-indicator')).toHaveCount(0, { timeout: 20_000 });
}

test.beforeAll(async ({ request, browser }) => {
  manager = await apiToken(request, EMAIL.manager);
  const stamp = String(Date.now()).slice(-5);
  const made = await unscheduledRooms(request, manager, [`L${stamp}`]);
  facilityId = made.facilityId;
  roomType = made.type;
  room = made.rooms[`L${stamp}`] as { id: string; roomNumber: string };
  // A resident lives there: the Pre-Clean Summary comes first.
  await newResident(request, await apiToken(request, EMAIL.nurse), facilityId, {
    residentId: `L-${stamp}`,
    namePrefix: 'Mr',
    firstName: 'Arthur',
    lastName: `Loop${stamp}`,
    roomId: room.id,
    notes: [],
  });
  await saveFullClean(request, await apiToken(request, EMAIL.housekeeper));
  tablet = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  hk = await tablet.newPage();
  await signInByPin(hk, '1111');
});
test.afterAll(async () => {
  await tablet?.close();
});

test('a failed audit, its re-clean, the re-audit that closes it, and the audit report', async ({ page, browser }, info) => {
  test.setTimeout(240_000);
  // The supervisor audits the clean: Cleaned Fail on the first operation, Not Cleaned Fail on the second.
  await signInAs(page, EMAIL.supervisor, null);
  await openAudit(page, room);
  const first = tasks(page).nth(0);
  const second = tasks(page).nth(1);
  const failedItems = [await first.getAttribute('data-item'), await second.getAttribute('data-item')] as string[];
  await first.click();
  await expect(first).toHaveAttribute('data-audit', 'CleanedFailed');
  await second.click();
  await second.click();
  await expect(second).toHaveAttribute('data-audit', 'NotCleanedFailed');
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/facility/roomdashboard');

  // The tile says it in words, for the supervisor and for the housekeeper.
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Re-clean · audit failed');
  await tile(page, room.id).click();
  const popup = page.getByRole('dialog', { name: `Room ${room.roomNumber}` });
  const summary = popup.getByTestId('corrective-action');
  await expect(summary).toHaveAttribute('data-status', 'open');
  await expect(summary.getByTestId('corrective-failures').getByRole('listitem')).toHaveText([
    new RegExp(`${failedItems[0]} — Cleaned Fail`),
    new RegExp(`${failedItems[1]} — Not Cleaned Fail`),
  ]);
  await screenshot(page, info, 'corrective-history-popup');
  await page.keyboard.press('Escape');

  // French: the same loop in words on a supervisor's tile and history popup.
  const fr = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const frPage = await fr.newPage();
  await signInAs(frPage, EMAIL.supervisor, null);
  await frPage.evaluate(() => localStorage.setItem('carehome.language', 'fr'));
  await frPage.goto('/facility/roomdashboard');
  await expect(tile(frPage, room.id).locator('.dash-banner')).toHaveText(text('fr', 'dashboard', 'banner.reclean'));
  await tile(frPage, room.id).click();
  await expect(frPage.getByTestId('corrective-action')).toContainText(text('fr', 'corrective', 'title.open'));
  await expect(frPage.getByTestId('corrective-failures')).toContainText('Non nettoyé, non conforme');
  await screenshot(frPage, info, 'corrective-history-popup-fr');
  await fr.close();

  await tabletDashboard();
  await expect(tile(hk, room.id).locator('.dash-banner')).toHaveText('Re-clean · audit failed');
  await screenshot(hk, info, 'corrective-tile-housekeeper');

  // The Pre-Clean Summary tells the housekeeper what failed, before the resident's notes.
  await tile(hk, room.id).click();
  const preClean = hk.getByRole('dialog', { name: 'Pre-Clean Summary' });
  await expect(preClean.getByTestId('corrective-failures').getByRole('listitem')).toHaveCount(2);
  await screenshot(hk, info, 'corrective-pre-clean-summary');
  await preClean.getByRole('button', { name: 'Start cleaning' }).click();
  // 'Room checked, CLEAN.' is a shortcut: the housekeeper is told the re-clean stays open, and why.
  await hk.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-checked').click();
  const confirm = hk.getByRole('dialog', { name: 'The re-clean stays open' });
  await expect(confirm.getByTestId('reclean-unticked').getByRole('listitem')).toHaveCount(2);
  await screenshot(hk, info, 'corrective-shortcut-confirm');
  await expectAccessible(hk, 're-clean confirm');
  await confirm.getByRole('button', { name: 'Save anyway' }).click();
  await expect(hk).toHaveURL('/housekeeping');
  await tabletDashboard();
  await expect(tile(hk, room.id).locator('.dash-banner')).toHaveText('Re-clean · audit failed');

  // The full clean: the screen frames the failed operations; every task ticked, then saved.
  await tile(hk, room.id).click();
  await hk.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  await hk.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await expect(hk.getByTestId('corrective-action')).toBeVisible();
  await expect(hk.locator('[data-testid="task-tile"][data-failed="true"]')).toHaveCount(2);
  await screenshot(hk, info, 'corrective-cleaning-screen');
  const groups = hk.getByTestId('group-tabs').getByRole('tab');
  const groupCount = await groups.count();
  for (let g = 0; g < Math.max(groupCount, 1); g++) {
    if (groupCount) await groups.nth(g).click();
    const pending = hk.locator('[data-testid="task-tile"][data-state="pending"]');
    while ((await pending.count()) > 0) {
      const next = pending.first();
      const op = await next.getAttribute('data-op');
      await next.click();
      await expect(hk.locator(`[data-testid="task-tile"][data-op="${op}"]`)).toHaveAttribute('data-state', 'complete');
    }
  }
  await hk.getByTestId('cleaning-save').click();
  await expect(hk).toHaveURL('/housekeeping');
  await tabletDashboard();
  await expect(tile(hk, room.id).locator('.dash-banner')).toHaveCount(0);

  // The supervisor sees 'Re-audit due'; auditing the room's last report is the re-audit.
  await page.reload();
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Re-audit due', { timeout: 15_000 });
  await screenshot(page, info, 'corrective-reaudit-due-tile');
  await tile(page, room.id).click();
  await expect(popup.getByTestId('corrective-action')).toHaveAttribute('data-status', 'reauditDue');
  await popup.getByRole('button', { name: 'Audit the last cleaning report' }).click();
  await expect(page).toHaveURL(/mode=audit/);
  await expect(page.locator('[data-testid="task-tile"][data-failed="true"]')).toHaveCount(2);
  await screenshot(page, info, 'corrective-reaudit-screen');
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/facility/roomdashboard');
  await expect(tile(page, room.id).locator('.dash-banner')).toHaveText('Audit Complete');

  // The audit report shows both passes: the failed audit with its re-clean and re-audit, and the re-audit.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/reporting/reports?report=audits&from=${day(-1)}&to=${day(1)}`);
  const rows = page.getByTestId('report-row').filter({ hasText: room.roomNumber });
  await expect(rows).toHaveCount(2);
  const failedRow = rows.filter({ hasText: 'Failed audit, pass 1' });
  await expect(failedRow.getByTestId('audit-loop')).toContainText(/Re-cleaned .* by Rosa Santos: High-touch surfaces/);
  await expect(failedRow.getByTestId('audit-loop')).toContainText('Re-audit passed');
  await expect(rows.filter({ hasText: 'Re-audit of pass 1' })).toHaveCount(1);
  await expect(page.getByTestId('report-stats')).toContainText('Right first time');
  await failedRow.getByTestId('audit-loop').scrollIntoViewIfNeeded();
  await screenshot(page, info, 'corrective-audit-report');

  // The site dashboard shows the loop's measures beside the others.
  await page.goto('/facilitydashboard');
  await expect(page.getByTestId('total-rightFirstTime')).toContainText('%');
  await expect(page.getByTestId('total-medianToClose')).toHaveText(/^\d+(\.\d)?$/);
  await page.getByTestId('totals').scrollIntoViewIfNeeded();
  await screenshot(page, info, 'corrective-site-dashboard');
});
