import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newHousekeeper, newResident, scheduleToday, submitReport, tickedOperations } from './api.ts';
import { apiToken, EMAIL, screenshot, signInAs, text } from './helpers.ts';
import { expectNotReadable } from './readable-text.ts';

// Staff read the names their administrators wrote in their own language. A site of the test's own, in
// the demo organization, whose every configuration name as written is a marker ('SRC … <run>') with a
// French and a Traditional Chinese translation: on a French tablet (1280x800) the room dashboard (tiles,
// banners, tooltip, filters), the room's history popup and state dialog, the cleaning screen and the
// staff schedule show the French names, and no marker anywhere, in the page's text or its title, aria
// and alt attributes. A screen that shows a name without the reader's language fails here. Then the
// dashboard and cleaning screen once more in zh-Hant.

test.describe.configure({ mode: 'serial' });

const RUN = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 10)}`;
const MARK = 'SRC ';

/** Each name as written, with its French and Traditional Chinese versions. */
const NAMES = {
  roomType: [`SRC Room ${RUN}`, `Chambre de résident ${RUN}`, `住民房間 ${RUN}`],
  daily: [`SRC Daily ${RUN}`, `Nettoyage quotidien ${RUN}`, `每日清潔 ${RUN}`],
  deep: [`SRC Deep ${RUN}`, `Nettoyage en profondeur ${RUN}`, `深層清潔 ${RUN}`],
  surfaces: [`SRC Surfaces ${RUN}`, `Surfaces ${RUN}`, `表面 ${RUN}`],
  floor: [`SRC Floor ${RUN}`, `Sol ${RUN}`, `地板 ${RUN}`],
  rails: [`SRC Rails ${RUN}`, `Barrières de lit ${RUN}`, `床欄 ${RUN}`],
  bell: [`SRC Bell ${RUN}`, `Sonnette d’appel ${RUN}`, `呼叫鈴 ${RUN}`],
  mop: [`SRC Mop ${RUN}`, `Lavage du sol ${RUN}`, `濕拖 ${RUN}`],
  state: [`SRC State ${RUN}`, `Isolement ${RUN}`, `隔離 ${RUN}`],
  event: [`SRC Event ${RUN}`, `Chute ${RUN}`, `跌倒 ${RUN}`],
} as const;
type Key = keyof typeof NAMES;
const src = (k: Key) => NAMES[k][0];
const fr = (k: Key) => NAMES[k][1];
const zh = (k: Key) => NAMES[k][2];

let token: string;
let facilityId: string;
let roomTypeId: string;
const rooms: Record<string, string> = {};
let today: string;

const auth = () => ({ authorization: `Bearer ${token}` });
async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { headers: auth(), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

const op = (group: Key, item: Key, optional = false) => ({
  id: crypto.randomUUID(),
  group: src(group),
  item: src(item),
  optional,
  icon: null,
  detailImages: [],
});
const routine = (cleanType: Key, extra: object) => ({
  id: crypto.randomUUID(),
  cleanType: src(cleanType),
  kind: 'Standard',
  qrCode: null,
  tags: [],
  detailImages: [],
  stateClean: false,
  isDefault: false,
  operations: [op('surfaces', 'rails'), op('surfaces', 'bell'), op('floor', 'mop')],
  ...extra,
});

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, EMAIL.orgadmin);
  facilityId = (await post(request, '/api/facility', { site: { name: `Languages ${RUN}`, timeZone: 'America/Toronto' } })).id;
  const [starter] = await (await request.get(`/api/housekeeping?facilityId=${facilityId}`, { headers: auth() })).json();
  const stateId = crypto.randomUUID();
  roomTypeId = crypto.randomUUID();
  const daily = routine('daily', {
    priority: 10,
    color: '#C5E379',
    isDefault: true,
    shortcut: { order: 1, icon: 'sparkles', color: '#2F9E44' },
    // Scheduled, so the tooltip has a clean to name whatever the hour of the run.
    schedule: { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' }, dueAfter: { amount: 1, unit: 'Days' } },
  });
  const deep = routine('deep', {
    priority: 40,
    color: '#74C0FC',
    stateClean: true,
    shortcut: { order: 2, icon: 'sparkles', color: '#1971C2' },
    schedule: null,
  });
  const translations = Object.fromEntries(Object.values(NAMES).map(([as, f, z]) => [as, { fr: f, 'zh-Hant': z }]));
  const config = {
    ...starter,
    language: 'en',
    translations,
    roomTypes: [
      {
        id: roomTypeId,
        roomType: src('roomType'),
        roomStates: [stateId],
        settings: { allowGroupSelection: true, photoRequired: false },
        routines: [daily, deep],
      },
    ],
    roomStates: [
      {
        id: stateId,
        stateName: src('state'),
        tags: [],
        order: 1,
        color: '#F59F00',
        borderColor: '#E03131',
        style: 'dashed',
        cleanType: src('deep'),
      },
    ],
    roomEvents: [{ id: crypto.randomUUID(), name: src('event'), cleanTags: [] }],
    settings: { ...starter.settings, vacatedRoom: { action: 'clean', cleanType: null, roomStateId: null } },
  };
  await post(request, '/api/housekeeping/update', { config });
  const layout = await post(request, '/api/facility/rooms', {
    facilityId,
    rooms: ['101', '102', '103'].map((roomNumber) => ({ areaId: null, roomNumber, roomTypeId })),
  });
  for (const r of layout.rooms as { id: string; roomNumber: string }[]) rooms[r.roomNumber] = r.id;

  // 101 in the state (its banner, and the clean it asks for); 102 with a resident and an incomplete clean;
  // 103 cleaned a moment ago (the history popup's row).
  await post(request, '/api/housekeeping/roomstate', { facilityId, roomId: rooms['101'], roomStateId: stateId, cleanType: src('deep') });
  await newResident(request, token, facilityId, {
    residentId: `CL${RUN}`,
    namePrefix: 'Mrs',
    firstName: 'Lena',
    lastName: `Morel${RUN}`,
    roomId: rooms['102'] as string,
    notes: [],
  });
  const me = (await (await request.get('/api/staff/me', { headers: auth() })).json()).staffMember.id as string;
  const at = new Date();
  const withNames = (o: { id: string; group: string; item: string }) => ({ group: o.group, item: o.item });
  for (const [room, status] of [
    ['102', 'Incomplete'],
    ['103', 'Complete'],
  ] as const) {
    await submitReport(request, token, {
      facilityId,
      roomId: rooms[room],
      selectedCleanType: src('daily'),
      status,
      startDate: new Date(at.getTime() - 20 * 60_000).toISOString(),
      reportDate: at.toISOString(),
      operations: tickedOperations(daily.operations, at, (o) => ({
        ...withNames(o),
        checked: status === 'Complete' || o.id !== daily.operations[0]?.id,
      })),
      authorStaffId: me,
    });
  }

  // The staff schedule: a housekeeper's assignment of every room of the type, for the daily clean.
  const hk = await newHousekeeper(request, token, { facilityId, staffRefId: `CL-${RUN}`, firstName: 'Noé', lastName: `Roux${RUN}` });
  today = await scheduleToday(request, token, facilityId);
  await post(request, '/api/staffSchedule/addassignment', {
    facilityId,
    assignment: { staffMemberId: hk.id, startDate: today, endDate: today, roomTypeId, cleanType: src('daily') },
  });
});

/** No name as written is readable anywhere on the page. */
const expectNoMarker = (page: Page, where: string) => expectNotReadable(page, MARK, where);

/** The French (or Chinese) tablet on the test's site. */
async function openSite(page: Page, lang: string): Promise<void> {
  await signInAs(page, EMAIL.orgadmin, lang);
  const switched = await post(page.request, '/api/auth/switchFacility', { data: { facilityId } });
  await page.evaluate((a) => localStorage.setItem('carehome.account', a), JSON.stringify(switched));
}

const tile = (page: Page, number: string) => page.locator(`[data-testid="room-tile"][data-room="${number}"]`);

test('a French tablet shows every configuration name in French: dashboard, history, room state, cleaning screen, staff schedule', async ({
  page,
}, info) => {
  await openSite(page, 'fr');
  const t = (file: string, key: string) => text('fr', file, key);

  await test.step('room dashboard: tiles, banners, tooltip and filters', async () => {
    await page.goto('/facility/roomdashboard');
    await expect(tile(page, '101').locator('.dash-banner')).toHaveText(fr('state'));
    await expect(tile(page, '101').locator('.dash-status')).toHaveText(`${t('dashboard', 'status.State')} · ${fr('deep')}`);
    await expect(tile(page, '102').locator('.dash-status')).toContainText(fr('daily'));
    await expect(tile(page, '103')).toContainText(fr('roomType'));
    await tile(page, '103').hover();
    await expect(page.getByTestId('room-tooltip')).toContainText(fr('daily'));
    await expectNoMarker(page, 'room dashboard');
    await screenshot(page, info, 'content-language-fr-dashboard');
    await page
      .getByRole('main')
      .getByRole('combobox', { name: t('dashboard', 'filters.roomType'), exact: true })
      .click();
    await expect(page.getByRole('option', { name: fr('roomType') })).toBeVisible();
    await expectNoMarker(page, 'room type filter');
    await page.keyboard.press('Escape');
  });

  await test.step('the history popup and the room state dialog', async () => {
    await tile(page, '101').click();
    const popup = page.getByRole('dialog', { name: text('fr', 'room', 'history.title').replace('{{room}}', '101') });
    await expect(popup.getByTestId('history-state')).toContainText(fr('state'));
    await expectNoMarker(page, 'history popup of 101');
    await popup.getByRole('button', { name: t('room', 'history.roomState') }).click();
    await expect(page.getByTestId(`state-option-${src('state')}`)).toContainText(fr('state'));
    await expect(page.getByTestId(`state-option-${src('state')}`)).toContainText(fr('deep'));
    await expectNoMarker(page, 'room state dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await tile(page, '103').click();
    const rows = page.getByTestId('history-row');
    await expect(rows.first()).toContainText(fr('daily'));
    await expectNoMarker(page, 'history popup of 103');
    await page.keyboard.press('Escape');
  });

  await test.step('the cleaning screen: shortcuts, clean type, groups, items, details', async () => {
    await page.goto(`/housekeeping/room/${rooms['103']}?mode=clean`);
    const overlay = page.getByTestId('shortcuts-overlay');
    await expect(overlay.getByTestId('shortcut-clean-type')).toHaveText([fr('daily'), fr('deep')]);
    await expectNoMarker(page, 'shortcuts');
    await page.getByTestId('shortcut-continue').click();
    await expect(page.getByTestId('group-tabs')).toContainText(fr('surfaces'));
    await expect(page.getByTestId('group-tabs')).toContainText(fr('floor'));
    await expect(page.getByTestId('task-tile').first()).toContainText(fr('rails'));
    await expect(page.getByTestId('cleaning-room')).toContainText(fr('roomType'));
    await expect(page.getByTestId('clean-type')).toHaveValue(fr('daily'));
    await expectNoMarker(page, 'cleaning screen');
    await screenshot(page, info, 'content-language-fr-cleaning');
    await page.getByTestId('clean-type').click();
    await expect(page.getByRole('option', { name: fr('deep') })).toBeVisible();
    await expectNoMarker(page, 'clean type choice');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('cleaning', 'bottom.taskDetails') }).click();
    await expect(page.getByTestId('routine-details')).toContainText(fr('mop'));
    await expectNoMarker(page, 'routine details');
    await page.keyboard.press('Escape');
  });

  await test.step('the cleans report and its filters', async () => {
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/reporting/reports?report=cleans&from=${yesterday}&to=${today}`);
    const rows = page.getByTestId('report-table').getByTestId('report-row');
    await expect(rows.filter({ hasText: fr('daily') })).toHaveCount(2);
    await page.getByTestId('filter-clean-type').click();
    await expect(page.getByRole('option', { name: fr('deep') })).toBeVisible();
    await expectNoMarker(page, 'cleans report');
    await page.keyboard.press('Escape');
  });

  await test.step('the staff schedule', async () => {
    await page.goto(`/facility/staffschedule?date=${today}`);
    const card = page.getByTestId('assignment-card').first();
    await expect(card).toContainText(fr('roomType'));
    await expect(card).toContainText(fr('daily'));
    await expectNoMarker(page, 'staff schedule');
  });
});

test('a zh-Hant tablet shows the names in Traditional Chinese on the dashboard and the cleaning screen', async ({ page }, info) => {
  await openSite(page, 'zh-Hant');
  await page.goto('/facility/roomdashboard');
  await expect(tile(page, '101').locator('.dash-banner')).toHaveText(zh('state'));
  await expect(tile(page, '101').locator('.dash-status')).toContainText(zh('deep'));
  await expect(tile(page, '102').locator('.dash-status')).toContainText(zh('daily'));
  await expectNoMarker(page, 'zh-Hant dashboard');
  await screenshot(page, info, 'content-language-zh-Hant-dashboard');
  await page.goto(`/housekeeping/room/${rooms['102']}?mode=clean`);
  await expect(page.getByTestId('shortcuts-overlay').getByTestId('shortcut-clean-type')).toHaveText([zh('daily'), zh('deep')]);
  await page.getByTestId('shortcut-continue').click();
  await expect(page.getByTestId('group-tabs')).toContainText(zh('surfaces'));
  await expect(page.getByTestId('task-tile').first()).toContainText(zh('rails'));
  await expectNoMarker(page, 'zh-Hant cleaning screen');
  await screenshot(page, info, 'content-language-zh-Hant-cleaning');
});
