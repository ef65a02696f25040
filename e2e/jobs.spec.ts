import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn } from './helpers.ts';

// The site's scheduled jobs on the Notifications tab of Housekeeping Configuration.

test.describe.configure({ mode: 'serial' });

async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: { user: { email: EMAIL.manager, password: DEMO_PASSWORD } } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token.token}` };
}

// The configuration as this spec found it, put back at the end for the other specs.
let startingConfig: { facilityId: string; settings: Record<string, unknown> } | null = null;
// Site schedules are jobs too: the active ones (the demo's weekly rota) are paused here and resumed after.
let paused: { id: string; active: boolean }[] = [];

async function setActive(request: APIRequestContext, headers: Record<string, string>, schedules: { active: boolean }[], active: boolean) {
  for (const schedule of schedules) {
    const res = await request.post('/api/facilitySchedule/update', {
      headers,
      data: { facilityId: startingConfig?.facilityId, schedule: { ...schedule, active } },
    });
    expect(res.status()).toBe(200);
  }
}

test.beforeAll(async ({ request }) => {
  const headers = await apiHeaders(request);
  [startingConfig] = await (await request.get('/api/housekeeping', { headers })).json();
  // Start without a notification schedule, whatever an earlier spec left.
  const res = await request.post('/api/housekeeping/update', {
    headers,
    data: { config: { ...startingConfig, settings: { ...startingConfig?.settings, notificationSchedule: null } } },
  });
  expect(res.status()).toBe(200);
  const list = await request.post('/api/facilitySchedule', { headers, data: { facilityId: startingConfig?.facilityId } });
  paused = ((await list.json()).schedules as { id: string; active: boolean }[]).filter((x) => x.active);
  await setActive(request, headers, paused, false);
});

test.afterAll(async ({ request }) => {
  if (!startingConfig) return;
  const headers = await apiHeaders(request);
  const [current] = await (await request.get('/api/housekeeping', { headers })).json();
  const res = await request.post('/api/housekeeping/update', {
    headers,
    data: { config: { ...startingConfig, version: current.version } },
  });
  expect(res.status()).toBe(200);
  await setActive(request, headers, paused, true);
});

test('a manager sees no active jobs, turns the notification on and sees its next run', async ({ page }, info) => {
  await signIn(page, EMAIL.manager);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/housekeepingconfig');
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping Configuration' })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();

  const panel = page.getByTestId('jobs-panel');
  await expect(panel.getByRole('heading', { name: 'Scheduled jobs' })).toBeVisible();
  await expect(panel.getByTestId('jobs-empty')).toHaveText('No active jobs');

  await page.getByRole('switch', { name: 'Send the overdue-rooms notification' }).check();
  const firstRun = (await page.getByTestId('runs-preview').getByRole('listitem').first().textContent()) ?? '';
  expect(firstRun).not.toBe('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const row = panel.getByTestId('job-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText('Overdue rooms notification');
  // MM/DD/YYYY HH:mm on the site's clock (Toronto), the first run the schedule preview listed.
  await expect(row.getByTestId('job-next-run')).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  expect(firstRun).toContain(await row.getByTestId('job-next-run').textContent());
  await expect(row).toContainText('Not run yet');
  await expect(panel).toContainText('America/Toronto');
  await expect(panel.getByTestId('jobs-empty')).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'jobs panel');
  await screenshot(page, info, 'jobs-panel');
});
