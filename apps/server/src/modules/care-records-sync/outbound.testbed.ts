import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TDataSourceList, TSyncRun, TTestConnectionResult } from '@carehome/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logging.ts';
import { syncWorkers } from './sync-jobs.ts';

// The set-up the tests of the sync's outbound calls share: care-records look-alikes on loopback that
// record what reaches them, an organization's administrator signed in, and the real job runner. A test
// file calls outboundTestbed() once; the bindings below are filled in before its tests run.

export const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
export const FAC = 'FAC-1';

export interface Listener {
  url: string;
  port: number;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** A care-records look-alike on loopback (IPv4 and IPv6 when the machine has it) that records what reaches it. */
export async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void = careRecords()): Promise<Listener> {
  const requests: Listener['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => server.listen(0, '127.0.0.1', resolve));
    server.listen({ port: 0, host: '::', ipv6Only: false }, resolve);
    void reject;
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Token, facilities and patient pages of 200 (endless unless `hasMore` is false). */
export function careRecords(opts: { hasMore?: boolean } = {}) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/auth/token')) return json(res, 200, { access_token: 'tok', expires_in: 3600 });
    if (url.pathname.endsWith('/facs')) return json(res, 200, [{ facId: FAC, facilityName: 'Listener House' }]);
    if (url.pathname.endsWith('/patients')) {
      const page = Number(url.searchParams.get('page'));
      const data = Array.from({ length: 200 }, (_, i) => ({
        patientId: `P-${page}-${i}`,
        facilityId: FAC,
        firstName: 'Endless',
        lastName: `Page${page}`,
        namePrefix: null,
        nickName: null,
        status: 'Current',
        roomNumber: null,
        bed: null,
        admissionDate: '2026-01-15T10:00:00.000Z',
        dischargeDate: null,
      }));
      return json(res, 200, { data, paging: { page, pageSize: 200, hasMore: opts.hasMore ?? true } });
    }
    json(res, 404, { error: 'not_found' });
  };
}

export let t: TestContext;
export let a: OrgFixture;
export let runner: JobRunner;
export let token: string;
export let site: string;
export const closers: (() => Promise<void>)[] = [];

export const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

export const dataSource = (over: Record<string, unknown>) => ({
  name: `Records ${crypto.randomBytes(3).toString('hex')}`,
  application: 'PointClickCare',
  externalFacilityId: FAC,
  organizationUuid: ORG,
  authKind: 'OAuth2',
  clientId: 'carehome',
  clientSecret: 'FIRST-SECRET',
  webhookSync: false,
  ...over,
});

export async function save(over: Record<string, unknown>) {
  return call('POST', '/api/sync/facilitydatasource', { facilityId: site, dataSource: dataSource(over) });
}

export async function saveSource(over: Record<string, unknown>): Promise<string> {
  const body = dataSource(over);
  const res = await call('POST', '/api/sync/facilitydatasource', { facilityId: site, dataSource: body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TDataSourceList).dataSources.find((d) => d.name === body.name)?.id as string;
}

export const testConnection = async (dataSourceId: string) =>
  (await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId })).json() as TTestConnectionResult;

export async function runToEnd(dataSourceId: string): Promise<TSyncRun> {
  const started = await call('POST', '/api/sync/reconcile', { facilityId: site, dataSourceId });
  expect(started.statusCode, started.body).toBe(200);
  const id = (started.json() as TSyncRun).id;
  const end = Date.now() + 20_000;
  for (;;) {
    const r = (await call('GET', `/api/sync/runs/${id}?facilityId=${site}`)).json() as TSyncRun;
    if (r.status === 'completed' || r.status === 'failed') return r;
    if (Date.now() > end) throw new Error(`run ${id} did not end`);
    await new Promise((res) => setTimeout(res, 150));
  }
}

/** Starts the organization and the job runner before the file's tests; closes the listeners and them after. */
export function outboundTestbed(): void {
  beforeAll(async () => {
    t = await createTestContext();
    a = await createOrganization(t, 'Outbound');
    site = a.siteIds[0] as string;
    token = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
    runner = new JobRunner(t.ownerUrl, [], createLogger('silent'), { workers: syncWorkers(t.ctx) });
    await runner.start();
    t.ctx.queue = runner;
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await runner?.stop();
    await t?.close();
  });
}
