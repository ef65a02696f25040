import crypto from 'node:crypto';
import { buildSimulator, type Simulator, testTls, testTlsOptions } from '@carehome/care-records-simulator';
import type {
  TDashboardRoom,
  TDataSourceList,
  TJobsResponse,
  TSyncMessageList,
  TSyncResidentList,
  TSyncRun,
  TTestConnectionResult,
  TWebhookMessage,
} from '@carehome/contracts';
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

// The care-records sync against the simulator of the external system, through HTTP on a real PostgreSQL
// with the real job runner, as the sync is accepted: OAuth2 and mutual TLS; paging over 450 residents; an
// import whose quota runs out midway resumes after the reset; the same webhook delivered three times
// changes things once; an admission, transfer, discharge and a cancellation give exactly the resident
// states and room cleans described; a forged key is refused.

const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
const FAC = 'FAC-1';
const CLIENT = { clientId: 'carehome', clientSecret: 'the-client-secret' };

let t: TestContext;
let a: OrgFixture;
let runner: JobRunner;
let sim: Simulator;
let simUrl: string;
let simTlsUrl: string;
let appUrl: string;
let site: string;
let areaId: string;
const rooms: Record<string, string> = {};
let token: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

async function saveSource(over: Record<string, unknown> = {}): Promise<string> {
  const name = `Records ${crypto.randomBytes(3).toString('hex')}`;
  const res = await call('POST', '/api/sync/facilitydatasource', {
    facilityId: site,
    dataSource: {
      name,
      application: 'PointClickCare',
      externalFacilityId: FAC,
      organizationUuid: ORG,
      authKind: 'OAuth2',
      baseUrl: simUrl,
      clientId: CLIENT.clientId,
      clientSecret: CLIENT.clientSecret,
      webhookSync: true,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json() as TDataSourceList;
  return list.dataSources.find((d) => d.name === name)?.id as string;
}

async function runToEnd(run: TSyncRun, seen: Set<string> = new Set(), timeoutMs = 30_000): Promise<TSyncRun> {
  return until(
    `run ${run.id}`,
    async () => {
      const res = await call('GET', `/api/sync/runs/${run.id}?facilityId=${site}`);
      const r = res.json() as TSyncRun;
      seen.add(r.status);
      return r.status === 'completed' || r.status === 'failed' ? r : undefined;
    },
    timeoutMs,
  );
}

async function dashboardRoom(roomId: string): Promise<TDashboardRoom> {
  const res = await call('GET', `/api/housekeeping?facilityId=${site}`);
  return (res.json() as [unknown, ...TDashboardRoom[]]).slice(1).find((r) => (r as TDashboardRoom).id === roomId) as TDashboardRoom;
}

const residentOf = (patientId: string) =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ id: string; status: string; room_id: string | null; first_name: string }>(
      sql`select id, status, room_id, first_name from residents where sync_id = ${patientId}`,
    );
    return r.rows;
  });

const patient = (i: number, over: Record<string, unknown> = {}) => ({
  patientId: `P-${i}`,
  facilityId: FAC,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  namePrefix: i % 2 ? 'Mrs.' : 'Mr',
  nickName: null,
  roomNumber: null,
  bed: null,
  admissionDate: '2026-01-15T10:00:00.000Z',
  dischargeDate: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Sync');
  site = a.siteIds[0];
  token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  runner = new JobRunner(t.ownerUrl, [], createLogger('silent'), { workers: syncWorkers(t.ctx) });
  await runner.start();
  t.ctx.queue = runner;
  t.ctx.config.syncCa = testTls().ca;
  appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

  sim = buildSimulator({ clients: [CLIENT], tls: testTlsOptions(CLIENT.clientId), webhookRetryDelaysMs: [200, 500] });
  sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Maple House' });
  for (let i = 1; i <= 450; i++)
    sim.addPatient(patient(i, { roomNumber: i <= 5 ? `10${i}` : `R${i}`, status: i > 440 ? 'Discharged' : 'Current' }));
  simUrl = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });
  simTlsUrl = (await sim.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  allowOutbound(t, simUrl);
  allowOutbound(t, simTlsUrl);

  // The site: starter configuration, 'Resident Room' routines on demand only, rooms 101-106 in an area.
  const { roomType } = await onDemandOnly(t);
  areaId = crypto.randomUUID();
  const numbers = ['101', '102', '103', '104', '105', '106'];
  Object.assign(rooms, await newRooms(t, numbers, { roomType, area: { id: areaId, name: 'West Wing' } }));
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await sim?.close();
  await t?.close();
});

