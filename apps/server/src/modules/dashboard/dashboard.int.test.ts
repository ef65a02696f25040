import { STATE_ROOM_CLEAN, type TDashboardRoom, type THousekeepingConfig, type TRoutine } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, setRoomState } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { housekeepingReports, markingReports, roomLastCleans } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import { staffAssignments } from '../../db/schema/schedules.ts';
import { withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;
let manager: string;
let nursing: string;
let housekeeper: string;
let config: THousekeepingConfig;
const roomIds: Record<string, string> = {};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Relative routine: cleaned once a day, missed after a day. Its status does not depend on the hour. */
const RELATIVE = { type: 'Relative', afterLastClean: { amount: 1, unit: 'Days' }, window: { amount: 1, unit: 'Days' } } as const;
let routine: TRoutine;

const get = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/housekeeping', headers: { ...bearer(token), ...headers } });
const rooms = async (token = manager) =>
  ((await get(token)).json() as [THousekeepingConfig, ...TDashboardRoom[]]).slice(1) as TDashboardRoom[];
const room = async (number: string, token = manager) => (await rooms(token)).find((r) => r.roomNumber === number) as TDashboardRoom;

function report(
  roomNumber: string,
  startedAgoMs: number,
  status: 'Complete' | 'Incomplete' | 'Declined',
  extra: Record<string, unknown> = {},
) {
  const start = new Date(Date.now() - startedAgoMs);
  return {
    id: crypto.randomUUID(),
    tenantId: a.tenantId,
    facilityId: a.siteIds[0],
    roomId: roomIds[roomNumber] as string,
    roomNumber,
    roomType: 'Test Room',
    roomTypeId: config.roomTypes[0]?.id ?? null,
    routineId: routine.id,
    cleanType: 'Clean',
    priority: 10,
    status,
    startDate: start,
    reportDate: new Date(start.getTime() + 10 * 60_000),
    staffFirstName: 'Sam',
    staffLastName: 'Cleaner',
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t);
  manager = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  nursing = (await login(t, a.emails.Nursing as string)).token.token;
  housekeeper = (await login(t, a.emails.Housekeeper as string)).token.token;

  // One room type with the routine above, and its first room state.
  const current = (await get(manager)).json()[0] as THousekeepingConfig;
  const starter = current.roomTypes[0] as THousekeepingConfig['roomTypes'][number];
  routine = { ...(starter.routines[0] as TRoutine), cleanType: 'Clean', priority: 10, color: '#C5E379', schedule: RELATIVE };
  // The states' cleans (Isolation, Discharge) stay as unscheduled routines: a state may only ask for a clean its room type has.
  const stateCleans = new Set(current.roomStates.map((s) => s.cleanType));
  const onDemand = starter.routines.filter((r) => stateCleans.has(r.cleanType)).map((r) => ({ ...r, schedule: null }));
  const roomType = { ...starter, roomType: 'Test Room', routines: [routine, ...onDemand] };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/housekeeping/update',
    headers: bearer(manager),
    payload: { config: { ...current, roomTypes: [roomType] } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  config = saved.json();

  Object.assign(roomIds, await newRooms(t, ['101', '102', '103', '104', '105'], { roomType, area: { name: 'East Wing' } }));

  // 101: never cleaned. 102: cleaned an hour ago. 103: cleaned 30 hours ago, its next clean left
  // incomplete an hour ago. 104: cleaned 36 hours ago (its next clean has been open for 12 hours). 105: 30 cleans, one a day, the last an hour ago.
  await withTenant(t.database.db, a.tenantId, async (tx) => {
    const done102 = report('102', HOUR, 'Complete', { comment: 'Bin replaced' });
    const done103 = report('103', 30 * HOUR, 'Complete');
    const done104 = report('104', 36 * HOUR, 'Complete');
    const history105 = Array.from({ length: 30 }, (_, i) => report('105', HOUR + i * DAY, 'Complete'));
    await tx.insert(housekeepingReports).values([done102, done103, report('103', HOUR, 'Incomplete'), done104, ...history105]);
    await tx.insert(roomLastCleans).values(
      [done102, done103, done104, history105[0] as ReturnType<typeof report>].map((r) => ({
        tenantId: a.tenantId,
        roomId: r.roomId,
        priority: 10,
        completedAt: r.reportDate,
        reportId: r.id,
      })),
    );
    await tx.insert(residents).values({
      tenantId: a.tenantId,
      facilityId: a.siteIds[0],
      residentRef: 'R-1',
      firstName: 'Ada',
      lastName: 'Byron',
      nickName: 'Addie',
      roomId: roomIds['101'] as string,
      fallRisk: true,
      verballyAbusive: true,
      notes: [
        { type: 'PreClean', text: 'Knock twice' },
        { type: 'PostClean', text: 'Leave the lamp on' },
      ],
    });
    // A pre-audit marking on 102, after its clean.
    await tx.insert(markingReports).values({
      id: crypto.randomUUID(),
      tenantId: a.tenantId,
      facilityId: a.siteIds[0],
      roomId: roomIds['102'] as string,
      roomType: 'Test Room',
      cleanType: 'Clean',
      auditorName: 'Ann Auditor',
      startDate: new Date(Date.now() - 30 * 60_000),
    });
    await tx.insert(staffAssignments).values({
      tenantId: a.tenantId,
      facilityId: a.siteIds[0],
      staffMemberId: a.staffIds.Housekeeper as string,
      startDate: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10),
      roomNumbers: ['101', '103'],
      scheduledDays: [],
    });
  });
});
afterAll(() => t.close());

