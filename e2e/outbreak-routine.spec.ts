import { expect, type Page, test } from '@playwright/test';
import { newHousekeeper } from './api.ts';
import { openConfig, openRoutine } from './config-editor.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, text, tickAll } from './helpers.ts';
import { declareOutbreak, outbreakRoutineRooms } from './outbreak-routine-steps.ts';
import { endLeftovers } from './outbreak-steps.ts';

// The enhanced routine an outbreak switches on, at 1280x800: with an outbreak running for a wing, the wing's
// tiles say so and ask for the Outbreak Clean, a room outside does not; the housekeeper opens a wing room,
// sees the high-touch checklist with the disinfectant and its contact time, completes it, and the tile
// updates. The supervisor's dashboard in French says the same.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const REASON = `Norovirus ${stamp}`;
let facilityId: string;
let wing: { id: string; name: string };
let numbers: { inWing: string[]; outside: string };
let rooms: Record<string, { id: string; roomNumber: string }>;
let housekeeper: { pin: string; name: string };

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);
const tasks = (page: Page) => page.getByTestId('task-tile');

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  ({ facilityId, wing, numbers, rooms } = await outbreakRoutineRooms(request, manager, stamp));
  housekeeper = await newHousekeeper(request, manager, {
    facilityId,
    staffRefId: `ER-${stamp}`,
    firstName: 'Elena',
    lastName: `Routine${stamp}`,
  });
  await declareOutbreak(request, await apiToken(request, EMAIL.supervisor), facilityId, wing.id, REASON);
});

test.afterAll(async ({ request }) => {
  if (wing) await endLeftovers(request, await apiToken(request, EMAIL.supervisor), facilityId, wing.id);
});

test('the routine editor shows the starter’s Outbreak Clean as an outbreak routine with its disinfectant', async ({ page }, info) => {
  await signInAs(page, EMAIL.manager);
  await openConfig(page);
  const row = await openRoutine(page, 'Outbreak Clean');
  await expect(row.getByText('Outbreak only', { exact: true })).toBeVisible();
  await expect(row.getByRole('switch', { name: 'Only during an outbreak' })).toBeChecked();
  await expect(row.getByRole('textbox', { name: 'Disinfectant' })).toHaveValue('Chlorine 1,000 ppm');
  const contact = row.getByRole('textbox', { name: 'Contact time (minutes)' });
  await expect(contact).toHaveValue('10');
  // Out of range: the save is stopped and the field says why; put right, nothing is left to fix or save.
  const invalid = row.locator('[data-path$=".contactTimeMinutes"][aria-invalid="true"]');
  await contact.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('problem-summary')).toContainText('Outbreak Clean');
  await expect(invalid).toHaveCount(1);
  await contact.fill('10');
  await expect(invalid).toHaveCount(0);
  await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
  await row.getByRole('switch', { name: 'Only during an outbreak' }).scrollIntoViewIfNeeded();
  await screenshot(page, info, 'outbreak-routine-editor');
});

test('the wing’s tiles show the outbreak and ask for the Outbreak Clean; a room outside does not', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/facility/roomdashboard');
  const banner = page.getByTestId('outbreak-banner');
  await expect(banner.getByTestId('outbreak-banner-item').filter({ hasText: `${wing.name}: ${REASON}` })).toBeVisible();
  for (const n of numbers.inWing) {
    await expect(tile(page, n).getByTestId('tile-outbreak')).toHaveText('Outbreak');
    await expect(tile(page, n)).toHaveAttribute('aria-label', /Outbreak Clean/);
    await expect(tile(page, n)).toHaveAttribute('aria-label', /An outbreak covers this room\./);
    await expect(tile(page, n)).not.toHaveAttribute('data-status', 'OK');
  }
  await expect(tile(page, numbers.outside)).toBeVisible();
  await expect(tile(page, numbers.outside).getByTestId('tile-outbreak')).toHaveCount(0);
  await expect(tile(page, numbers.outside)).toHaveAttribute('data-status', 'OK');
  await tile(page, numbers.inWing[0] as string).scrollIntoViewIfNeeded();
  await screenshot(page, info, 'outbreak-routine-tiles');
  await expectAccessible(page, 'dashboard with an outbreak');
});

test('the housekeeper cleans a wing room with the outbreak checklist, disinfectant and contact time; the tile updates', async ({
  page,
}, info) => {
  const room = rooms[numbers.inWing[0] as string] as { id: string; roomNumber: string };
  await signInByPin(page, housekeeper.pin);
  // The outbreak's notice asks to be confirmed first.
  const notices = page.getByRole('dialog', { name: `Before you start, ${housekeeper.name}` });
  const notice = notices.getByTestId('pending-acknowledgement').filter({ hasText: REASON });
  await notice.getByRole('button', { name: 'I have read this and acknowledge it' }).click();
  await expect(notice).toHaveCount(0);
  await page.goto('/housekeeping');
  await tile(page, room.roomNumber).click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=clean`));
  const overlay = page.getByRole('dialog', { name: 'Tap to Continue' });
  await overlay.getByTestId('shortcut-continue').click();
  await expect(overlay).toBeHidden();

  await expect(page.getByRole('combobox', { name: 'Clean type' })).toHaveValue('Outbreak Clean');
  await expect(page.getByTestId('routine-agent')).toContainText('Disinfectant: Chlorine 1,000 ppm');
  await expect(page.getByTestId('routine-contact-time')).toHaveText('10 minutes');
  await expect(page.getByRole('tab', { name: /High-touch surfaces/ })).toBeVisible();
  await expect(tasks(page).filter({ hasText: 'Call bell' })).toHaveCount(1);
  await screenshot(page, info, 'outbreak-routine-cleaning');
  await expectAccessible(page, 'cleaning screen with a disinfectant');

  const tabs = page.getByRole('tab');
  const groups = await tabs.count();
  for (let g = 0; g < groups; g++) {
    await tabs.nth(g).click();
    await tickAll(tasks(page));
  }
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/housekeeping');
  // Once the outbox sent it the room is done for now: the tile no longer asks for the Outbreak Clean.
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0, { timeout: 20_000 });
  await expect(tile(page, room.roomNumber)).toHaveAttribute('data-status', 'OK');
  await expect(tile(page, room.roomNumber).getByTestId('tile-outbreak')).toBeVisible();
  await expect(tile(page, numbers.inWing[1] as string)).not.toHaveAttribute('data-status', 'OK');
});

test('in French the banner, the tile and the cleaning screen say the same', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor, 'fr');
  await page.goto('/facility/roomdashboard');
  const other = numbers.inWing[1] as string;
  await expect(page.getByTestId('outbreak-banner')).toContainText(text('fr', 'dashboard', 'outbreak.title_one'));
  await expect(page.getByTestId('outbreak-banner-item').filter({ hasText: `${wing.name} : ${REASON}` })).toBeVisible();
  await expect(tile(page, other).getByTestId('tile-outbreak')).toHaveText('Épidémie');
  await expect(tile(page, other)).toHaveAttribute('aria-label', /Nettoyage épidémie/);
  await screenshot(page, info, 'outbreak-routine-tiles-fr');
  await page.goto(`/housekeeping/room/${(rooms[other] as { id: string }).id}?mode=clean`);
  await page.getByRole('dialog').getByTestId('shortcut-continue').click();
  await expect(page.getByTestId('routine-agent')).toContainText('Désinfectant : Chlore 1 000 ppm');
  await expect(page.getByTestId('routine-contact-time')).toHaveText('10 minutes');
  await screenshot(page, info, 'outbreak-routine-cleaning-fr');
});
