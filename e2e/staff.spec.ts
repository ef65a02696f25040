import { expect, type Page, test } from '@playwright/test';
import { expectAccessible as axeCheck, EMAIL, screenshot, signIn } from './helpers.ts';

// The e2e server keeps its data for the whole run: every name, staff ID, PIN and email is unique per run.
const RUN = String(Date.now()).slice(-6);
let seq = 0;
const unique = () => `${RUN}${++seq}`;
/** A 6-digit PIN no demo PIN (4 digits) and no other run's PIN collides with. */
const uniquePin = () => `${((Number(RUN) + ++seq * 7919) % 900_000) + 100_000}`;

// A duplicate names the site that has it; the PIN answer names nothing (it must not be an oracle).
const DUP_STAFF_ID = 'This staff ID is already used for another staff member at Maplewood House (Toronto).';
const DUP_PIN = 'This pin code is already used for another staff member.';
const DUP_EMAIL = 'This email is already used for another staff member at Maplewood House (Toronto).';
/** A system user's email is checked against the whole platform: no site to name. */
const DUP_EMAIL_ANYWHERE = 'This email is already used for another staff member.';

async function signedIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/facility/staffschedule');
}

/**
 * The axe check with the pointer parked in a corner: a hovered primary button is a shade lighter
 * (see the report about the theme), which would make the check depend on where the last click was.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  await axeCheck(page, what);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const pinField = (page: Page) => page.getByLabel('PIN', { exact: true });

async function choose(page: Page, label: string, option: string): Promise<void> {
  // Scoped to the screen: the header's site switch is also named 'Site'.
  await page.getByRole('main').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface NewMember {
  staffId: string;
  first: string;
  last: string;
  position?: string;
  email?: string;
  pin?: string;
  role?: string;
}

async function fillNew(page: Page, m: NewMember): Promise<void> {
  await page.goto('/admin/staff/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Staff Member' })).toBeVisible();
  // A generated PIN is the default: wait for it, then keep the one asked for (or none).
  await expect(pinField(page)).toHaveValue(/^\d{6}$/);
  await pinField(page).fill(m.pin ?? '');
  await field(page, 'Staff ID').fill(m.staffId);
  await field(page, 'First name').fill(m.first);
  await field(page, 'Last name').fill(m.last);
  if (m.position) await field(page, 'Position').fill(m.position);
  if (m.email) await field(page, 'Email').fill(m.email);
  if (m.role) await choose(page, 'Role', m.role);
}

async function create(page: Page, m: NewMember): Promise<void> {
  await fillNew(page, m);
  await page.getByRole('button', { name: 'Create staff member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('member-name')).toHaveText(`${m.first} ${m.last}`);
}

async function openMember(page: Page, search: string, staffId: string): Promise<void> {
  await page.goto('/admin/staff');
  await page.getByRole('searchbox', { name: 'Search staff members' }).fill(search);
  await page.getByTestId(`staff-row-${staffId}`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
}

test.describe('staff members', () => {
  test('the list is searchable and sortable, with sign-in badges and statuses', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staff Members' }).click();
    await expect(page).toHaveURL('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Members' })).toBeVisible();
    const table = page.getByRole('table', { name: 'staff members' });
    await expect(page.getByTestId('staff-row-E-1006')).toContainText('Santos, Rosa');
    await expect(page.getByTestId('staff-row-E-1006')).toContainText('Staff');
    await expect(page.getByTestId('staff-row-E-1006')).toContainText('PIN');
    await expect(page.getByTestId('staff-row-E-1002')).toContainText('Password');
    await expect(page.getByTestId('staff-row-E-1002')).toContainText('You');
    // A site-level role sees only its own site's staff.
    await expect(page.getByTestId('staff-row-E-2001')).toHaveCount(0);
    await expectAccessible(page, 'staff list');
    await screenshot(page, info, 'staff-list');

    // Search narrows the table (after the 200 ms debounce).
    const rows = table.locator('tbody tr');
    const before = await rows.count();
    expect(before).toBeGreaterThan(3);
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill('okafor');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Okafor, Grace');
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill('E-100');
    await expect(rows).toHaveCount(8);
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill('no such person');
    await expect(page.getByText('Nothing matches the search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill('');

    // Sorting by staff ID, both ways (other browser tests add members to this site, so the order is
    // checked rather than a first row).
    const staffIds = async () =>
      (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid') ?? ''))).map((t) => t.replace('staff-row-', ''));
    const byId = (ids: string[]) => [...ids].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
    await table.getByRole('button', { name: 'Staff ID' }).click();
    await expect
      .poll(async () => {
        const ids = await staffIds();
        return ids.join() === byId(ids).join();
      })
      .toBe(true);
    await table.getByRole('button', { name: 'Staff ID' }).click();
    await expect
      .poll(async () => {
        const ids = await staffIds();
        return ids.join() === byId(ids).reverse().join();
      })
      .toBe(true);

    // The name is a link for the keyboard; a row opens the member.
    await page.getByRole('link', { name: 'Okafor, Grace' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
    await expect(field(page, 'Staff ID')).toHaveValue('E-1005');
  });

  test('a manager creates a housekeeper with a PIN and a nurse with an email', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    const id = unique();
    await fillNew(page, { staffId: `H-${id}`, first: 'Ana', last: `Lopez${id}`, position: 'Housekeeper', pin: uniquePin() });
    await expect(page.getByRole('textbox', { name: 'Site' })).toHaveValue('Maplewood House (Toronto)');
    await expectAccessible(page, 'new staff member');
    await screenshot(page, info, 'staff-new');
    await page.getByRole('button', { name: 'Create staff member' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
    await expect(page.getByTestId('pin-status')).toHaveText('PIN set');
    await expect(pinField(page)).toHaveValue('');
    await expect(page.getByTestId('password-status')).toHaveText('No password yet');
    // No email: no invitation.
    await expect(page.getByRole('button', { name: 'Send invitation to set a password' })).toHaveCount(0);

    const nurse = unique();
    await create(page, {
      staffId: `N-${nurse}`,
      first: 'Nadia',
      last: `Haddad${nurse}`,
      email: `nadia.${nurse}@maplewood.example`,
      position: 'Registered Nurse',
      role: 'Nursing',
    });
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Nursing');
    await expect(page.getByTestId('pin-status')).toHaveText('No PIN');
    await expectAccessible(page, 'edit staff member');
    await screenshot(page, info, 'staff-edit');
    await page.getByRole('button', { name: 'Send invitation to set a password' }).click();
    await expect(page.getByText(`Invitation sent to nadia.${nurse}@maplewood.example.`)).toBeVisible();

    // Both are in the list.
    await page.getByRole('link', { name: 'Back to staff members' }).click();
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill(RUN);
    await expect(page.getByTestId(`staff-row-H-${id}`)).toContainText('PIN');
    await expect(page.getByTestId(`staff-row-N-${nurse}`)).toContainText(`nadia.${nurse}@maplewood.example`);
  });

  test('duplicates and a wrong PIN are refused with the spec messages beside their fields', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    const id = unique();
    const create = page.getByRole('button', { name: 'Create staff member' });

    // Required fields first, from the client.
    await page.goto('/admin/staff/new');
    await create.click();
    await expect(page.getByText('A value is required')).toHaveCount(3);

    await fillNew(page, { staffId: 'E-1006', first: 'Dup', last: `Licate${id}` });
    await create.click();
    await expect(page.getByText(DUP_STAFF_ID, { exact: true })).toBeVisible();
    await expect(field(page, 'Staff ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`Error: ${DUP_STAFF_ID}`)).toBeVisible();

    await field(page, 'Staff ID').fill(`D-${id}`);
    await expect(page.getByText(DUP_STAFF_ID, { exact: true })).toHaveCount(0);
    // A demo PIN (four digits) is refused for its length before anything else: no 'already used' answer.
    await pinField(page).fill('1111');
    await create.click();
    await expect(page.getByText('A new PIN needs at least 6 digits.', { exact: true })).toBeVisible();
    await expect(page.getByText(DUP_PIN, { exact: true })).toHaveCount(0);

    await pinField(page).fill('');
    await field(page, 'Email').fill('nurse@maplewood.example');
    await create.click();
    await expect(page.getByText(DUP_EMAIL, { exact: true })).toBeVisible();
    await screenshot(page, info, 'staff-duplicates');

    await field(page, 'Email').fill('not-an-email');
    await create.click();
    await expect(page.getByText('Incorrect Email', { exact: true })).toBeVisible();
    await field(page, 'Email').fill('');

    for (const wrong of ['12', '12a4', '12-34']) {
      await pinField(page).fill(wrong);
      await create.click();
      await expect(page.getByText('Invalid pin number', { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL('/admin/staff/new');
  });

  test('a member is edited: position, PIN replaced then removed, role', async ({ page }) => {
    await signedIn(page, EMAIL.manager);
    const id = unique();
    await create(page, { staffId: `C-${id}`, first: 'Chris', last: `Ng${id}`, pin: uniquePin() });

    await openMember(page, `Ng${id}`, `C-${id}`);
    await field(page, 'Position').fill('Night housekeeper');
    await expect(page.getByTestId('dirty-state')).toHaveText('You have unsaved changes.');
    // Leaving with changes asks first.
    await page.getByRole('link', { name: 'Back to staff members' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/admin\/staff\/edit\//);
    // Typing waits for the dialog to close: it gives the focus back to the link as it goes.
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeHidden();

    await pinField(page).fill(uniquePin());
    await choose(page, 'Role', 'Lead housekeeper');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('dirty-state')).toHaveText('All changes are saved.');
    await expect(pinField(page)).toHaveValue('');

    await page.reload();
    await expect(field(page, 'Position')).toHaveValue('Night housekeeper');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Lead housekeeper');
    await expect(page.getByTestId('pin-status')).toHaveText('PIN set');

    await page.getByRole('button', { name: 'Remove PIN' }).click();
    await expect(page.getByText('The PIN will be removed when you save.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pin-status')).toHaveText('No PIN');
    await page.goto('/admin/staff');
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill(`Ng${id}`);
    await expect(page.getByTestId(`staff-row-C-${id}`)).toContainText('None yet');
    await expect(page.getByTestId(`staff-row-C-${id}`)).toContainText('Night housekeeper');
  });

  test('a member is archived and restored; the list hides archived members unless asked', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    const id = unique();
    await create(page, { staffId: `A-${id}`, first: 'Archie', last: `Vale${id}` });

    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Archive Archie Vale${id}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'archive confirmation');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Archie Vale${id} is archived.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeVisible();

    await page.goto('/admin/staff');
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill(`Vale${id}`);
    await expect(page.getByTestId(`staff-row-A-${id}`)).toHaveCount(0);
    await page.getByRole('switch', { name: /^Show archived \(\d+\)$/ }).click();
    await expect(page.getByTestId(`staff-row-A-${id}`)).toContainText('Archived');
    await screenshot(page, info, 'staff-list-archived');

    await page.getByTestId(`staff-row-A-${id}`).click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Restore Archie Vale${id}?` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText(`Archie Vale${id} is restored.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  });

  test('nobody archives themselves, and limited roles cannot edit higher roles', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    await openMember(page, 'Tremblay', 'E-1002');
    await expect(page.getByTestId('member-name')).toHaveText('Marc Tremblay');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByTestId('archive-error')).toHaveText('Error: You have cannot archive yourself');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, info, 'staff-archive-self');

    // The manager's roles: no Organization administrator.
    await page.goto('/admin/staff/new');
    await page.getByRole('combobox', { name: 'Role' }).click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const offered = await options.allInnerTexts();
    expect(offered.map((o) => o.trim())).toEqual(['Staff manager', 'Supervisor', 'Lead housekeeper', 'Nursing', 'Staff']);
    expect(offered).not.toContain('Organization administrator');
    await page.keyboard.press('Escape');

    // The organization administrator is shown, read-only.
    await openMember(page, 'Chen', 'E-1001');
    await expect(page.getByTestId('read-only')).toContainText('You cannot edit someone whose role is higher than yours.');
    await expect(field(page, 'Staff ID')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'read-only staff member');
    await screenshot(page, info, 'staff-read-only');
  });

  test('an organization administrator sees every site and can move a member to another site', async ({ page }, info) => {
    await signedIn(page, EMAIL.orgadmin);
    await page.goto('/admin/staff');
    await expect(page.getByTestId('staff-row-E-2001')).toContainText('Seaview Lodge (Vancouver)');
    await expect(page.getByTestId('staff-row-E-1006')).toContainText('Maplewood House (Toronto)');
    await page.getByTestId('staff-site-filter').click();
    await page.getByRole('option', { name: 'Seaview Lodge (Vancouver)' }).click();
    await expect(page.getByTestId('staff-row-E-1006')).toHaveCount(0);
    await expect(page.getByTestId('staff-row-E-2002')).toBeVisible();
    await screenshot(page, info, 'staff-list-organization');

    const id = unique();
    await fillNew(page, { staffId: `V-${id}`, first: 'Val', last: `Moreau${id}`, role: 'Tablet registration' });
    await choose(page, 'Site', 'Seaview Lodge (Vancouver)');
    // The restricted area lists the chosen site's areas as paths.
    await page.getByTestId('restricted-area').click();
    await page.getByRole('option', { name: 'Main Building › Ground Floor' }).click();
    await page.getByRole('switch', { name: 'Allow sign-in away from the site' }).click();
    await expect(page.getByRole('switch', { name: 'Allow sign-in away from the site' })).toBeChecked();
    await page.getByRole('button', { name: 'Create staff member' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Site' })).toHaveValue('Seaview Lodge (Vancouver)');
    await expect(page.getByTestId('restricted-area')).toHaveValue('Main Building › Ground Floor');
    await expect(page.getByRole('switch', { name: 'Allow sign-in away from the site' })).toBeChecked();
    await expectAccessible(page, 'edit staff member (organization)');
    await page.getByRole('region', { name: 'Role and site' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await screenshot(page, info, 'staff-edit-role-restrictions');
  });
});

test.describe('system users', () => {
  test('a provider administrator creates, edits and deletes a system user', async ({ page }, info) => {
    await signedIn(page, EMAIL.admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'System Users' }).click();
    await expect(page).toHaveURL('/admin/systemusers');
    await expect(page.getByRole('heading', { level: 1, name: 'System Users' })).toBeVisible();
    await expect(page.getByTestId(`system-user-row-${EMAIL.admin}`)).toContainText('You');
    await expect(page.getByTestId(`system-user-row-${EMAIL.assistant}`)).toContainText('Multi-site assistant');
    await expectAccessible(page, 'system users');
    await screenshot(page, info, 'system-users');

    const id = unique();
    const email = `helper.${id}@provider.example`;
    await page.getByRole('link', { name: 'New system user' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New System User' })).toBeVisible();
    await page.getByRole('button', { name: 'Create system user' }).click();
    await expect(page.getByText('A value is required')).toHaveCount(2);
    await field(page, 'Name').fill(`Helper ${id}`);
    await field(page, 'Email').fill(EMAIL.manager);
    await expectAccessible(page, 'new system user');
    await page.getByRole('button', { name: 'Create system user' }).click();
    await expect(page.getByText(DUP_EMAIL_ANYWHERE, { exact: true })).toBeVisible();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Create system user' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit System User' })).toBeVisible();
    await expect(page.getByTestId('password-status')).toHaveText('Invitation sent');

    await field(page, 'Name').fill(`Helper ${id} Renamed`);
    await choose(page, 'Role', 'Provider administrator');
    await expectAccessible(page, 'edit system user');
    await screenshot(page, info, 'system-user-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Back to system users' }).click();
    await expect(page.getByTestId(`system-user-row-${email}`)).toContainText(`Helper ${id} Renamed`);
    await expect(page.getByTestId(`system-user-row-${email}`)).toContainText('Provider administrator');
    await page.getByTestId(`system-user-row-${email}`).click();
    await page.getByTestId('delete').click();
    const dialog = page.getByRole('dialog', { name: `Delete Helper ${id} Renamed?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/admin/systemusers');
    await expect(page.getByText(`Helper ${id} Renamed is deleted.`)).toBeVisible();
    await expect(page.getByTestId(`system-user-row-${email}`)).toHaveCount(0);
  });

  test('the signed-in system user cannot change or delete themselves', async ({ page }) => {
    // The refused change leaves the form changed: accept the browser's leave prompt on reload.
    page.on('dialog', (d) => void d.accept());
    await signedIn(page, EMAIL.admin);
    await page.goto('/admin/systemusers');
    await page.getByRole('button', { name: 'Delete Alex Morgan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('delete-error')).toHaveText('Error: You have no permission to edit System Users');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId(`system-user-row-${EMAIL.admin}`).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit System User' })).toBeVisible();
    await expect(page.getByTestId('self-notice')).toBeVisible();
    await field(page, 'Name').fill('Alex Morgan-Smith');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Error: You have no permission to edit System Users');
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('Alex Morgan');
  });
});

test.describe('generated PINs', () => {
  test('a new staff member starts with a generated PIN; a demo PIN of four digits is marked for a new one', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    await page.goto('/admin/staff/new');
    await expect(pinField(page)).toHaveValue(/^\d{6}$/);
    await expect(page.getByText('A new PIN that no one in your organization has.', { exact: false })).toBeVisible();
    await page.goto('/admin/staff');
    await expect(page.getByTestId('staff-row-E-1006').getByTestId('new-pin-needed')).toHaveText('Needs a new PIN');
    await expectAccessible(page, 'staff list with a PIN to replace');
    await screenshot(page, info, 'staff-new-pin-needed');
    await page.getByTestId('staff-row-E-1006').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
    await expect(page.getByTestId('new-pin-needed')).toBeVisible();
    await pinField(page).fill('4321');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('A new PIN needs at least 6 digits.', { exact: true })).toBeVisible();
    await screenshot(page, info, 'staff-edit-new-pin-needed');
  });

  test('a manager generates a free PIN and creates a staff member with it', async ({ page }, info) => {
    await signedIn(page, EMAIL.manager);
    const id = unique();
    await fillNew(page, { staffId: `G-${id}`, first: 'Gabriel', last: `Moreau${id}` });
    await page.getByRole('button', { name: 'Generate a PIN' }).click();
    await expect(pinField(page)).toHaveValue(/^\d{6}$/);
    // Shown in clear, so the manager can tell the person.
    await expect(pinField(page)).toHaveAttribute('type', 'text');
    await expect(page.getByText('A new PIN that no one in your organization has.', { exact: false })).toBeVisible();
    await expectAccessible(page, 'generated PIN');
    await screenshot(page, info, 'staff-generated-pin');
    await page.getByRole('button', { name: 'Create staff member' }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Staff Member' })).toBeVisible();
    await expect(page.getByTestId('pin-status')).toHaveText('PIN set');

    await page.getByRole('link', { name: 'Back to staff members' }).click();
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill(`Moreau${id}`);
    await expect(page.getByTestId(`staff-row-G-${id}`)).toContainText('PIN');
  });
});
