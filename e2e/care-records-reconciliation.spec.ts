import crypto from 'node:crypto';
import { buildSimulator, type Simulator } from '@carehome/care-records-simulator';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newResident } from './api.ts';
import { apiToken, EMAIL, expectAccessible, screenshot, signInAs, text } from './helpers.ts';

// The first connection to a care-records system (the simulator, on its own port) at a site whose
// residents were entered by hand, at 1280x800: the import asks first who is who. Two pairs are proposed
// and confirmed, one is changed by hand (the resident moved there), one resident the system does not know
// is discharged, and each new room gets its own area (one as suggested from the system's unit and floor,
// one changed). Afterwards each person is one resident, the paired ones imported with their records kept.
// The site is the test's own, made in the demo organization, so the demo sites other tests count stay.
// In French: the care-records sync journey (care-records-sync.spec.ts) walks the same step in English.

test.describe.configure({ mode: 'serial' });

const ORG = '9a6c1e2b-4d3f-4b8a-8e71-5c0d2f9b3a44';
const FAC = '5301';
const CLIENT = { clientId: 'e2e-reconcile', clientSecret: 'e2e-reconcile-secret' };
const stamp = String(Date.now()).slice(-5);
const LANG = 'fr';
const t = (key: string, params?: Record<string, string | number>) => {
  let s = text(LANG, 'care-records-sync', key);
  for (const [k, v] of Object.entries(params ?? {})) s = s.replace(`{{${k}}}`, String(v));
  return s;
};

let sim: Simulator;
let token: string;
let facilityId: string;
let dataSourceId: string;
const areas = { wing: crypto.randomUUID(), floor1: crypto.randomUUID(), floor2: crypto.randomUUID() };
const rooms: Record<string, string> = {};
const hand: Record<string, string> = {};
const last = `Stamp${stamp}`;

const auth = () => ({ authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { headers: auth(), data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, EMAIL.orgadmin);
  // The site: Wing A with two floors, rooms 101-104 and 201, and four residents entered by hand.
  facilityId = (await post(request, '/api/facility', { site: { name: `Reconcile ${stamp}`, timeZone: 'America/Toronto' } })).id;
  const [config] = await (await request.get(`/api/housekeeping?facilityId=${facilityId}`, { headers: auth() })).json();
  const roomTypeId = (config.roomTypes as { id: string; roomType: string }[]).find((x) => x.roomType === 'Resident Room')?.id ?? null;
  const layout = await post(request, '/api/facility/rooms', {
    facilityId,
    areas: [
      { id: areas.wing, parentId: null, name: 'Wing A', order: 0 },
      { id: areas.floor1, parentId: areas.wing, name: 'Floor 1', order: 0 },
      { id: areas.floor2, parentId: areas.wing, name: 'Floor 2', order: 1 },
    ],
    rooms: ['101', '102', '103', '104', '201'].map((roomNumber) => ({
      areaId: roomNumber.startsWith('1') ? areas.floor1 : areas.floor2,
      roomNumber,
      roomTypeId,
    })),
  });
  for (const r of layout.rooms as { id: string; roomNumber: string }[]) rooms[r.roomNumber] = r.id;
  const people: [string, string][] = [
    ['ann', '101'],
    ['bob', '102'],
    ['cara', '103'],
    ['fay', '104'],
  ];
  for (const [first, room] of people) {
    const name = first.charAt(0).toUpperCase() + first.slice(1);
    const r = await newResident(request, token, facilityId, {
      residentId: `RC${stamp}${first}`,
      namePrefix: 'Mrs',
      firstName: name,
      lastName: last,
      roomId: rooms[room] as string,
      notes: [{ type: 'PreClean', text: `Knock first (${name})` }],
      fallRisk: first === 'cara',
    });
    hand[first] = r.id;
  }

  // The care-records system: Ann and Bob where they are here, Cara in 201 now, Dan and Eve new in rooms
  // the site lacks (105 on floor 1, 301 on a floor the site has no area for).
  sim = buildSimulator({ clients: [CLIENT] });
  sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Reconcile House (care records)' });
  const patient = (i: number, firstName: string, roomNumber: string, place: { unit: string; floor: string }) =>
    sim.addPatient({
      patientId: String(77_000 + i),
      facilityId: FAC,
      firstName,
      lastName: last,
      namePrefix: 'Mrs.',
      nickName: null,
      roomNumber,
      bed: null,
      admissionDate: '2026-03-02T14:00:00.000Z',
      dischargeDate: null,
      ...place,
    });
  patient(1, 'Ann', '101', { unit: 'Wing A', floor: 'Floor 1' });
  patient(2, 'Bob', '102', { unit: 'Wing A', floor: 'Floor 1' });
  patient(3, 'Cara', '201', { unit: 'Wing A', floor: 'Floor 2' });
  patient(4, 'Dan', '105', { unit: 'Wing A', floor: 'Floor 1' });
  patient(5, 'Eve', '301', { unit: 'Wing A', floor: 'Floor 3' });
  const simUrl = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });

  const saved = await post(request, '/api/sync/facilitydatasource', {
    facilityId,
    dataSource: {
      name: `Care records ${stamp}`,
      application: 'PointClickCare',
      externalFacilityId: FAC,
      organizationUuid: ORG,
      authKind: 'OAuth2',
      baseUrl: simUrl,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      webhookSync: false,
    },
  });
  dataSourceId = (saved.dataSources as { id: string }[])[0]?.id as string;
});

test.afterAll(async () => {
  await sim?.close();
});

