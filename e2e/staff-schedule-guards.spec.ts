import { type APIRequestContext, expect, test } from '@playwright/test';
import { newHousekeeper } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, unscheduledRooms } from './helpers.ts';
import { sickCallTo, staffRow } from './staff-schedule-steps.ts';

// Planning that guards itself and workload that respects people: a lead's duplicate assignment is
// refused naming the card already there, a room on two lists is shown as such, and a sick call is
// redistributed within the taker's shift (set on the day view), with a plain warning for the rooms that
// fit nobody. The test makes its own rooms and housekeepers through the API, on a day of its own.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-5);
const ROOMS = Array.from({ length: 13 }, (_, i) => `G${stamp}${String(i).padStart(2, '0')}`);
const CID = { first: 'Cid', last: `Guard${stamp}` };
const DEE = { first: 'Dee', last: `Guard${stamp}` };
let facilityId: string;
let leadToken: string;
let staff: Record<'cid' | 'dee', { id: string; name: string }>;
let day: string;
let minutes: number;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const row = staffRow;

async function scheduleOf(request: APIRequestContext) {
  const res = await request.post('/api/staffSchedule', { headers: auth(leadToken), data: { facilityId, from: day, to: day } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

async function plan(request: APIRequestContext, staffMemberId: string, roomNumbers: string[]) {
  const res = await request.post('/api/staffSchedule/addassignment', {
    headers: auth(leadToken),
    data: { facilityId, assignment: { staffMemberId, startDate: day, endDate: day, roomNumbers } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  const managerToken = await apiToken(request, EMAIL.manager);
  leadToken = await apiToken(request, EMAIL.lead);
  facilityId = (await unscheduledRooms(request, managerToken, ROOMS)).facilityId;
  const hire = (who: { first: string; last: string }, n: number) =>
    newHousekeeper(request, managerToken, { facilityId, staffRefId: `SG-${stamp}-${n}`, firstName: who.first, lastName: who.last });
  staff = { cid: await hire(CID, 1), dee: await hire(DEE, 2) };
  const today = (
    await (
      await request.post('/api/staffSchedule', { headers: auth(leadToken), data: { facilityId, from: '2026-01-05', to: '2026-01-05' } })
    ).json()
  ).today as string;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 4);
  day = d.toISOString().slice(0, 10);
  // Dee has one room of her own; Cid the other twelve.
  await plan(request, staff.dee.id, [ROOMS[0] as string]);
  await plan(request, staff.cid.id, ROOMS.slice(1));
  minutes = (await scheduleOf(request)).rooms.find((r: { roomNumber: string }) => r.roomNumber === ROOMS[1]).expectedMinutes;
});

test('a duplicate assignment is refused naming the one already there; a room on two lists is shown', async ({ page, request }, info) => {
  await signInAs(page, EMAIL.lead);
  await page.goto(`/facility/staffschedule?date=${day}`);
  await expect(row(page, staff.dee.id).getByTestId('assignment-card')).toHaveCount(1);

  // The same card again, made through the dialog from Dee's card (edit → a copy is what a lead would try).
  const res = await request.post('/api/staffSchedule/addassignment', {
    headers: auth(leadToken),
    data: { facilityId, assignment: { staffMemberId: staff.dee.id, startDate: day, endDate: day, roomNumbers: [ROOMS[0]] } },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).errors[0].message).toContain(`${staff.dee.name} already has the same assignment`);

  await page.getByTestId('new-assignment').click();
  const dialog = page.getByRole('dialog', { name: 'New assignment' });
  const who = dialog.getByLabel('Staff member');
  await who.click();
  await who.fill(DEE.last);
  await page.getByRole('option', { name: staff.dee.name, exact: true }).click();
  const roomsField = dialog.getByLabel('Room numbers');
  await roomsField.click();
  await roomsField.fill(ROOMS[0] as string);
  await page.getByRole('option', { name: ROOMS[0] as string, exact: true }).click();
  await dialog.getByRole('heading').first().click();
  await dialog.getByTestId('save-assignment').click();
  await expect(dialog.getByText(`${staff.dee.name} already has the same assignment`)).toBeVisible();
  await screenshot(page, info, 'staff-schedule-duplicate-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, staff.dee.id).getByTestId('assignment-card')).toHaveCount(1);

  // Cid's first room also on Dee's list (another card, not a duplicate): shown on both and in the banner.
  await plan(request, staff.dee.id, [ROOMS[0] as string, ROOMS[1] as string]);
  await page.reload();
  await expect(page.getByTestId('doubled-rooms')).toContainText(ROOMS[1] as string);
  await expect(row(page, staff.cid.id).getByTestId('card-doubled')).toContainText(ROOMS[1] as string);
  const extra = (await scheduleOf(request)).assignments.find(
    (a: { staffMemberId: string; roomNumbers: string[] }) => a.staffMemberId === staff.dee.id && a.roomNumbers.length === 2,
  );
  expect((await request.post('/api/staffSchedule/delete', { headers: auth(leadToken), data: { facilityId, id: extra.id } })).status()).toBe(
    200,
  );
});

test('a sick call is redistributed within the shift set for Dee, with a warning for what does not fit', async ({ page, request }, info) => {
  // Dee's shift: room for a few more rooms than her own, never all twelve.
  const hours = Math.max(1, Math.ceil((4 * minutes) / 30) / 2);
  const shift = hours * 60;
  await signInAs(page, EMAIL.lead);
  await page.goto(`/facility/staffschedule?date=${day}`);
  const dee = row(page, staff.dee.id);
  // The site's default shift (7.5 h) is everyone's until they have their own.
  await expect(page.getByTestId('site-shift-button')).toHaveText('Site shift: 7.5 h');
  await expect(dee.getByTestId('row-load')).toHaveAttribute('data-shift', '450');
  await dee.getByTestId('shift-button').click();
  await page.getByTestId('shift-hours').fill(String(hours));
  await page.getByTestId('shift-save').click();
  await expect(dee.getByTestId('row-load')).toHaveAttribute('data-shift', String(shift));
  await expect(dee.getByTestId('shift-button')).toContainText(`Shift ${hours} h`);

  const dialog = await sickCallTo(page, staff.cid, staff.dee.id);
  const takes = Math.min(12, Math.floor(shift / minutes) - 1);
  expect(takes).toBeLessThan(12);
  const line = dialog.locator(`[data-testid="redistribute-person"][data-staff-id="${staff.dee.id}"]`);
  await expect(line.getByTestId('redistribute-rooms')).toContainText(`+${takes} room`);
  await expect(line.getByTestId('redistribute-minutes')).toContainText(`${(takes + 1) * minutes} min in all of a ${shift} min shift`);
  const warning = dialog.getByTestId('redistribute-unplaced');
  await expect(warning).toHaveAttribute('data-count', String(12 - takes));
  await expect(warning).toContainText('fit in nobody’s shift');
  await expectAccessible(page, 'redistribute within shifts');
  await screenshot(page, info, 'staff-schedule-redistribute-within-shift');
  await dialog.getByTestId('redistribute-apply').click();
  await expect(dialog).toBeHidden();

  // Dee is at most at her shift; the rooms that did not fit are on nobody's list.
  await expect(dee.getByTestId('row-load')).toHaveAttribute('data-minutes', String((takes + 1) * minutes));
  await expect(dee.getByTestId('over-shift')).toHaveCount(0);
  const after = await scheduleOf(request);
  const numberOf = new Map(after.rooms.map((r: { id: string; roomNumber: string }) => [r.id, r.roomNumber]));
  const left = (after.uncovered[0].roomIds as string[]).map((id) => numberOf.get(id)).filter((n) => ROOMS.includes(n as string));
  expect(left).toHaveLength(12 - takes);
  await screenshot(page, info, 'staff-schedule-after-sick-call-within-shift');

  // One of the rooms that did not fit given to Dee anyway: the day view warns that her plan is past her shift.
  await plan(request, staff.dee.id, [left[0] as string]);
  await page.reload();
  await expect(dee.getByTestId('over-shift')).toContainText(`${(takes + 2) * minutes - shift} min past the shift`);
  await screenshot(page, info, 'staff-schedule-over-shift');
});
