import { expect, type Page, test } from '@playwright/test';
import { flaggedResident, outbreakIn, putTargets, setState, type TestWing, targetsOf, wingWithRooms } from './audit-planning-steps.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, text } from './helpers.ts';

// 'Audits to do' as a supervisor lives it (1280x800): a weekly target set on the screen shows the week's
// progress against it; the day's list explains its top room (an isolation room shared by an exit-seeking
// resident and one with responsive behaviours); an outbreak switched on for a wing lifts the wing's rooms
// to the top with 'Outbreak' as their first reason; 'Start audit' opens the room's last clean to audit.

test.describe.configure({ mode: 'serial' });

const t = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text('en', 'audit-planning', key));
const cards = (page: Page) => page.getByTestId('suggested-room');
const card = (page: Page, number: string) => cards(page).filter({ has: page.getByText(t('room', { number }), { exact: true }) });

let token: string;
let wing: TestWing;
let targetsBefore: object | undefined;
const A = `A${Math.floor(Math.random() * 9000 + 1000)}`;
const B = `B${A.slice(1)}`;

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, EMAIL.manager);
  wing = await wingWithRooms(request, token, [A, B]);
  targetsBefore = await targetsOf(request, token, wing.facilityId);
  const roomA = wing.rooms[A] as string;
  await setState(request, token, wing, roomA, 'Isolation');
  await flaggedResident(request, token, wing, roomA, ['Ada', 'Quill'], { exitSeeking: true });
  await flaggedResident(request, token, wing, roomA, ['Bea', 'Quill'], { physicallyAggressive: true, verballyAbusive: true });
});
test.afterAll(async ({ request }) => {
  if (targetsBefore) await putTargets(request, token, targetsBefore);
});

test('a supervisor sets the weekly target and reads why the top room comes first', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText(text('en', 'menu', 'auditSuggestions'), { exact: true })
    .click();
  await expect(page).toHaveURL(/\/audits$/);

  // A target set on the screen: the site's bar counts this week's audits against it.
  await page.getByRole('button', { name: t('targets.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('targets.title') });
  await dialog.getByRole('textbox', { name: t('targets.site'), exact: true }).fill('200');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const site = page.getByTestId('audit-progress').filter({ hasText: t('progress.site') });
  await expect(site).toContainText(/\d+ of 200/);
  await expect(site.getByRole('progressbar')).toBeVisible();

  // The top room says why: its state and both residents' flags, each a chip.
  const top = cards(page).first();
  await expect(top).toContainText(t('room', { number: A }));
  await expect(top.locator('[data-reason="roomState"]')).toHaveText(t('reason.roomState', { state: 'Isolation' }));
  await expect(top.locator('[data-reason="exitSeeking"]')).toHaveText(t('reason.exitSeeking', { names: 'Ada Quill' }));
  await expect(top.locator('[data-reason="dementiaBehaviour"]')).toHaveText(t('reason.dementiaBehaviour', { names: 'Bea Quill' }));
  await expect(top.getByRole('button', { name: t('startAuditOf', { number: A }) })).toBeDisabled();
  // The plain room of the same wing is listed lower, for never having been audited.
  await expect(card(page, B).locator('[data-reason]')).toHaveText([t('reason.neverAudited')]);
  await expectAccessible(page, 'audits to do');
  await screenshot(page, info, 'audit-suggestions');
});

test('an outbreak on the wing lifts its rooms to the top with Outbreak as the reason', async ({ page, request }, info) => {
  const end = await outbreakIn(request, token, wing);
  try {
    await signInAs(page, EMAIL.supervisor);
    await page.goto('/audits');
    await expect(cards(page).nth(1)).toContainText(t('room', { number: B }));
    await expect(cards(page).first()).toContainText(t('room', { number: A }));
    for (const n of [A, B]) {
      await expect(card(page, n).locator('[data-reason]').first()).toHaveText(t('reason.outbreakIn', { areas: wing.name }));
    }
    await screenshot(page, info, 'audit-suggestions-outbreak');

    // Start audit opens a listed room's last clean in the audit mode of the cleaning screen.
    const audited = cards(page)
      .filter({ has: page.getByRole('button', { name: t('startAudit'), disabled: false }) })
      .first();
    await audited.getByRole('button', { name: t('startAudit') }).click();
    await expect(page).toHaveURL(/\/housekeeping\/room\/[0-9a-f-]+\?mode=audit&reportId=/);
  } finally {
    await end();
  }
});
