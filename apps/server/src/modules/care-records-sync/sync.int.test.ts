import { buildSimulator, testTls } from '@carehome/care-records-simulator';
import type { TDataSourceList, TJobsResponse, TSyncResidentList, TSyncRun, TTestConnectionResult } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { until } from '../../../test/factories.ts';
import { allowOutbound } from '../../../test/harness.ts';
import {
  areaId,
  CLIENT,
  call,
  dashboardRoom,
  FAC,
  ORG,
  patient,
  residentOf,
  rooms,
  runner,
  runToEnd,
  saveSource,
  sim,
  simTlsUrl,
  site,
  syncTestbed,
  t,
} from './sync.testbed.ts';

// The care-records sync against the simulator of the external system, through HTTP on a real PostgreSQL
// with the real job runner, as the sync is accepted: OAuth2 and mutual TLS; paging over 450 residents; an
// import whose quota runs out midway resumes after the reset. The webhooks are in sync-webhooks.int.test.ts.

syncTestbed();

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
