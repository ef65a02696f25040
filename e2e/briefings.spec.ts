import { type APIRequestContext, expect, test } from '@playwright/test';
import { newHousekeeper } from './api.ts';
import { newBriefing, removeAcknowledgement } from './briefing-translations.ts';
import { apiToken, DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, signOut, text } from './helpers.ts';

// Daily briefings and acknowledgements: an organization administrator publishes a briefing
// for housekeepers, a health-authority acknowledgement arrives from the provider level (a system user),
// a housekeeper signs in on the tablet by PIN, checks the items and acknowledges; the supervisor's
// briefing report shows who has and who has not, in Spanish too. The test makes its own housekeepers
// (with a position of their own) through the API and removes the provider's acknowledgement at the end,
// so no other test's staff see it.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const POSITION = `Floor housekeeper ${stamp}`;
const BRIEFING = `Morning huddle ${stamp}`;
const ITEM_1 = `Outbreak on Wing B ${stamp}: full PPE in every room`;
const ITEM_2 = `New disinfectant ${stamp}: leave wet for 5 minutes`;
const ACK = `Health authority ${stamp}: masks in all resident areas`;
const HANA = { first: 'Hana', last: `Brief${stamp}` };
const IVO = { first: 'Ivo', last: `Brief${stamp}` };
let facilityId: string;
let supervisorToken: string;
let hana: { id: string; pin: string };

async function createHousekeeper(request: APIRequestContext, who: { first: string; last: string }, n: number) {
  const member = { facilityId, staffRefId: `BR-${stamp}-${n}`, firstName: who.first, lastName: who.last, position: POSITION };
  return newHousekeeper(request, supervisorToken, member);
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { user: { email: EMAIL.supervisor, password: DEMO_PASSWORD } } });
  const info = await login.json();
  supervisorToken = info.token.token;
  facilityId = info.facility.id;
  hana = await createHousekeeper(request, HANA, 1);
  await createHousekeeper(request, IVO, 2);
});

test.afterAll(async ({ request }) => {
  // The provider's acknowledgements reach every organization: take ours away again.
  await removeAcknowledgement(request, await apiToken(request, EMAIL.admin), { level: 'HealthAuthority' }, ACK);
});

test('an organization administrator publishes a briefing for housekeepers, previewed in French', async ({ page }, info) => {
  await signInAs(page, EMAIL.orgadmin);
  const dialog = await newBriefing(page, { name: BRIEFING, position: POSITION, message: ITEM_1 });
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Briefings' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link (optional)' }).first().fill('health.example.org/outbreak');
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await dialog.getByRole('textbox', { name: 'Message 2' }).fill(ITEM_2);
  // The link must be a web address.
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Enter a valid URL.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link (optional)' }).first().fill('https://health.example.org/outbreak');
  // Item 2 goes first.
  await dialog.getByRole('button', { name: 'Move up' }).nth(1).click();
  await expect(dialog.getByRole('textbox', { name: 'Message 1' })).toHaveValue(ITEM_2);
  const preview = dialog.getByTestId('briefing-preview');
  await expect(preview.getByText(ITEM_2)).toBeVisible();
  await screenshot(page, info, 'briefings-editor');
  // The editor's language tab sets the preview's language too.
  await dialog.getByRole('tab', { name: /Français/ }).click();
  await expect(preview.getByText(text('fr', 'briefings', 'staff.briefingTitle').replace('{{date}}', "aujourd'hui"))).toBeVisible();
  await expect(preview.getByText('0 sur 2 cochés')).toBeVisible();
  // The name has its own translation, which the French preview (and a French tablet) shows as the title.
  await dialog.getByRole('textbox', { name: 'Name in Français' }).fill(`Réunion du matin ${stamp}`);
  await expect(preview.getByText(`Réunion du matin ${stamp}`, { exact: true })).toBeVisible();
  await dialog.getByRole('tab', { name: /English/ }).click();
  await expect(preview.getByText(BRIEFING, { exact: true })).toBeVisible();
  await dialog.getByRole('tab', { name: /Français/ }).click();
  await screenshot(page, info, 'briefings-preview-fr');
  await expectAccessible(page, 'briefing editor');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByTestId(`briefing-card-${BRIEFING}`);
  await expect(card).toBeVisible();
  await expect(card.getByText(`For: ${POSITION}`)).toBeVisible();
  await expect(card.getByText(ITEM_2)).toBeVisible();
  await screenshot(page, info, 'briefings-list');
  await expectAccessible(page, 'daily briefings');
  // Closing the editor with changes asks first.
  await page.getByRole('button', { name: 'New briefing' }).first().click();
  await page.getByRole('dialog', { name: 'New daily briefing' }).getByRole('textbox', { name: 'Name' }).fill('Not kept');
  await page.getByRole('dialog', { name: 'New daily briefing' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave and lose changes' }).click();
  await expect(page.getByRole('dialog', { name: 'New daily briefing' })).toHaveCount(0);
  await expect(page.getByTestId('briefing-card-Not kept')).toHaveCount(0);
});

