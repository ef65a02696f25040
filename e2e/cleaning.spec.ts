import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DashboardRoom as Room } from './api.ts';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, sign, signInAs, signInByPin, startFromTile, tickAll } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

interface Report {
  id: string;
  status: string;
  comment: string | null;
  residentFamilyConcern: string | null;
  photos: { photo: string; isDeleted: boolean }[];
  declineSignature: string | null;
  markingReportId: string | null;
  selectedCleanType: string;
  operations: { id: string; item: string; checked: boolean | null; isMarked: boolean; auditStatus: string | null }[];
  staffMember: { firstName: string; lastName: string } | null;
  auditReport: null | { auditor: string; comment: string | null; fluorescentGelMethod: boolean; directObservationMethod: boolean };
}

const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/public/icon-192.png'));

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  return (await res.json()).token.token;
}
async function rooms(request: APIRequestContext, bearer: string): Promise<{ facilityId: string; rooms: Room[] }> {
  const [config, ...list] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${bearer}` } })).json();
  return { facilityId: config.facilityId, rooms: list };
}
async function report(request: APIRequestContext, bearer: string, facilityId: string, id: string): Promise<Report | undefined> {
  const res = await request.post('/api/housekeeping/reports', {
    headers: { authorization: `Bearer ${bearer}` },
    data: { facilityId, ids: [id] },
  });
  return (await res.json())[id];
}

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);
const tasks = (page: Page) => page.getByTestId('task-tile');
const tabs = (page: Page) => page.getByRole('tab');

let managerToken: string;
let facilityId: string;
let all: Room[];
/** Rooms with a resident, no room state, no pending marking, a last report that can start a new clean, and due for a Clean. */
let candidates: Room[];
const stamp = String(Date.now()).slice(-6);

test.beforeAll(async ({ request }) => {
  managerToken = await token(request, EMAIL.manager);
  ({ facilityId, rooms: all } = await rooms(request, managerToken));
  candidates = all.filter(
    (r) =>
      r.roomType === 'Resident Room' &&
      r.resident &&
      !r.roomState &&
      !r.lastMarkingReport &&
      !r.correctiveAction &&
      r.housekeepingHistory[0]?.status !== 'Incomplete' &&
      r.housekeepingHistory[0]?.status !== 'Declined' &&
      // The screen opens on the clean the room is due for: a room whose monthly Deep Clean is due opens on that.
      (r.status.currentCleanType ?? 'Clean') === 'Clean',
  );
  expect(candidates.length).toBeGreaterThanOrEqual(4);
});

test('a housekeeper cleans a room on the tablet: every task, a comment and a photo; the dashboard shows the new report', async ({
  page,
  request,
}, info) => {
  const room = candidates[0] as Room;
  await signInByPin(page, '1111');
  await expect(page).toHaveURL('/housekeeping');
  await startFromTile(page, room);

  // The shortcuts overlay: Cancel, 'Room occupied.', the clean types with a shortcut, 'Room checked, CLEAN.'.
  const overlay = page.getByRole('dialog', { name: 'Tap to Continue' });
  await expect(overlay.getByRole('heading', { name: 'Tap to Continue' })).toBeVisible();
  await expect(overlay.getByTestId('shortcut-occupied')).toHaveText('Room occupied.');
  await expect(overlay.getByTestId('shortcut-checked')).toHaveText('Room checked, CLEAN.');
  await expect(overlay.getByTestId('shortcut-clean-type').first()).toHaveText('Clean');
  await screenshot(page, info, 'cleaning-shortcuts');
  await overlay.getByTestId('shortcut-continue').click();
  await expect(overlay).toBeHidden();

  // The title bar: resident, room, clean type.
  await expect(page.getByTestId('cleaning-resident')).toHaveText(room.resident?.displayName as string);
  await expect(page.getByTestId('cleaning-room')).toContainText(`Room ${room.roomNumber}`);
  await expect(page.getByRole('combobox', { name: 'Clean type' })).toHaveValue('Clean');
  await expect(page.getByTestId('cleaning-save')).toBeEnabled();

  // Ticking the second task first skips the first; ticking the first then completes it.
  await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await tasks(page).nth(1).click();
  await expect(tasks(page).nth(1)).toHaveAttribute('data-state', 'complete');
  await expect(tasks(page).nth(0)).toHaveAttribute('data-state', 'incomplete');
  await tickAll(tasks(page));
  await expectAccessible(page, 'cleaning screen');
  await screenshot(page, info, 'cleaning-normal');

  // Group selection: a second tap on the selected group between 2 and 5 s ticks the whole group.
  await tabs(page).nth(1).click();
  await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(2300);
  await tabs(page).nth(1).click();
  for (const t of await tasks(page).all()) await expect(t).toHaveAttribute('data-state', 'complete');

  // The other groups, one task at a time (keyboard: arrow keys move along the tabs).
  const groupCount = await tabs(page).count();
  for (let g = 2; g < groupCount; g++) {
    await tabs(page).nth(g).click();
    await tickAll(tasks(page));
  }

  // Comments and a photo.
  await page.getByTestId('housekeeper-comments').click();
  const comments = page.getByRole('dialog', { name: 'Comments & photos' });
  await comments.getByRole('textbox', { name: 'Comment' }).fill(`Window latch loose ${stamp}`);
  await comments.getByRole('tab', { name: 'Resident/family concern' }).click();
  await comments.getByRole('textbox', { name: 'Resident/family concern' }).fill('Daughter asked for extra blankets');
  await comments.locator('input[type="file"]').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await expect(comments.getByTestId('photo')).toHaveCount(1);
  await expect(comments.getByTestId('photo').locator('img')).toBeVisible();
  await comments.getByRole('button', { name: 'Open photo 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 1' }).locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 1' })).toBeHidden();
  await expect(comments).toBeVisible();
  await expectAccessible(page, 'comments popup');
  await screenshot(page, info, 'cleaning-comments');
  await comments.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('housekeeper-comments')).toContainText(`Window latch loose ${stamp}`);

  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/housekeeping');

  // The server has it once the outbox sent it; the tile shows the comment and photo icons.
  let saved: Report | undefined;
  await expect
    .poll(async () => {
      const now = (await rooms(request, managerToken)).rooms.find((r) => r.id === room.id);
      const id = now?.housekeepingHistory[0]?.reportId;
      saved = id && id !== room.housekeepingHistory[0]?.reportId ? await report(request, managerToken, facilityId, id) : undefined;
      return saved?.status;
    })
    .toBe('Complete');
  expect(saved?.comment).toBe(`Window latch loose ${stamp}`);
  expect(saved?.residentFamilyConcern).toBe('Daughter asked for extra blankets');
  expect(saved?.photos.filter((p) => !p.isDeleted)).toHaveLength(1);
  expect(saved?.staffMember).toEqual({ firstName: 'Rosa', lastName: 'Santos', id: expect.any(String) });
  expect(saved?.operations.every((o) => o.checked === true)).toBe(true);
  await expect(tile(page, room.roomNumber).getByRole('img', { name: 'The latest report has comments' })).toBeVisible();
  await expect(tile(page, room.roomNumber).getByRole('img', { name: 'The latest report has photos' })).toBeVisible();
});

/** Today on the site's calendar, MM/DD/YYYY (the decline wording's date). */
async function siteToday(page: Page): Promise<string> {
  const zone = await page.evaluate(() => JSON.parse(localStorage.getItem('carehome.account') ?? '{}').facility.timeZone as string);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}/${p.day}/${p.year}`;
}

