import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addCalendarProfile, newHousekeeper, scheduleToday } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, unscheduledRooms } from './helpers.ts';

// Calendar import: a lead imports next week's rota from an .ics file with a saved import
// profile; one event names a housekeeper by the rota's nickname ('Hskp'), which the review flags as an
// unknown staff member; a value replacement fixes it; the import makes the assignments the staff schedule
// then shows; importing the same file again makes nothing new. The test makes its own rooms, staff and
// profile through the API, and plans next week so no event is in the past whatever the hour of the run.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const ROOMS = [`C${stamp}1`, `C${stamp}2`, `C${stamp}3`];
const REF = { ada: `CAL-${stamp}-1`, bea: `CAL-${stamp}-2` };
const PROFILE = `Rota ${stamp}`;
let facilityId: string;
let managerToken: string;
let staff: Record<'ada' | 'bea', { id: string; name: string }>;
let monday: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const compact = (date: string) => date.replaceAll('-', '');

/** Next week's rota as a rostering system writes it: a daily shift Monday to Friday, one Tuesday shift, a lunch. */
function rota(): string {
  const tz = 'America/Toronto';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rota test//EN',
    'BEGIN:VEVENT',
    `UID:ada-${stamp}@rota.example`,
    'DTSTAMP:20261101T120000Z',
    `DTSTART;TZID=${tz}:${compact(monday)}T070000`,
    `DTEND;TZID=${tz}:${compact(monday)}T150000`,
    'RRULE:FREQ=DAILY;COUNT=5',
    `SUMMARY:Shift: ${REF.ada}`,
    `LOCATION:${ROOMS[0]}\\, ${ROOMS[1]}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:bea-${stamp}@rota.example`,
    'DTSTAMP:20261101T120000Z',
    `DTSTART;TZID=${tz}:${compact(addDays(monday, 1))}T070000`,
    `DTEND;TZID=${tz}:${compact(addDays(monday, 1))}T150000`,
    'SUMMARY:Shift: Hskp',
    `LOCATION:${ROOMS[2]}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:lunch-${stamp}@rota.example`,
    'DTSTAMP:20261101T120000Z',
    `DTSTART;TZID=${tz}:${compact(monday)}T120000`,
    `DTEND;TZID=${tz}:${compact(monday)}T123000`,
    'SUMMARY:Lunch',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

async function createHousekeeper(request: APIRequestContext, first: string, ref: string) {
  return newHousekeeper(request, managerToken, { facilityId, staffRefId: ref, firstName: first, lastName: `Cal${stamp}` });
}

async function assignmentsOf(request: APIRequestContext, ids: string[]) {
  const res = await request.post('/api/staffSchedule', {
    headers: auth(managerToken),
    data: { facilityId, from: monday, to: addDays(monday, 6) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { assignments } = (await res.json()) as { assignments: { staffMemberId: string; startDate: string; roomNumbers: string[] }[] };
  return assignments.filter((a) => ids.includes(a.staffMemberId));
}

async function chooseFile(page: Page) {
  await page.getByTestId('file-input').setInputFiles({ name: 'rota.ics', mimeType: 'text/calendar', buffer: Buffer.from(rota()) });
  await expect(page.getByTestId('file-name')).toContainText('rota.ics');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(monday);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(addDays(monday, 6));
}

test.beforeAll(async ({ request }) => {
  managerToken = await apiToken(request, EMAIL.manager);
  const made = await unscheduledRooms(request, managerToken, ROOMS);
  facilityId = made.facilityId;
  staff = { ada: await createHousekeeper(request, 'Ada', REF.ada), bea: await createHousekeeper(request, 'Bea', REF.bea) };
  const today = await scheduleToday(request, managerToken, facilityId);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  monday = addDays(today, 7 - weekday);
  // The saved profile: shifts only, the staff ID after 'Shift: ', rooms from the location.
  await addCalendarProfile(request, managerToken, facilityId, {
    name: PROFILE,
    filters: [{ field: 'summary', mode: 'include', pattern: '^Shift' }],
    mapping: [
      { source: 'summary', target: 'staffMember', pattern: '^Shift: (.+)$' },
      { source: 'location', target: 'roomNumbers', pattern: null },
    ],
    replacements: [],
  });
});

test('a lead imports next week from an .ics file with a profile, fixes a row by a replacement, and re-importing makes nothing new', async ({
  page,
}, info) => {
  await signInAs(page, EMAIL.lead, null);
  await page.goto('/facility/calendarsync');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Synchronization' })).toBeVisible();

  // File: the profile, then the file and next week.
  await page.getByTestId('profile-select').click();
  await page.getByRole('option', { name: PROFILE }).click();
  await chooseFile(page);
  await screenshot(page, info, 'calendar-file');
  await page.getByTestId('wizard-next').click();

  // Filters: the profile's include filter; a broken pattern is named at once and holds the wizard.
  const pattern = page.getByLabel('Filter 1: pattern');
  await expect(pattern).toHaveValue('^Shift');
  await pattern.fill('^(Shift');
  await expect(page.getByText(/^Invalid regular expression/).first()).toBeVisible();
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  await pattern.fill('^Shift');
  await expect(page.getByTestId('wizard-next')).toBeEnabled();
  await page.getByTestId('wizard-next').click();

  // Mapping as the profile saved it; review: Bea's 'Hskp' names nobody.
  await expect(page.getByTestId('mapping-row')).toHaveCount(2);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('count-create')).toHaveText('5 to create');
  await expect(page.getByTestId('count-invalid')).toHaveText('1 invalid');
  await expect(page.getByTestId('count-filtered')).toHaveText('1 filtered out');
  const invalid = page.locator('[data-testid="review-row"][data-action="invalid"]');
  await expect(invalid).toHaveCount(1);
  await expect(invalid).toContainText('Hskp');
  await expect(page.locator('[data-testid="review-row"][data-action="create"]').first()).toContainText(staff.ada.name);
  await expectAccessible(page, 'calendar review with an invalid row');
  await screenshot(page, info, 'calendar-review-invalid');

  // Back to the mapping: 'Hskp' is Bea's staff ID. The review then has six to create and nothing invalid.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Add a replacement' }).click();
  await page.getByLabel('Replacement 1: value in the calendar').fill('Hskp');
  await page.getByLabel('Replacement 1: replace with').fill(REF.bea);
  await screenshot(page, info, 'calendar-mapping');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('count-create')).toHaveText('6 to create');
  await expect(page.getByTestId('count-invalid')).toHaveText('0 invalid');
  await expect(page.locator('[data-testid="review-row"][data-action="create"]').filter({ hasText: staff.bea.name })).toHaveCount(1);

  // The fixed rules are kept in the profile for next week.
  await page.getByRole('button', { name: 'Update profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('import-result')).toContainText('Created: 6.');
  await screenshot(page, info, 'calendar-imported');
  const made = await assignmentsOf(page.request, [staff.ada.id, staff.bea.id]);
  expect(made).toHaveLength(6);
  expect(made.filter((a) => a.staffMemberId === staff.bea.id).map((a) => a.roomNumbers)).toEqual([[ROOMS[2]]]);

  // The staff schedule's week shows them.
  await page.getByTestId('open-schedule').click();
  await expect(page).toHaveURL(/\/facility\/staffschedule/);
  await expect(page.getByTestId('week-view')).toBeVisible();
  const adaWeek = page.locator(`[data-testid="week-row"][data-staff-id="${staff.ada.id}"]`);
  await expect(adaWeek.getByTestId('week-item')).toHaveCount(5);
  await expect(page.locator(`[data-testid="week-row"][data-staff-id="${staff.bea.id}"]`).getByTestId('week-item')).toHaveCount(1);
  await screenshot(page, info, 'calendar-schedule-week');

  // Importing the same file again with the saved profile: everything is unchanged, nothing to import.
  await page.goto('/facility/calendarsync');
  await page.getByTestId('profile-select').click();
  await page.getByRole('option', { name: PROFILE }).click();
  await chooseFile(page);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('replacement-row')).toHaveCount(1);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('count-unchanged')).toHaveText('6 unchanged');
  await expect(page.getByTestId('count-create')).toHaveText('0 to create');
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  expect(await assignmentsOf(page.request, [staff.ada.id, staff.bea.id])).toHaveLength(6);
});

test('the export tab builds the feed address; a lead is told who generates the key', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead, null);
  await page.goto('/facility/calendarsync');
  await page.getByRole('tab', { name: 'Export to calendar apps' }).click();
  const url = page.getByTestId('feed-url');
  await expect(url).toContainText(`/api/calendar/feed/${facilityId}.ics?key=API_KEY&schedule=1`);
  await page.getByRole('checkbox', { name: 'Clean schedule' }).check();
  await page.getByRole('checkbox', { name: 'As 15-minute appointments' }).check();
  await expect(url).toContainText('cleans=1&appointments=1');
  await expect(page.getByTestId('ask-admin')).toBeVisible();
  await expectAccessible(page, 'calendar export');
  await screenshot(page, info, 'calendar-export');
});

