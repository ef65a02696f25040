import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newHousekeeper, newResident } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signIn, text } from './helpers.ts';

// Day one of a new organization (1280x800): onboarded through the API, its administrator lands on the
// staff schedule with the getting-started checklist; each step links to its screen and is ticked from
// the site's data as it is done (here through the API, as the screens would); it reads in French too;
// putting it away is remembered. The demo's sites, which have run for months, show no checklist.

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`.toUpperCase();
const ORG = `Day One Care ${RUN}`;
const SITE = `Day One House ${RUN}`;

let api: { token: string; facilityId: string };

const headers = () => ({ authorization: `Bearer ${api.token}` });

async function post(request: APIRequestContext, url: string, data: object): Promise<unknown> {
  const res = await request.post(`/api/${url}`, { headers: headers(), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  // The provider administrator onboards the organization, then works in it through a session of its own.
  const token = await apiToken(request, EMAIL.admin);
  api = { token, facilityId: '' };
  const created = (await post(request, 'tenant/create', {
    tenant: { name: ORG },
    site: { name: SITE, timeZone: 'America/Toronto' },
    sponsor: { firstName: 'Ada', lastName: `Moss${RUN}`, email: `ada.moss.${RUN.toLowerCase()}@dayone.example`, language: 'en' },
  })) as { tenant: { id: string }; siteId: string };
  await post(request, 'auth/switchTenant', { data: { tenantId: created.tenant.id } });
  await post(request, 'auth/switchFacility', { data: { facilityId: created.siteId } });
  api.facilityId = created.siteId;
});

const DEMO_SITES = ['Maplewood House (Toronto)', 'Seaview Lodge (Vancouver)'];

const checklist = (page: Page) => page.getByTestId('getting-started');
const step = (page: Page, key: string) => page.getByTestId(`getting-started-${key}`);

/** The staff schedule of the new organization's site, where its administrator lands. */
async function openSchedule(page: Page): Promise<void> {
  await page.goto('/facility/staffschedule');
  await expect(page.getByTestId('organization-switch')).toHaveValue(ORG);
  await expect(page.getByTestId('new-assignment')).toBeEnabled();
}

test('the demo is unaffected: its sites have run for months, so none shows the checklist', async ({ page, request }) => {
  const token = await apiToken(request, EMAIL.orgadmin);
  const all = (await (await request.get('/api/auth/sites', { headers: { authorization: `Bearer ${token}` } })).json()).sites as {
    id: string;
    name: string;
  }[];
  // The demo's own two sites: other specs add new sites to the demo organization, which rightly show it.
  const sites = all.filter((s) => DEMO_SITES.includes(s.name));
  expect(sites).toHaveLength(DEMO_SITES.length);
  for (const site of sites) {
    const res = await request.get(`/api/facility/gettingstarted?facilityId=${site.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    expect((await res.json()).visible).toBe(false);
  }
  await page.goto('/login');
  await signIn(page, EMAIL.orgadmin);
  await expect(page).toHaveURL('/facility/staffschedule');
  await expect(page.getByTestId('new-assignment')).toBeEnabled();
  await expect(checklist(page)).toHaveCount(0);
});

