import type { TWebhookMessage } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/database.ts';
import { a, dashboardRoom, deliver, patient, processedOf, rooms, sim, site, syncTestbed, t, webhookSource } from './sync.testbed.ts';

// A transfer told by the care-records system readies the room moved into as an arrival does (its
// 'Resident Arrival' task with the room type's arrival clean), beside the clean of the room left, as a
// transfer made here does; the same ADT record delivered again changes nothing more, and its
// cancellation withdraws both cleans. Through the simulator's webhooks on a real PostgreSQL.

// One resident, Ada, in 201; the site's rooms 201 and 202.
syncTestbed({
  organization: 'Sync transfer',
  facilityName: 'Birch House',
  patients: () => [patient(1, { firstName: 'Ada', lastName: 'Moss', roomNumber: '201', status: 'Current' })],
  roomNumbers: ['201', '202'],
  areaName: 'North Wing',
});

let source: string;
let key: string;
const post = (body: TWebhookMessage) => deliver(source, key, body);
const processed = (count: number) => processedOf(source, count);

/** The open tasks of the site's rooms, by room number: every row, so a doubled task would show. */
const openTasks = () =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ room_number: string; task_key: string; clean_type: string | null }>(
      sql`select r.room_number, o.task_key, o.clean_type from outstanding_tasks o join rooms r on r.id = o.room_id
          where r.facility_id = ${site} and o.end_date is null order by r.room_number, o.task_key`,
    );
    return r.rows.map((x) => [x.room_number, x.task_key, x.clean_type]);
  });

const roomOfResident = (patientId: string) =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ status: string; room_id: string | null }>(
      sql`select status, room_id from residents where sync_id = ${patientId}`,
    );
    return r.rows.map((x) => [x.status, x.room_id]);
  });

beforeAll(async () => {
  // Ada lives in 201 already: the import asks no clean.
  ({ source, key } = await webhookSource(['P-1']));
});

describe('a transfer from the care-records system', () => {
  let transfer: TWebhookMessage;
  let transferRecordId: string;

  it('moves the resident, asks the arrival clean of the room moved into and the departure clean of the room left', async () => {
    expect(await roomOfResident('P-1')).toEqual([['Resident', rooms['201']]]);
    expect(await openTasks()).toEqual([]);

    transferRecordId = (await sim.recordAdt({ patientId: 'P-1', action: 'Transfer', roomNumber: '202' })).adtRecordId;
    await processed(1);
    expect(await roomOfResident('P-1')).toEqual([['Resident', rooms['202']]]);
    expect(await openTasks()).toEqual([
      ['201', 'Resident Departure', 'Discharge Clean'],
      ['202', 'Resident Arrival', 'Arrival Clean'],
    ]);
    const into = await dashboardRoom(rooms['202'] as string);
    expect(into.outstandingTasks.map((x) => x.id)).toEqual(['Resident Arrival']);
    expect(into.status.currentCleanType).toBe('Arrival Clean');
    const left = await dashboardRoom(rooms['201'] as string);
    expect(left.outstandingTasks.map((x) => x.id)).toEqual(['Resident Departure']);
    expect(left.status.currentCleanType).toBe('Discharge Clean');
    await sim.settled();
    transfer = sim.deliveries().find((d) => d.message.patientId === 'P-1')?.message as TWebhookMessage;
    expect(transfer).toBeDefined();
  });

  it('delivered again, or named by another message, changes nothing more', async () => {
    const again = await post(transfer);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    // Another message naming the same ADT record: processed, but the record is applied once.
    const other = await post({ ...transfer, messageId: `${transfer.messageId}-replayed`, messageDate: new Date().toISOString() });
    expect(other.status).toBe(200);
    const list = await processed(2);
    expect(list.find((m) => m.messageId === `${transfer.messageId}-replayed`)?.effects).toEqual([]);
    expect(await roomOfResident('P-1')).toEqual([['Resident', rooms['202']]]);
    expect(await openTasks()).toEqual([
      ['201', 'Resident Departure', 'Discharge Clean'],
      ['202', 'Resident Arrival', 'Arrival Clean'],
    ]);
  });

  it('cancelled before any clean started: the resident back in the room left, both cleans withdrawn', async () => {
    await sim.recordAdt({ patientId: 'P-1', action: 'CancelTransfer', cancelsRecordId: transferRecordId });
    const list = await processed(3);
    expect(list[0]?.effects[0]).toMatchObject({ kind: 'undo', roomNumber: '201', cleanType: 'Discharge Clean', cleanKept: false });
    expect(await roomOfResident('P-1')).toEqual([['Resident', rooms['201']]]);
    expect(await openTasks()).toEqual([]);
  });
});