test('first connection: pairs confirmed or changed, one resident discharged, an area per new room, nobody doubled', async ({
  page,
}, info) => {
  await signInAs(page, EMAIL.orgadmin, LANG);
  // The administrator's session on the test's site.
  const switched = await post(page.request, '/api/auth/switchFacility', { data: { facilityId } });
  await page.evaluate((a) => localStorage.setItem('carehome.account', a), JSON.stringify(switched));
  await page.goto(`/admin/facilities/${facilityId}/syncdatasources/${dataSourceId}`);

  await page.getByRole('tab', { name: t('tab.residents') }).click();
  const rows = page.getByTestId('sync-resident-row');
  await expect(rows).toHaveCount(5);
  await page.getByRole('checkbox', { name: t('residents.chooseAllShown') }).check();
  await expect(page.getByTestId('import-rooms-hint')).toContainText('105, 301');
  await page.getByTestId('import-button').click();

  const dialog = page.getByTestId('reconcile-dialog');
  await expect(dialog).toContainText(t('reconcile.introFirst'));
  const pair = (patientId: string) => dialog.locator(`[data-testid="reconcile-pair"][data-patient-id="${patientId}"]`);
  // Proposed: Ann and Bob by name and room; Cara is in another room there, so nobody is proposed.
  await expect(pair('77001').getByTestId('reconcile-pair-select')).toHaveValue(`Ann ${last} · 101`);
  await expect(pair('77001')).toContainText(t('reconcile.reason.nameAndRoom'));
  await expect(pair('77002').getByTestId('reconcile-pair-select')).toHaveValue(`Bob ${last} · 102`);
  await expect(pair('77003').getByTestId('reconcile-pair-select')).toHaveValue(t('reconcile.newResident'));
  await expect(pair('77004').getByTestId('reconcile-pair-select')).toHaveValue(t('reconcile.newResident'));
  // The nurse pairs Cara by hand: she is no longer offered for discharge.
  const offers = dialog.getByTestId('reconcile-discharge');
  await expect(offers).toHaveCount(2);
  await pair('77003').getByTestId('reconcile-pair-select').click();
  await page.getByRole('option', { name: `Cara ${last} · 103` }).click();
  await expect(offers).toHaveCount(1);
  await dialog.getByLabel(t('reconcile.discharge', { name: `Fay ${last}`, room: '104' })).check();

  // Each new room its own area: 105 as suggested (Floor 1), 301 (no such floor here) moved from the wing to Floor 2.
  const area105 = dialog.getByLabel(t('reconcile.roomArea', { room: '105' }));
  const area301 = dialog.getByLabel(t('reconcile.roomArea', { room: '301' }));
  await expect(area105).toHaveValue('Wing A › Floor 1');
  await expect(area301).toHaveValue('Wing A');
  await area301.click();
  await page.getByRole('option', { name: 'Wing A › Floor 2' }).click();
  await expect(area301).toHaveValue('Wing A › Floor 2');
  await expectAccessible(page, 'reconciliation dialog');
  await screenshot(page, info, 'sync-reconciliation');
  await dialog.getByTestId('reconcile-confirm').click();

  const progress = page.getByTestId('run-progress');
  await expect(progress.getByTestId('run-completed')).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByTestId('run-created')).toContainText('2');
  await screenshot(page, info, 'sync-reconciliation-done');
  await page.getByRole('button', { name: t('residents.reload') }).click();
  await expect(rows.filter({ hasText: t('syncStatus.None') })).toHaveCount(5);

  // Nobody doubled: one resident per person, the paired ones imported with their notes and flags kept.
  const { residents } = (await (
    await page.request.get(`/api/resident?facilityId=${facilityId}&status=all`, { headers: auth() })
  ).json()) as {
    residents: {
      id: string;
      firstName: string;
      lastName: string;
      status: string;
      room: { id: string; roomNumber: string } | null;
      imported: boolean;
      fallRisk: boolean;
      notes: unknown[];
    }[];
  };
  const ours = residents.filter((r) => r.lastName === last);
  expect(ours.map((r) => r.firstName).sort()).toEqual(['Ann', 'Bob', 'Cara', 'Dan', 'Eve', 'Fay']);
  const byName = Object.fromEntries(ours.map((r) => [r.firstName, r]));
  for (const name of ['Ann', 'Bob', 'Cara'] as const) {
    const r = byName[name];
    expect(r?.id).toBe(hand[name.toLowerCase()]);
    expect(r?.imported).toBe(true);
    expect(r?.notes).toHaveLength(1);
  }
  expect(byName.Cara).toMatchObject({ fallRisk: true, status: 'Resident', room: { roomNumber: '201' } });
  expect(byName.Fay).toMatchObject({ status: 'Discharged', room: null, imported: false });
  expect(byName.Dan).toMatchObject({ imported: true, room: { roomNumber: '105' } });
  expect(byName.Eve).toMatchObject({ imported: true, room: { roomNumber: '301' } });
  const layout = (await (await page.request.get(`/api/facility/${facilityId}`, { headers: auth() })).json()) as {
    rooms: { roomNumber: string; areaId: string | null }[];
  };
  const areaOf = (n: string) => layout.rooms.find((r) => r.roomNumber === n)?.areaId;
  expect([areaOf('105'), areaOf('301')]).toEqual([areas.floor1, areas.floor2]);

  // Later: nothing changed, so nothing is asked about the residents here.
  await page.getByRole('checkbox', { name: t('residents.chooseAllShown') }).check();
  await page.getByTestId('import-button').click();
  await expect(dialog).toContainText(t('reconcile.nothingToDecide'));
  await expect(dialog.getByTestId('reconcile-pair')).toHaveCount(0);
  await dialog.getByRole('button', { name: text(LANG, 'common', 'cancel') }).click();
});