describe('job runner', () => {
  it('reports how many jobs wait in each of its queues (the metrics read it)', async () => {
    const sizes = await runner.sizes();
    expect(Object.keys(sizes).sort()).toEqual(['care-records-sync-message', 'care-records-sync-run']);
    expect(Object.values(sizes).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });
});

describe('connection', () => {
  it('OAuth2: test connection answers the facility and the quota; a wrong secret says the system refused it', async () => {
    const id = await saveSource();
    const ok = await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: id });
    expect(ok.statusCode, ok.body).toBe(200);
    const res = ok.json() as TTestConnectionResult;
    expect(res).toMatchObject({ ok: true, facilityName: 'Maple House', failure: null });
    expect(res.quota?.limit).toBe(10_000);
    expect(res.quota?.used).toBeGreaterThan(0);
    const list = (await call('GET', `/api/sync/datasources?facilityId=${site}`)).json() as TDataSourceList;
    expect(list.dataSources.find((d) => d.id === id)?.quota?.limit).toBe(10_000);

    const wrong = await saveSource({ clientSecret: 'not-the-secret' });
    const refused = (
      await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: wrong })
    ).json() as TTestConnectionResult;
    expect(refused).toMatchObject({ ok: false, failure: { code: 'sync.auth_failed', status: 401, detail: 'invalid_client' } });
    const unknownFacility = await saveSource({ externalFacilityId: 'NOPE' });
    const nf = (
      await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: unknownFacility })
    ).json() as TTestConnectionResult;
    expect(nf.failure?.code).toBe('sync.facility_not_found');
    allowOutbound(t, 'http://127.0.0.1:9');
    const down = await saveSource({ baseUrl: 'http://127.0.0.1:9' });
    const unreachable = (
      await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: down })
    ).json() as TTestConnectionResult;
    expect(unreachable.failure?.code).toBe('sync.unreachable');
  });

  it('mutual TLS: the client certificate is the credential; a stranger’s certificate is refused', async () => {
    const tls = testTls();
    const id = await saveSource({
      authKind: 'TwoLegged',
      baseUrl: simTlsUrl,
      clientId: null,
      clientSecret: null,
      clientCertificate: tls.clientCert,
      privateKey: tls.clientKey,
    });
    const ok = (await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: id })).json() as TTestConnectionResult;
    expect(ok).toMatchObject({ ok: true, facilityName: 'Maple House' });
    const stranger = await saveSource({
      authKind: 'TwoLegged',
      baseUrl: simTlsUrl,
      clientId: null,
      clientSecret: null,
      clientCertificate: tls.strangerCert,
      privateKey: tls.strangerKey,
    });
    const refused = (
      await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId: stranger })
    ).json() as TTestConnectionResult;
    expect(refused.ok).toBe(false);
    expect(refused.failure?.code).toBe('sync.auth_failed');
  });
});

describe('residents and import', () => {
  let source: string;

  it('lists all 450 external residents over three pages, each New; filters by status', async () => {
    source = await saveSource();
    const res = await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: source });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as TSyncResidentList;
    expect(list.failure).toBeNull();
    expect(list.residents).toHaveLength(450);
    expect(new Set(list.residents.map((r) => r.patient.patientId)).size).toBe(450);
    expect(list.residents.every((r) => r.syncStatus === 'New')).toBe(true);
    expect(list.residents.find((r) => r.patient.patientId === 'P-3')?.roomId).toBe(rooms['103']);
    expect(list.quota?.used).toBeGreaterThanOrEqual(3);
    const discharged = (
      await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: source, patientStatus: 'Discharged' })
    ).json() as TSyncResidentList;
    expect(discharged.residents).toHaveLength(10);
  });

  it('imports 20 chosen residents as a job: rooms matched or created in the chosen area; then None, and read-only', async () => {
    const chosen = Array.from({ length: 20 }, (_, i) => `P-${i + 1}`);
    const started = await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds: chosen, areaId });
    expect(started.statusCode, started.body).toBe(200);
    const again = await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds: chosen, areaId });
    expect([again.statusCode, again.json().code]).toEqual([409, 'sync.run_active']);
    const run = await runToEnd(started.json() as TSyncRun);
    expect(run).toMatchObject({ status: 'completed', total: 20, done: 20, created: 20, roomsMatched: 5, roomsCreated: 15, problems: [] });
    const list = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: source })).json() as TSyncResidentList;
    const statuses = new Map(list.residents.map((r) => [r.patient.patientId, r.syncStatus]));
    expect(chosen.every((id) => statuses.get(id) === 'None')).toBe(true);
    expect(statuses.get('P-21')).toBe('New');
    // The fields the external system owns are read-only here.
    const [p1] = await residentOf('P-1');
    const edit = await call('POST', '/api/resident', {
      facilityId: site,
      resident: {
        id: p1?.id,
        residentId: 'P-1',
        namePrefix: 'Mrs',
        firstName: 'Changed',
        lastName: 'Last1',
        nickName: null,
        roomId: rooms['101'],
        notes: [],
      },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, 'Imported resident cannot be modified']);
    // The same import again changes nothing.
    const second = await runToEnd(
      (await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds: chosen, areaId })).json(),
    );
    expect(second).toMatchObject({ status: 'completed', created: 0, unchanged: 20 });
  });

  it('reconciliation catches a discharge no webhook told of: the resident discharged, the room’s discharge clean asked', async () => {
    await sim.recordAdt({ patientId: 'P-2', action: 'Discharge' });
    const run = await runToEnd((await call('POST', '/api/sync/reconcile', { facilityId: site, dataSourceId: source })).json());
    expect(run).toMatchObject({ status: 'completed', total: 20, updated: 1, unchanged: 19 });
    const [p2] = await residentOf('P-2');
    expect([p2?.status, p2?.room_id]).toEqual(['Discharged', null]);
    const room = await dashboardRoom(rooms['102'] as string);
    expect(room.status.currentCleanType).toBe('Discharge Clean');
    expect(room.outstandingTasks.map((x) => x.id)).toEqual(['Resident Departure']);
    // The site's jobs list the data source's daily reconciliation and how its last run went.
    const jobs = (await call('GET', `/api/jobs?facilityId=${site}`)).json() as TJobsResponse;
    const job = jobs.jobs.find((j) => j.kind === 'careRecordsSync' && j.id === source);
    expect(job).toMatchObject({ lastRun: { kind: 'reconcile', status: 'completed', error: null }, retryingMessages: 0, failedMessages: 0 });
    expect(new Date(job?.nextRunAt as string).getUTCHours()).toBe(3);
  });
});

