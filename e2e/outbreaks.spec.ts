import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { newHousekeeper } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin } from './helpers.ts';
import { endLeftovers, wingWithRooms } from './outbreak-steps.ts';

// An outbreak of a wing as the people in it live it (1280x800): a supervisor declares it on the Outbreaks
// screen; a housekeeper signing in on the tablet by PIN is asked to confirm its notice and does; the
// supervisor's briefing report shows who confirmed it, and that a housekeeper working in another wing is
// not asked; the supervisor ends it, which asks each room of the wing for the closing terminal clean (the
// tiles show it), and the closing report gives the period, the rooms and the counts, on screen and as its PDF.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const WING = `Outbreak Wing ${stamp}`;
const REASON = `Norovirus ${stamp}: three residents symptomatic`;
let facilityId: string;
let rooms: string[];
let housekeeper: { pin: string; name: string };
let elsewhere: { pin: string; name: string };

const runningCard = (page: Page) => page.getByTestId('running-outbreak').filter({ hasText: WING });

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  const wing = await wingWithRooms(request, manager, WING, [`W${stamp}1`, `W${stamp}2`]);
  facilityId = wing.facilityId;
  rooms = wing.rooms;
  const member = { facilityId, staffRefId: `OB-${stamp}`, firstName: 'Olga', lastName: `Wing${stamp}` };
  housekeeper = await newHousekeeper(request, manager, member);
  // A colleague who works only in another wing of the site.
  const quiet = await wingWithRooms(request, manager, `Quiet Wing ${stamp}`, [`Q${stamp}1`]);
  const other = { facilityId, staffRefId: `OQ-${stamp}`, firstName: 'Quinn', lastName: `Quiet${stamp}`, restrictedArea: quiet.area.id };
  elsewhere = await newHousekeeper(request, manager, other);
});

test.afterAll(async ({ request }) => {
  const supervisor = await apiToken(request, EMAIL.supervisor);
  const list = await (
    await request.get(`/api/outbreaks?facilityId=${facilityId}`, { headers: { authorization: `Bearer ${supervisor}` } })
  ).json();
  const wing = (list.outbreaks as { areaId: string | null; areaPath: string | null }[]).find((o) => o.areaPath === WING);
  if (wing?.areaId) await endLeftovers(request, supervisor, facilityId, wing.areaId);
});

test('a supervisor declares an outbreak for a wing', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Outbreaks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbreaks' })).toBeVisible();
  await page.getByRole('button', { name: 'Declare outbreak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare an outbreak' });
  await dialog.getByLabel('Area', { exact: true }).click();
  await page.getByRole('option', { name: WING, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await screenshot(page, info, 'outbreak-declare');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const card = runningCard(page);
  await expect(card).toContainText(REASON);
  await expect(card).toContainText('2 rooms');
  await screenshot(page, info, 'outbreak-running');
  await expectAccessible(page, 'outbreaks with one running');
});

test('a housekeeper signing in by PIN confirms the outbreak notice', async ({ page }, info) => {
  await signInByPin(page, housekeeper.pin);
  const dialog = page.getByRole('dialog', { name: `Before you start, ${housekeeper.name}` });
  const notice = dialog.getByTestId('pending-acknowledgement').filter({ hasText: `Outbreak declared for ${WING}: ${REASON}.` });
  await expect(notice).toBeVisible();
  await screenshot(page, info, 'outbreak-notice');
  await notice.getByRole('button', { name: 'I have read this and acknowledge it' }).click();
  await expect(dialog.getByTestId('pending-acknowledgement').filter({ hasText: WING })).toHaveCount(0);
});

test('the briefing report: the wing’s housekeeper confirmed, the one of another wing is not asked', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/admin/acknowledgements');
  await page.getByRole('tab', { name: 'Briefing report' }).click();
  const table = page.getByTestId('briefing-report');
  const heading = table.locator('thead th', { hasText: `Outbreak declared for ${WING}` });
  await expect(heading).toBeVisible();
  const col = (await table.locator('thead th').allInnerTexts()).findIndex((h) => h.includes(`Outbreak declared for ${WING}`));
  await expect(table.getByTestId(`report-row-${housekeeper.name}`).locator('td').nth(col)).not.toContainText('Not');
  await expect(table.getByTestId(`report-row-${elsewhere.name}`).locator('td').nth(col)).toHaveText('Not asked (another area)');
  await table.getByTestId(`report-row-${elsewhere.name}`).scrollIntoViewIfNeeded();
  await screenshot(page, info, 'outbreak-briefing-report');
});

test('the supervisor ends it: the wing’s rooms ask for the terminal clean and the closing report counts them', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/outbreaks');
  await runningCard(page).getByRole('button', { name: 'End outbreak' }).click();
  const dialog = page.getByRole('dialog', { name: `End the outbreak in ${WING}?` });
  await expect(dialog.getByTestId('terminal-cleans')).toHaveText(`2 rooms will be asked for a Discharge Clean: ${rooms.join(', ')}.`);
  await dialog.getByRole('textbox', { name: 'Closing note' }).fill('No new cases for 48 hours');
  await screenshot(page, info, 'outbreak-end');
  await dialog.getByRole('button', { name: 'End outbreak' }).click();
  await expect(runningCard(page)).toHaveCount(0);

  // Each room of the wing now asks for the Discharge Clean on its tile.
  await page.goto('/facility/roomdashboard');
  for (const room of rooms) {
    await expect(page.locator(`[data-testid="room-tile"][data-room="${room}"]`)).toHaveAttribute('aria-label', /Discharge Clean/);
  }
  // The room's history says why it is asked: to close the outbreak, not for a room state.
  await page.locator(`[data-testid="room-tile"][data-room="${rooms[0]}"]`).click();
  const popup = page.getByRole('dialog', { name: `Room ${rooms[0]}` });
  await expect(popup.getByTestId('outstanding-tasks')).toContainText('Outstanding: Discharge Clean to close the outbreak, since');
  await page.keyboard.press('Escape');

  await page.goto('/outbreaks');
  await page.getByRole('row').filter({ hasText: WING }).getByRole('link', { name: 'Report' }).click();
  const report = page.getByTestId('outbreak-report');
  await expect(report).toContainText(REASON);
  await expect(report.getByTestId('report-period')).toContainText(' to ');
  await expect(report.getByTestId('report-rooms')).toHaveText(rooms.join(', '));
  await expect(report.getByTestId('report-terminal')).toContainText('0 done, 2 outstanding');
  await expect(report.getByTestId('report-audits')).toContainText('0 audits: 0 passed, 0 failed');
  await expect(report).toContainText('1 staff member');
  await screenshot(page, info, 'outbreak-report');
  await expectAccessible(page, 'outbreak report');

  // The PDF an inspector takes away says the same.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('outbreak-pdf').click()]);
  const { text } = await pdfText(fs.readFileSync(await download.path()));
  expect(text).toContain(`Outbreak report · ${WING}`);
  expect(text).toContain(`Reason: ${REASON}`);
  expect(text).toContain(`Rooms covered (2): ${rooms.join(', ')}`);
  expect(text).toContain('Closing terminal cleans (Discharge Clean): 0 done, 2 outstanding');
});
