import crypto from 'node:crypto';
import { buildSimulator, type Simulator, testTls, testTlsOptions } from '@carehome/care-records-simulator';
import type { TDashboardRoom, TDataSourceList, TSyncMessageList, TSyncRun, TWebhookMessage } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
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

// The set-up the care-records sync's tests against the simulator share: a real PostgreSQL with the real
// job runner, a simulator of the external system holding 450 patients (OAuth2 and mutual TLS), and a
// site whose rooms 101-106 have on-demand routines. A test file calls syncTestbed() once; the bindings
// below are filled in before its tests run.

export const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
export const FAC = 'FAC-1';
export const CLIENT = { clientId: 'carehome', clientSecret: 'the-client-secret' };

export let t: TestContext;
export let a: OrgFixture;
export let runner: JobRunner;
export let sim: Simulator;
export let simUrl: string;
export let simTlsUrl: string;
export let appUrl: string;
export let site: string;
export let areaId: string;
export const rooms: Record<string, string> = {};
export let token: string;

export const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

export async function saveSource(over: Record<string, unknown> = {}): Promise<string> {
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

export async function runToEnd(run: TSyncRun, seen: Set<string> = new Set(), timeoutMs = 30_000): Promise<TSyncRun> {
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

export async function dashboardRoom(roomId: string): Promise<TDashboardRoom> {
  const res = await call('GET', `/api/housekeeping?facilityId=${site}`);
  return (res.json() as [unknown, ...TDashboardRoom[]]).slice(1).find((r) => (r as TDashboardRoom).id === roomId) as TDashboardRoom;
}

export const residentOf = (patientId: string) =>
  withTenant(t.ctx.database.db, a.tenantId, async (tx) => {
    const r = await tx.execute<{ id: string; status: string; room_id: string | null; first_name: string }>(
      sql`select id, status, room_id, first_name from residents where sync_id = ${patientId}`,
    );
    return r.rows;
  });

/**
 * A data source that takes webhooks: saved, given its key, `patientIds` imported into the site's area,
 * and the simulator subscribed to deliver to it.
 */
export async function webhookSource(patientIds: string[]): Promise<{ source: string; key: string }> {
  const source = await saveSource();
  const k = await call('POST', '/api/facility/generatedatasourceapikey', { facilityId: site, dataSourceId: source });
  const key = k.json().apiKey as string;
  await call('POST', '/api/sync/importresidents', { facilityId: site, dataSourceId: source, patientIds, areaId }).then((r) =>
    runToEnd(r.json()),
  );
  sim.subscribe(FAC, { url: `${appUrl}/api/sync/webhook/${source}`, apiKey: key });
  return { source, key };
}

/** A webhook as the external system delivers it to the app for a data source, signed with `apiKey`. */
export const deliver = (source: string, apiKey: string, body: TWebhookMessage) =>
  fetch(`${appUrl}/api/sync/webhook/${source}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify(body),
  });

/** The webhook messages a data source received, as the site's messages list shows them. */
export const messagesOf = async (source: string) =>
  ((await call('GET', `/api/sync/messages?facilityId=${site}&dataSourceId=${source}`)).json() as TSyncMessageList).messages;

/** Waits until `count` of a data source's messages are processed (the job runner applies them), then lists them. */
export const processedOf = (source: string, count: number) =>
  until(`${count} processed messages`, async () => {
    const m = await messagesOf(source);
    return m.filter((x) => x.status === 'processed').length >= count ? m : undefined;
  });

export const patient = (i: number, over: Record<string, unknown> = {}) => ({
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

/** What a file's simulator and site hold; by default 450 patients (101-105 in their rooms) and rooms 101-106. */
export interface SyncSite {
  organization: string;
  facilityName: string;
  patients: () => Parameters<Simulator['addPatient']>[0][];
  roomNumbers: string[];
  areaName: string;
}

const MAPLE_HOUSE: SyncSite = {
  organization: 'Sync',
  facilityName: 'Maple House',
  patients: () =>
    Array.from({ length: 450 }, (_, k) =>
      patient(k + 1, { roomNumber: k + 1 <= 5 ? `10${k + 1}` : `R${k + 1}`, status: k + 1 > 440 ? 'Discharged' : 'Current' }),
    ),
  roomNumbers: ['101', '102', '103', '104', '105', '106'],
  areaName: 'West Wing',
};

/** Starts the job runner, the simulator and the site before the file's tests, and stops them after. */
export function syncTestbed(over: Partial<SyncSite> = {}): void {
  const house = { ...MAPLE_HOUSE, ...over };
  beforeAll(async () => {
    t = await createTestContext();
    a = await createOrganization(t, house.organization);
    site = a.siteIds[0];
    token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    runner = new JobRunner(t.ownerUrl, [], createLogger('silent'), { workers: syncWorkers(t.ctx) });
    await runner.start();
    t.ctx.queue = runner;
    t.ctx.config.syncCa = testTls().ca;
    appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });

    sim = buildSimulator({ clients: [CLIENT], tls: testTlsOptions(CLIENT.clientId), webhookRetryDelaysMs: [200, 500] });
    sim.addFacility({ orgUuid: ORG, facilityId: FAC, name: house.facilityName });
    for (const p of house.patients()) sim.addPatient(p);
    simUrl = await sim.httpApp.listen({ port: 0, host: '127.0.0.1' });
    simTlsUrl = (await sim.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
    allowOutbound(t, simUrl);
    allowOutbound(t, simTlsUrl);

    // The site: starter configuration, 'Resident Room' routines on demand only (so the only tasks are the
    // ones a test causes), its rooms in one area.
    const { roomType } = await onDemandOnly(t);
    areaId = crypto.randomUUID();
    Object.assign(rooms, await newRooms(t, house.roomNumbers, { roomType, area: { id: areaId, name: house.areaName } }));
  }, 120_000);

  afterAll(async () => {
    await runner?.stop();
    await sim?.close();
    await t?.close();
  });
}
