import { expect, type Page, test } from '@playwright/test';
import { apiToken, EMAIL, expectAccessible, screenshot, signIn, text, unscheduledRooms } from './helpers.ts';

// A nurse imports residents from a spreadsheet that was not made from the app's template: its safety
// columns ('Fall risk', 'Exit seeking') keep their flags, every column is shown as matched or not used
// before anything is written, and a value that is not a clear yes or no is flagged on its row, where
// the nurse may answer it.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const NUMBERS = [`M${stamp}1`, `M${stamp}2`];
const fr = (key: string, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text('fr', 'resident-import', key));

test.beforeAll(async ({ request }) => {
  await unscheduledRooms(request, await apiToken(request, EMAIL.manager), NUMBERS);
});

async function openImport(page: Page, lang: string, name: string, csv: string) {
  await page.goto('/login');
  await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
  await signIn(page, EMAIL.nurse);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/admin/resident/import');
  await page
    .getByTestId('import-file')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
  await expect(page.getByTestId('import-file-name')).toHaveText(name);
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-mapping')).toBeVisible();
}

async function flagsOf(page: Page, residentId: string) {
  const row = page.getByTestId(`resident-row-${residentId}`);
  await expect(row).toBeVisible();
  return row.locator('[data-flag]').evaluateAll((els) => els.map((e) => e.getAttribute('data-flag')));
}
const fieldInput = (page: Page, n: number) => page.getByTestId('mapping-row').nth(n).locator('input:not([type="hidden"])');

test('a spreadsheet with Fall risk and Exit seeking columns: every column matched or not used, the unclear value flagged, the flags imported', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const last = `Mapping${stamp}`;
  const ids = [`MP-${stamp}-1`, `MP-${stamp}-2`, `MP-${stamp}-3`];
  const csv = [
    'Resident ID,First name,Surname,Room,Fall risk,Exit seeking,GP practice,Key worker notes',
    `${ids[0]},Ada,${last},${NUMBERS[0]},Yes,No,Elm Surgery,Likes the door ajar.`,
    `${ids[1]},Bob,${last},${NUMBERS[1]},x,yes,Elm Surgery,`,
    `${ids[2]},Cy,${last},,maybe,,Oak Lane,`,
  ].join('\r\n');
  await openImport(page, 'en', 'care-plan-export.csv', csv);

  // Every column of the file is listed: matched to a field from its header, or 'Not used'.
  const rows = page.getByTestId('mapping-row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(4)).toHaveAttribute('data-field', 'fallRisk');
  await expect(rows.nth(5)).toHaveAttribute('data-field', 'exitSeeking');
  await expect(rows.nth(6)).toHaveAttribute('data-field', 'none');
  await expect(fieldInput(page, 6)).toHaveValue('Not used');
  await expect(page.getByTestId('mapping-count-unused')).toHaveText('2 columns not used');
  // The unclear value is shown before anything is checked.
  await expect(rows.nth(4).getByTestId('mapping-unclear')).toContainText('1 value is not a clear yes or no: maybe');

  // The nurse gives the unrecognised notes column a field.
  await page.getByRole('combobox', { name: 'Field filled by the column Key worker notes' }).click();
  await page.getByRole('option', { name: 'Post-clean note' }).click();
  await expect(rows.nth(7)).toHaveAttribute('data-field', 'postCleanNote');
  await expect(page.getByTestId('mapping-count-unused')).toHaveText('1 column not used');
  await expectAccessible(page, 'residents import: columns');
  await screenshot(page, info, 'import-mapping-1-columns');

  await page.getByTestId('import-check-rows').click();
  const review = page.getByTestId('import-review');
  await expect(review.getByTestId('import-count-new')).toHaveText('2 new residents');
  await expect(review.getByTestId('import-count-error')).toHaveText('1 error');
  const unclear = review.locator('tr[data-line="4"]');
  await expect(unclear).toHaveAttribute('data-action', 'error');
  await expect(unclear).toContainText('Fall risk: “maybe” is not a clear yes or no.');
  await expect(review.locator('tr[data-line="2"]')).toContainText('F');
  await expect(review.locator('tr[data-line="3"]')).toContainText('F E');
  await expect(review.getByTestId('import-answer-hint')).toBeVisible();
  await expectAccessible(page, 'residents import: review with an unclear value');
  await screenshot(page, info, 'import-mapping-2-review');

  // The nurse knows Cy is at risk of falling: her answer on the row lets it import, with the flag.
  await unclear.getByRole('button', { name: 'Fall risk on line 4: yes' }).click();
  await expect(unclear).toHaveAttribute('data-action', 'new');
  await expect(unclear).toContainText('F');
  await expect(review.getByTestId('import-count-new')).toHaveText('3 new residents');
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-result')).toContainText('3 residents were imported.');
  await page.getByTestId('import-to-list').click();
  await expect(page).toHaveURL('/admin/resident');
  await page.getByRole('searchbox', { name: 'Search Residents' }).fill(last);
  await expect(page.getByTestId(`resident-row-${ids[1]}`)).toContainText(NUMBERS[1] as string);
  expect(await flagsOf(page, ids[0] as string)).toEqual(['F']);
  expect(await flagsOf(page, ids[1] as string)).toEqual(['F', 'E']);
  expect(await flagsOf(page, ids[2] as string)).toEqual(['F']);
  await screenshot(page, info, 'import-mapping-3-list');
});

test('in French, a file with French headers is matched column by column and imports its flags', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const last = `Fichier${stamp}`;
  const ids = [`MF-${stamp}-1`, `MF-${stamp}-2`];
  const csv = [
    'N° de résident;Prénom;Nom;Chambre;Risque de chute;Risque de fugue;Risques;Remarques',
    `${ids[0]};Jeanne;${last};;oui;non;V;Frapper avant d’entrer.`,
    `${ids[1]};Paul;${last};;NON;Oui;;`,
  ].join('\n');
  await openImport(page, 'fr', 'résidents.csv', csv);
  await expect(page.getByRole('heading', { name: fr('mapping.title') })).toBeVisible();
  await expect(page.getByTestId('mapping-row')).toHaveCount(8);
  await expect(page.getByTestId('mapping-count-unused')).toHaveText(fr('mapping.unused_one', { count: 0 }));
  await expect(fieldInput(page, 4)).toHaveValue(text('fr', 'resident-import', 'column.fallRisk'));
  await screenshot(page, info, 'import-mapping-4-columns-fr');

  await page.getByTestId('import-check-rows').click();
  await expect(page.getByTestId('import-review').locator('tr[data-action="new"]')).toHaveCount(2);
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-result')).toBeVisible();
  await page.getByTestId('import-to-list').click();
  await page.getByRole('searchbox').fill(last);
  expect(await flagsOf(page, ids[0] as string)).toEqual(['F', 'V']);
  expect(await flagsOf(page, ids[1] as string)).toEqual(['E']);
  await screenshot(page, info, 'import-mapping-5-list-fr');
});