describe('GET /housekeeping: the room dashboard', () => {
  it('answers the configuration, then every room with its type, area, resident and status', async () => {
    const res = await get(manager);
    expect(res.statusCode, res.body).toBe(200);
    const [first, ...list] = res.json() as [THousekeepingConfig, ...TDashboardRoom[]];
    expect(first).toMatchObject({ facilityId: a.siteIds[0], version: config.version });
    expect(list.map((r) => r.roomNumber).sort()).toEqual(['101', '102', '103', '104', '105']);
    const r101 = list.find((r) => r.roomNumber === '101') as TDashboardRoom;
    expect(r101).toMatchObject({ roomType: 'Test Room', facilityArea: ['East Wing'] });
    expect(r101.resident).toMatchObject({
      firstName: 'Ada',
      displayName: 'Ada “Addie” Byron',
      fallRisk: true,
      verballyAbusive: true,
      exitSeeking: false,
      preCleanNotes: ['Knock twice'],
      postCleanNotes: ['Leave the lamp on'],
    });
  });

  it('works out each room’s status from its history', async () => {
    const list = await rooms();
    const by = (n: string) => (list.find((r) => r.roomNumber === n) as TDashboardRoom).status;
    expect(by('101').needsCleaning).toBe(true);
    expect(by('102')).toMatchObject({ needsCleaning: false, incomplete: false, missed: false });
    expect(by('102').color).toBe('#C5E379');
    expect(by('103')).toMatchObject({ needsCleaning: true, incomplete: true, lastIncomplete: true });
    // Due since the bucket opened and not yet closed: DUE SOON comes before INCOMPLETE.
    expect(by('103').banner?.kind).toBe('dueSoon');
    expect(by('104')).toMatchObject({ needsCleaning: true });
    expect(by('105').needsCleaning).toBe(false);
  });

  it('keeps the last three reports of a room, newest first, with the latest comment and photo flags', async () => {
    const r105 = await room('105');
    expect(r105.housekeepingHistory).toHaveLength(3);
    const starts = r105.housekeepingHistory.map((h) => Date.parse(h.startDate));
    expect([...starts].sort((x, y) => y - x)).toEqual(starts);
    const r102 = await room('102');
    expect(r102.housekeepingHistory[0]).toMatchObject({ status: 'Complete', comment: 'Bin replaced', staffMember: 'Sam Cleaner' });
    expect(r102.latest).toEqual({ hasComments: true, hasPhotos: false });
  });

  it('shows audit banners to auditors only, with the pending pre-audit marking', async () => {
    // The clean is complete and not audited: Audit ready comes before Pre-Audit Marked.
    expect((await room('102', manager)).status.banner).toEqual({ kind: 'auditReady', text: null });
    expect((await room('102', manager)).lastMarkingReport).toMatchObject({ auditor: 'Ann Auditor', cleanType: 'Clean' });
    expect((await room('102', housekeeper)).status.banner).toBeNull();
  });

  it('names the staff assigned to a room today', async () => {
    const list = await rooms(housekeeper);
    expect(list.find((r) => r.roomNumber === '101')?.assignees).toEqual([a.staffIds.Housekeeper]);
    expect(list.find((r) => r.roomNumber === '102')?.assignees).toEqual([]);
  });

  it('answers 304 to a tablet that already has the snapshot, and a new ETag after a change', async () => {
    const first = await get(nursing, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(nursing, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const state = config.roomStates[0];
    await setRoomState(t, roomIds['104'] as string, state?.id ?? null);
    const after = await get(nursing, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    await setRoomState(t, roomIds['104'] as string, null);
  });

  it('lets a housekeeper see the dashboard of their own site only', async () => {
    expect((await get(housekeeper)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/housekeeping',
      query: { facilityId: a.siteIds[1] },
      headers: bearer(housekeeper),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /housekeeping/roomstate', () => {
  const set = (token: string, roomStateId: string | null, cleanType?: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/housekeeping/roomstate',
      headers: bearer(token),
      payload: { facilityId: a.siteIds[0], roomId: roomIds['101'], roomStateId, ...(cleanType !== undefined ? { cleanType } : {}) },
    });

  it('sets the state with its clean type and adds the State Room Clean task; Resident clears both', async () => {
    const state = config.roomStates[0] as THousekeepingConfig['roomStates'][number];
    const res = await set(nursing, state.id, 'Clean');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ roomStateId: state.id, stateName: state.stateName, cleanType: 'Clean' });
    const r = await room('101');
    expect(r.roomState).toEqual({ id: state.id, stateName: state.stateName });
    expect(r.stateCleanType).toBe('Clean');
    expect(r.outstandingTasks).toEqual([
      expect.objectContaining({ id: STATE_ROOM_CLEAN, description: state.stateName, cleanType: 'Clean' }),
    ]);
    expect(r.status.banner).toEqual({ kind: 'state', text: state.stateName });

    expect((await set(nursing, null)).json()).toEqual({ roomStateId: null, stateName: null, cleanType: null });
    const cleared = await room('101');
    expect(cleared.roomState).toBeNull();
    expect(cleared.outstandingTasks).toEqual([]);
  });

  it('takes the state’s own clean type when none is given', async () => {
    const state = config.roomStates[0] as THousekeepingConfig['roomStates'][number];
    expect((await set(nursing, state.id)).json().cleanType).toBe(state.cleanType ?? null);
    await set(nursing, null);
  });

  it('refuses a state that is not in the configuration, and housekeepers', async () => {
    const unknown = await set(nursing, crypto.randomUUID());
    expect(unknown.statusCode).toBe(400);
    expect((await set(housekeeper, null)).statusCode).toBe(403);
  });
});

describe('POST /housekeeping/cleans', () => {
  const page = (body: Record<string, unknown>, token = nursing) =>
    t.app.inject({
      method: 'POST',
      url: '/api/housekeeping/cleans',
      headers: bearer(token),
      payload: { facilityId: a.siteIds[0], roomId: roomIds['105'], ...body },
    });

  it('pages a room’s whole history, newest first', async () => {
    const first = await page({});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().history).toHaveLength(25);
    expect(first.json().more).toBe(true);
    const last = first.json().history.at(-1).startDate as string;
    const second = (await page({ before: last })).json();
    expect(second.history).toHaveLength(5);
    expect(second.more).toBe(false);
    const all = [...first.json().history, ...second.history].map((h: { reportId: string }) => h.reportId);
    expect(new Set(all).size).toBe(30);
  });

  it('is for nursing staff and above', async () => {
    expect((await page({}, housekeeper)).statusCode).toBe(403);
    expect((await page({ limit: 1 }, manager)).json().history).toHaveLength(1);
  });
});