test('a resident refuses the cleaning and signs; Cancel with changes asks first', async ({ page, request }, info) => {
  const room = candidates[1] as Room;
  await signInByPin(page, '1111');
  await startFromTile(page, room);
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();

  // A change, then Cancel: 'Are you sure? Changes will be lost.'; staying keeps the change.
  await tasks(page).first().click();
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('cleaning-cancel').click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this report?' });
  await expect(confirm).toContainText('Are you sure? Changes will be lost.');
  await confirm.getByRole('button', { name: 'Keep working' }).click();
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');

  // The clean the room needs now (the screen's default; 'Clean' on a fresh demo).
  const cleanType = await page.getByRole('combobox', { name: 'Clean type' }).inputValue();
  await page.getByTestId('housekeeper-comments').click();
  await page.getByRole('dialog', { name: 'Comments & photos' }).getByRole('button', { name: 'Refuse Cleaning' }).click();
  const form = page.getByRole('dialog', { name: 'Refuse Cleaning' });
  const today = await siteToday(page);
  await expect(form.getByTestId('decline-wording')).toHaveText(
    `I, ${room.resident?.displayName}, hereby decline a ${cleanType} cleaning for my room, ${room.roomNumber}, on ${today}`,
  );

  // Without a signature the decline is refused; a signature can be cleared and drawn again.
  await form.getByRole('button', { name: 'Decline cleaning' }).click();
  await expect(form.getByRole('alert')).toHaveText('Signature is required');
  await sign(page);
  await form.getByRole('button', { name: 'Clear Signature' }).click();
  await form.getByRole('button', { name: 'Decline cleaning' }).click();
  await expect(form.getByRole('alert')).toHaveText('Signature is required');
  await sign(page);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'decline form');
  await screenshot(page, info, 'cleaning-decline');
  await form.getByRole('button', { name: 'Decline cleaning' }).click();
  await expect(page).toHaveURL('/housekeeping');

  let saved: Report | undefined;
  await expect
    .poll(async () => {
      const id = (await rooms(request, managerToken)).rooms.find((r) => r.id === room.id)?.housekeepingHistory[0]?.reportId;
      saved = id && id !== room.housekeepingHistory[0]?.reportId ? await report(request, managerToken, facilityId, id) : undefined;
      return saved?.status;
    })
    .toBe('Declined');
  expect(saved?.declineSignature).toMatch(/^data:image\/png;base64,/);
  expect(saved?.declineSignature?.length).toBeGreaterThan(500);
});

