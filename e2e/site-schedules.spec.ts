import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { scheduleToday } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, unscheduledRooms } from './helpers.ts';

// Site schedules: a lead saves a planned day as a template, schedules it for
// the week every Monday, sees its next run, runs it now and sees what it made; the site's manager sees
// it among the scheduled jobs of Housekeeping Configuration; 'Run now' asks first and can be undone.
// Data of its own through the API.

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);
const ROOM = `R${stamp}`;
const TEMPLATE = `Rota ${stamp}`;
const SCHEDULE = `Week rota ${stamp}`;
let facilityId: string;
let managerToken: string;
let leadToken: string;
let planned: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
/** The question 'Run now' asks first. */
const runConfirm = (page: Page) => page.getByRole('dialog', { name: `Run “${SCHEDULE}” now?` });

async function siteSchedules(request: APIRequestContext) {
  const res = await request.post('/api/facilitySchedule', { headers: auth(leadToken), data: { facilityId } });
  expect(res.status()).toBe(200);
  return (await res.json()).schedules as { id: string; description: string; active: boolean }[];
}

test.beforeAll(async ({ request }) => {
  managerToken = await apiToken(request, EMAIL.manager);
  leadToken = await apiToken(request, EMAIL.lead);
  facilityId = (await unscheduledRooms(request, managerToken, [ROOM])).facilityId;
  const housekeeper = await apiToken(request, EMAIL.housekeeper);
  const me = (await (await request.get('/api/staff/me', { headers: auth(housekeeper) })).json()).staffMember.id as string;
  // The day planned: Monday of next week (so that 'run now' on this week makes it anew).
  const today = await scheduleToday(request, leadToken, facilityId);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (8 - (d.getUTCDay() || 7)));
  planned = d.toISOString().slice(0, 10);
  const res = await request.post('/api/staffSchedule/addassignment', {
    headers: auth(leadToken),
    data: {
      facilityId,
      assignment: { staffMemberId: me, startDate: planned, endDate: planned, roomNumbers: [ROOM], task: `Curtains ${stamp}` },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  for (const s of (await siteSchedules(request)).filter((x) => x.description === SCHEDULE)) {
    await request.post('/api/facilitySchedule/update', {
      headers: auth(leadToken),
      data: { facilityId, schedule: { ...s, deleted: true } },
    });
  }
});

test('a lead schedules a day template for the week, sees its next run and runs it now', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead);
  await page.goto(`/facility/staffschedule?date=${planned}`);
  await expect(page.getByText(`Curtains ${stamp}`).first()).toBeVisible();

  // Save the day as a template.
  await page.getByTestId('templates').click();
  const templates = page.getByTestId('templates-dialog');
  await templates.getByLabel('Template name').fill(TEMPLATE);
  await templates.getByRole('button', { name: 'Save day as template' }).click();
  await expect(page.getByText(`Template ${TEMPLATE} saved`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(templates).toHaveCount(0);

  // The site schedules: a new one from that template, the week, every Monday at 05:00 (the default).
  await page.getByTestId('site-schedules').click();
  const dialog = page.getByRole('dialog', { name: 'Site schedules' });
  await expect(dialog.getByText('A site schedule applies an assignment template')).toBeVisible();
  await dialog.getByRole('button', { name: 'New site schedule' }).click();
  const form = page.getByTestId('site-schedule-form');
  await form.getByRole('button', { name: 'Save site schedule' }).click();
  await expect(form.getByText('Enter a description.')).toBeVisible();
  await form.getByLabel('Description').fill(SCHEDULE);
  await form.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: TEMPLATE, exact: true }).click();
  await expect(form.getByText('The week of each run')).toBeVisible();
  const preview = form.getByTestId('runs-preview');
  await expect(preview).toContainText('Every week on Mon at 05:00');
  const firstRun = (await preview.getByRole('listitem').first().textContent()) ?? '';
  expect(firstRun).toMatch(/^\S+ \d\d\/\d\d\/\d{4} 05:00$/);
  await screenshot(page, info, 'site-schedule-form');
  await form.getByRole('button', { name: 'Save site schedule' }).click();

  const card = page.getByRole('region', { name: SCHEDULE });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Template: ${TEMPLATE}`);
  await expect(card.getByTestId('site-schedule-next')).toHaveText(`Next run: ${firstRun}`);
  await expect(card.getByTestId('site-schedule-last')).toHaveText('Last run: Not run yet');

  // Asked first, then run.
  await card.getByRole('button', { name: 'Run now' }).click();
  await runConfirm(page).getByRole('button', { name: 'Run now' }).click();
  // The template holds every assignment of the planned day (ours and any other already there that day).
  const ran = card.getByTestId('site-schedule-ran');
  await expect(ran).toContainText(/\d+ assignments? made, \d+ already there/);
  const [made, there] = ((await ran.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(made).toBeGreaterThanOrEqual(1);
  const total = (made ?? 0) + (there ?? 0);
  await expect(card.getByTestId('site-schedule-last')).toContainText(
    `${made} assignment${made === 1 ? '' : 's'} made, ${there} already there`,
  );
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'site-schedules');
  await expectAccessible(page, 'site schedules');

  // Again: nothing is made twice.
  await card.getByRole('button', { name: 'Run now' }).click();
  await runConfirm(page).getByRole('button', { name: 'Run now' }).click();
  await expect(ran).toContainText(`0 assignments made, ${total} already there`);
});

test('Run now is asked first and can be undone: the week is exactly as it was', async ({ page, request }, info) => {
  // The first run made this week's curtains; taken away again so that a run makes them anew.
  const today = await scheduleToday(request, leadToken, facilityId);
  const sunday = new Date(`${today}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + (7 - (sunday.getUTCDay() || 7)));
  const week = async () => {
    const res = await request.post('/api/staffSchedule', {
      headers: auth(leadToken),
      data: { facilityId, from: today, to: sunday.toISOString().slice(0, 10) },
    });
    expect(res.status()).toBe(200);
    return (await res.json()).assignments as { id: string; task: string | null; startDate: string; endDate: string }[];
  };
  for (const a of (await week()).filter((x) => x.task === `Curtains ${stamp}`)) {
    const res = await request.post('/api/staffSchedule/delete', { headers: auth(leadToken), data: { facilityId, id: a.id } });
    expect(res.status()).toBe(200);
  }
  const before = (await week()).map((a) => `${a.id} ${a.startDate} ${a.endDate}`).sort();

  await signInAs(page, EMAIL.lead);
  await page.goto(`/facility/staffschedule?date=${today}`);
  await page.getByTestId('site-schedules').click();
  const card = page.getByRole('region', { name: SCHEDULE });
  // Asked first: cancelled, nothing runs.
  await card.getByRole('button', { name: 'Run now' }).click();
  const ask = runConfirm(page);
  await expect(ask).toContainText(`This makes the assignments of the template “${TEMPLATE}” for the rest of this week.`);
  await expectAccessible(page, 'run now asked');
  await screenshot(page, info, 'site-schedule-run-now-asked');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect((await week()).map((a) => `${a.id} ${a.startDate} ${a.endDate}`).sort()).toEqual(before);

  // Run, then undone: the week as it was.
  await card.getByRole('button', { name: 'Run now' }).click();
  await runConfirm(page).getByRole('button', { name: 'Run now' }).click();
  const ran = card.getByTestId('site-schedule-ran');
  await expect(ran).toContainText(/[1-9]\d* assignments? made/);
  expect((await week()).some((a) => a.task === `Curtains ${stamp}`)).toBe(true);
  await ran.getByTestId('undo').click();
  await expect(ran.getByTestId('undone')).toHaveText('Undone: the schedule is as it was before.');
  await screenshot(page, info, 'site-schedule-run-now-undone');
  expect((await week()).map((a) => `${a.id} ${a.startDate} ${a.endDate}`).sort()).toEqual(before);
});

