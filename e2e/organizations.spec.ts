import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn } from './helpers.ts';

/** Unique per run, so the spec passes again on a database that already has its organizations. */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const NOT_EMPTY = 'This site has rooms, staff or history. Only an empty site can be deleted.';

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: { token: string } }).token.token;
}

/** Onboards an organization through the API, for the tests that work on one. */
async function onboardByApi(request: APIRequestContext, name: string): Promise<string> {
  const bearer = await token(request, EMAIL.admin);
  const res = await request.post('/api/tenant/create', {
    headers: { authorization: `Bearer ${bearer}` },
    data: {
      tenant: { name },
      site: { name: `${name} House`, timeZone: 'America/Toronto' },
      sponsor: { firstName: 'Api', lastName: 'Sponsor', email: `sponsor-${RUN}-${Math.floor(Math.random() * 1e6)}@example.com` },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { tenant: { id: string } }).tenant.id;
}

async function pickOption(page: Page, combobox: string, option: string | RegExp, search?: string): Promise<void> {
  const box = page.getByRole('combobox', { name: combobox });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

async function signInAt(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL('/facility/staffschedule');
}

test.describe('organizations (provider administrators)', () => {
  test('onboards an organization through the four steps and opens it', async ({ page }, info) => {
    const name = `Windermere Care ${RUN}`;
    const sponsorEmail = `dana.${RUN}@harbourview.example`;
    await signInAt(page, EMAIL.admin);
    await page.goto('/admin/onboardtenant');
    await expect(page.getByRole('heading', { level: 1, name: 'Onboard Organization' })).toBeVisible();
    await expect(page.getByTestId('onboard-step-organization')).toBeVisible();
    await expectAccessible(page, 'onboarding: organization');
    await screenshot(page, info, 'onboard-1-organization');

    // Each step is checked before going on.
    const next = page.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(page.getByText('A value is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Organization name' }).fill(name);
    await next.click();

    await expect(page.getByTestId('onboard-step-site')).toBeVisible();
    await next.click();
    await expect(page.getByText('A value is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Site name' }).fill('Harbourview Lodge (Halifax)');
    await pickOption(page, 'Time zone', /^America\/Halifax/, 'halifax');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/America\/Halifax \(UTC-0[34]:00\)/);
    await expectAccessible(page, 'onboarding: site');
    await screenshot(page, info, 'onboard-2-site');
    await next.click();

    await expect(page.getByTestId('onboard-step-sponsor')).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Whitfield');
    await page.getByRole('textbox', { name: 'Email' }).fill('dana-at-harbourview');
    await next.click();
    await expect(page.getByText('Incorrect Email')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(sponsorEmail);
    await pickOption(page, 'Language of the invitation', 'Français');
    await screenshot(page, info, 'onboard-3-sponsor');
    await next.click();

    const review = page.getByTestId('onboard-step-review');
    await expect(review).toContainText(name);
    await expect(review).toContainText('Harbourview Lodge (Halifax)');
    await expect(review).toContainText('America/Halifax');
    await expect(review).toContainText('Dana Whitfield');
    await expect(review).toContainText(sponsorEmail);
    await expect(review).toContainText('Français');
    await expectAccessible(page, 'onboarding: review');
    await screenshot(page, info, 'onboard-4-review');

    // Back to a step from the review, and on again.
    await review.getByRole('button', { name: 'Edit First site' }).click();
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue('Harbourview Lodge (Halifax)');
    await next.click();
    await next.click();
    await page.getByRole('button', { name: 'Create organization' }).click();

    const done = page.getByTestId('onboard-success');
    await expect(done).toBeVisible();
    await expect(done.getByRole('heading', { name: `${name} is ready` })).toBeVisible();
    await expect(done).toContainText(`An invitation to set a password was sent to ${sponsorEmail}`);
    await expect(done).toContainText('Organization administrator');
    await expectAccessible(page, 'onboarding: done');
    await screenshot(page, info, 'onboard-5-done');

    await done.getByRole('button', { name: 'Open this organization' }).click();
    await expect(page).toHaveURL('/admin/facilities');
    await expect(page.getByTestId('organization-switch')).toHaveValue(name);
    await expect(page.getByTestId('sites-table')).toContainText('Harbourview Lodge (Halifax)');

    // The new organization is in the list.
    await page.goto('/admin/tenant');
    await expect(page.getByTestId('tenants-table')).toContainText(name);
  });

  test('a name already used and a sponsor email already used are refused at their step', async ({ page }, info) => {
    await signInAt(page, EMAIL.admin);
    await page.goto('/admin/onboardtenant');
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Maplewood Care Group');
    await next.click();
    await expect(page.getByText('This name is already used for another organization.')).toBeVisible();
    await expect(page.getByTestId('onboard-step-organization')).toBeVisible();
    await screenshot(page, info, 'onboard-duplicate-name');

    // The server's refusal sends the user back to the step of the field.
    await page.getByRole('textbox', { name: 'Organization name' }).fill(`Willow Duplicate Care ${RUN}`);
    await next.click();
    await page.getByRole('textbox', { name: 'Site name' }).fill('Somewhere House');
    await next.click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Olive');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL.orgadmin);
    await next.click();
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByTestId('onboard-step-sponsor')).toBeVisible();
    await expect(page.getByText('This email is already used for another staff member.')).toBeVisible();
  });

  test('edits the report colours, logo and supervisors of an organization', async ({ page, request }, info) => {
    const name = `Westhaven Homes ${RUN}`;
    const id = await onboardByApi(request, name);
    await signInAt(page, EMAIL.admin);
    await page.goto('/admin/tenant');
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(page.getByTestId('tenants-table')).toContainText('Maplewood Care Group');
    await expectAccessible(page, 'organizations');
    await screenshot(page, info, 'organizations');

    await page.getByRole('searchbox', { name: 'Search Organizations' }).fill('Westhaven');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/admin/tenant/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Organization' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue(name);

    // A file that is not an image is refused with the server's message.
    await page.getByTestId('logo-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByTestId('logo-error')).toContainText('Only images can be uploaded (JPEG, PNG, WebP, GIF, HEIC).');
    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('logo-preview').getByRole('img', { name: `Logo of ${name}` })).toBeVisible();

    const header = page.getByRole('textbox', { name: 'Header background' });
    await header.fill('#5B2C6F');
    await header.press('Tab');
    const preview = page.getByTestId('report-preview');
    await expect(preview.locator('thead tr')).toHaveCSS('background-color', 'rgb(91, 44, 111)');
    const alternate = page.getByRole('textbox', { name: 'Alternate background' });
    await alternate.fill('#FFF7E6');
    await alternate.press('Tab');
    await expect(preview.locator('tbody tr').nth(1)).toHaveCSS('background-color', 'rgb(255, 247, 230)');

    await page.getByRole('button', { name: 'Add supervisor' }).click();
    await page.getByRole('textbox', { name: 'Supervisor email 1' }).fill('night-supervisor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Incorrect Email')).toBeVisible();
    await page.getByRole('textbox', { name: 'Supervisor email 1' }).fill('Night.Supervisor@westhaven.example');
    await page.getByRole('button', { name: 'Add supervisor' }).click();
    await page.getByRole('textbox', { name: 'Supervisor email 2' }).fill('night.supervisor@westhaven.example');
    await expectAccessible(page, 'organization edit');
    await screenshot(page, info, 'organization-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Header background' })).toHaveValue('#5B2C6F');
    await expect(page.getByRole('textbox', { name: 'Alternate background' })).toHaveValue('#FFF7E6');
    await expect(page.getByTestId('logo-preview').getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
    // The same address twice is kept once.
    await expect(page.getByRole('textbox', { name: 'Supervisor email 1' })).toHaveValue('night.supervisor@westhaven.example');
    await expect(page.getByRole('textbox', { name: 'Supervisor email 2' })).toHaveCount(0);
    await screenshot(page, info, 'organization-edit-saved');
    await page.goto('/admin/tenant');
    await expect(page.getByTestId('tenants-table').getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
    await screenshot(page, info, 'organizations-with-logo');
    await page.goto(`/admin/tenant/edit/${id}`);

    // Leaving a changed form asks first.
    await page.getByRole('textbox', { name: 'Organization name' }).fill(`${name} (renamed)`);
    await page.getByRole('link', { name: 'Organizations' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave and lose changes' }).click();
    await expect(page).toHaveURL('/admin/tenant');

    // A name already used is refused beside the field.
    await page.goto(`/admin/tenant/edit/${id}`);
    await page.getByRole('textbox', { name: 'Organization name' }).fill('maplewood care group');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.mantine-InputWrapper-error').getByText('This name is already used for another organization.'),
    ).toBeVisible();
  });
});

test.describe('sites (organization administrators)', () => {
  test('creates a site from Toronto, manages its API key, and deletes it', async ({ page }, info) => {
    const name = `Lakeshore Annex ${RUN}`;
    await signInAt(page, EMAIL.orgadmin);
    await page.goto('/admin/facilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Sites' })).toBeVisible();
    const table = page.getByTestId('sites-table');
    await expect(table).toContainText('Maplewood House (Toronto)');
    await expect(table).toContainText('Seaview Lodge (Vancouver)');
    await expectAccessible(page, 'sites');
    await screenshot(page, info, 'sites');

    await page.getByRole('link', { name: 'New site' }).click();
    await expect(page).toHaveURL('/admin/facilities/new');
    await page.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByText('A value is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Site name' }).fill(name);
    await pickOption(page, 'Time zone', /^America\/Toronto/, 'toronto');
    await page.getByRole('radio', { name: /Copy another site's configuration/ }).click();
    await pickOption(page, 'Site to copy from', 'Maplewood House (Toronto)');
    await expectAccessible(page, 'new site');
    await screenshot(page, info, 'site-new');
    await page.getByRole('button', { name: 'Create site' }).click();

    const created = page.getByTestId('site-created');
    await expect(created.getByRole('heading', { name: `${name} is ready` })).toBeVisible();
    await expect(created).toContainText('copied from Maplewood House (Toronto)');
    await expectAccessible(page, 'site created');
    await screenshot(page, info, 'site-created');
    await created.getByRole('link', { name: 'Open site settings' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Edit Site' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue(name);
    const card = page.getByTestId('api-key-card');
    await expect(card).toContainText('No API key yet.');
    await card.getByRole('button', { name: 'Generate API key' }).click();
    const value = card.getByRole('textbox', { name: 'New API key' });
    await expect(value).toHaveValue(/^chk_[\w-]{20,}$/);
    const first = await value.inputValue();
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(card).toContainText('This is the only time the whole key is shown.');
    await expectAccessible(page, 'site edit with new key');
    await screenshot(page, info, 'site-edit-new-key');

    // Shown once: after a reload only its first characters remain.
    await page.reload();
    await expect(card.getByRole('textbox', { name: 'New API key' })).toHaveCount(0);
    await expect(page.getByTestId('api-key-status')).toContainText(first.slice(0, 8));

    // Regenerating asks first.
    await card.getByRole('button', { name: 'Regenerate key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate the API key?' });
    await expect(dialog).toContainText('The current key stops working at once.');
    await expectAccessible(page, 'regenerate dialog');
    await dialog.getByRole('button', { name: 'Regenerate key' }).click();
    await expect(value).toHaveValue(/^chk_/);
    expect(await value.inputValue()).not.toBe(first);
    await card.getByRole('button', { name: 'I have copied it' }).click();
    await expect(value).toHaveCount(0);

    // Revoking asks first; then the site has no key.
    await card.getByRole('button', { name: 'Revoke key' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke the API key?' });
    await expect(revoke).toContainText('stop updating at once');
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(card).toContainText('No API key yet.');
    await expect(card.getByRole('button', { name: 'Generate API key' })).toBeVisible();

    // A new time zone is saved after a warning.
    await pickOption(page, 'Time zone', /^America\/Vancouver/, 'vancouver');
    await expect(page.getByTestId('time-zone-warning')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(page.getByTestId('time-zone-warning')).toHaveCount(0);
    await screenshot(page, info, 'site-edit');

    // The new site is empty: it can be deleted.
    await page.getByTestId('danger-zone').getByRole('button', { name: 'Delete site' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expectAccessible(page, 'delete site dialog');
    await confirm.getByRole('button', { name: 'Delete site' }).click();
    await expect(page).toHaveURL('/admin/facilities');
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(table).not.toContainText(name);
  });

  test('a site with rooms and staff cannot be deleted', async ({ page }, info) => {
    await signInAt(page, EMAIL.orgadmin);
    await page.goto('/admin/facilities');
    await page.getByRole('button', { name: 'Delete Maplewood House (Toronto)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Maplewood House (Toronto)?' });
    await dialog.getByRole('button', { name: 'Delete site' }).click();
    await expect(dialog.getByTestId('delete-site-error')).toContainText(NOT_EMPTY);
    await expectAccessible(page, 'delete refused');
    await screenshot(page, info, 'site-delete-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('sites-table')).toContainText('Maplewood House (Toronto)');
  });

  test('"Lay out rooms" moves to the new site; deleting the current site moves back', async ({ page }) => {
    const name = `Hilltop Wing ${RUN}`;
    await signInAt(page, EMAIL.orgadmin);
    await page.goto('/admin/facilities/new');
    await page.getByRole('textbox', { name: 'Site name' }).fill(name);
    await page.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByTestId('site-created')).toContainText('starter housekeeping configuration');
    await page.getByRole('button', { name: 'Lay out rooms' }).click();
    await expect(page).toHaveURL('/admin/rooms');
    await expect(page.getByTestId('site-switch')).toHaveValue(name);

    await page.goto('/admin/facilities');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete site' })
      .click();
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(page.getByTestId('site-switch')).not.toHaveValue(name);
    await expect(page.getByTestId('sites-table')).not.toContainText(name);
  });
});
