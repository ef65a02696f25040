import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, EMAIL, expectAccessible, screenshot, signIn } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

interface Room {
  id: string;
  roomNumber: string;
  housekeepingHistory: { status: string; reportId: string }[];
}
interface Recipients {
  supervisors: string[];
  staff: { name: string; email: string }[];
}
interface Tenant {
  id: string;
  name: string;
  companyLogo: string | null;
  reportColors: Record<string, string>;
  supervisors: { id: string; email: string }[];
}

/** A supervisor address of the organization for this run (the demo organization has none). */
const SUPERVISOR = `quality.${Date.now().toString(36)}@supervisors.example`;

async function session(request: APIRequestContext, email: string): Promise<{ token: string; tenantId: string }> {
  const res = await request.post('/api/auth/login', { data: { user: { email, password: DEMO_PASSWORD } } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { token: body.token.token, tenantId: body.tenantId };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function updateSupervisors(request: APIRequestContext, token: string, tenant: Tenant, supervisors: { id?: string; email: string }[]) {
  const res = await request.post('/api/tenant/update', {
    headers: auth(token),
    data: { tenant: { id: tenant.id, name: tenant.name, companyLogo: tenant.companyLogo, reportColors: tenant.reportColors, supervisors } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

let orgAdmin: { token: string; tenantId: string };
/** The provider administrator: only they read and edit organizations. */
let provider: string;
let manager: string;
let original: Tenant;
let facilityId: string;
let rooms: Room[];

test.beforeAll(async ({ request }) => {
  orgAdmin = await session(request, EMAIL.orgadmin);
  provider = (await session(request, EMAIL.admin)).token;
  manager = (await session(request, EMAIL.manager)).token;
  original = (await (await request.get('/api/tenant', { headers: auth(provider), params: { id: orgAdmin.tenantId } })).json()).tenants[0];
  await updateSupervisors(request, provider, original, [...original.supervisors, { email: SUPERVISOR }]);
  const [config, ...list] = await (await request.get('/api/housekeeping', { headers: auth(manager) })).json();
  facilityId = config.facilityId;
  rooms = list;
});

test.afterAll(async ({ request }) => {
  if (original) await updateSupervisors(request, provider, original, original.supervisors);
});

/** A room's tile by its id: room numbers are unique within an area only, and other specs add rooms. */
const tile = (page: Page, roomId: string) => page.locator(`[data-testid="room-tile"][data-room-id="${roomId}"]`);

async function signInAsSupervisor(page: Page) {
  await page.goto('/login');
  await signIn(page, EMAIL.supervisor);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/**
 * Listens to the site's live updates in the page, as the app does: the report.emailed event of a sent
 * mail reaches the hub as an UpdateHousekeepingReport for the report (there is no SMTP in these tests,
 * and the mail outbox is not readable over HTTP).
 */
async function listenToHub(page: Page, site: string) {
  await page.evaluate((facility) => {
    const w = window as unknown as { hubMessages: { type: string; reportId?: string | null }[] };
    w.hubMessages = [];
    const token = JSON.parse(localStorage.getItem('carehome.account') ?? '{}').token.token as string;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/hubs/updates`);
    ws.onopen = () => ws.send(JSON.stringify({ type: 'Authenticate', token, facilityId: facility }));
    ws.onmessage = (e) => w.hubMessages.push(JSON.parse(String(e.data)));
  }, site);
  await expect.poll(() => hubMessages(page)).toContainEqual(expect.objectContaining({ type: 'Authenticated' }));
}
const hubMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { hubMessages: { type: string; reportId?: string | null }[] }).hubMessages);

test('a supervisor emails a saved report from the room history: every address ticked, one unticked, sent', async ({
  page,
  request,
}, info) => {
  const room = rooms.find((r) => r.housekeepingHistory[0]?.status === 'Complete') as Room;
  expect(room).toBeTruthy();
  const offered = (await (
    await request.get('/api/housekeeping/emailrecipients', { headers: auth(manager), params: { facilityId } })
  ).json()) as Recipients;
  const addresses = [...offered.supervisors, ...offered.staff.map((s) => s.email)];
  expect(offered.supervisors).toContain(SUPERVISOR);
  expect(addresses).toContain(EMAIL.housekeeper);
  // Vancouver's manager works at the other site.
  expect(addresses).not.toContain('manager.vancouver@maplewood.example');

  await signInAsSupervisor(page);
  await page.goto('/facility/roomdashboard');
  await tile(page, room.id).click();
  await page.getByTestId('history-row').first().click();
  await expect(page).toHaveURL(new RegExp(`/housekeeping/room/${room.id}\\?mode=history`));
  const reportId = new URL(page.url()).searchParams.get('reportId') as string;
  expect(reportId).toBeTruthy();

  await page.getByTestId('housekeeper-comments').click();
  const comments = page.getByRole('dialog', { name: 'Comments & photos' });
  await comments.getByRole('button', { name: 'Email' }).click();
  await expect(comments).toBeHidden();
  const popup = page.getByRole('dialog', { name: 'Send Email' });
  await expect(popup).toContainText(`The cleaning report of room ${room.roomNumber}, with its photos.`);

  // Supervisors and the site's staff, all ticked.
  const boxes = popup.getByRole('checkbox');
  await expect(boxes).toHaveCount(addresses.length);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await expect(popup.getByRole('group', { name: 'Supervisors' }).getByRole('checkbox', { name: SUPERVISOR })).toBeChecked();
  await expect(popup.getByRole('group', { name: 'Staff members' }).getByRole('checkbox', { name: EMAIL.housekeeper })).toBeChecked();
  await expect(popup.getByTestId('email-count')).toHaveText(`${addresses.length} addresses ticked`);
  const send = popup.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeEnabled();

  // Nothing ticked: Send is disabled.
  await popup.getByRole('button', { name: 'Untick all' }).click();
  await expect(popup.getByTestId('email-count')).toHaveText('0 addresses ticked');
  await expect(send).toBeDisabled();
  await popup.getByRole('button', { name: 'Tick all' }).click();
  await expect(popup.getByTestId('email-count')).toHaveText(`${addresses.length} addresses ticked`);

  await popup.getByRole('checkbox', { name: EMAIL.tablet }).uncheck();
  await expect(popup.getByTestId('email-count')).toHaveText(`${addresses.length - 1} addresses ticked`);
  await expectAccessible(page, 'send email popup');
  await screenshot(page, info, 'report-email-popup');

  // Offline: the product's network error, and the popup stays open to try again.
  await page.context().setOffline(true);
  await send.click();
  await expect(popup.getByRole('alert')).toHaveText('Error connecting to server.');
  await page.context().setOffline(false);

  // 'Sending...' while the server answers, then 'Successfully sent.'; back to the comments popup.
  await listenToHub(page, facilityId);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[][] = [];
  await page.route('**/api/housekeeping/emailreport', async (route) => {
    sent.push(route.request().postDataJSON().recipients);
    await held;
    await route.continue();
  });
  await send.click();
  await expect(popup.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('Successfully sent.')).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(comments).toBeVisible();
  await page.unroute('**/api/housekeeping/emailreport');
  expect(sent).toHaveLength(1);
  expect([...(sent[0] ?? [])].sort()).toEqual(addresses.filter((a) => a !== EMAIL.tablet).sort());

  // The server recorded it: report.emailed reaches the site's live updates for this report.
  await expect
    .poll(async () => (await hubMessages(page)).some((m) => m.type === 'UpdateHousekeepingReport' && m.reportId === reportId))
    .toBe(true);
});

test('a supervisor emails the audit of an audited report; a report not saved yet cannot be emailed', async ({ page, request }) => {
  // An audited report of the demo history.
  let audited: { id: string; room: Room } | null = null;
  for (const room of rooms.filter((r) => r.housekeepingHistory.length)) {
    const res = await request.post('/api/housekeeping/reports', { headers: auth(manager), data: { facilityId, roomId: room.id } });
    const found = Object.values((await res.json()) as Record<string, { id: string; auditReport: unknown }>).find((r) => r.auditReport);
    if (found) {
      audited = { id: found.id, room };
      break;
    }
  }
  expect(audited).toBeTruthy();
  const { id, room } = audited as { id: string; room: Room };

  await signInAsSupervisor(page);
  await page.goto(`/housekeeping/room/${room.id}?mode=history&reportId=${id}`);
  await expect(page.getByTestId('cleaning-mode')).toHaveText('History (read only)');
  await page.getByTestId('auditor-comments').click();
  const auditPopup = page.getByRole('dialog', { name: 'Supervisor comments' });
  await auditPopup.getByRole('button', { name: 'Email' }).click();
  const popup = page.getByRole('dialog', { name: 'Send Email' });
  await expect(popup).toContainText(`The audit of the cleaning report of room ${room.roomNumber}, with its photos.`);
  await expect(popup.getByRole('checkbox', { name: SUPERVISOR })).toBeChecked();
  const request$ = page.waitForRequest('**/api/housekeeping/emailauditreport');
  await popup.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await request$).postDataJSON()).toMatchObject({ id, facilityId });
  await expect(page.getByText('Successfully sent.')).toBeVisible();
  await expect(auditPopup).toBeVisible();
  await auditPopup.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('cleaning-cancel').click();

  // A new clean is not on the server yet: the popup offers to save it first and send it right after
  // (a housekeeper cannot open the history later), never a plain Send of what the server lacks.
  await page.goto(`/housekeeping/room/${room.id}?mode=clean`);
  const overlay = page.getByRole('dialog', { name: 'Tap to Continue' });
  await overlay.getByTestId('shortcut-continue').click();
  await expect(overlay).toBeHidden();
  await page.getByTestId('housekeeper-comments').click();
  await page.getByRole('dialog', { name: 'Comments & photos' }).getByRole('button', { name: 'Email' }).click();
  await expect(popup).toContainText('The report is saved first, then sent to the ticked addresses as soon as the server has it');
  await expect(popup.getByRole('checkbox').first()).toBeChecked();
  await expect(popup.getByRole('button', { name: 'Save and send' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Comments & photos' })).toBeVisible();
});