test('a supervisor marks a room before the clean, the housekeeper cleans it, and the supervisor audits it', async ({
  page,
  browser,
  request,
}, info) => {
  const room = candidates[2] as Room;
  await signInAs(page, EMAIL.supervisor, null);
  await page.goto('/facility/roomdashboard');
  await tile(page, room.roomNumber).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start Pre-Audit Marking' }).click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=marking`));

  // Marking: the marked flag by checkbox tiles; fluorescent gel unticked and locked; no comment boxes.
  await expect(page.getByTestId('cleaning-mode')).toHaveText('Pre-Audit Marking');
  // The screen opens on the room's current clean, which depends on the hour (a weekly Deep Clean's
  // bucket may be open): this test marks the everyday Clean.
  const markingType = page.getByRole('combobox', { name: 'Clean type' });
  if ((await markingType.inputValue()) !== 'Clean') {
    await markingType.click();
    await page.getByRole('option', { name: 'Clean', exact: true }).click();
  }
  await expect(markingType).toHaveValue('Clean');
  await expect(page.getByTestId('audit-auditor')).toHaveText('Sofia García');
  const gel = page.getByRole('checkbox', { name: 'Fluorescent gel' });
  await expect(gel).toBeDisabled();
  await expect(gel).not.toBeChecked();
  await expect(page.getByTestId('housekeeper-comments')).toHaveCount(0);
  const marks = page.getByRole('main').getByRole('checkbox', { name: /^Bed rails|^Call bell/ });
  await expect(marks).toHaveCount(2);
  await marks.nth(0).click();
  await marks.nth(1).click();
  await expect(marks.nth(0)).toBeChecked();
  await expect(marks.nth(1)).toBeChecked();
  await expectAccessible(page, 'marking screen');
  await screenshot(page, info, 'cleaning-marking');
  await page.getByTestId('cleaning-save').click();
  await expect(page.getByText('Pre-Audit Marking has been saved.')).toBeVisible();
  await expect(page).toHaveURL('/facility/roomdashboard');
  let marking: Room['lastMarkingReport'] = null;
  await expect
    .poll(async () => {
      marking = (await rooms(request, managerToken)).rooms.find((r) => r.id === room.id)?.lastMarkingReport ?? null;
      return marking?.cleanType;
    })
    .toBe('Clean');

  // The housekeeper cleans it on the tablet. Another clean type than the marking's warns and cannot be saved.
  const tablet = await (await browser.newContext()).newPage();
  await signInByPin(tablet, '1111');
  await startFromTile(tablet, room);
  await tablet.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-continue').click();
  await expect(tablet.getByRole('combobox', { name: 'Clean type' })).toHaveValue('Clean');
  await expect(tablet.getByTestId('clean-type-mismatch')).toHaveCount(0);
  await tablet.getByRole('combobox', { name: 'Clean type' }).click();
  await tablet.getByRole('option', { name: 'Deep Clean', exact: true }).click();
  await expect(tablet.getByTestId('clean-type-mismatch')).toBeVisible();
  await tablet.getByTestId('cleaning-save').click();
  await expect(tablet.getByTestId('cleaning-problems')).toHaveText("The clean type must match the marking report's clean type.");
  await tablet.getByRole('combobox', { name: 'Clean type' }).click();
  await tablet.getByRole('option', { name: 'Clean', exact: true }).click();
  await expect(tablet.getByTestId('clean-type-mismatch')).toHaveCount(0);
  const groups = await tabs(tablet).count();
  for (let g = 0; g < groups; g++) {
    await tabs(tablet).nth(g).click();
    await tickAll(tasks(tablet));
  }
  await tablet.getByTestId('cleaning-save').click();
  await expect(tablet).toHaveURL('/housekeeping');
  let cleanId = '';
  await expect
    .poll(async () => {
      const id = (await rooms(request, managerToken)).rooms.find((r) => r.id === room.id)?.housekeepingHistory[0]?.reportId;
      const saved = id && id !== room.housekeepingHistory[0]?.reportId ? await report(request, managerToken, facilityId, id) : undefined;
      cleanId = saved?.id ?? '';
      return saved ? [saved.status, saved.markingReportId] : null;
    })
    .toEqual(['Complete', (marking as unknown as { id: string }).id]);
  await tablet.context().close();

  // The audit: marked tasks start Cleaned Pass, the others Not observed (the clean answers a marking);
  // fluorescent gel is ticked and locked.
  await page.reload();
  await tile(page, room.roomNumber).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Audit the last cleaning report' }).click();
  await expect(page).toHaveURL(new RegExp(`mode=audit&reportId=${cleanId}`));
  await expect(page.getByTestId('cleaning-mode')).toHaveText('Audit');
  await expect(page.getByTestId('fact-staff')).toHaveText('Rosa Santos');
  await expect(page.getByTestId('fact-duration')).toHaveText(/^\d+\.\d\d min$/);
  await expect(page.getByTestId('audit-auditor')).toHaveText('Sofia García');
  await expect(page.getByRole('checkbox', { name: 'Fluorescent gel' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fluorescent gel' })).toBeDisabled();
  await expect(page.getByTestId('audit-marking-time')).not.toHaveText('–');
  const bedRails = page.locator('[data-testid="task-tile"][data-item="Bed rails and controls"]');
  const lights = page.locator('[data-testid="task-tile"][data-item="Light switches"]');
  const doors = page.locator('[data-testid="task-tile"][data-item="Door handles"]');
  await expect(bedRails).toHaveAttribute('data-audit', 'CleanedPass');
  await expect(lights).toHaveAttribute('data-audit', 'NotObserved');

  // A tap moves along the cycle; the details' radio buttons set a result directly.
  await bedRails.click();
  await expect(bedRails).toHaveAttribute('data-audit', 'CleanedFailed');
  await bedRails.click();
  await expect(bedRails).toHaveAttribute('data-audit', 'NotCleanedFailed');
  await page.getByRole('button', { name: 'Details of Light switches' }).click();
  const details = page.getByRole('dialog', { name: 'Light switches' });
  await details.getByRole('radio', { name: 'Cleaned Pass' }).check();
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(lights).toHaveAttribute('data-audit', 'CleanedPass');
  await page.getByRole('checkbox', { name: 'Direct observation' }).check();

  await page.getByTestId('auditor-comments').click();
  const auditComments = page.getByRole('dialog', { name: 'Auditor comments & photos' });
  await auditComments.getByRole('textbox', { name: 'Auditor comment' }).fill(`Bed rails sticky ${stamp}`);
  await auditComments.getByRole('button', { name: 'Done' }).click();
  await expectAccessible(page, 'audit screen');
  await screenshot(page, info, 'cleaning-audit');
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/facility/roomdashboard');

  let audited: Report | undefined;
  await expect
    .poll(async () => {
      audited = await report(request, managerToken, facilityId, cleanId);
      return audited?.auditReport?.auditor ?? null;
    })
    .toBe('Sofia García');
  expect(audited?.auditReport).toMatchObject({
    comment: `Bed rails sticky ${stamp}`,
    fluorescentGelMethod: true,
    directObservationMethod: true,
  });
  const status = (item: string) => audited?.operations.find((o) => o.item === item)?.auditStatus;
  expect([status('Bed rails and controls'), status('Call bell'), status('Light switches'), status('Door handles')]).toEqual([
    'NotCleanedFailed',
    'CleanedPass',
    'CleanedPass',
    'NotObserved',
  ]);
  expect(await doors.count()).toBe(0);
});

test('a saved report opens read-only from the room history, also in Chinese', async ({ page }, info) => {
  const room = candidates[0] as Room;
  await signInAs(page, EMAIL.supervisor, null);
  await page.goto('/facility/roomdashboard');
  await tile(page, room.roomNumber).click();
  await page.getByTestId('history-row').first().click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=history`));

  await expect(page.getByTestId('cleaning-mode')).toHaveText('History (read only)');
  await expect(page.getByTestId('cleaning-cancel')).toHaveText('Close');
  await expect(page.getByTestId('cleaning-save')).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Clean type' })).toBeDisabled();
  await expect(page.getByTestId('fact-staff')).toHaveText('Rosa Santos');
  await expect(page.getByTestId('fact-status')).toHaveText('Complete');
  await expect(page.getByTestId('fact-duration')).toHaveText(/^\d+\.\d\d min$/);
  // Tasks are shown, not buttons: nothing can be ticked.
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');
  await expect(page.getByRole('main').getByRole('button', { name: /Bed rails/ })).toHaveCount(0);

  await page.getByTestId('housekeeper-comments').click();
  const comments = page.getByRole('dialog', { name: 'Comments & photos' });
  // Read-only, the comment is text under its label, not a box that looks editable.
  await expect(comments.getByRole('group', { name: 'Comment' })).toHaveText(new RegExp(`Window latch loose ${stamp}`));
  await expect(comments.getByRole('textbox')).toHaveCount(0);
  await expect(comments.getByTestId('photo')).toHaveCount(1);
  await expect(comments.getByRole('button', { name: 'Take photo' })).toHaveCount(0);
  await expect(comments.getByRole('button', { name: 'Refuse Cleaning' })).toHaveCount(0);
  await comments.getByRole('button', { name: 'Done' }).click();

  // The supervisor comment, saved apart from the report.
  await page.getByTestId('supervisor-note-link').click();
  const note = page.getByRole('dialog', { name: 'Supervisor comment' });
  await note.getByRole('textbox', { name: 'Supervisor comment' }).fill('Well done');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Supervisor Comment updated.')).toBeVisible();
  await expectAccessible(page, 'history screen');
  await screenshot(page, info, 'cleaning-history');

  await page.evaluate(() => localStorage.setItem('carehome.language', 'zh-Hans'));
  await page.reload();
  await expect(page.getByTestId('cleaning-mode')).toHaveText('历史记录（只读）');
  await expect(page.getByTestId('cleaning-cancel')).toHaveText('关闭');
  await screenshot(page, info, 'cleaning-history-zh-Hans');
  await page.evaluate(() => localStorage.setItem('carehome.language', 'en'));

  await page.getByTestId('cleaning-cancel').click();
  await expect(page).toHaveURL('/facility/roomdashboard');
});

test("'Room occupied.' saves the clean Incomplete with the day's note, and the next tap continues it", async ({ page, request }) => {
  const room = candidates[3] as Room;
  await signInByPin(page, '1111');
  await startFromTile(page, room);
  await page.getByRole('dialog', { name: 'Tap to Continue' }).getByTestId('shortcut-occupied').click();
  await expect(page).toHaveURL('/housekeeping');
  const today = await siteToday(page);
  let saved: Report | undefined;
  await expect
    .poll(async () => {
      const id = (await rooms(request, managerToken)).rooms.find((r) => r.id === room.id)?.housekeepingHistory[0]?.reportId;
      saved = id && id !== room.housekeepingHistory[0]?.reportId ? await report(request, managerToken, facilityId, id) : undefined;
      return saved ? [saved.status, saved.comment] : null;
    })
    .toEqual(['Incomplete', `Room occupied - ${today}`]);

  // The dashboard offers to continue it: same report, no shortcuts, the comment kept.
  await page.reload();
  await tile(page, room.roomNumber).click();
  await page
    .getByRole('dialog', { name: 'Continue last cleaning report' })
    .getByRole('button', { name: 'Continue last cleaning report' })
    .click();
  await page.getByRole('dialog', { name: 'Pre-Clean Summary' }).getByRole('button', { name: 'Start cleaning' }).click();
  await expect(page).toHaveURL(new RegExp(`mode=continue.*reportId=${saved?.id}`));
  await expect(page.getByRole('dialog', { name: 'Tap to Continue' })).toHaveCount(0);
  await expect(page.getByTestId('housekeeper-comments')).toContainText(`Room occupied - ${today}`);
  await tasks(page).first().click();
  await expect(tasks(page).first()).toHaveAttribute('data-state', 'complete');
  await page.getByTestId('cleaning-save').click();
  // One task of many: the save says so and asks first.
  await page.getByRole('dialog', { name: 'Save as incomplete?' }).getByRole('button', { name: 'Save as incomplete' }).click();
  await expect(page).toHaveURL('/housekeeping');
  await expect
    .poll(
      async () =>
        (await report(request, managerToken, facilityId, saved?.id as string))?.operations.filter((o) => o.checked === true).length,
    )
    .toBe(1);
});
