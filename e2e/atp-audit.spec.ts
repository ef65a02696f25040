import { expect, type Page, test } from '@playwright/test';
import { expectAtpMethodLine, markNotPresent, type RoutineOp, recordReading, saveRoutineClean, setMakersLimits } from './atp-steps.ts';
import { apiToken, EMAIL, expectAccessible, openAudit, screenshot, signInAs, unscheduledRooms } from './helpers.ts';

// An audit with ATP readings under two brands' limits and a surface not present (1280x800): the supervisor
// sets the limits, audits a clean with a Hygiena reading in its caution band and a 3M reading that passes
// under 3M's limits (and would fail under Hygiena's), marks a surface not present, and the audit report
// shows the readings with their bands and a pass count that leaves the surface out; the site dashboard's
// results per method show the ATP line with both brands.

const tasks = (page: Page) => page.getByTestId('task-tile');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('ATP readings under two brands’ limits and a surface not present, through to the audit report', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const manager = await apiToken(request, EMAIL.manager);
  const stamp = String(Date.now()).slice(-5);
  const made = await unscheduledRooms(request, manager, [`A${stamp}`]);
  const room = made.rooms[`A${stamp}`] as { id: string; roomNumber: string };
  // The site starts without limits: the screen offers the makers'.
  const supervisor = await apiToken(request, EMAIL.supervisor);
  const cleared = await request.put('/api/atp-limits', {
    headers: { authorization: `Bearer ${supervisor}` },
    data: { facilityId: made.facilityId, limits: [] },
  });
  expect(cleared.status()).toBe(200);
  const ops = await saveRoutineClean(request, await apiToken(request, EMAIL.housekeeper), {
    facilityId: made.facilityId,
    roomId: room.id,
    roomTypeId: made.type.id,
  });

  await signInAs(page, EMAIL.supervisor, null);
  await setMakersLimits(page);
  await expect(page.getByTestId('limit-brand').first()).toHaveValue('Hygiena');
  // A caution limit below the pass limit is refused on its field before anything is sent.
  const caution = page.getByTestId('limit-cautionMax').first();
  await caution.fill('5');
  await page.getByTestId('atp-save').click();
  await expect(page.getByText('Must be at least the pass limit.')).toBeVisible();
  await caution.fill('30');
  await page.getByTestId('atp-save').click();
  await expect(page.getByTestId('atp-saved')).toBeVisible();
  await expectAccessible(page, 'ATP limits');
  await screenshot(page, info, 'atp-limits');

  await openAudit(page, room);
  await page.getByRole('checkbox', { name: 'ATP system' }).check();
  const [hygiena, clean3m, absent] = ops.filter((o) => !o.optional) as [RoutineOp, RoutineOp, RoutineOp];
  // 25 RLU: caution under Hygiena (up to 30); 200 RLU: a pass under 3M (up to 249) that Hygiena would fail.
  expect(await recordReading(page, hygiena.item, 'Hygiena', 25)).toBe('caution');
  expect(await recordReading(page, clean3m.item, '3M Clean-Trace', 200)).toBe('pass');
  await markNotPresent(page, absent.item);
  const tile = (item: string) => tasks(page).and(page.locator(`[data-item="${item}"]`));
  await expect(tile(hygiena.item).getByTestId('tile-atp')).toHaveText('ATP 25 RLU · Caution');
  await expect(tile(clean3m.item).getByTestId('tile-atp')).toHaveText('ATP 200 RLU · Pass');
  await expect(tile(absent.item)).toHaveAttribute('data-audit', 'NotPresent');
  await expectAccessible(page, 'audit with ATP readings');
  await screenshot(page, info, 'atp-audit');
  await page.getByTestId('cleaning-save').click();
  await expect(page).toHaveURL('/facility/roomdashboard');

  // The audit report: the readings with their bands, the surface not present, and a pass count without it.
  const observed = ops.length - 1;
  await page.goto(`/reporting/reports?report=audits&from=${day(-1)}&to=${day(1)}`);
  const row = page.getByTestId('report-row').filter({ hasText: room.roomNumber });
  await expect(row).toHaveCount(1);
  const atp = row.getByTestId('audit-atp');
  await expect(atp.getByTestId('atp-reading-line').filter({ hasText: `${hygiena.item}: Hygiena 25 RLU` })).toContainText('Caution');
  await expect(atp.getByTestId('atp-reading-line').filter({ hasText: `${clean3m.item}: 3M Clean-Trace 200 RLU` })).toContainText('Pass');
  await expect(atp.getByTestId('audit-not-present')).toHaveText(`Not present: ${absent.item}`);
  await expect(row).toContainText(`${observed} of ${observed} passed`);
  await expect(page.getByTestId('report-stats')).toContainText('ATP pass rate · Hygiena');
  await atp.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'atp-audit-report');
  // Its results per method: the ATP line gives this audit's brands by band.
  const byMethod = page.getByTestId('method-results').getByTestId('method-atpSystemMethod');
  for (const brand of ['Hygiena', '3M Clean-Trace'])
    await expect(byMethod.getByTestId('method-atp-brand').filter({ hasText: brand })).toHaveCount(1);
  await byMethod.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'atp-audit-report-methods');

  // The site dashboard's results per method: the ATP line with this audit's brands by band. (This audit
  // answers no marking: the marking report's per-method results are covered by markings-methods.int.test.ts.)
  await expectAtpMethodLine(page, ['Hygiena', '3M Clean-Trace']);
  await screenshot(page, info, 'atp-site-dashboard');

  // In French, the limits and the report's readings speak French.
  await page.evaluate(() => localStorage.setItem('carehome.language', 'fr'));
  await page.goto('/atp-limits');
  await expect(page.getByRole('heading', { name: 'Seuils ATP' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Vigilance jusqu’à' })).toBeVisible();
  await screenshot(page, info, 'atp-limits-fr');
  await page.goto(`/reporting/reports?report=audits&from=${day(-1)}&to=${day(1)}`);
  await expect(row.getByTestId('audit-atp')).toContainText('Vigilance');
  await screenshot(page, info, 'atp-audit-report-fr');
  await page.goto('/facilitydashboard');
  const methods = page.getByTestId('method-results');
  await expect(methods.getByRole('heading', { name: 'Résultats par méthode d’audit' })).toBeVisible();
  await expect(methods.getByTestId('method-atpSystemMethod')).toContainText('Système ATP');
  await methods.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'atp-site-dashboard-fr');
});
