import { expect, type Page, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signIn, text } from './helpers.ts';
import { decodeQr } from './qr.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).slice(-5);

async function openLayout(page: Page) {
  await signIn(page, EMAIL.manager);
  await expect(page).toHaveURL('/facility/staffschedule');
  await page.goto('/admin/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Layout' })).toBeVisible();
  await expect(page.getByTestId('rooms-table')).toBeVisible();
}

async function addArea(page: Page, name: string, inside?: string) {
  await page.getByRole('button', { name: 'Add area' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Area name' }).fill(name);
  if (inside) {
    await dialog.getByRole('combobox', { name: 'Inside' }).click();
    await page.getByRole('option', { name: inside, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function addRoom(page: Page, number: string, areaPath: string) {
  await page.getByRole('button', { name: 'Add room' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Room number' }).fill(number);
  await dialog.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: areaPath, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('a manager lays out areas and rooms, archives, restores and deletes them', async ({ page }, info) => {
  await openLayout(page);
  await expectAccessible(page, 'layout editor');
  await screenshot(page, info, 'layout-editor');

  const wing = `Garden Wing ${run}`;
  await addArea(page, wing);
  await addArea(page, 'Ground Floor', wing);
  await expect(page.getByTestId('area-tree')).toContainText('Ground Floor');

  await addRoom(page, 'G1', `${wing} › Ground Floor`);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  const row = page.locator('tr[data-room="G1"]');
  await expect(row).toContainText(`${wing} › Ground Floor`);

  // The same number in the same area is refused with the exact message.
  await addRoom(page, 'g1', `${wing} › Ground Floor`);
  await expect(page.getByRole('dialog').getByText('This room number is already used in this area.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Actions for room G1' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show archived' }).check();
  await expect(row).toHaveAttribute('data-archived', 'true');
  await row.getByRole('button', { name: 'Actions for room G1' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await expect(row).toHaveAttribute('data-archived', 'false');

  // An area with rooms cannot be deleted; an empty room can.
  await page.getByRole('button', { name: `Actions for ${wing}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This area still has rooms or areas in it.')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for room G1' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('30 rooms are imported from CSV after a review that shows per-row errors', async ({ page }, info) => {
  await openLayout(page);
  await page.getByRole('button', { name: 'Import rooms' }).first().click();
  const drawer = page.getByRole('dialog');
  const bad = [
    'Area,Room,Room type',
    `Import ${run} > Floor 1,1,Resident Room`,
    `Import ${run} > Floor 1,1,Resident Room`,
    `Import ${run} > Floor 1,2,Broom Cupboard`,
  ].join('\n');
  await drawer.getByTestId('import-csv').fill(bad);
  await drawer.getByRole('button', { name: 'Check the file' }).click();
  const review = drawer.getByTestId('import-review');
  await expect(review).toContainText('2 errors');
  await expect(review).toContainText('This room appears twice in the file.');
  await expect(review).toContainText('Unknown room type. Add it in Housekeeping Configuration first.');
  await expect(drawer.getByRole('button', { name: /^Import \d+ room/ })).toBeDisabled();
  await expectAccessible(page, 'import review');
  await screenshot(page, info, 'import-review');

  const lines = Array.from(
    { length: 30 },
    (_, i) => `Import ${run} > Floor ${i < 15 ? 1 : 2},${(i < 15 ? 100 : 185) + i + 1},Resident Room,,`,
  );
  await drawer.getByRole('button', { name: 'Start over' }).click();
  await drawer.getByTestId('import-csv').fill(['Area,Room,Room type,QR code,Description,Cleaner', ...lines].join('\n'));
  await drawer.getByRole('button', { name: 'Check the file' }).click();
  await expect(review).toContainText('30 new rooms');
  // Every column is shown with the field it fills; a column the import does not know is 'Not used'.
  await expect(review.getByRole('combobox', { name: 'Field filled by the column Room type' })).toHaveValue('Room type');
  await expect(review.getByRole('combobox', { name: 'Field filled by the column Cleaner' })).toHaveValue('Not used');
  await expect(review).toContainText('3 new areas');
  await drawer.getByRole('button', { name: 'Import 30 rooms' }).click();
  await expect(page.getByText('30 rooms imported.')).toBeVisible();
  await page.getByTestId('area-tree').getByText(`Import ${run}`, { exact: true }).click();
  await expect(page.getByText('30 of 30')).toBeVisible();
});

test('the printed QR labels scan back to the rooms’ codes', async ({ page }, info) => {
  await openLayout(page);
  await page.getByRole('link', { name: 'Print QR labels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Labels' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: `Import ${run} › Floor 1` }).click();
  await expect(page.getByText('15 labels')).toBeVisible();
  await expectAccessible(page, 'QR labels');
  await screenshot(page, info, 'qr-labels');
  const label = page.locator('.qr-label').first();
  const code = (await label.getAttribute('data-code')) as string;
  await expect(label.locator('svg')).toBeVisible();
  // Read again until it decodes: a screenshot taken while the page is still laying the labels out (seen
  // once under load) can cut the code; a label that never scans fails here.
  await expect
    .poll(async () => decodeQr(await label.locator('.qr-image').screenshot()).catch((err: Error) => err.name), { timeout: 10_000 })
    .toBe(code);
  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
});

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('the layout editor is translated', async ({ page }, info) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: text('zh-Hans', 'auth', 'login.email') }).fill(EMAIL.manager);
    await page.locator('input[type=password]').fill('Demo-Care-2026');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL('/facility/staffschedule');
    await page.goto('/admin/rooms');
    await expect(page.getByRole('button', { name: text('zh-Hans', 'layout', 'addRoom') })).toBeVisible();
    await screenshot(page, info, 'layout-editor-zh-Hans');
  });
});