test('a lead creates a feed address of her own, the feed answers it, and once revoked it answers 404', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead, null);
  await page.goto('/facility/calendarsync');
  await page.getByRole('tab', { name: 'Export to calendar apps' }).click();
  await page.getByRole('checkbox', { name: 'Room tasks' }).check();
  const label = `Mei's phone ${stamp}`;
  await page.getByRole('textbox', { name: 'For whom' }).fill(label);
  await page.getByRole('button', { name: 'Create feed address' }).click();
  const address = page.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(new RegExp(`/api/calendar/feed/${facilityId}\\.ics\\?key=chf_[\\w-]+&schedule=1&tasks=1`));
  const feedAddress = await address.inputValue();
  const list = page.getByTestId('feed-key-list');
  await expect(list.getByRole('row', { name: new RegExp(label) })).toContainText('Never');
  await page.getByTestId('feed-keys').scrollIntoViewIfNeeded();
  await expectAccessible(page, 'calendar feed addresses');
  await screenshot(page, info, 'calendar-feed-addresses');

  // The address is the whole feed: a calendar app reads it with no session.
  const feed = await page.request.get(feedAddress);
  expect(feed.status(), await feed.text()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.reload();
  await page.getByRole('tab', { name: 'Export to calendar apps' }).click();
  await expect(page.getByRole('textbox', { name: 'Feed address' })).toHaveCount(0);
  await expect(list.getByRole('row', { name: new RegExp(label) })).not.toContainText('Never');

  await page.getByRole('button', { name: `Revoke the feed address for ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);
  expect((await page.request.get(feedAddress)).status()).toBe(404);
});
