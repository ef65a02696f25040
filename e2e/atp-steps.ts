import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffIdOf, submitReport, tickedOperations } from './api.ts';

// Steps of the ATP audit spec: the limits screen, a clean to audit, and one operation's reading.

export interface RoutineOp {
  id: string;
  group: string;
  item: string;
  optional: boolean;
  icon: string | null;
}

/** A complete Clean of a room saved as a tablet would, with the routine's real operations; answers them. */
export async function saveRoutineClean(
  request: APIRequestContext,
  token: string,
  target: { facilityId: string; roomId: string; roomTypeId: string },
): Promise<RoutineOp[]> {
  const [config] = await (await request.get('/api/housekeeping', { headers: { authorization: `Bearer ${token}` } })).json();
  const type = config.roomTypes.find((t: { id: string }) => t.id === target.roomTypeId);
  const routine = type.routines.find((r: { cleanType: string }) => r.cleanType === 'Clean');
  const operations = routine.operations as RoutineOp[];
  const at = new Date();
  await submitReport(request, token, {
    facilityId: target.facilityId,
    roomId: target.roomId,
    selectedCleanType: 'Clean',
    status: 'Complete',
    startDate: new Date(at.getTime() - 20 * 60_000).toISOString(),
    reportDate: at.toISOString(),
    operations: tickedOperations(operations, at, (o) => ({
      group: o.group,
      item: o.item,
      icon: o.icon ?? null,
      checked: o.optional ? null : true,
    })),
    authorStaffId: await staffIdOf(request, token),
  });
  return operations;
}

/** The site's limits on the ATP limits screen, started from the makers' limits when the site has none. */
export async function setMakersLimits(page: Page): Promise<void> {
  await page.goto('/atp-limits');
  await expect(page.getByRole('heading', { name: 'ATP limits' })).toBeVisible();
  await page.getByTestId('atp-defaults').click();
  await expect(page.getByTestId('atp-limit-row')).toHaveCount(2);
}

/** In the audit, one task's details: a reading under a brand, and the band the screen shows for it. */
export async function recordReading(page: Page, item: string, brand: string, rlu: number): Promise<string | null> {
  await page.getByRole('button', { name: `Details of ${item}` }).click();
  const details = page.getByRole('dialog', { name: item });
  await details.getByRole('combobox', { name: 'Luminometer brand' }).fill(brand);
  await details.getByRole('textbox', { name: 'Reading (RLU)' }).fill(String(rlu));
  const band = details.getByTestId('atp-band');
  await expect(band).toBeVisible();
  const value = await band.getAttribute('data-band');
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();
  return value;
}

/** In the audit, one task set to Not present through its details (the tile cycle stays four taps). */
export async function markNotPresent(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: `Details of ${item}` }).click();
  const details = page.getByRole('dialog', { name: item });
  await details.getByRole('radio', { name: 'Not present' }).check();
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();
}

/** Opens the site dashboard and checks its results per method: an ATP row with a line per brand by band. */
export async function expectAtpMethodLine(page: Page, brands: readonly string[]): Promise<void> {
  await page.goto('/facilitydashboard');
  const atp = page.getByTestId('method-results').getByTestId('method-atpSystemMethod');
  await expect(atp).toContainText('ATP system');
  await expect(atp).toContainText('%');
  for (const brand of brands) {
    const line = atp.getByTestId('method-atp-brand').filter({ hasText: `${brand}:` });
    await expect(line).toHaveCount(1);
    await expect(line.locator('[data-band="caution"]')).toBeVisible();
  }
  await atp.scrollIntoViewIfNeeded();
}
