import { expect, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signInAs, text } from './helpers.ts';

// Filter patterns in the import wizard run on a linear-time engine, in the browser's live preview and on
// the server alike: 'a*a*a*a*a*b' on a 300-letter title (seconds to hours of backtracking in JavaScript's
// engine) answers at once, and a pattern the engine cannot run says why in the user's language, with
// 'Invalid regular expression' once.

const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
const FILE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Rota test//EN',
  'BEGIN:VEVENT',
  'UID:long-title@rota.example',
  `DTSTART;VALUE=DATE:${day}`,
  `SUMMARY:${'a'.repeat(300)}`,
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

for (const lang of ['en', 'fr']) {
  test(`a backtracking pattern answers at once and a refused one says why (${lang})`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, EMAIL.lead, lang === 'en' ? null : lang);
    await page.goto('/facility/calendarsync');
    await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(FILE) });
    // The server reads the file in its calendar worker.
    await page.getByTestId('wizard-next').click();

    await page.getByRole('button', { name: text(lang, 'calendar-sync', 'filters.add') }).click();
    const pattern = page.getByLabel(text(lang, 'calendar-sync', 'filters.pattern').replace('{{n}}', '1'));
    await pattern.fill('(?=a)b');
    const reason = text(lang, 'calendar-sync', 'regexProblemAt')
      .replace('{{reason}}', text(lang, 'calendar-sync', 'regexProblem.lookaround'))
      .replace('{{at}}', '(?=');
    const refused = text(lang, 'errors-app', 'calendar.invalid_regex').replace('{{reason}}', reason);
    await expect(page.getByText(refused)).toBeVisible();
    await expect(page.getByTestId('wizard-next')).toBeDisabled();
    await expectAccessible(page, `refused calendar pattern (${lang})`);
    await screenshot(page, info, `calendar-pattern-refused-${lang}`);

    // Include only titles matching a*a*a*a*a*b: the 300 a's do not match, and the tab does not freeze.
    await pattern.fill('a*a*a*a*a*b');
    await expect(page.getByTestId('wizard-next')).toBeEnabled();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('count-filtered')).toBeVisible({ timeout: 5000 });
    await expect(page.getByTestId('count-filtered')).toContainText('1');
    await screenshot(page, info, `calendar-pattern-review-${lang}`);
  });
}
