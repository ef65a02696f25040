import { expect, type Page, test } from '@playwright/test';
import { EMAIL, screenshot, signInAs, text } from './helpers.ts';

// At 1280x800 a report's table fits its card; one still too wide scrolls inside its own region, the
// page itself never sideways (the audit report, with its many columns, was wider than the page).

const en = (key: string) => text('en', 'reporting', key);

async function runReport(page: Page, kind: string) {
  await page.getByTestId('report-kind').click();
  await page.getByRole('option', { name: new RegExp(`^${en(`kind.${kind}.name`)}`) }).click();
  await page.getByTestId('run-report').click();
  await expect(page.getByTestId('report-result')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(page.getByTestId('report-table').getByTestId('report-row').first()).toBeVisible();
}

test('the audit report fits the page at 1280 px: its table stays in its card, the page never scrolls sideways', async ({ page }, info) => {
  await signInAs(page, EMAIL.supervisor);
  await page.goto('/reporting/reports');
  await page.getByRole('button', { name: en('preset.last30') }).click();
  for (const kind of ['audits', 'cleans']) {
    await runReport(page, kind);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
      body: document.body.scrollWidth,
    }));
    expect(widths.page, `${kind}: page scrollWidth`).toBeLessThanOrEqual(widths.view);
    expect(widths.body, `${kind}: body scrollWidth`).toBeLessThanOrEqual(widths.view);
    // The table stays inside its card: on the demo's data it fits; with longer names, rooms and comments (a full
    // run's data) it may be wider, and then its own region scrolls sideways, never the page, and no word is cut.
    const region = page.getByRole('region', { name: en(`kind.${kind}.name`) }).first();
    const fit = await region.evaluate((e) => ({ box: e.getBoundingClientRect().right, overflow: getComputedStyle(e).overflowX }));
    expect(fit.box, `${kind}: the table's region ends inside the page`).toBeLessThanOrEqual(widths.view);
    expect(['auto', 'scroll'], `${kind}: the table's region scrolls when the table is wider`).toContain(fit.overflow);
    if (kind === 'audits') {
      await region.scrollIntoViewIfNeeded();
      await screenshot(page, info, 'reporting-audits-width');
    }
  }
});
