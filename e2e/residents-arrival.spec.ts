import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { roomOf as roomById } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, signOut, text, unscheduledRooms } from './helpers.ts';
import { solidPng } from './png.ts';

// A resident's arrival and a CSV import of residents, as a nurse does them. Each test makes its own rooms
// (a room type without schedules, so no time bucket is open whatever the hour): the tiles then show only
// what the arrival asked for.

test.describe.configure({ mode: 'serial' });

interface Room {
  id: string;
  roomNumber: string;
  outstandingTasks: { id: string; cleanType: string | null }[];
  residents: { displayName: string; preCleanNotes: string[]; photo: string | null }[];
}

const stamp = String(Date.now()).slice(-5);
const NUMBERS = { arrival: `A${stamp}1`, importA: `A${stamp}2`, importB: `A${stamp}3` };
let rooms: Record<string, { id: string; roomNumber: string }>;
let nurseToken: string;
/** The arrival clean as a French reader sees it: the site configuration's translation of 'Arrival Clean'. */
let arrivalCleanFr: string;

const tile = (page: Page, id: string) => page.locator(`[data-testid="room-tile"][data-room-id="${id}"]`);
const roomId = (number: string) => (rooms[number] as { id: string }).id;
const fr = (file: string, key: string) => text('fr', file, key);

const roomOf = (request: APIRequestContext, id: string) => roomById<Room>(request, nurseToken, id);

