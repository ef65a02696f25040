import type { TResidentDetail } from '@carehome/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, upload } from '../../../test/multipart.ts';
import { completeReportSave } from '../../../test/report-saves.ts';
import { a, call, config, dashboardRoom, newResident, residentsTestbed, rooms, site, t, tokens } from './residents.testbed.ts';

// Residents through HTTP on a real PostgreSQL: records, moves and the cleans they ask of rooms, the
// dashboard reading them, the CSV import, and the limits of roles, sites and organizations. The access
// log, imported records and deleting are in residents-records.int.test.ts.

residentsTestbed();

describe('arrival: a new resident with a photo and an arrival clean', () => {
  let detail: TResidentDetail;

  it('creates the resident, records the arrival and asks for the arrival clean in the room', async () => {
    const png = await sharp({ create: { width: 800, height: 900, channels: 3, background: '#88aacc' } })
      .png()
      .toBuffer();
    const face = multipart({ Resize: '600x600', Kind: 'resident' }, { name: 'face.png', type: 'image/png', data: png });
    const uploaded = await upload(t, 'files/image', tokens.nurse as string, face);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json().fileName as string;
    const res = await call('nurse', 'POST', '/api/resident', {
      ...newResident('R-100', rooms['201'] as string),
      photo,
      cleanTask: { cleanType: 'Arrival Clean', startDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    detail = res.json();
    expect(detail.resident).toMatchObject({
      residentId: 'R-100',
      displayName: 'Margaret “Peggy” Wilson',
      status: 'Resident',
      room: { roomNumber: '201' },
      photo,
      exitSeeking: true,
      imported: false,
    });
    expect(detail.events.map((e) => [e.kind, e.toRoom?.roomNumber, e.clean?.cleanType])).toEqual([['arrival', '201', 'Arrival Clean']]);
    expect(detail.canReadAccessLog).toBe(false);
  });

  it('the tile shows the name, the flags and the arrival clean; the Pre-Clean Summary has the notes', async () => {
    const room = await dashboardRoom(rooms['201'] as string);
    expect(room.resident).toMatchObject({ displayName: 'Margaret “Peggy” Wilson', fallRisk: true, exitSeeking: true });
    expect(room.resident?.preCleanNotes).toEqual(['Knock and wait: she startles easily.']);
    expect(room.resident?.postCleanNotes).toEqual(['Leave the call bell within reach.']);
    expect([room.status.label, room.status.currentCleanType]).toEqual(['NeedsCleaning', 'Arrival Clean']);
    expect(room.outstandingTasks.map((x) => x.id)).toEqual(['Resident Arrival']);
  });

  it('a complete clean of that type ends the task and the tile', async () => {
    const routine = config.roomTypes.flatMap((r) => r.routines).find((r) => r.cleanType === 'Arrival Clean');
    const save = completeReportSave(
      { facilityId: site, roomId: rooms['201'] as string, authorStaffId: a.staffIds.Housekeeper as string, routine: routine as never },
      new Date(),
    );
    const res = await call('housekeeper', 'POST', '/api/housekeeping/submitReport', { report: save });
    expect(res.statusCode, res.body).toBe(200);
    const room = await dashboardRoom(rooms['201'] as string);
    expect([room.status.label, room.outstandingTasks]).toEqual(['OK', []]);
  });

  it("reading the resident's photo goes into the access log", async () => {
    const photo = await call('housekeeper', 'GET', `/api/files/${detail.resident.photo}`);
    expect(photo.statusCode).toBe(200);
    // Never cached by the browser: a second look is a second read, and nothing stays after a sign-out.
    expect(photo.headers['cache-control']).toBe('no-store');
    const log = await call('manager', 'GET', `/api/resident/${detail.resident.id}/accesslog?facilityId=${site}`);
    expect(log.json().entries[0]).toMatchObject({ action: 'photoViewed', role: 'Housekeeper' });
  });

  it('a resident ID is unique in the organization', async () => {
    const res = await call('nurse', 'POST', '/api/resident', newResident('r-100', null));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ field: 'residentId', code: 'duplicate.id', message: 'This ID is already used.' }] });
  });

  it('an arrival clean must be one the room type has; bad input is a 400 with the field', async () => {
    const res = await call('nurse', 'POST', '/api/resident', {
      ...newResident('R-101', rooms['202'] as string),
      cleanTask: { cleanType: 'Window Polish', startDate: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'cleanTask.cleanType', code: 'resident.unknown_clean_type' });
    const bad = await call('nurse', 'POST', '/api/resident', newResident('R-102', null, { namePrefix: 'Dr', firstName: '' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['resident.firstName', 'resident.namePrefix']);
  });

  it('shared rooms are allowed and both residents show on the tile', async () => {
    const res = await call(
      'nurse',
      'POST',
      '/api/resident',
      newResident('R-103', rooms['201'] as string, { firstName: 'Ann', nickName: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const room = await dashboardRoom(rooms['201'] as string);
    expect(room.residents.map((r) => r.displayName)).toEqual(['Margaret “Peggy” Wilson', 'Ann Wilson']);
  });
});

describe('moves: transfer, discharge and its undo', () => {
  let id: string;
  beforeAll(async () => {
    const res = await call(
      'nurse',
      'POST',
      '/api/resident',
      newResident('R-200', rooms['202'] as string, { firstName: 'Arthur', nickName: null }),
    );
    id = res.json().resident.id;
  });

  it('a transfer moves the flags to the new room and asks the old room for the offered clean', async () => {
    const res = await call('nurse', 'POST', '/api/resident/checkinout', {
      facilityId: site,
      id,
      kind: 'transfer',
      roomId: rooms['203'],
      vacatedRoom: { action: 'clean', cleanType: 'Discharge Clean', startDate: new Date(Date.now() - 1000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TResidentDetail).events[0]).toMatchObject({
      kind: 'transfer',
      fromRoom: { roomNumber: '202' },
      toRoom: { roomNumber: '203' },
      clean: { roomNumber: '202', cleanType: 'Discharge Clean' },
    });
    const [from, to] = [await dashboardRoom(rooms['202'] as string), await dashboardRoom(rooms['203'] as string)];
    expect([from.resident, from.status.currentCleanType]).toEqual([null, 'Discharge Clean']);
    expect(to.resident).toMatchObject({ displayName: 'Arthur Wilson', exitSeeking: true, fallRisk: true });
    const same = await call('nurse', 'POST', '/api/resident/checkinout', { facilityId: site, id, kind: 'transfer', roomId: rooms['203'] });
    expect(same.json().errors[0]).toMatchObject({ field: 'roomId', code: 'resident.same_room' });
  });

  it('a discharge with the Discharged room state sets the state on the vacated room', async () => {
    const discharged = config.roomStates.find((s) => s.stateName === 'Discharged');
    const res = await call('nurse', 'POST', '/api/resident/checkinout', {
      facilityId: site,
      id,
      kind: 'discharge',
      date: '2026-11-20',
      vacatedRoom: { action: 'roomState', roomStateId: discharged?.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TResidentDetail).resident).toMatchObject({ status: 'Discharged', room: null, dischargeDate: '2026-11-20' });
    const room = await dashboardRoom(rooms['203'] as string);
    expect([room.roomState?.stateName, room.resident]).toEqual(['Discharged', null]);
    const again = await call('nurse', 'POST', '/api/resident/checkinout', { facilityId: site, id, kind: 'discharge' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'resident.already_discharged']);
  });

  it('a disputed discharge is undone: the resident is back in the room they left', async () => {
    const res = await call('nurse', 'POST', '/api/resident/checkinout', { facilityId: site, id, kind: 'undoDischarge' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as TResidentDetail;
    expect(detail.resident).toMatchObject({ status: 'Resident', room: { roomNumber: '203' }, dischargeDate: null });
    expect(detail.events.map((e) => e.kind)).toEqual(['dischargeUndone', 'discharge', 'transfer', 'arrival']);
  });
});

describe('CSV import', () => {
  const csv = [
    'Resident ID,Title,First name,Last name,Room,Flags,Pre-clean note',
    'R-600,Mr,Henry,Moore,202,P,Approach from the front.',
    'R-601,Dr,Iris,Nash,999,,',
    'R-100,Mrs,Margaret,Wilson,,F E V,',
  ].join('\n');

  it('previews every row and writes nothing', async () => {
    const res = await call('nurse', 'POST', '/api/resident/import/preview', { facilityId: site, csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((r: { action: string; errors: { code: string }[] }) => [r.action, r.errors.map((e) => e.code)])).toEqual([
      ['new', []],
      ['error', ['import.invalid_title', 'import.unknown_room']],
      ['update', []],
    ]);
    const list = await call('nurse', 'GET', `/api/resident?facilityId=${site}&status=all`);
    expect(list.json().residents.some((r: { residentId: string }) => r.residentId === 'R-600')).toBe(false);
  });

  it('imports the valid rows, skips the invalid one and updates by resident ID', async () => {
    const res = await call('nurse', 'POST', '/api/resident/import', { facilityId: site, csv, fileName: 'residents.csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ new: 1, update: 1, error: 1 });
    const list = (await call('nurse', 'GET', `/api/resident?facilityId=${site}&status=all`)).json().residents as {
      residentId: string;
      physicallyAggressive: boolean;
      verballyAbusive: boolean;
      room: { roomNumber: string } | null;
      notes: unknown[];
    }[];
    expect(list.find((r) => r.residentId === 'R-600')).toMatchObject({ physicallyAggressive: true, room: { roomNumber: '202' } });
    // The update keeps the room and the notes the file leaves empty.
    expect(list.find((r) => r.residentId === 'R-100')).toMatchObject({ verballyAbusive: true, room: { roomNumber: '201' } });
    expect(list.find((r) => r.residentId === 'R-100')?.notes).toHaveLength(2);
    expect(list.some((r) => r.residentId === 'R-601')).toBe(false);
  });

  it('a file without the needed columns is refused', async () => {
    const res = await call('nurse', 'POST', '/api/resident/import/preview', { facilityId: site, csv: 'Room\n101' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'import.resident_no_header']);
  });
});

describe('who may', () => {
  it('Nursing and above; a housekeeper is refused', async () => {
    expect((await call('housekeeper', 'GET', `/api/resident?facilityId=${site}`)).statusCode).toBe(403);
    expect((await call('lead', 'GET', `/api/resident?facilityId=${site}`)).statusCode).toBe(200);
  });

  it('another site of the organization and another organization see nothing', async () => {
    const list = await call('nurse', 'GET', `/api/resident?facilityId=${site}`);
    const id = list.json().residents[0].id as string;
    expect((await call('nurse', 'GET', `/api/resident/${id}?facilityId=${a.siteIds[1]}`)).statusCode).toBe(404);
    expect((await call('nurse', 'GET', `/api/resident?facilityId=${a.siteIds[1]}`)).statusCode).toBe(404);
    for (const [method, url, payload] of [
      ['GET', `/api/resident/${id}?facilityId=${site}`, undefined],
      ['GET', `/api/resident?facilityId=${site}`, undefined],
      ['DELETE', '/api/resident', { id, facilityId: site }],
      ['POST', '/api/resident/checkinout', { id, facilityId: site, kind: 'discharge' }],
      ['POST', '/api/resident', { ...newResident('R-900', null), resident: { ...newResident('R-900', null).resident, id } }],
    ] as const) {
      const res = await call('other', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await call('nurse', 'GET', `/api/resident/${id}?facilityId=${site}`);
    expect(still.statusCode).toBe(200);
  });
});