test('a health-authority acknowledgement arrives from the provider level', async ({ page }, info) => {
  await signInAs(page, EMAIL.admin);
  await page.goto('/admin/acknowledgements');
  await expect(page.getByRole('heading', { level: 1, name: 'Acknowledgements' })).toBeVisible();
  const level = page.getByTestId('ack-level-HealthAuthority');
  await level.getByRole('button', { name: 'Add' }).click();
  await level.getByRole('textbox', { name: 'Message' }).last().fill(ACK);
  await level.getByRole('textbox', { name: 'Link (optional)' }).last().fill('https://health.example.org/masks');
  await level.getByRole('button', { name: 'Save Health Authority' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await screenshot(page, info, 'acknowledgements-provider');
  // The organization's nurse reads it, read-only.
  await signOut(page);
  await signInAs(page, EMAIL.nurse);
  await page.goto('/admin/acknowledgements');
  const readOnly = page.getByTestId('ack-level-HealthAuthority');
  await expect(readOnly.getByText(ACK)).toBeVisible();
  await expect(readOnly.getByText('Read-only')).toBeVisible();
  await expect(readOnly.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expectAccessible(page, 'acknowledgements read-only');
});

test('the housekeeper signs in on the tablet by PIN, checks the items and acknowledges', async ({ page }, info) => {
  await signInByPin(page, hana.pin);
  await expect(page).toHaveURL('/housekeeping');
  const dialog = page.getByRole('dialog', { name: `Before you start, ${HANA.first} ${HANA.last}` });
  await expect(dialog).toBeVisible();
  const section = dialog.getByTestId(`briefing-section-${BRIEFING}`);
  await expect(section.getByText(ITEM_1)).toBeVisible();
  await expect(section.getByText('0 of 2 checked')).toBeVisible();
  await screenshot(page, info, 'briefing-sign-in');
  await expectAccessible(page, 'briefing at sign-in');
  // The tick is the server's answer (recorded with time and tablet), so it shows once saved.
  await section.getByRole('checkbox', { name: ITEM_2 }).click();
  await expect(section.getByRole('checkbox', { name: ITEM_2 })).toBeChecked();
  await expect(section.getByText('1 of 2 checked')).toBeVisible();
  await section.getByRole('checkbox', { name: ITEM_1 }).click();
  await expect(section.getByRole('checkbox', { name: ITEM_1 })).toBeChecked();
  await expect(section.getByText('2 of 2 checked')).toBeVisible();
  const pending = dialog.getByTestId('pending-acknowledgement').filter({ hasText: ACK });
  await pending.getByRole('button', { name: 'I have read this and acknowledge it' }).click();
  await expect(dialog.getByTestId('pending-acknowledgement').filter({ hasText: ACK })).toHaveCount(0);
  await screenshot(page, info, 'briefing-sign-in-done');
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  // Nothing outstanding any more: no banner over the rooms, and the rooms are there.
  await expect(page.getByTestId('briefing-banner')).toHaveCount(0);
  // Outside app mode the staff dashboard shows the same day.
  await page.goto('/staffdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  await expect(page.getByTestId(`briefing-section-${BRIEFING}`).getByText('2 of 2 checked')).toBeVisible();
  await expect(page.getByText('Nothing waiting: you have acknowledged everything.')).toBeVisible();
  await screenshot(page, info, 'staff-dashboard');
  await expectAccessible(page, 'staff dashboard');
});

test('the supervisor’s briefing report shows who has and has not acknowledged, exported as CSV, and in Spanish', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/admin/acknowledgements');
  await page.getByRole('tab', { name: 'Briefing report' }).click();
  const table = page.getByTestId('briefing-report');
  // The columns are read once the report has loaded: allInnerTexts does not wait for them.
  await expect(table.locator('thead th', { hasText: ACK })).toBeVisible();
  const col = (await table.locator('thead th').allInnerTexts()).findIndex((h) => h.includes(ACK));
  expect(col).toBeGreaterThan(2);
  const hanaRow = table.getByTestId(`report-row-${HANA.first} ${HANA.last}`);
  const ivoRow = table.getByTestId(`report-row-${IVO.first} ${IVO.last}`);
  await expect(hanaRow.locator('td').nth(2)).toHaveText('2 of 2');
  await expect(hanaRow.locator('td').nth(col)).toContainText('Browser test tablet');
  await expect(hanaRow.locator('td').nth(col)).not.toContainText('Not yet');
  await expect(ivoRow.locator('td').nth(col)).toHaveText('Not yet');
  await expect(ivoRow.locator('td').nth(2)).toHaveText('0 of 2');
  await screenshot(page, info, 'briefing-report');
  await expectAccessible(page, 'briefing report');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = csv.split('\r\n');
  expect(lines[0]).toContain(ACK);
  expect(lines.find((l) => l.startsWith(`${HANA.first} ${HANA.last},`))).toContain(',2/2,');
  expect(lines.find((l) => l.startsWith(`${IVO.first} ${IVO.last},`))).toMatch(/,0\/2,.*Not yet/);

  await signOut(page);
  await signInAs(page, EMAIL.supervisor, 'es');
  await page.goto('/admin/acknowledgements');
  await page.getByRole('tab', { name: text('es', 'acknowledgements', 'tabs.report') }).click();
  const es = page.getByTestId('briefing-report');
  await expect(es.getByTestId(`report-row-${IVO.first} ${IVO.last}`).locator('td').nth(col)).toHaveText('Todavía no');
  await expect(es.getByTestId(`report-row-${HANA.first} ${HANA.last}`).locator('td').nth(2)).toHaveText('2 de 2');
  await expect(page.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
  await screenshot(page, info, 'briefing-report-es');
  await expectAccessible(page, 'briefing report in Spanish');
});
