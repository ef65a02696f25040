import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TDataSourceList, TSyncResidentList, TSyncRun, TTestConnectionResult } from '@carehome/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowOutbound,
  bearer,
  createOrganization,
  createTestContext,
  login,
  type OrgFixture,
  type TestContext,
} from '../../../test/harness.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logging.ts';
import { syncWorkers } from './sync-jobs.ts';

// Outbound calls of the care-records sync against listeners on this machine, through HTTP on a real
// PostgreSQL: a listener on loopback receives nothing (test connection, listing, a run) whatever form its
// address takes unless the operator listed it; a stored secret is never sent to a changed address; an
// external system that pages for ever, or answers too much, is stopped at the cap with a sync.* code;
// the failure names the status, never what the answer said.

const ORG = '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11';
const FAC = 'FAC-1';

interface Listener {
  url: string;
  port: number;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** A care-records look-alike on loopback (IPv4 and IPv6 when the machine has it) that records what reaches it. */
async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void = careRecords()): Promise<Listener> {
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

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Token, facilities and patient pages of 200 (endless unless `hasMore` is false). */
function careRecords(opts: { hasMore?: boolean } = {}) {
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

let t: TestContext;
let a: OrgFixture;
let runner: JobRunner;
let token: string;
let site: string;
const closers: (() => Promise<void>)[] = [];

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const dataSource = (over: Record<string, unknown>) => ({
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

async function save(over: Record<string, unknown>) {
  return call('POST', '/api/sync/facilitydatasource', { facilityId: site, dataSource: dataSource(over) });
}

async function saveSource(over: Record<string, unknown>): Promise<string> {
  const body = dataSource(over);
  const res = await call('POST', '/api/sync/facilitydatasource', { facilityId: site, dataSource: body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TDataSourceList).dataSources.find((d) => d.name === body.name)?.id as string;
}

const testConnection = async (dataSourceId: string) =>
  (await call('POST', '/api/sync/testconnection', { facilityId: site, dataSourceId })).json() as TTestConnectionResult;

async function runToEnd(dataSourceId: string): Promise<TSyncRun> {
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

describe('addresses the operator did not list', () => {
  it('a loopback listener receives nothing from a test connection, a listing or a run, whatever the spelling of its address', async () => {
    const l = await listen();
    closers.push(l.close);
    const spellings = [
      `http://127.0.0.1:${l.port}`,
      `http://localhost:${l.port}`,
      `http://[::1]:${l.port}`,
      `http://[::ffff:127.0.0.1]:${l.port}`,
      `http://2130706433:${l.port}`,
      `http://0x7f.0.0.1:${l.port}`,
      `http://0177.0.0.1:${l.port}`,
      'http://169.254.169.254',
      'http://10.0.0.1',
      'http://[fd00::1]',
    ];
    for (const baseUrl of spellings) {
      const id = await saveSource({ baseUrl });
      const result = await testConnection(id);
      expect(result, baseUrl).toMatchObject({ ok: false, failure: { code: 'sync.address_refused', status: null, detail: null } });
    }
    const id = await saveSource({ baseUrl: `http://localhost:${l.port}` });
    const listing = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id })).json() as TSyncResidentList;
    expect(listing.failure?.code).toBe('sync.address_refused');
    const run = await runToEnd(id);
    expect(run).toMatchObject({ status: 'failed', failure: { code: 'sync.address_refused' } });
    expect(l.requests).toEqual([]);

    // Listed by the operator, the same listener is reached.
    allowOutbound(t, l.url);
    const listed = await saveSource({ baseUrl: l.url });
    expect(await testConnection(listed)).toMatchObject({ ok: true, facilityName: 'Listener House' });
    expect(l.requests.length).toBeGreaterThan(0);
  });

  it('a redirect is not followed, and a failure names the status, never the answer', async () => {
    const target = await listen();
    const l = await listen((req, res) => {
      if (req.url?.endsWith('/auth/token')) {
        res.writeHead(302, { location: `${target.url}/auth/token` });
        return res.end();
      }
      res.end();
    });
    const broken = await listen((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('INTERNAL ADMIN PAGE: root password is hunter2');
    });
    closers.push(target.close, l.close, broken.close);
    allowOutbound(t, l.url);
    allowOutbound(t, broken.url);
    allowOutbound(t, target.url);
    const redirected = await testConnection(await saveSource({ baseUrl: l.url }));
    expect(redirected).toMatchObject({ ok: false, failure: { code: 'sync.redirect_refused', status: 302 } });
    expect(target.requests).toEqual([]);
    const failed = await testConnection(await saveSource({ baseUrl: broken.url }));
    expect(failed).toMatchObject({ ok: false, failure: { code: 'sync.external_error', status: 500, detail: null } });
    expect(JSON.stringify(failed)).not.toContain('hunter2');
  });
});

describe('secrets bound to their address', () => {
  it('changing the base URL without the secret is refused on the secret field; the new address never sees the old secret', async () => {
    const first = await listen();
    const second = await listen();
    closers.push(first.close, second.close);
    allowOutbound(t, first.url);
    allowOutbound(t, second.url);
    const body = dataSource({ baseUrl: first.url });
    const created = await call('POST', '/api/sync/facilitydatasource', { facilityId: site, dataSource: body });
    const id = (created.json() as TDataSourceList).dataSources.find((d) => d.name === body.name)?.id as string;
    expect((await testConnection(id)).ok).toBe(true);
    const basic = (secret: string) => `Basic ${Buffer.from(`carehome:${secret}`).toString('base64')}`;
    expect(first.requests.some((r) => r.authorization === basic('FIRST-SECRET'))).toBe(true);

    // The same address spelled differently keeps the secret.
    const same = await save({ ...body, id, baseUrl: `${first.url}/`, clientSecret: null });
    expect(same.statusCode, same.body).toBe(200);

    const moved = await save({ ...body, id, baseUrl: second.url, clientSecret: null });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      code: 'sync.client_secret_required',
      errors: [expect.objectContaining({ field: 'dataSource.clientSecret' })],
    });
    // Nothing changed: the source still calls the first address, and the second has heard nothing.
    expect((await testConnection(id)).ok).toBe(true);
    expect(second.requests).toEqual([]);

    const withSecret = await save({ ...body, id, baseUrl: second.url, clientSecret: 'SECOND-SECRET' });
    expect(withSecret.statusCode, withSecret.body).toBe(200);
    expect((await testConnection(id)).ok).toBe(true);
    expect(second.requests.map((r) => r.authorization).filter((h) => h?.startsWith('Basic'))).toEqual([basic('SECOND-SECRET')]);

    // Changing the kind drops the certificate's key too: back to OAuth2 needs a secret again.
    const kind = await save({ ...body, id, baseUrl: second.url, authKind: 'TwoLegged', clientSecret: null, clientId: null });
    expect(kind.statusCode).toBe(400);
  });
});

describe('caps on what the external system answers', () => {
  it('endless paging stops at the page cap with sync.too_many_pages, memory bounded', async () => {
    const l = await listen();
    closers.push(l.close);
    allowOutbound(t, l.url);
    const id = await saveSource({ baseUrl: l.url });
    const before = process.memoryUsage().rss;
    const listing = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id })).json() as TSyncResidentList;
    expect(listing.failure?.code).toBe('sync.too_many_pages');
    const pages = l.requests.filter((r) => r.path.includes('/patients?'));
    expect(pages).toHaveLength(t.ctx.config.syncMaxPages);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);

    // The reconciliation stops there too, and its run says why.
    t.ctx.config.syncMaxPages = 3;
    const run = await runToEnd(id);
    expect(run).toMatchObject({ status: 'failed', failure: { code: 'sync.too_many_pages' } });
    t.ctx.config.syncMaxPages = 100;
  });

  it('a listing over the patient cap stops with sync.too_many_patients', async () => {
    const l = await listen(careRecords({ hasMore: true }));
    closers.push(l.close);
    allowOutbound(t, l.url);
    t.ctx.config.syncMaxPatients = 500;
    try {
      const id = await saveSource({ baseUrl: l.url });
      const listing = (await call('POST', '/api/sync/residents', { facilityId: site, dataSourceId: id })).json() as TSyncResidentList;
      expect(listing.failure?.code).toBe('sync.too_many_patients');
      expect(l.requests.filter((r) => r.path.includes('/patients?'))).toHaveLength(3);
    } finally {
      t.ctx.config.syncMaxPatients = 20_000;
    }
  });

  it('an answer over the size cap is cut off with sync.answer_too_large', async () => {
    let sent = 0;
    const l = await listen((req, res) => {
      if (req.url?.endsWith('/auth/token')) return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      // An endless facility list, streamed without a length.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const chunk = `${JSON.stringify({ facId: 'X', facilityName: 'x'.repeat(1000) })},`.repeat(64);
      const more = () => {
        while (!res.destroyed && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end(']');
      };
      res.on('close', () => {
        sent = Number.POSITIVE_INFINITY;
      });
      more();
    });
    closers.push(l.close);
    allowOutbound(t, l.url);
    const id = await saveSource({ baseUrl: l.url });
    const result = await testConnection(id);
    expect(result).toMatchObject({ ok: false, failure: { code: 'sync.answer_too_large' } });
  });
});
