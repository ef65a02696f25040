/*
 * The duplicate, permission and validation messages (the product's English texts) on the administration
 * screens (organizations, sites, staff members, system users, site layout, housekeeping
 * configuration), produced in the browser through the UI and asserted with the spec's English text.
 *
 * Coverage: where each message is produced and asserted. "here" = this file; the others are the
 * specs that already assert the exact text. Messages the spec quotes are in 'single quotes'; where
 * the spec only describes a rule, the app's text is given in «guillemets» (no spec wording to match).
 *
 * | Message                                                    | Screen — action                                              | Covered by |
 * |------------------------------------------------------------|--------------------------------------------------------------|------------|
 * | 'A value is required'                                      | onboarding — Next with an empty step                         | organizations.spec.ts:59, :65 |
 * |                                                            | new site — Create site with no name                          | organizations.spec.ts:230 |
 * |                                                            | new staff member — Create with empty fields                  | staff.spec.ts:166 |
 * |                                                            | new system user — Create with empty fields                   | staff.spec.ts:345 |
 * |                                                            | edit organization — Save with no name                        | here |
 * |                                                            | edit site — Save with no name                                | here |
 * |                                                            | site layout — Add room / Add area, Save with no name         | here |
 * |                                                            | housekeeping configuration — room type without a name, Save  | here |
 * |                                                            | room states — state without a name, Save                     | here |
 * |                                                            | room events — event without a name, Save                     | here |
 * | 'Incorrect Email'                                          | onboarding sponsor; organization supervisors; new staff      | organizations.spec.ts:78, :178; staff.spec.ts:188 |
 * |                                                            | housekeeping notifications (as «Incorrect Email: <value>»)   | housekeeping-config.spec.ts:275 |
 * |                                                            | new system user — Create with a wrong email                  | here |
 * | 'Value should be less than {max}'                          | site layout — room number of 41 characters (max 40)          | here |
 * |                                                            | site layout — area name of 81 characters (max 80)            | here |
 * |                                                            | site layout — CSV import, room number of 41 characters       | here |
 * |                                                            | housekeeping configuration — routine priority 5000           | here |
 * |                                                            | room states — order 5000; room shortcuts — order 5000        | here |
 * |                                                            | schedule 'Every' 5000 (housekeeping configuration)            | here |
 * | 'Value should be greater than {min}'                       | schedule 'Every' 0 (no other field of these screens can go under its minimum) | here |
 * | 'Crons expression is invalid'                              | housekeeping configuration — Cron routine                    | housekeeping-config.spec.ts:158 |
 * | 'Schedule is not set'                                      | housekeeping configuration — schedule JSON emptied           | here |
 * | schedule must be valid JSON «Schedule is not valid JSON»   | housekeeping configuration — schedule JSON                   | housekeeping-config.spec.ts:198 |
 * | duration required, non-zero «Duration is required and must not be zero» | Cron routine, duration 0                        | here |
 * | end after start «End time must be after start time»        | Absolute routine, bucket end before start                    | housekeeping-config.spec.ts:242 |
 * | due between start and end «Due time must be after the start time and before the end time» | bucket due after its end | here |
 * | end date ≥ start date «End date must be on or after the start date» | Absolute routine, end date before start date        | here |
 * | 'Invalid pin number'                                       | new staff member — PIN of letters or 2 digits                | staff.spec.ts:194 |
 * | uploads accept images only «Only images can be uploaded (JPEG, PNG, WebP, GIF, HEIC).» | organization logo | organizations.spec.ts:161 |
 * | room number unique in its area «This room number is already used in this area.» | site layout — Add room        | layout.spec.ts:56 |
 * | 'This staff ID is already used for another staff member.'  | new staff member                                             | staff.spec.ts:170 |
 * | 'This pin code is already used for another staff member.'  | new staff member                                             | staff.spec.ts:178 |
 * | 'This email is already used for another staff member.'     | new staff member; new system user; onboarding sponsor        | staff.spec.ts:183, :350; organizations.spec.ts:140 |
 * | 'This name is already used for another organization.'      | onboarding; edit organization                                | organizations.spec.ts:125, :211 |
 * | 'This ID is already used.'                                 | (resident ID: no screen in scope; the server never sends it) | — |
 * | 'You have no permission to edit System Users'              | system users — delete or change oneself                      | staff.spec.ts:383, :391 |
 * | 'You have cannot archive yourself'                         | edit staff member — archive oneself                          | staff.spec.ts:273 |
 * | higher role read-only «You cannot edit someone whose role is higher than yours.» | edit staff member (manager opens org admin) | staff.spec.ts:289 |
 * | 'Error: ' plus the server's text                           | new staff member (duplicate staff ID)                        | staff.spec.ts:172 |
 * | 'Room cannot be deleted'                                   | site layout — delete a room with history and schedule        | here |
 * | 'Error connecting to server.'                              | site layout — Add area while the server cannot be reached    | here |
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { EMAIL, signIn } from './helpers.ts';

/** Unique per run: the e2e server keeps its data across spec files. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

async function signedIn(page: Page, email: string): Promise<void> {
  // A form left changed asks before the page goes: accept, the test is done with it.
  page.on('dialog', (d) => void d.accept());
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/facility/staffschedule');
}

/** The error Mantine shows under a field (its id is the field's aria-describedby). */
const errorOf = (field: Locator) =>
  field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