test('the manager sees the site schedule among the jobs of Housekeeping Configuration', async ({ page }, info) => {
  await signInAs(page, EMAIL.manager);
  await page.goto('/admin/housekeepingconfig');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const row = page
    .getByTestId('jobs-panel')
    .getByTestId('job-row')
    .filter({ hasText: `Site schedule: ${SCHEDULE}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('job-next-run')).toHaveText(/^\d\d\/\d\d\/\d{4} 05:00$/);
  await expect(row.getByTestId('job-result')).toHaveText(/^0 assignments made, \d+ already there$/);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, info, 'jobs-panel-site-schedule');
});

test('the site schedules read in French; one is deleted after asking', async ({ page }, info) => {
  await signInAs(page, EMAIL.lead, 'fr');
  await page.goto('/facility/staffschedule');
  await page.getByTestId('site-schedules').click();
  const dialog = page.getByRole('dialog', { name: 'Plannings du site' });
  const card = dialog.getByRole('region', { name: SCHEDULE });
  await expect(card).toContainText('Modèle');
  await expect(card.getByTestId('site-schedule-words')).toContainText('05:00');
  await expect(card.getByTestId('site-schedule-last')).toContainText(/0 affectation créée, \d+ déjà présentes?/);
  await screenshot(page, info, 'site-schedules-fr');

  await card.getByRole('button', { name: `Supprimer ${SCHEDULE}` }).click();
  await page.getByRole('button', { name: 'Supprimer le planning' }).click();
  await expect(card).toHaveCount(0);
});
