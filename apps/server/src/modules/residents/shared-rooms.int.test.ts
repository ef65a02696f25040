import {
  RESIDENT_ARRIVAL_TASK,
  RESIDENT_DEPARTURE_TASK,
  type TCleansReportResponse,
  type TDashboardRoom,
  type THousekeepingConfig,
  type THousekeepingReport,
  type TResident,
  type TResidentDetail,
  type TRoutine,
} from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, roomTypeNamed, siteConfig, tokensOf } from '../../../test/factories.ts';
import { bearer, createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { completeReportSave } from '../../../test/report-saves.ts';

// Rooms shared by two residents and residents moving between rooms, through HTTP on a real PostgreSQL:
// the dashboard carries every resident of a room with their own flags and notes, a report saved in a
// shared room names every resident, and a transfer readies the room moved into and lists the resident
// there.

let t: TestContext;
let a: OrgFixture;
let site: string;
let config: THousekeepingConfig;
const tokens: Record<string, string> = {};
const rooms: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

async function dashboardRooms(): Promise<TDashboardRoom[]> {
  const res = await call('housekeeper', 'GET', `/api/housekeeping?facilityId=${site}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as [unknown, ...TDashboardRoom[]]).slice(1) as TDashboardRoom[];
}
const dashboardRoom = async (number: string) => (await dashboardRooms()).find((r) => r.roomNumber === number) as TDashboardRoom;

async function arrive(residentId: string, firstName: string, room: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('nurse', 'POST', '/api/resident', {
    facilityId: site,
    resident: { residentId, namePrefix: 'Mrs', firstName, lastName: 'Okafor', nickName: null, roomId: rooms[room], ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resident.id;
}

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Shared');
  site = a.siteIds[0];
  Object.assign(tokens, await tokensOf(t, { manager: 'FacilityAdministrator', nurse: 'Nursing', housekeeper: 'Housekeeper' }));
  config = await siteConfig(t);
  Object.assign(rooms, await newRooms(t, ['301', '302', '303'], { roomType: roomTypeNamed(config) }));
});
afterAll(() => t.close());

describe('a room shared by two residents', () => {
  beforeAll(async () => {
    await arrive('S-1', 'Grace', '301', {
      fallRisk: true,
      notes: [{ type: 'PostClean', text: 'Raise the bed rail on the window side.' }],
    });
    await arrive('S-2', 'Ada', '301', {
      verballyAbusive: true,
      notes: [
        { type: 'PreClean', text: 'Ask before moving her books.' },
        { type: 'PostClean', text: 'Put the walker back by the door.' },
      ],
    });
  });

  it('the dashboard carries both residents, each with their own flags and notes', async () => {
    const room = await dashboardRoom('301');
    expect(
      room.residents.map((r) => ({
        name: r.displayName,
        fall: r.fallRisk,
        verbal: r.verballyAbusive,
        pre: r.preCleanNotes,
        post: r.postCleanNotes,
      })),
    ).toEqual([
      { name: 'Grace Okafor', fall: true, verbal: false, pre: [], post: ['Raise the bed rail on the window side.'] },
      { name: 'Ada Okafor', fall: false, verbal: true, pre: ['Ask before moving her books.'], post: ['Put the walker back by the door.'] },
    ]);
    // Clients that know one resident keep working: the first to arrive.
    expect(room.resident?.displayName).toBe('Grace Okafor');
  });

  it('a report saved in the room records both residents, and reads them back', async () => {
    const type = config.roomTypes.find((r) => r.roomType === 'Resident Room') as THousekeepingConfig['roomTypes'][number];
    const routine = type.routines[0] as TRoutine;
    const save = completeReportSave(
      { facilityId: site, roomId: rooms['301'] as string, authorStaffId: a.staffIds.Housekeeper as string, routine },
      new Date(),
    );
    const res = await call('housekeeper', 'POST', '/api/housekeeping/submitReport', { report: save });
    expect(res.statusCode, res.body).toBe(200);
    const names = (r: THousekeepingReport) => r.residents.map((x) => x.name);
    expect(names(res.json())).toEqual(['Grace Okafor', 'Ada Okafor']);
    const read = await call('housekeeper', 'POST', '/api/housekeeping/reports', { facilityId: site, ids: [save.id] });
    expect(read.statusCode, read.body).toBe(200);
    const stored = (read.json() as Record<string, THousekeepingReport>)[save.id] as THousekeepingReport;
    expect(names(stored)).toEqual(['Grace Okafor', 'Ada Okafor']);
    expect(stored.resident?.name).toBe('Grace Okafor');
  });

  it('a decline names the resident of the shared room who signed it', async () => {
    const type = config.roomTypes.find((r) => r.roomType === 'Resident Room') as THousekeepingConfig['roomTypes'][number];
    const ada = (await dashboardRoom('301')).residents[1]?.id;
    const save = completeReportSave(
      {
        facilityId: site,
        roomId: rooms['301'] as string,
        authorStaffId: a.staffIds.Housekeeper as string,
        routine: type.routines[0] as TRoutine,
      },
      new Date(),
      {
        status: 'Declined',
        operations: [],
        declineSignature: `data:image/png;base64,${Buffer.from('sig').toString('base64')}`,
        declinedBy: ada,
      },
    );
    const res = await call('housekeeper', 'POST', '/api/housekeeping/submitReport', { report: save });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as THousekeepingReport).declinedBy).toEqual({ id: ada, name: 'Ada Okafor' });
    // The cleans report names both residents of the room, and Ada beside her signature.
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cleans = await call('manager', 'POST', '/api/reporting/cleans', { facilityId: site, from: week, to: tomorrow });
    expect(cleans.statusCode, cleans.body).toBe(200);
    const row = (cleans.json() as TCleansReportResponse).rows.find((r) => r.reportId === save.id);
    expect([row?.resident, row?.declinedBy, row?.hasSignature]).toEqual(['Grace Okafor, Ada Okafor', 'Ada Okafor', true]);
  });
});

describe('a transfer', () => {
  let id: string;
  beforeAll(async () => {
    id = await arrive('S-3', 'Edith', '302', { exitSeeking: true });
  });

  it('asks the room moved into for its arrival clean and the room left for its departure clean', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const res = await call('nurse', 'POST', '/api/resident/checkinout', {
      facilityId: site,
      id,
      kind: 'transfer',
      roomId: rooms['303'],
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: from },
      cleanTask: { cleanType: 'Arrival Clean', startDate: from },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The resident's moves say what each room was asked.
    expect((res.json() as TResidentDetail).events[0]).toMatchObject({
      kind: 'transfer',
      clean: { roomNumber: '302', cleanType: 'Discharge Clean' },
      arrivalClean: { roomNumber: '303', cleanType: 'Arrival Clean' },
    });
    const [left, entered] = [await dashboardRoom('302'), await dashboardRoom('303')];
    expect(left.outstandingTasks.map((k) => [k.id, k.cleanType])).toEqual([[RESIDENT_DEPARTURE_TASK, 'Discharge Clean']]);
    expect(entered.outstandingTasks.map((k) => [k.id, k.cleanType])).toEqual([[RESIDENT_ARRIVAL_TASK, 'Arrival Clean']]);
    expect(entered.status.currentCleanType).toBe('Arrival Clean');
  });

  it('lists the resident in the room they live in now, nowhere else', async () => {
    const list = await call('nurse', 'GET', `/api/resident?facilityId=${site}&status=all`);
    expect(list.statusCode, list.body).toBe(200);
    const edith = (list.json().residents as TResident[]).find((r) => r.id === id);
    expect(edith?.room?.roomNumber).toBe('303');
    const [left, entered] = [await dashboardRoom('302'), await dashboardRoom('303')];
    expect(left.residents).toEqual([]);
    expect(entered.residents.map((r) => [r.displayName, r.exitSeeking])).toEqual([['Edith Okafor', true]]);
  });

  it('refuses an arrival clean the new room type does not have, naming the field', async () => {
    const res = await call('nurse', 'POST', '/api/resident/checkinout', {
      facilityId: site,
      id,
      kind: 'transfer',
      roomId: rooms['302'],
      cleanTask: { cleanType: 'No Such Clean', startDate: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'cleanTask.cleanType' });
    const list = await call('nurse', 'GET', `/api/resident?facilityId=${site}&status=all`);
    expect((list.json().residents as TResident[]).find((r) => r.id === id)?.room?.roomNumber).toBe('303');
  });
});