test.describe('organizations, sites and system users', () => {
  test('an organization without a name is refused: A value is required', async ({ page }) => {
    await signedIn(page, EMAIL.admin);
    await page.goto('/admin/tenant');
    await page.getByRole('searchbox', { name: 'Search Organizations' }).fill('Maplewood Care Group');
    await page.getByRole('link', { name: 'Edit Maplewood Care Group' }).click();
    const name = page.getByRole('textbox', { name: 'Organization name' });
    await expect(name).toHaveValue('Maplewood Care Group');
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(name)).toBe('A value is required');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue('Maplewood Care Group');
  });

  test('a site without a name is refused: A value is required', async ({ page }) => {
    await signedIn(page, EMAIL.orgadmin);
    await page.goto('/admin/facilities');
    await page.getByRole('link', { name: 'Edit Maplewood House (Toronto)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Site' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Site name' });
    await expect(name).toHaveValue('Maplewood House (Toronto)');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(name)).toBe('A value is required');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue('Maplewood House (Toronto)');
  });

  test('a system user with a wrong email is refused: Incorrect Email', async ({ page }) => {
    await signedIn(page, EMAIL.admin);
    await page.goto('/admin/systemusers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New System User' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Wrong Email ${RUN}`);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill(`helper-${RUN}-at-provider`);
    await page.getByRole('button', { name: 'Create system user' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(email)).toBe('Incorrect Email');
    await expect(page).toHaveURL('/admin/systemusers/new');
  });
});

test.describe('site layout', () => {
  async function openLayout(page: Page) {
    await signedIn(page, EMAIL.manager);
    await page.goto('/admin/rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Layout' })).toBeVisible();
    await expect(page.getByTestId('rooms-table')).toBeVisible();
  }

  test('rooms and areas without a name or with a name too long are refused', async ({ page }) => {
    await openLayout(page);

    await page.getByRole('button', { name: 'Add room' }).click();
    const roomDialog = page.getByRole('dialog');
    const number = roomDialog.getByRole('textbox', { name: 'Room number' });
    await roomDialog.getByRole('button', { name: 'Save' }).click();
    expect(await errorOf(number)).toBe('A value is required');
    await number.fill(`R${RUN}`.padEnd(41, 'X'));
    await roomDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => errorOf(number)).toBe('Value should be less than 40');
    await roomDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(roomDialog).toBeHidden();

    await page.getByRole('button', { name: 'Add area' }).click();
    const areaDialog = page.getByRole('dialog');
    const area = areaDialog.getByRole('textbox', { name: 'Area name' });
    await areaDialog.getByRole('button', { name: 'Save' }).click();
    expect(await errorOf(area)).toBe('A value is required');
    await area.fill(`Area ${RUN}`.padEnd(81, 'x'));
    await areaDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => errorOf(area)).toBe('Value should be less than 80');
    await areaDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(areaDialog).toBeHidden();
    // Nothing was created.
    await expect(page.getByTestId('area-tree')).not.toContainText(`Area ${RUN}`);
  });

  test('a CSV line with a room number too long is refused in the review', async ({ page }) => {
    await openLayout(page);
    await page.getByRole('button', { name: 'Import rooms' }).first().click();
    const drawer = page.getByRole('dialog');
    const long = `R${RUN}`.padEnd(41, '9');
    await drawer.getByTestId('import-csv').fill(['Area,Room,Room type', `Import ${RUN} > Floor 1,${long},Resident Room`].join('\n'));
    await drawer.getByRole('button', { name: 'Check the file' }).click();
    const review = drawer.getByTestId('import-review');
    await expect(review).toContainText('1 error');
    await expect(review).toContainText('Value should be less than 40');
    await expect(drawer.getByRole('button', { name: /^Import \d+ room/ })).toBeDisabled();
  });

  test('a room with cleaning history is not deleted: Room cannot be deleted', async ({ page }) => {
    await openLayout(page);
    // Room 101 of the demo site has cleaning reports and is named in a staff assignment.
    await page.getByRole('searchbox', { name: 'Search Rooms' }).fill('101');
    const row = page.locator('tr[data-room="101"]');
    await row.getByRole('button', { name: 'Actions for room 101' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.locator('.mantine-Notification-description').getByText('Error: Room cannot be deleted', { exact: true }),
    ).toBeVisible();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search Rooms' }).fill('101');
    await expect(page.locator('tr[data-room="101"]')).toHaveAttribute('data-archived', 'false');
  });

  test('a save that cannot reach the server says Error connecting to server.', async ({ page }) => {
    await openLayout(page);
    await page.getByRole('button', { name: 'Add area' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Area name' }).fill(`Unreachable ${RUN}`);
    await page.route('**/api/facility/rooms', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.mantine-Notification-description').getByText('Error connecting to server.', { exact: true })).toBeVisible();
    await page.unroute('**/api/facility/rooms');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByTestId('area-tree')).not.toContainText(`Unreachable ${RUN}`);
  });
});

test.describe('housekeeping configuration', () => {
  // Nothing here is saved: every change is discarded, and the configuration stays as the demo has it.

  async function signInManager(page: Page) {
    await signedIn(page, EMAIL.manager);
  }

  async function openConfig(page: Page) {
    await page.goto('/admin/housekeepingconfig');
    await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Configuration' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Room type name' })).toHaveValue('Resident Room');
  }

  /** Opens the first routine (Clean of Resident Room) and its schedule tab. */
  async function openCleanSchedule(page: Page) {
    const row = page.getByTestId('routine-row').first();
    await expect(row).toContainText('Clean');
    const toggle = row.locator('button[aria-expanded]').first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByRole('tab', { name: 'Schedule' }).click();
  }

  async function chooseLabel(page: Page, label: string) {
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
  }

  /** Toasts (top right) cover the header's buttons; hovering one keeps it open. */
  async function toastsGone(page: Page) {
    await page.mouse.move(600, 700);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  }

  async function trySave(page: Page) {
    await toastsGone(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  async function discard(page: Page) {
    await toastsGone(page);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByTestId('unsaved-badge')).toHaveCount(0);
  }

  test('schedule rules: due time, end date, duration and a schedule not set', async ({ page }) => {
    await signInManager(page);
    await openConfig(page);
    await openCleanSchedule(page);

    // Absolute, daily 07:00, due 12:00, until 15:00 from 2026-01-01.
    const due = page.getByRole('textbox', { name: 'Due time of time bucket 1' });
    await expect(due).toHaveValue('12:00');
    await due.fill('16:00');
    await due.press('Tab');
    await expect.poll(() => errorOf(due)).toBe('Due time must be after the start time and before the end time');
    await due.fill('12:00');
    await due.press('Tab');
    await expect.poll(() => errorOf(due)).toBe('');

    const endDate = page.getByLabel('End date', { exact: true });
    await endDate.fill('2025-12-31');
    await expect(page.getByText('End date must be on or after the start date', { exact: true })).toBeVisible();

    await chooseLabel(page, 'Cron');
    const duration = page.getByRole('textbox', { name: 'Duration (minutes)' });
    await duration.fill('0');
    await expect.poll(() => errorOf(duration)).toBe('Duration is required and must not be zero');

    await chooseLabel(page, 'JSON');
    const json = page.getByRole('textbox', { name: 'Schedule as JSON' });
    await expect(json).toHaveValue(/"type": "Cron"/);
    await json.fill('');
    await expect(page.getByTestId('schedule-json-problems')).toHaveText('Schedule is not set');

    await discard(page);
  });

  test('a room type without a name and a priority too high are refused on save', async ({ page }) => {
    await signInManager(page);
    await openConfig(page);
    const name = page.getByRole('textbox', { name: 'Room type name' });
    await name.fill('');
    const row = page.getByTestId('routine-row').first();
    const toggle = row.locator('button[aria-expanded]').first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByRole('tab', { name: 'General' }).click();
    const priority = page.getByRole('textbox', { name: 'Priority' });
    await priority.fill('5000');
    await trySave(page);
    const summary = page.getByTestId('problem-summary');
    await expect(summary).toContainText('Room type without a name — A value is required');
    await expect(summary).toContainText('Clean — Value should be less than 1000');
    await expect.poll(() => errorOf(name)).toBe('A value is required');
    await expect.poll(() => errorOf(priority)).toBe('Value should be less than 1000');
    await discard(page);
    await expect(name).toHaveValue('Resident Room');
  });

  test('a room state without a name or with an order too high is refused on save', async ({ page }) => {
    await signInManager(page);
    await page.goto('/admin/roomstateconfig');
    await expect(page.getByRole('heading', { level: 1, name: 'Room States' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Isolation' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'State name' }).fill('');
    await drawer.getByRole('textbox', { name: 'Order', exact: true }).fill('5000');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await trySave(page);
    const summary = page.getByTestId('problem-summary');
    await expect(summary).toContainText('Room states › State without a name — A value is required');
    await expect(summary).toContainText('Room states › State without a name — Value should be less than 1000');
    // The save opens the state at its first problem, with the messages beside the fields.
    await expect(drawer).toBeVisible();
    await expect.poll(() => errorOf(drawer.getByRole('textbox', { name: 'State name' }))).toBe('A value is required');
    await expect.poll(() => errorOf(drawer.getByRole('textbox', { name: 'Order', exact: true }))).toBe('Value should be less than 1000');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await discard(page);
    await expect(page.getByTestId('room-states-table')).toContainText('Isolation');
  });

  test('a room event without a name is refused on save', async ({ page }) => {
    await signInManager(page);
    await page.goto('/admin/roomeventconfig');
    await expect(page.getByRole('heading', { level: 1, name: 'Room Events' })).toBeVisible();
    await page.getByRole('button', { name: 'Add room event' }).click();
    const name = page.getByRole('textbox', { name: /^Name of event \d+$/ }).last();
    await expect(name).toHaveValue('');
    await trySave(page);
    await expect(page.getByTestId('problem-summary')).toContainText('Room events › Event without a name — A value is required');
    await expect.poll(() => errorOf(name)).toBe('A value is required');
    await discard(page);
  });

  test('a shortcut order too high is refused on save', async ({ page }) => {
    await signInManager(page);
    await page.goto('/admin/housekeepingshortcuts');
    await expect(page.getByRole('heading', { level: 1, name: 'Room Shortcuts' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Order of Clean', exact: true }).fill('5000');
    await trySave(page);
    await expect(page.getByTestId('problem-summary')).toContainText('Resident Room › Clean — Value should be less than 1000');
    await discard(page);
  });

  // The schedule forms word the bounds of a number as the product's generic messages do ('Value should be less than …'; packages/domain/src/schedules/problems.ts).
  test("a schedule's 'Every' under its minimum reads 'Value should be greater than {min}'", async ({ page }) => {
    await signInManager(page);
    await openConfig(page);
    await openCleanSchedule(page);
    const every = page.getByRole('textbox', { name: 'Every', exact: true });
    await every.fill('0');
    await expect(every).toHaveAttribute('aria-invalid', 'true');
    try {
      await expect.poll(() => errorOf(every), { timeout: 3_000 }).toMatch(/^Value should be greater than \d+$/);
    } finally {
      await discard(page);
    }
  });

  test("a schedule's 'Every' over its maximum reads 'Value should be less than {max}'", async ({ page }) => {
    await signInManager(page);
    await openConfig(page);
    await openCleanSchedule(page);
    const every = page.getByRole('textbox', { name: 'Every', exact: true });
    await every.fill('5000');
    await expect(every).toHaveAttribute('aria-invalid', 'true');
    try {
      await expect.poll(() => errorOf(every), { timeout: 3_000 }).toBe('Value should be less than 1000');
    } finally {
      await discard(page);
    }
  });
});
