import crypto from 'node:crypto';
import { buildSimulator, type Simulator, testTlsOptions } from '@carehome/care-records-simulator';
import type { TDashboardRoom, TDataSourceList, TSyncMessageList, TSyncRun, TWebhookMessage } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRooms, onDemandOnly, until } from '../../../test/factories.ts';
import {
  allowOutbound,
  bearer,
  createOrganization,
  createTestContext,
  login,
  type OrgFixture,
  type TestContext,
} from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logging.ts';
import { syncWorkers } from './sync-jobs.ts';

// A transfer told by the care-records system readies the room moved into as an arrival does (its
// 'Resident Arrival' task with the room type's arrival clean), beside the clean of the room left, as a
// transfer made here does; the same ADT record delivered again changes nothing more, and its
// cancellation withdraws both cleans. Through the simulator's webhooks on a real PostgreSQL.

const ORG = '7d2f5a10-6c1b-4e0a-9b7e-2a4c1e9f3d21';
const FAC = 'FAC-T';
const CLIENT = { clientId: 'carehome', clientSecret: 'the-client-secret' };

let t: TestContext;
let a: OrgFixture;
let runner: JobRunner;
let sim: Simulator;
let simUrl: string;
let appUrl: string;
let site: string;
let source: string;
let key: string;
const rooms: Record<string, string> = {};
let token: string;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const post = (body: TWebhookMessage) =>
  fetch(`${appUrl}/api/sync/webhook/${source}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
const messages = async () =>
  ((await call('GET', `/api/sync/messages?facilityId=${site}&dataSourceId=${source}`)).json() as TSyncMessageList).messages;
const processed = (count: number) =>
  until(`${count} processed messages`, async () => {
    const m = await messages();
    return m.filter((x) => x.status === 'processed').length >= count ? m : undefined;
  });

async function dashboardRoom(roomId: string): Promise<TDashboardRoom> {
  const res = await call('GET', `/api/housekeeping?facilityId=${site}`);
  return (res.json() as [unknown, ...TDashboardRoom[]]).slice(1).find((r) => (r as TDashboardRoom).id === roomId) as TDashboardRoom;
}

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
  t = await createTestContext();
  a = await createOrganization(t, 'Sync transfer');
  site = a.siteIds[0];
  token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  runner = new JobRunner(t.ownerUrl, [], createLogger('silent'), { workers: syncWorkers(t.ctx) });
  await runner.start();
  t.ctx.queue = runner;
  appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

  sim = buildSimulator({ clients: [CLIENT], tls: testTlsOptions(CLIENT.clientId), webhookRetryDelaysMs: [200, 500] });
  sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Birch House' });
  sim.addPatient({
    patientId: 'P-1',
    facilityId: FAC,
    firstName: 'Ada',
    lastName: 'Moss',
    namePrefix: 'Mrs.',
    nickName: null,
    roomNumber: '201',
    bed: null,
    admissionDate: '2026-01-15T10:00:00.000Z',
    dischargeDate: null,
    status: 'Current',
  });
  simUrl = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });
  allowOutbound(t, simUrl);

  // The starter configuration with 'Resident Room' routines on demand only, so the only tasks are the moves'.
  const { roomType } = await onDemandOnly(t);
  const areaId = crypto.randomUUID();
  Object.assign(rooms, await newRooms(t, ['201', '202'], { roomType, area: { id: areaId, name: 'North Wing' } }));

  const res = await call('POST', '/api/sync/facilitydatasource', {
    facilityId: site,
    dataSource: {
      name: 'Birch records',
      application: 'PointClickCare',
      externalFacilityId: FAC,
      organizationUuid: ORG,
      authKind: 'OAuth2',
      baseUrl: simUrl,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      webhookSync: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  source = (res.json() as TDataSourceList).dataSources.find((d) => d.name === 'Birch records')?.id as string;
  key = (await call('POST', '/api/facility/generatedatasourceapikey', { facilityId: site, dataSourceId: source })).json().apiKey;
  // Ada lives in 201 already: the import asks no clean.
  const run = (
    await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds: ['P-1'], areaId })
  ).json() as TSyncRun;
  await until('the import', async () => {
    const r = (await call('GET', `/api/sync/runs/${run.id}?facilityId=${site}`)).json() as TSyncRun;
    return r.status === 'completed' || r.status === 'failed' ? r : undefined;
  });
  sim.subscribe(FAC, { url: `${appUrl}/api/sync/webhook/${source}`, apiKey: key });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await sim?.close();
  await t?.close();
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