describe('quota', () => {
  it('an import whose quota runs out midway waits for the reset and finishes', async () => {
    // A second simulator whose clock is 4 s before midnight UTC, with 8 calls a day.
    const base = Date.now();
    const midnight = Date.UTC(new Date(base).getUTCFullYear(), new Date(base).getUTCMonth(), new Date(base).getUTCDate() + 1);
    const offset = midnight - 4_000 - base;
    const small = buildSimulator({ clients: [CLIENT], quotaPerDay: 8, now: () => new Date(Date.now() + offset) });
    small.addFacility({ orgUuid: ORG, facilityId: FAC, name: 'Maple House' });
    for (let i = 1000; i < 1012; i++) small.addPatient(patient(i, { roomNumber: '105' }));
    const url = await small.httpApp.listen({ port: 0, host: '127.0.0.1' });
    allowOutbound(t, url);
    try {
      const id = await saveSource({ baseUrl: url });
      const seen = new Set<string>();
      const started = await call('POST', '/api/sync/importresidents', {
        facilityId: site,
        dataSourceId: id,
        patientIds: Array.from({ length: 12 }, (_, i) => `P-${1000 + i}`),
        areaId,
      });
      expect(started.statusCode, started.body).toBe(200);
      const waiting = await until('waiting for the quota', async () => {
        const r = (await call('GET', `/api/sync/runs/${started.json().id}?facilityId=${site}`)).json() as TSyncRun;
        seen.add(r.status);
        return r.status === 'waitingForQuota' ? r : undefined;
      });
      expect(waiting.done).toBe(8);
      expect(Date.parse(waiting.resumesAt as string)).toBeGreaterThan(Date.now());
      const run = await runToEnd(waiting, seen, 40_000);
      expect(run).toMatchObject({ status: 'completed', done: 12, created: 12, problems: [] });
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe('webhooks', () => {
  let source: string;
  let key: string;
  const post = (body: TWebhookMessage, apiKey = key) =>
    fetch(`${appUrl}/api/sync/webhook/${source}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
    });
  const messages = async () =>
    ((await call('GET', `/api/sync/messages?facilityId=${site}&dataSourceId=${source}`)).json() as TSyncMessageList).messages;
  const processed = (count: number) =>
    until(`${count} processed messages`, async () => {
      const m = await messages();
      return m.filter((x) => x.status === 'processed').length >= count ? m : undefined;
    });

  beforeAll(async () => {
    source = await saveSource();
    const k = await call('POST', '/api/facility/generatedatasourceapikey', { facilityId: site, dataSourceId: source });
    key = k.json().apiKey;
    // The import area: an admission into an unknown room creates it there.
    await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds: ['P-21'], areaId }).then((r) =>
      runToEnd(r.json()),
    );
    sim.subscribe(FAC, { url: `${appUrl}/api/sync/webhook/${source}`, apiKey: key });
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
