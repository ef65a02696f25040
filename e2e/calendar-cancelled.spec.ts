import { expect, type Page, test } from '@playwright/test';
import { addCalendarProfile, newHousekeeper, scheduleToday } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, text, unscheduledRooms } from './helpers.ts';

// Cancelled events in the import wizard: a daily series imported before, whose middle day is now cancelled,
// and a cancelled one-off meeting never imported. By default the review leaves both out; with 'Include
// cancelled events' they are listed with a 'Cancelled' badge and what the import does with each, and the
// import removes the cancelled day's assignment.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const ROOM = `X${stamp}1`;
const REF = `CANC-${stamp}`;
const PROFILE = `Cancelled ${stamp}`;
let facilityId: string;
let managerToken: string;
let days: string[];

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const compact = (date: string) => date.replaceAll('-', '');
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const rules = {
  filters: [],
  mapping: [
    { source: 'summary', target: 'staffMember', pattern: '^([\\w-]+):' },
    { source: 'location', target: 'roomNumbers', pattern: null },
  ],
  replacements: [],
};

/** Three days of a series; `cancelled` cancels its middle day and adds a cancelled meeting. */
function file(cancelled: boolean): string {
  const [d1, d2] = days as [string, string];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:series-${stamp}`,
    `DTSTART;VALUE=DATE:${compact(d1)}`,
    'RRULE:FREQ=DAILY;COUNT=3',
    `SUMMARY:${REF}: Deep clean`,
    `LOCATION:${ROOM}`,
    'END:VEVENT',
    ...(cancelled
      ? [
          'BEGIN:VEVENT',
          `UID:series-${stamp}`,
          `RECURRENCE-ID;VALUE=DATE:${compact(d2)}`,
          `DTSTART;VALUE=DATE:${compact(d2)}`,
          `SUMMARY:${REF}: Deep clean`,
          `LOCATION:${ROOM}`,
          'STATUS:CANCELLED',
          'END:VEVENT',
          'BEGIN:VEVENT',
          `UID:meeting-${stamp}`,
          `DTSTART;VALUE=DATE:${compact(d1)}`,
          `SUMMARY:${REF}: Team meeting`,
          `LOCATION:${ROOM}`,
          'STATUS:CANCELLED',
          'END:VEVENT',
        ]
      : []),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

test.beforeAll(async ({ request }) => {
  managerToken = await apiToken(request, EMAIL.manager);
  facilityId = (await unscheduledRooms(request, managerToken, [ROOM])).facilityId;
  await newHousekeeper(request, managerToken, { facilityId, staffRefId: REF, firstName: 'Cal', lastName: `Cancel${stamp}` });
  const today = await scheduleToday(request, managerToken, facilityId);
  days = [addDays(today, 20), addDays(today, 21), addDays(today, 22)];
  await addCalendarProfile(request, managerToken, facilityId, { name: PROFILE, ...rules });
  // The series as it was first published: three assignments.
  const first = await request.post('/api/calendar/import', {
    headers: auth(managerToken),
    data: { facilityId, fileText: file(false), from: days[0], to: days[2], rules },
  });
  expect(first.status(), await first.text()).toBe(200);
  expect((await first.json()).createdIds).toHaveLength(3);
});

async function toReview(page: Page, lang: string, include: boolean, signedIn = false) {
  await page.setViewportSize({ width: 1280, height: 800 });
  if (!signedIn) {
    await signInAs(page, EMAIL.lead, null);
  }
  if (lang !== 'en') await page.evaluate((l) => localStorage.setItem('carehome.language', l), lang);
  await page.goto('/facility/calendarsync');
  await page.getByTestId('profile-select').click();
  await page.getByRole('option', { name: PROFILE }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(file(true)) });
  await page.getByTestId('wizard-next').click();
  const option = page.getByRole('checkbox', { name: text(lang, 'calendar-sync', 'filters.includeCancelled') });
  await expect(option).not.toBeChecked();
  if (include) await option.check();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('review-table')).toBeVisible();
}

test('cancelled events are left out by default; included, they are listed and the import removes the cancelled day', async ({
  page,
}, info) => {
  await toReview(page, 'en', false);
  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('count-cancelled')).toHaveCount(0);
  await expect(page.getByTestId('count-unchanged')).toHaveText('2 unchanged');

  await toReview(page, 'en', true, true);
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('count-cancelled')).toHaveText('2 cancelled');
  const cancelled = page.locator('[data-testid="review-row"][data-action="cancelled"]');
  await expect(cancelled).toHaveCount(2);
  await expect(cancelled.filter({ hasText: 'Deep clean' })).toContainText('Cancelled');
  await expect(cancelled.filter({ hasText: 'Deep clean' }).getByTestId('cancelled-note')).toHaveText(
    'The import removes the assignment an earlier import made of it.',
  );
  await expect(cancelled.filter({ hasText: 'Team meeting' }).getByTestId('cancelled-note')).toHaveText(
    'Not imported; no assignment of it to remove.',
  );
  const next = page.getByTestId('wizard-next');
  await expect(next).toHaveText('Remove 1 cancelled assignment');
  await expectAccessible(page, 'calendar review with cancelled events');
  await screenshot(page, info, 'calendar-cancelled-review');

  await next.click();
  await expect(page.getByTestId('import-removed')).toHaveText('Assignments of cancelled events removed: 1.');
  const schedule = await page.request.post('/api/staffSchedule', {
    headers: auth(managerToken),
    data: { facilityId, from: days[0], to: days[2] },
  });
  const mine = ((await schedule.json()).assignments as { startDate: string; roomNumbers: string[] }[]).filter((a) =>
    a.roomNumbers.includes(ROOM),
  );
  expect(mine.map((a) => a.startDate).sort()).toEqual([days[0], days[2]]);
  await screenshot(page, info, 'calendar-cancelled-result');
});

test('the option and the cancelled rows read in French', async ({ page }, info) => {
  await toReview(page, 'fr', true);
  const cancelled = page.locator('[data-testid="review-row"][data-action="cancelled"]');
  // The cancelled day's assignment is gone now: nothing is left to remove, both are only listed.
  await expect(cancelled).toHaveCount(2);
  await expect(cancelled.first()).toContainText(text('fr', 'calendar-sync', 'action.cancelled'));
  await expect(cancelled.getByTestId('cancelled-note').first()).toHaveText(text('fr', 'calendar-sync', 'review.cancelledSkipped'));
  await screenshot(page, info, 'calendar-cancelled-review-fr');
});

test('a profile keeps the option: saved on, it is on when the profile is chosen again', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, EMAIL.lead, null);
  await page.goto('/facility/calendarsync');
  await page.getByTestId('profile-select').click();
  await page.getByRole('option', { name: PROFILE }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(file(true)) });
  await page.getByTestId('wizard-next').click();
  const option = page.getByRole('checkbox', { name: 'Include cancelled events' });
  await option.check();
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await screenshot(page, info, 'calendar-cancelled-filters');

  await page.reload();
  await page.getByTestId('profile-select').click();
  await page.getByRole('option', { name: PROFILE }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(file(true)) });
  await page.getByTestId('wizard-next').click();
  await expect(page.getByRole('checkbox', { name: 'Include cancelled events' })).toBeChecked();
});
