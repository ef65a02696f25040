import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { staffIdOf, submitReport, tickedOperations } from './api.ts';
import { apiToken, DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn, text, unscheduledRooms } from './helpers.ts';
import { solidPng } from './png.ts';

// The reports of /reporting/reports and the Enhanced Cleaning Report, at 1280x800, signed in as
// the demo supervisor over the demo site's seeded history (three weeks of cleans, audits, a marking).

const en = (key: string) => text('en', 'reporting', key);
const KINDS = ['cleans', 'audits', 'markings', 'overdue', 'staff', 'summary', 'enhanced'] as const;

/**
 * A clean saved through the API as a tablet would, in a new room of its own (found by its number): a
 * declined one with the resident's signature, or a complete Isolation Clean (the room state's clean, which
 * the Enhanced Cleaning Report lists; the demo history has none).
 */
async function savedClean(page: Page, kind: 'declined' | 'isolation'): Promise<string> {
  const request = page.request;
  const number = `RPT-${crypto.randomUUID().slice(0, 6)}`;
  const { facilityId, type, rooms } = await unscheduledRooms(request, await apiToken(request, EMAIL.manager), [number]);
  const token = await apiToken(request, EMAIL.housekeeper);
  const me = await staffIdOf(request, token);
  const at = new Date();
  const routine = type.routines.find((r) => r.cleanType === (kind === 'declined' ? 'Clean' : 'Isolation Clean'));
  if (!routine) throw new Error(`no routine for ${kind}`);
  const declined = kind === 'declined';
  await submitReport(request, token, {
    facilityId,
    roomId: rooms[number]?.id,
    selectedCleanType: routine.cleanType,
    status: declined ? 'Declined' : 'Complete',
    startDate: new Date(at.getTime() - 25 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    comment: declined ? 'Resident declined' : null,
    operations: tickedOperations(routine.operations, at, () => ({ checked: !declined, timeStamp: declined ? null : at.toISOString() })),
    declineSignature: declined ? `data:image/png;base64,${solidPng(24, [20, 40, 160]).toString('base64')}` : null,
    authorStaffId: me,
  });
  return number;
}

async function chooseReport(page: Page, kind: (typeof KINDS)[number]) {
  await page.getByTestId('report-kind').click();
  await page.getByRole('option', { name: new RegExp(`^${en(`kind.${kind}.name`)}`) }).click();
  await expect(page.getByTestId('report-kind')).toHaveValue(en(`kind.${kind}.name`));
}

async function run(page: Page) {
  await page.getByTestId('run-report').click();
  await expect(page.getByTestId('report-result').or(page.getByTestId('report-error'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('report-error')).toHaveCount(0);
  await expect(page.getByTestId('report-result')).toHaveAttribute('aria-busy', 'false');
}

test('a supervisor runs every report of the demo site, sorts and searches it, sees a decline signature, reviews a day and exports CSV and PDF', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const declinedRoom = await savedClean(page, 'declined');
  const isolationRoom = await savedClean(page, 'isolation');
  await signIn(page, EMAIL.supervisor);
  await expect(page).toHaveURL('/facility/staffschedule');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL('/reporting/reports');
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  await expect(page.getByText(en('notRun'))).toBeVisible();
  // The default period is the last 7 days; the rule of the period is shown beside it.
  await expect(page.getByText(en('period.rule').replace('{{max}}', '366'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('preset.last7') })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: en('preset.last30') }).click();
  await expect(page.getByRole('button', { name: en('preset.last30') })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'reports form');

  for (const kind of KINDS) {
    await chooseReport(page, kind);
    await run(page);
    await expect(page).toHaveURL(new RegExp(`report=${kind}&from=\\d{4}-\\d{2}-\\d{2}&to=`));
    await expect(page.getByTestId('report-title')).toHaveText(en(`kind.${kind}.name`));
    // Dates MM/DD/YYYY, the product's display format.
    await expect(page.getByTestId('report-period')).toContainText(/\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByTestId('report-stats')).toBeVisible();
    // The demo site has three weeks of history (and the isolation clean above): every report has rows.
    await expect(page.getByTestId('report-table').getByTestId('report-row').first()).toBeVisible();
    if (kind === 'enhanced') await expect(page.getByTestId('report-row').filter({ hasText: isolationRoom })).toContainText('Isolation');
    // The title of the report at the top: the numbers and the first rows in view.
    await page.getByTestId('report-title').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await screenshot(page, info, `reporting-${kind}`);
  }

  // Cleans report: sort by a header, search, the decline's signature.
  await chooseReport(page, 'cleans');
  await run(page);
  await expect(page.getByTestId('report-table').getByTestId('report-row').first()).toBeVisible();
  const minutes = page.getByRole('columnheader', { name: en('col.minutes'), exact: true });
  await minutes.getByRole('button').click();
  await expect(minutes).toHaveAttribute('aria-sort', 'ascending');
  await minutes.getByRole('button').click();
  await expect(minutes).toHaveAttribute('aria-sort', 'descending');
  const values = (await page.getByTestId('report-row').evaluateAll((rows) => rows.map((r) => (r.children[6] as HTMLElement).innerText)))
    .filter((v) => v !== '')
    .map(Number);
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await page.getByTestId('report-search').fill(declinedRoom);
  await expect(page.getByTestId('report-row')).toHaveCount(1);
  const row = page.getByTestId('report-row');
  await expect(row).toContainText('Declined');
  await expect(row).toContainText('Resident declined');
  await expect(row.locator('td').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await row.getByTestId('show-signature').click();
  const dialog = page.getByTestId('signature-dialog');
  await expect(dialog.getByRole('img', { name: /Signature of the declined clean/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await screenshot(page, info, 'reporting-signature');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('report-search').fill('');

  // CSV: the file of the export route, with a header row and the declined clean.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^cleans-report_.+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  expect(lines[0]).toContain('Room');
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.find((l) => l.includes(declinedRoom))).toContain('Declined');

  // PDF: a real PDF file (its first page was looked at as an image while writing this test).
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^cleans-report_.+\.pdf$/);
  const bytes = fs.readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2000);
  fs.copyFileSync(await pdf.path(), path.join(info.outputDir, 'cleans-report.pdf'));

  // Send by email: checked as typed (Send waits for valid addresses), then queued.
  await page.getByTestId('export-email').click();
  const mail = page.getByTestId('email-dialog');
  await expect(mail.getByTestId('email-send')).toBeDisabled();
  const recipients = mail.getByRole('combobox', { name: en('email.recipients') });
  await recipients.fill('not-an-address');
  await recipients.press('Enter');
  // The suggestions close when the field is left.
  await recipients.blur();
  await expect(mail.getByText('Not an email address: not-an-address')).toBeVisible();
  await expect(mail.getByTestId('email-send')).toBeDisabled();
  await screenshot(page, info, 'reporting-email');
  await recipients.press('Backspace');
  // An address the server's rule refuses though it looks like one (a one-letter domain ending).
  await recipients.fill('rosa@maplewood.x');
  await recipients.press('Enter');
  await recipients.blur();
  await expect(mail.getByText('Not an email address: rosa@maplewood.x')).toBeVisible();
  await expect(mail.getByTestId('email-send')).toBeDisabled();
  await recipients.press('Backspace');
  await recipients.fill(EMAIL.supervisor);
  await recipients.press('Enter');
  // The suggestions close when the field is left.
  await recipients.blur();
  await mail.getByTestId('email-send').click();
  await expect(mail).toBeHidden();
  await expect(page.getByText(/is on its way to 1 recipient\./)).toBeVisible();

  // Daily staff report: a supervisor reviews a day with a comment; the saved review comes back after a reload.
  await chooseReport(page, 'staff');
  await run(page);
  const comment = `Reviewed ${crypto.randomUUID().slice(0, 8)}`;
  const day = page.getByTestId('report-row').first();
  await day.getByTestId('review-open').click();
  const review = page.getByRole('dialog', { name: /^Review of / });
  await review.getByRole('textbox', { name: en('review.comment') }).fill(comment);
  await review.getByTestId('review-save').click();
  await expect(review).toBeHidden();
  await expect(page.getByTestId('report-row').filter({ hasText: comment })).toHaveCount(1);
  await page.reload();
  const saved = page.getByTestId('report-row').filter({ hasText: comment });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId('review-saved')).toHaveText(/^Saved by .+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectAccessible(page, 'daily staff report');

  // A far past year: nothing.
  await page.getByTestId('period-from').fill('2001-01-01');
  await page.getByTestId('period-to').fill('2002-01-02');
  await expect(page.getByText('A report covers at most one year (366 days).')).toBeVisible();
  await page.getByTestId('period-to').fill('2001-12-31');
  await chooseReport(page, 'cleans');
  await run(page);
  await expect(page.getByText(en('empty'))).toBeVisible();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-12-31/);
  await screenshot(page, info, 'reporting-empty');
});

test('the Enhanced Cleaning Report menu entry opens the report with its kind fixed', async ({ page }, info) => {
  const room = await savedClean(page, 'isolation');
  await signIn(page, EMAIL.supervisor);
  await expect(page).toHaveURL('/facility/staffschedule');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Enhanced Cleaning Report' }).click();
  await expect(page).toHaveURL('/reporting/enhancedcleaning');
  await expect(page.getByRole('heading', { level: 1, name: en('kind.enhanced.name') })).toBeVisible();
  await expect(page.getByTestId('report-kind')).toHaveCount(0);
  await page.getByRole('button', { name: en('preset.last30') }).click();
  await run(page);
  await expect(page).toHaveURL(/\/reporting\/enhancedcleaning\?from=/);
  await expect(page.getByTestId('report-title')).toHaveText(en('kind.enhanced.name'));
  const row = page.getByTestId('report-row').filter({ hasText: room });
  await expect(row).toContainText(en('outcome.state'));
  await expect(row).toContainText('Isolation Clean');
  await expect(row).toContainText(en('enhanced.notAudited'));
  await page.getByTestId('report-title').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await screenshot(page, info, 'reporting-enhanced');
  await expectAccessible(page, 'enhanced cleaning report');
});

test.describe('French', () => {
  test.use({ locale: 'fr-FR' });

  test('the clean summary in French', async ({ page }, info) => {
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(EMAIL.supervisor);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    // A period around today whatever the hour and the site's zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/reporting/reports?report=summary&from=${day(-21)}&to=${day(1)}`);
    await expect(page.getByRole('heading', { level: 1, name: text('fr', 'reporting', 'title') })).toBeVisible();
    await expect(page.getByTestId('report-title')).toHaveText(text('fr', 'reporting', 'kind.summary.name'));
    await expect(page.getByTestId('stat-onTime')).toContainText(text('fr', 'reporting', 'stat.onTimeRate'));
    await expect(page.getByTestId('report-row').first()).toBeVisible();
    await screenshot(page, info, 'reporting-summary-fr');
    await expectAccessible(page, 'clean summary in French');
  });
});
