import fs from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { newHousekeeper, newResident, scheduleToday } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, signInByPin, text, unscheduledRooms } from './helpers.ts';

// Printing the day: a housekeeper prints her daily list from her dashboard, a lead prints the day's
// schedule (a page per person) and one person's list from the schedule's day view. The print views show
// every resident of a shared room and every room planned that day, and save as A4 and Letter PDFs with
// nothing of the app around them. The test makes its own rooms, residents, housekeeper and plan.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const ROOMS = [`P${stamp}1`, `P${stamp}2`, `P${stamp}3`];
const TASK = `Change the curtains ${stamp}`;
let facilityId: string;
let leadToken: string;
let today: string;
let pia: { id: string; pin: string; name: string };
let sharers: string[];

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.beforeAll(async ({ request }) => {
  const managerToken = await apiToken(request, EMAIL.manager);
  leadToken = await apiToken(request, EMAIL.lead);
  const nurseToken = await apiToken(request, EMAIL.nurse);
  const made = await unscheduledRooms(request, managerToken, ROOMS);
  facilityId = made.facilityId;
  const admit = (first: string, room: string) =>
    newResident(request, nurseToken, facilityId, {
      residentId: `PR-${first}-${stamp}`,
      namePrefix: 'Ms',
      firstName: first,
      lastName: `Printed${stamp}`,
      roomId: (made.rooms[room] as { id: string }).id,
      notes: [],
    });
  sharers = [(await admit('Ada', ROOMS[0] as string)).displayName, (await admit('Bea', ROOMS[0] as string)).displayName];
  await admit('Cy', ROOMS[1] as string);
  pia = await newHousekeeper(request, managerToken, { facilityId, staffRefId: `PR-${stamp}`, firstName: 'Pia', lastName: `Print${stamp}` });
  today = await scheduleToday(request, leadToken, facilityId);
  const res = await request.post('/api/staffSchedule/addassignment', {
    headers: auth(leadToken),
    data: { facilityId, assignment: { staffMemberId: pia.id, startDate: today, endDate: today, roomNumbers: ROOMS, task: TASK } },
  });
  expect(res.status(), await res.text()).toBe(200);
});

const roomsOf = (scope: Locator) => scope.getByTestId('print-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-room')));

/** The print view as A4 and Letter PDFs in the test's output, and as a print-media screenshot. */
async function savePrints(page: Page, info: TestInfo, name: string): Promise<number[]> {
  const pages: number[] = [];
  for (const format of ['A4', 'Letter'] as const) {
    const file = info.outputPath(`${name}-${format}.pdf`);
    await page.pdf({ path: file, format, printBackground: true });
    const pdf = fs.readFileSync(file, 'latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    pages.push((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length);
  }
  await page.emulateMedia({ media: 'print' });
  // Nothing of the app prints: no header, no menu, no toolbar of the view.
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.getByTestId('print-now')).toBeHidden();
  await screenshot(page, info, `${name}-print`);
  await page.emulateMedia({ media: 'screen' });
  return pages;
}

test('the housekeeper prints her daily list from the dashboard: her rooms, every resident of the shared room', async ({ page }, info) => {
  await signInByPin(page, pia.pin);
  await page.goto('/housekeeping');
  await expect(page.getByTestId('room-tile').first()).toBeVisible();
  // The Print button comes with the DailyList filter.
  await expect(page.getByTestId('print-daily-list')).toHaveCount(0);
  await page.getByRole('main').getByRole('combobox', { name: 'Assignments', exact: true }).click();
  await page.getByRole('option', { name: 'My daily list', exact: true }).click();
  await page.getByTestId('print-daily-list').click();
  await expect(page).toHaveURL(/\/print\/dailylist$/);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toHaveCount(1);
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(pia.name);
  await expect.poll(() => roomsOf(sheet)).toEqual(ROOMS);
  const shared = sheet.locator(`[data-testid="print-row"][data-room="${ROOMS[0]}"]`);
  for (const name of sharers) await expect(shared).toContainText(name);
  await expectAccessible(page, 'printed daily list');
  await screenshot(page, info, 'print-daily-list');
  const pages = await savePrints(page, info, 'daily-list');
  expect(pages).toEqual([1, 1]);
});

async function planned(request: APIRequestContext): Promise<Record<string, string[]>> {
  const res = await request.post('/api/staffSchedule', { headers: auth(leadToken), data: { facilityId, from: today, to: today } });
  const s = await res.json();
  const number = new Map<string, string>(s.rooms.map((r: { id: string; roomNumber: string }) => [r.id, r.roomNumber]));
  const out: Record<string, Set<string>> = {};
  for (const d of s.days as { assignmentId: string; date: string; roomIds: string[] }[]) {
    const a = s.assignments.find((x: { id: string }) => x.id === d.assignmentId);
    if (d.date !== today || !a) continue;
    const key = a.staffMemberId ?? '';
    out[key] ??= new Set();
    for (const id of d.roomIds) out[key].add(id);
  }
  return Object.fromEntries(Object.entries(out).map(([k, ids]) => [k, [...ids].map((id) => number.get(id) as string).sort()]));
}

test('a lead prints the day’s schedule, a page per person with every planned room, and one person’s list', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const expected = await planned(request);
  expect(expected[pia.id]).toEqual([...ROOMS].sort());
  await signInAs(page, EMAIL.lead);
  await page.goto(`/facility/staffschedule?date=${today}`);
  await page.getByTestId('print-schedule').click();
  await page.getByTestId('print-day').click();
  await expect(page).toHaveURL(new RegExp(`/print/schedule\\?date=${today}$`));
  const sheets = page.getByTestId('print-sheet');
  await expect(sheets.first()).toBeVisible();
  // Every room planned that day, on the page of the person it is planned for.
  const shown: Record<string, string[]> = {};
  for (const sheet of await sheets.all()) {
    const rooms = (await roomsOf(sheet)) as string[];
    if (rooms.length) shown[(await sheet.getAttribute('data-staff')) ?? ''] = rooms.sort();
  }
  expect(shown).toEqual(expected);
  const mine = page.locator(`[data-testid="print-sheet"][data-staff="${pia.id}"]`);
  for (const name of sharers) await expect(mine.locator(`[data-room="${ROOMS[0]}"]`)).toContainText(name);
  await expect(mine.getByTestId('print-covers')).toContainText(ROOMS[0] as string);
  await expect(mine).toContainText(TASK);
  await expectAccessible(page, "printed day's schedule");
  const people = await sheets.count();
  const pages = await savePrints(page, info, 'day-schedule');
  // A page at least per person (page breaks between people).
  for (const n of pages) expect(n).toBeGreaterThanOrEqual(people);

  // One person's list, from the same menu.
  await page.goto(`/facility/staffschedule?date=${today}`);
  await page.getByTestId('print-schedule').click();
  await page.getByRole('menuitem', { name: `Print the list of ${pia.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`staff=${pia.id}`));
  await expect(sheets).toHaveCount(1);
  await expect.poll(() => roomsOf(sheets)).toEqual(ROOMS);
  await savePrints(page, info, 'person-list');
});

test('in French: the printed list’s columns and the Print button', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead, 'fr');
  await page.goto(`/print/schedule?date=${today}&staff=${pia.id}`);
  await expect(page.getByRole('columnheader', { name: text('fr', 'print', 'columns.initials') })).toBeVisible();
  await expect(page.getByTestId('print-now')).toHaveText(text('fr', 'print', 'printNow'));
  await screenshot(page, info, 'print-list-fr');
});
