import crypto from 'node:crypto';
import type { TReconciliation, TSyncRun } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newResident, newRooms } from '../../../test/factories.ts';
import { withTenant } from '../../platform/db/database.ts';
import {
  a,
  appUrl,
  call,
  dashboardRoom,
  FAC,
  patient,
  processedOf,
  residentOf,
  rooms,
  runToEnd,
  saveSource,
  sim,
  site,
  syncTestbed,
  t,
} from './sync.testbed.ts';

// The first connection to a care-records system on a site whose residents were entered by hand, through
// HTTP on a real PostgreSQL with the real job runner and the simulator: the reconciliation proposes pairs
// (same resident ID, or same name and room), the nurse confirms and changes them, discharges a resident
// the system does not know and gives each new room its area; the paired residents become the imported
// ones (same records, history kept, none doubled). Later reconciliations show only what changed. Then a
// leave of absence and the return keep the room the resident's and ask no clean.

syncTestbed({
  organization: 'Reconcile',
  facilityName: 'Reconcile House',
  // Integer ids, as the real system's.
  patients: () => [
    patient(1, { patientId: '7001', firstName: 'Ann', lastName: 'Lee', roomNumber: '101' }),
    patient(2, { patientId: '7002', firstName: 'Robert', lastName: 'Marsh', roomNumber: '102' }),
    patient(3, { patientId: '7003', firstName: 'Cara', lastName: 'Díaz', roomNumber: '104' }),
    patient(4, { patientId: '7004', firstName: 'Dan', lastName: 'Novak', roomNumber: 'N-201', unit: 'North', floor: '2' }),
    patient(5, { patientId: '7005', firstName: 'Eve', lastName: 'Gone', status: 'Discharged' }),
  ],
});

const reconciliation = async (source: string) => {
  const res = await call('POST', '/api/sync/reconciliation', { facilityId: site, dataSourceId: source });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TReconciliation;
};

const eventsOf = (residentId: string) =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ kind: string }>(
      sql`select kind from resident_events where resident_id = ${residentId} order by created_at`,
    );
    return r.rows.map((x) => x.kind);
  });
const namedAtSite = (first: string, last: string) =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ id: string; status: string; room_id: string | null }>(
      sql`select id, status, room_id from residents where facility_id = ${site} and first_name = ${first} and last_name = ${last}`,
    );
    return r.rows;
  });