test('the checklist leads a new organization through day one, ticks itself and can be put away', async ({ page }, info) => {
  await page.goto('/login');
  await signIn(page, EMAIL.admin);
  await expect(page).toHaveURL('/facility/staffschedule');

  await test.step('a new organization lands on the checklist, nothing done', async () => {
    const org = page.getByTestId('organization-switch');
    await expect(org).toBeEnabled();
    if ((await org.inputValue()) !== ORG) {
      await org.click();
      await page.getByRole('option', { name: ORG, exact: true }).click();
    }
    await expect(org).toHaveValue(ORG);
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page)).toContainText(`Set up ${SITE} in this order`);
    await expect(checklist(page).getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByTestId('getting-started-progress')).toHaveText('0 of 6 done');
    await expect(checklist(page).locator('li')).toHaveText([
      /^1Site layout/,
      /^2Routines/,
      /^3Staff and PINs/,
      /^4A tablet/,
      /^5Residents/,
      /^6A first clean/,
    ]);
    for (const key of ['layout', 'routines', 'staff', 'tablet', 'residents', 'firstClean']) {
      await expect(step(page, key)).toHaveAttribute('data-done', 'false');
    }
    await screenshot(page, info, 'getting-started-new-organization');
    await expectAccessible(page, 'getting started checklist');
  });

  await test.step('each step links to its screen', async () => {
    await step(page, 'layout').getByRole('link', { name: 'Open: Site layout' }).click();
    await expect(page).toHaveURL('/admin/rooms');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Layout' })).toBeVisible();
    await page.goBack();
    await step(page, 'routines').getByRole('link', { name: 'Open: Routines' }).click();
    await expect(page).toHaveURL('/admin/housekeepingconfig');
    await page.goBack();
    await expect(step(page, 'staff').getByRole('link', { name: 'Open: Staff and PINs' })).toHaveAttribute('href', '/admin/staff');
    await expect(step(page, 'tablet').getByRole('link', { name: 'Open: A tablet' })).toHaveAttribute('href', '/device');
    await expect(step(page, 'residents').getByRole('link', { name: 'Open: Residents' })).toHaveAttribute('href', '/admin/resident');
    await expect(step(page, 'firstClean').getByRole('link', { name: 'Open: A first clean' })).toHaveAttribute(
      'href',
      '/facility/roomdashboard',
    );
  });

  await test.step('the layout and the routines are ticked once saved', async () => {
    const [config] = (await (await page.request.get('/api/housekeeping', { headers: headers() })).json()) as [
      { facilityId: string; roomTypes: { id: string; roomType: string }[] },
    ];
    const roomType = config.roomTypes.find((r) => r.roomType === 'Resident Room')?.id;
    await post(page.request, 'facility/rooms', {
      facilityId: api.facilityId,
      rooms: ['101', '102', '103'].map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId: roomType })),
    });
    await post(page.request, 'housekeeping/update', { config });
    await openSchedule(page);
    await expect(page.getByTestId('getting-started-progress')).toHaveText('2 of 6 done');
    await expect(step(page, 'layout')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'layout')).toContainText('3 rooms');
    await expect(step(page, 'routines')).toHaveAttribute('data-done', 'true');
    // The new rooms' monthly Deep Clean starts from their creation: not due on their first day.
    const [, ...rooms] = (await (await page.request.get('/api/housekeeping', { headers: headers() })).json()) as [
      unknown,
      ...{ roomNumber: string; status: { currentCleanType: string | null } }[],
    ];
    expect(rooms.map((r) => r.status.currentCleanType).filter((c) => c === 'Deep Clean')).toEqual([]);
  });

  await test.step('staff with a PIN, a tablet and residents are ticked; the checklist reads in French', async () => {
    await newHousekeeper(page.request, api.token, {
      facilityId: api.facilityId,
      staffRefId: `HK-${RUN}`,
      firstName: 'Lena',
      lastName: `Ward${RUN}`,
    });
    await post(page.request, 'auth/registerDevice', {
      data: { deviceId: crypto.randomUUID(), hardwareId: `hw-${RUN.toLowerCase()}-day-one`, name: 'Front desk' },
    });
    const [, ...rooms] = (await (await page.request.get('/api/housekeeping', { headers: headers() })).json()) as [
      unknown,
      ...{ id: string }[],
    ];
    await newResident(page.request, api.token, api.facilityId, {
      residentId: `R-${RUN}`,
      namePrefix: 'Mrs',
      firstName: 'Iris',
      lastName: `Hale${RUN}`,
      roomId: rooms[0]?.id as string,
      notes: [],
    });
    await openSchedule(page);
    await expect(page.getByTestId('getting-started-progress')).toHaveText('5 of 6 done');
    await expect(step(page, 'firstClean')).toHaveAttribute('data-done', 'false');

    await page.evaluate(() => localStorage.setItem('carehome.language', 'fr'));
    await page.reload();
    await expect(checklist(page).getByRole('heading', { name: text('fr', 'getting-started', 'title') })).toBeVisible();
    await expect(page.getByTestId('getting-started-progress')).toHaveText('5 sur 6 faites');
    await expect(step(page, 'layout')).toContainText('3 chambres');
    await expect(step(page, 'firstClean')).toContainText(text('fr', 'getting-started', 'steps.firstClean.title'));
    await screenshot(page, info, 'getting-started-french');
    await page.evaluate(() => localStorage.setItem('carehome.language', 'en'));
    await page.reload();
    await expect(checklist(page).getByRole('heading', { name: 'Getting started' })).toBeVisible();
  });

  await test.step('put away, it stays away for this person', async () => {
    await checklist(page).getByRole('button', { name: 'Hide this checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide the getting-started checklist?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide this checklist' }).click();
    await expect(checklist(page)).toHaveCount(0);
    await openSchedule(page);
    await expect(page.getByTestId('new-assignment')).toBeEnabled();
    await expect(checklist(page)).toHaveCount(0);
  });
});
