import { expect, test } from '@playwright/test';
import { EMAIL, expectAccessible, screenshot, signInAs, text } from './helpers.ts';

// A calendar file with an impossible date: the wizard names the line and the problem in the user's
// language under 'Error parsing the calendar', never the parser's own English.

const FILE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Rota test//EN',
  'BEGIN:VEVENT',
  'UID:bad-date@rota.example',
  'DTSTART;TZID=Europe/London:20261301T090000',
  'SUMMARY:Shift',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

for (const lang of ['en', 'fr']) {
  test(`a file with an impossible date names its line and problem (${lang})`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, EMAIL.lead, lang === 'en' ? null : lang);
    await page.goto('/facility/calendarsync');
    await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(FILE) });
    await page.getByRole('button', { name: text(lang, 'calendar-sync', 'wizard.next') }).click();
    const alert = page.getByTestId('read-error');
    await expect(alert).toContainText(text(lang, 'calendar-sync', 'parseError.title'));
    const problem = text(lang, 'calendar-sync', 'parseError.problems.invalid_date')
      .replace('{{property}}', 'DTSTART')
      .replace('{{value}}', '20261301T090000');
    await expect(alert).toContainText(
      text(lang, 'calendar-sync', 'parseError.line').replace('{{line}}', '6').replace('{{problem}}', problem),
    );
    await expect(alert).not.toContainText('Error: ');
    await expectAccessible(page, `calendar parse error (${lang})`);
    await screenshot(page, info, `calendar-parse-error-${lang}`);
  });
}