describe('first connection', () => {
  let source: string;
  let northId: string;
  const hand: Record<string, string> = {};

  beforeAll(async () => {
    northId = crypto.randomUUID();
    await newRooms(t, ['N-101'], { area: { id: northId, name: 'North' } });
    hand.ann = await newResident(t, rooms['101'] as string, { firstName: 'Ann', lastName: 'Lee', namePrefix: 'Ms' });
    hand.bob = await newResident(t, rooms['102'] as string, { firstName: 'Bob', lastName: 'Marsh', residentId: '7002' });
    hand.cara = await newResident(t, rooms['103'] as string, { firstName: 'Cara', lastName: 'Diaz', fallRisk: true });
    hand.fay = await newResident(t, rooms['105'] as string, { firstName: 'Fay', lastName: 'Unknown' });
    hand.gus = await newResident(t, rooms['106'] as string, { firstName: 'Gus', lastName: 'Stays' });
    source = await saveSource();
  });

  it('proposes pairs by resident ID and by name and room, offers every hand-entered resident, and suggests the new room’s area', async () => {
    const r = await reconciliation(source);
    expect(r.firstConnection).toBe(true);
    expect(r.upToDate).toBe(false);
    const proposed = Object.fromEntries(r.patients.map((p) => [p.patient.patientId, [p.residentId, p.reason]]));
    expect(proposed).toEqual({
      '7001': [hand.ann, 'nameAndRoom'],
      '7002': [hand.bob, 'residentId'],
      // Same name in another room: the nurse decides.
      '7003': [null, null],
      '7004': [null, null],
    });
    expect(r.residents.map((x) => x.id).sort()).toEqual(Object.values(hand).sort());
    expect(r.residents.every((x) => x.offerDischarge)).toBe(true);
    expect(r.newRooms).toEqual([{ roomNumber: 'N-201', unit: 'North', floor: '2', suggestedAreaId: northId }]);
  });

  it('refuses decisions that do not hold, naming the field', async () => {
    const apply = (body: Record<string, unknown>) =>
      call('POST', '/api/sync/reconciliation/apply', { facilityId: site, dataSourceId: source, discharge: [], roomAreas: [], ...body });
    const twice = await apply({
      pairs: [
        { patientId: '7001', residentId: hand.ann },
        { patientId: '7002', residentId: hand.ann },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: 'pairs.1.residentId', code: 'sync.resident_paired_twice' });
    const unknown = await apply({ pairs: [{ patientId: '9999', residentId: null }] });
    expect(unknown.json().errors[0]).toMatchObject({ field: 'pairs.0.patientId', code: 'sync.patient_unknown' });
    // A patient discharged there is no one's resident here.
    const discharged = await apply({ pairs: [{ patientId: '7005', residentId: hand.gus }] });
    expect(discharged.json().errors[0]?.code).toBe('sync.patient_unknown');
    const pairedAndGone = await apply({ pairs: [{ patientId: '7001', residentId: hand.ann }], discharge: [hand.ann] });
    expect(pairedAndGone.json().errors[0]).toMatchObject({ field: 'discharge.0', code: 'sync.resident_paired_and_discharged' });
    const area = await apply({
      pairs: [{ patientId: '7004', residentId: null }],
      roomAreas: [{ roomNumber: 'N-201', areaId: crypto.randomUUID() }],
    });
    expect(area.json().errors[0]).toMatchObject({ field: 'roomAreas.0.areaId' });
    const badId = await apply({ pairs: [{ patientId: '70 01; drop', residentId: null }] });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('pairs');
    // Nothing was changed by the refused calls.
    expect((await residentOf('7001')).length).toBe(0);
    expect((await namedAtSite('Fay', 'Unknown'))[0]?.status).toBe('Resident');
  });

  it('pairs become the imported residents (history kept, none doubled), one is discharged, the new room lands in its area', async () => {
    const annEvents = await eventsOf(hand.ann as string);
    const res = await call('POST', '/api/sync/reconciliation/apply', {
      facilityId: site,
      dataSourceId: source,
      pairs: [
        { patientId: '7001', residentId: hand.ann },
        { patientId: '7002', residentId: hand.bob },
        // Changed by the nurse: Cara is the resident entered in 103 (now in 104 there).
        { patientId: '7003', residentId: hand.cara },
        { patientId: '7004', residentId: null },
      ],
      discharge: [hand.fay],
      roomAreas: [{ roomNumber: 'N-201', areaId: northId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const run = await runToEnd(res.json() as TSyncRun);
    expect(run).toMatchObject({ status: 'completed', total: 4, created: 1, problems: [] });

    // The same records: ids kept, the events before still there, one resident per person.
    expect((await residentOf('7001')).map((r) => r.id)).toEqual([hand.ann]);
    expect((await residentOf('7002')).map((r) => r.id)).toEqual([hand.bob]);
    expect((await residentOf('7003')).map((r) => r.id)).toEqual([hand.cara]);
    expect((await eventsOf(hand.ann as string)).slice(0, annEvents.length)).toEqual(annEvents);
    expect(await namedAtSite('Ann', 'Lee')).toHaveLength(1);
    // The external system owns the names now: Bob is Robert; Cara moved to 104 (a transfer), her flag kept.
    expect((await residentOf('7002'))[0]?.first_name).toBe('Robert');
    const cara = await namedAtSite('Cara', 'Díaz');
    expect(cara).toEqual([expect.objectContaining({ id: hand.cara, status: 'Resident', room_id: rooms['104'] })]);
    expect(await eventsOf(hand.cara as string)).toContain('transfer');
    // The resident the system does not know left; the other stays.
    expect((await namedAtSite('Fay', 'Unknown'))[0]).toMatchObject({ status: 'Discharged', room_id: null });
    expect((await namedAtSite('Gus', 'Stays'))[0]).toMatchObject({ status: 'Resident', room_id: rooms['106'] });
    // The new room in the area chosen, with its patient.
    const dan = (await residentOf('7004'))[0];
    const room = await withTenant(
      t.ctx.database.db,
      a.tenantId,
      async (tx) =>
        (await tx.execute<{ area_id: string; room_number: string }>(sql`select area_id, room_number from rooms where id = ${dan?.room_id}`))
          .rows,
    );
    expect(room).toEqual([{ area_id: northId, room_number: 'N-201' }]);
  });

  it('later reconciliations show only what changed: a new patient there, a resident entered here since', async () => {
    const quiet = await reconciliation(source);
    expect(quiet).toMatchObject({ firstConnection: false, patients: [], newRooms: [], upToDate: true });
    expect(quiet.residents.find((r) => r.id === hand.gus)?.offerDischarge).toBe(false);

    sim.addPatient(patient(6, { patientId: '7006', firstName: 'Hal', lastName: 'Late', roomNumber: '106' }));
    const hal = await newResident(t, rooms['106'] as string, { firstName: 'Hal', lastName: 'Late' });
    const later = await reconciliation(source);
    expect(later.upToDate).toBe(false);
    expect(later.patients.map((p) => [p.patient.patientId, p.residentId, p.reason])).toEqual([['7006', hal, 'nameAndRoom']]);
    expect(later.residents.filter((r) => r.offerDischarge).map((r) => r.id)).toEqual([hal]);
  });
});

describe('leave of absence and return', () => {
  it('keep the room the resident’s and ask no clean, through webhooks and a reconciliation during the leave', async () => {
    const source = await saveSource();
    const keyRes = await call('POST', '/api/facility/generatedatasourceapikey', { facilityId: site, dataSourceId: source });
    const key = keyRes.json().apiKey as string;
    sim.addPatient(patient(8, { patientId: '7008', firstName: 'Ivy', lastName: 'Away', roomNumber: '104' }));
    const imported = await call('POST', '/api/sync/reconciliation/apply', {
      facilityId: site,
      dataSourceId: source,
      pairs: [{ patientId: '7008', residentId: null }],
      discharge: [],
      roomAreas: [],
    });
    expect((await runToEnd(imported.json() as TSyncRun)).status).toBe('completed');
    const before = await dashboardRoom(rooms['104'] as string);
    sim.subscribe(FAC, { url: `${appUrl}/api/sync/webhook/${source}`, apiKey: key });

    await sim.recordAdt({ patientId: '7008', action: 'LeaveOfAbsence' });
    await processedOf(source, 1);
    expect((await residentOf('7008'))[0]).toMatchObject({ status: 'Resident', room_id: rooms['104'] });

    // A reconciliation while away (the external system shows no room): the room stays hers.
    const rec = await call('POST', '/api/sync/reconcile', { facilityId: site, dataSourceId: source });
    const run = await runToEnd(rec.json() as TSyncRun);
    expect(run).toMatchObject({ status: 'completed', problems: [] });
    expect((await residentOf('7008'))[0]).toMatchObject({ status: 'Resident', room_id: rooms['104'] });

    await sim.recordAdt({ patientId: '7008', action: 'ReturnFromLeave' });
    const messages = await processedOf(source, 2);
    expect(messages.flatMap((m) => m.effects.map((e) => [e.kind, e.cleanType]))).toEqual([
      ['return', null],
      ['leave', null],
    ]);
    expect((await residentOf('7008'))[0]).toMatchObject({ status: 'Resident', room_id: rooms['104'] });
    // No discharge (or any other) clean was asked of the room.
    expect((await dashboardRoom(rooms['104'] as string)).outstandingTasks).toEqual(before.outstandingTasks);
  });
});