test.beforeAll(async ({ request }) => {
  const manager = await apiToken(request, EMAIL.manager);
  ({ rooms } = await unscheduledRooms(request, manager, Object.values(NUMBERS)));
  nurseToken = await apiToken(request, EMAIL.nurse);
  const [config] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${nurseToken}` } })).json();
  arrivalCleanFr = config.translations?.['Arrival Clean']?.fr || 'Arrival Clean';
});

test('a nurse admits a resident in five steps (in French), leaving and resuming on the way; the tile and the housekeeper’s Pre-Clean Summary show them', async ({
  page,
  browser,
  request,
}, info) => {
  const first = 'Héloïse';
  const last = `Arrivée${stamp}`;
  const residentId = `AR-${stamp}`;
  const preNote = 'Frapper et attendre la réponse avant d’entrer.';
  const postNote = 'Laisser la sonnette d’appel à portée de main.';
  await signInAs(page, EMAIL.nurse, 'fr');
  await page.goto('/admin/resident/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('resident-arrival', 'title'));
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'who');

  // Step 1: nothing typed, Next says what is missing and stays.
  await page.getByTestId('arrival-next').click();
  await expect(page.getByTestId('arrival-step-errors')).toBeVisible();
  await expect(page.getByText(fr('resident-arrival', 'problems.required.firstName'))).toBeVisible();
  await expect(page.getByText(fr('resident-arrival', 'problems.required.residentId'))).toBeVisible();
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'who');

  await page.getByTestId('arrival-title').click();
  await page.getByRole('option', { name: 'Mrs', exact: true }).click();
  await page.getByTestId('arrival-first-name').fill(first);
  await page.getByTestId('arrival-last-name').fill(last);
  await page.getByTestId('arrival-nick-name').fill('Lili');
  await page.getByTestId('arrival-resident-id').fill(residentId);
  await page
    .getByTestId('arrival-photo')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'resident.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [90, 140, 200]),
    });
  await expect(page.getByTestId('arrival-photo').getByRole('img', { name: `Photo de ${first} ${last}` })).toBeVisible();
  await expect(page.getByTestId('arrival-step-errors')).toBeHidden();
  await expectAccessible(page, 'arrival step 1');
  await screenshot(page, info, 'arrival-1-who-fr');
  await page.getByTestId('arrival-next').click();

  // Step 2: the room picker, vacant rooms first; the room of this test is vacant.
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'room');
  await page.getByTestId('arrival-next').click();
  await expect(page.getByText(fr('resident-arrival', 'problems.roomRequired'))).toBeVisible();
  await page.getByTestId('room-picker-input').click();
  await page.getByTestId('room-picker-input').fill(NUMBERS.arrival);
  const option = page.locator(`[data-testid="room-option"][data-room="${NUMBERS.arrival}"]`);
  await expect(option).toContainText(fr('resident-arrival', 'roomPicker.vacantBadge'));
  await screenshot(page, info, 'arrival-2-room-picker-fr');
  await option.click();
  await expect(page.getByTestId('room-occupied')).toBeHidden();

  // Leaving mid-way asks first and keeps what was typed; coming back offers to continue.
  await page.getByRole('link', { name: fr('resident-arrival', 'backToList') }).click();
  await expect(page.getByRole('dialog', { name: fr('resident-arrival', 'leave.title') })).toBeVisible();
  await page.getByTestId('arrival-leave').click();
  await expect(page).toHaveURL('/admin/resident');
  await page.goto('/admin/resident/new');
  const resume = page.getByTestId('arrival-resume');
  await expect(resume).toContainText(`${first} ${last}`);
  await screenshot(page, info, 'arrival-resume-fr');
  await resume.getByTestId('arrival-continue').click();
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'room');
  await expect(page.getByTestId('room-picker-input')).toHaveValue(NUMBERS.arrival);
  await page.getByTestId('arrival-next').click();

  // Step 3: risk flags.
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'flags');
  await page.getByTestId('arrival-flag-fallRisk').click();
  await page.getByTestId('arrival-flag-verballyAbusive').click();
  await screenshot(page, info, 'arrival-3-flags-fr');
  await page.getByTestId('arrival-next').click();

  // Step 4: notes (6 rows, the limit shown).
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'notes');
  await expect(page.getByTestId('arrival-pre-note-0')).toHaveAttribute('rows', '6');
  await page.getByTestId('arrival-pre-note-0').fill(preNote);
  await page.getByTestId('arrival-post-note-0').fill(postNote);
  await expect(page.getByTestId('arrival-pre-notes')).toContainText(`${preNote.length} / 2000`);
  await screenshot(page, info, 'arrival-4-notes-fr');
  await page.getByTestId('arrival-next').click();

  // Step 5: the arrival clean is the room type's Pre-Clean routine, from now; then the review.
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'clean');
  await expect(page.getByTestId('arrival-clean-schedule')).toBeChecked();
  await expect(page.getByTestId('arrival-clean-type')).toHaveValue(arrivalCleanFr);
  const review = page.getByTestId('arrival-review');
  await expect(review.getByTestId('review-name')).toHaveText(`Mrs ${first} “Lili” ${last}`);
  await expect(review.getByTestId('review-resident-id')).toHaveText(residentId);
  await expect(review.getByTestId('review-room')).toHaveText(NUMBERS.arrival);
  await expect(review.getByTestId('review-flags')).toContainText(fr('resident-arrival', 'flags.fallRisk'));
  await expect(review.getByTestId('review-pre-notes')).toContainText(preNote);
  await expect(review.getByTestId('review-clean')).toContainText(arrivalCleanFr);
  // Edit goes back to a step with what was typed.
  await review.getByTestId('review-edit-who').click();
  await expect(page.getByTestId('arrival-first-name')).toHaveValue(first);
  for (let i = 0; i < 4; i++) await page.getByTestId('arrival-next').click();
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'clean');
  await expectAccessible(page, 'arrival review');
  await screenshot(page, info, 'arrival-5-review-fr');

  await page.getByTestId('arrival-save').click();
  await expect(page.getByText(fr('common', 'saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/resident\/edit\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('carehome.private.')))).toEqual([]);

  // The server has the resident in the room with the arrival clean asked from now.
  const room = await roomOf(request, roomId(NUMBERS.arrival));
  expect(room.outstandingTasks.map((t) => t.cleanType)).toEqual(['Arrival Clean']);
  expect(room.residents[0]?.preCleanNotes).toEqual([preNote]);
  expect(room.residents[0]?.photo).toBeTruthy();
  const displayName = room.residents[0]?.displayName as string;

  // The nurse's dashboard: the name, the flag letters and the arrival clean on the tile.
  await page.goto('/facility/roomdashboard');
  const nurseTile = tile(page, roomId(NUMBERS.arrival));
  await expect(nurseTile).toContainText(displayName);
  await expect(nurseTile.locator('.dash-flag')).toHaveText(['F', 'V']);
  await expect(nurseTile.getByRole('img', { name: fr('dashboard', 'flags.fallRisk') })).toBeVisible();
  await expect(nurseTile.locator('.dash-status')).toContainText(arrivalCleanFr);
  await screenshot(page, info, 'arrival-tile-fr');

  // The housekeeper's tablet: the tile asks for the arrival clean; a tap shows the Pre-Clean Summary.
  const tablet = await browser.newContext();
  const hk = await tablet.newPage();
  await signInByPin(hk, '1111');
  await expect(hk.getByTestId('room-grid')).toBeVisible();
  const hkTile = tile(hk, roomId(NUMBERS.arrival));
  await expect(hkTile.locator('.dash-status')).toContainText('Arrival Clean');
  await hkTile.click();
  const summary = hk.getByRole('dialog', { name: 'Pre-Clean Summary' });
  await expect(summary).toContainText(displayName);
  await expect(summary).toContainText(preNote);
  await expect(summary.getByRole('img', { name: 'Fall risk' })).toBeVisible();
  await screenshot(hk, info, 'arrival-pre-clean-summary');
  await tablet.close();
});

test('a resident ID already used sends the arrival back to the first step with the message beside the field', async ({ page }) => {
  await signInAs(page, EMAIL.nurse, 'en');
  await page.goto('/admin/resident/new');
  await page.getByTestId('arrival-first-name').fill('Second');
  await page.getByTestId('arrival-last-name').fill(`Copy${stamp}`);
  await page.getByTestId('arrival-resident-id').fill(`AR-${stamp}`);
  await page.getByTestId('arrival-next').click();
  await page.getByTestId('room-picker-input').click();
  await page.getByTestId('room-picker-input').fill(NUMBERS.arrival);
  const option = page.locator(`[data-testid="room-option"][data-room="${NUMBERS.arrival}"]`);
  // The room of the first test is occupied now: it says by whom, warns, and stays selectable.
  await expect(option).toContainText(`Arrivée${stamp}`);
  await option.click();
  await expect(page.getByTestId('room-occupied')).toContainText(`Arrivée${stamp}`);
  for (let i = 0; i < 3; i++) await page.getByTestId('arrival-next').click();
  await page.getByTestId('arrival-clean-none').click();
  await expect(page.getByTestId('review-clean')).toHaveText('No clean');
  await page.getByTestId('arrival-save').click();
  await expect(page.getByTestId('arrival-workflow')).toHaveAttribute('data-step', 'who');
  await expect(page.getByTestId('arrival-resident-id')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This ID is already used.').first()).toBeVisible();
  await expect(page).toHaveURL('/admin/resident/new');

  // The unsaved arrival waits on this computer, but not past a sign-out: the next person does not get it.
  const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('carehome.private.')));
  await expect.poll(drafts).toHaveLength(1);
  await signOut(page);
  await expect(page).toHaveURL('/login');
  expect(await drafts()).toEqual([]);
  await signInAs(page, EMAIL.nurse, 'en');
  await page.goto('/admin/resident/new');
  await expect(page.getByTestId('arrival-first-name')).toHaveValue('');
  await expect(page.getByTestId('arrival-resume')).toHaveCount(0);
});

test('a CSV import with one invalid row: the row is flagged with its reason and skipped, the others import and the list shows them', async ({
  page,
}, info) => {
  const ids = { a: `IM-${stamp}-1`, b: `IM-${stamp}-2`, bad: `IM-${stamp}-3` };
  const csv = [
    'Resident ID;Title;First name;Last name;Nickname;Room;Arrival date;Flags;Pre-clean note;Post-clean note',
    `${ids.a};Mr;Arthur;Import${stamp};;${NUMBERS.importA};2026-01-15;F E;Knock twice.;`,
    `${ids.b};Ms;Beatrice;Import${stamp};Bea;${NUMBERS.importB};2026-01-16;P;;Close the window.`,
    `${ids.bad};Mrs;Clara;Import${stamp};;NO-SUCH-ROOM-${stamp};2026-01-17;;;`,
  ].join('\n');
  await signInAs(page, EMAIL.nurse, 'en');
  await page.goto('/admin/resident/import');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Residents');
  await expect(page.getByTestId('import-check')).toBeDisabled();
  await page
    .getByTestId('import-file')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'residents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
    });
  await expect(page.getByTestId('import-file-name')).toHaveText('residents.csv');
  await expectAccessible(page, 'residents import: file');
  await screenshot(page, info, 'import-1-file');
  await page.getByTestId('import-check').click();
  // The template's headers: every column is matched, none left unused.
  await expect(page.getByTestId('mapping-count-unused')).toHaveText('0 columns not used');
  await page.getByTestId('import-check-rows').click();

  // The review: what each row would do; the invalid row says why and that it is skipped.
  const review = page.getByTestId('import-review');
  await expect(review.getByTestId('import-count-new')).toHaveText('2 new residents');
  await expect(review.getByTestId('import-count-error')).toHaveText('1 error');
  await expect(review.getByTestId('import-skipped-note')).toContainText('1 row has errors and will be skipped');
  await expect(review.locator('tr[data-action="new"]')).toHaveCount(2);
  const bad = review.locator('tr[data-action="error"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText(ids.bad);
  await expect(bad).toContainText('Room:');
  await expect(review.locator('tr[data-line="2"]')).toContainText('F E');
  await expectAccessible(page, 'residents import: review');
  await screenshot(page, info, 'import-2-review');

  await page.getByTestId('import-apply').click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('2 residents were imported.');
  await expect(result.getByTestId('import-count-error')).toHaveText('1 row skipped');
  await expect(result.getByTestId('import-skipped-table').locator('tbody tr')).toHaveCount(1);
  await expect(result.getByTestId('import-skipped-table')).toContainText(ids.bad);
  await screenshot(page, info, 'import-3-result');

  await result.getByTestId('import-to-list').click();
  await expect(page).toHaveURL('/admin/resident');
  await page.getByRole('searchbox', { name: 'Search Residents' }).fill(`Import${stamp}`);
  await expect(page.getByTestId(`resident-row-${ids.a}`)).toContainText(NUMBERS.importA);
  await expect(page.getByTestId(`resident-row-${ids.b}`)).toContainText(NUMBERS.importB);
  await expect(page.getByTestId(`resident-row-${ids.bad}`)).toHaveCount(0);
  await screenshot(page, info, 'import-4-list');
});
