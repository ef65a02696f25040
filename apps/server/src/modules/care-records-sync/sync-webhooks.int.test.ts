import type { TWebhookMessage } from '@carehome/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appUrl,
  dashboardRoom,
  deliver,
  FAC,
  messagesOf,
  patient,
  processedOf,
  residentOf,
  rooms,
  sim,
  syncTestbed,
  webhookSource,
} from './sync.testbed.ts';

// The care-records sync's webhooks against the simulator of the external system, through HTTP on a real
// PostgreSQL with the real job runner: the same webhook delivered three times changes things once; an
// admission, transfer, discharge and a cancellation give exactly the resident states and room cleans
// described; a forged key is refused.

syncTestbed();

describe('webhooks', () => {
  let source: string;
  let key: string;
  const post = (body: TWebhookMessage, apiKey = key) => deliver(source, apiKey, body);
  const messages = () => messagesOf(source);
  const processed = (count: number) => processedOf(source, count);

  beforeAll(async () => {
    // The import area: an admission into an unknown room creates it there.
    ({ source, key } = await webhookSource(['P-21']));
    sim.addPatient(patient(900, { status: 'New' }));
  });

  it('a forged key is refused and nothing is stored', async () => {
    const forged = await post(
      {
        messageId: 'forged-1',
        eventType: 'patient.discharge',
        facilityId: FAC,
        patientId: 'P-21',
        eventDate: new Date().toISOString(),
        messageDate: new Date().toISOString(),
        resourceIds: [],
      },
      'not-the-key',
    );
    expect(forged.status).toBe(401);
    const missing = await fetch(`${appUrl}/api/sync/webhook/${source}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect([400, 401]).toContain(missing.status);
    expect(await messages()).toEqual([]);
  });

  it('an admission creates the resident and asks for the arrival clean; the same message three times changes things once', async () => {
    await sim.recordAdt({ patientId: 'P-900', action: 'Admission', roomNumber: '106' });
    await sim.settled();
    const [delivery] = sim.deliveries().filter((d) => d.message.patientId === 'P-900');
    expect(delivery?.acknowledged).toBe(true);
    await post(delivery?.message as TWebhookMessage);
    const third = await post(delivery?.message as TWebhookMessage);
    expect(await third.json()).toEqual({ received: true, duplicate: true });
    const list = await processed(1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      deliveries: 3,
      status: 'processed',
      effects: [{ kind: 'arrive', roomNumber: '106', cleanType: 'Arrival Clean' }],
    });
    const rows = await residentOf('P-900');
    expect(rows.map((r) => [r.status, r.room_id])).toEqual([['Resident', rooms['106']]]);
    const room = await dashboardRoom(rooms['106'] as string);
    expect(room.outstandingTasks.map((x) => x.id)).toEqual(['Resident Arrival']);
    expect(room.status.currentCleanType).toBe('Arrival Clean');
  });

  it('a transfer moves the resident and asks for the vacated room’s clean; a discharge, the room’s discharge clean', async () => {
    await sim.recordAdt({ patientId: 'P-900', action: 'Transfer', roomNumber: '104' });
    await processed(2);
    expect((await residentOf('P-900')).map((r) => [r.status, r.room_id])).toEqual([['Resident', rooms['104']]]);
    const vacated = await dashboardRoom(rooms['106'] as string);
    expect(vacated.outstandingTasks.map((x) => x.id).sort()).toEqual(['Resident Arrival', 'Resident Departure']);
    // The room moved into is readied as for an arrival.
    expect((await dashboardRoom(rooms['104'] as string)).outstandingTasks.map((x) => x.id)).toEqual(['Resident Arrival']);
    const discharge = await sim.recordAdt({ patientId: 'P-900', action: 'Discharge' });
    const list = await processed(3);
    expect(list[0]?.effects).toEqual([
      { kind: 'discharge', residentName: 'First900 Last900', roomNumber: '104', cleanType: 'Discharge Clean', cleanKept: false },
    ]);
    expect((await residentOf('P-900')).map((r) => [r.status, r.room_id])).toEqual([['Discharged', null]]);
    const left = await dashboardRoom(rooms['104'] as string);
    // The transfer's arrival clean is still asked beside the discharge's.
    expect(left.outstandingTasks.map((x) => x.id).sort()).toEqual(['Resident Arrival', 'Resident Departure']);

    // The discharge cancelled before anyone started the clean: the resident back in 104, the clean withdrawn.
    await sim.recordAdt({ patientId: 'P-900', action: 'CancelDischarge', cancelsRecordId: discharge.adtRecordId });
    const after = await processed(4);
    expect(after[0]?.effects[0]).toMatchObject({ kind: 'undo', roomNumber: '104', cleanType: 'Discharge Clean', cleanKept: false });
    expect((await residentOf('P-900')).map((r) => [r.status, r.room_id])).toEqual([['Resident', rooms['104']]]);
    // The transfer's arrival clean stays: only the discharge was cancelled.
    expect((await dashboardRoom(rooms['104'] as string)).outstandingTasks.map((x) => x.id)).toEqual(['Resident Arrival']);
  });
});
