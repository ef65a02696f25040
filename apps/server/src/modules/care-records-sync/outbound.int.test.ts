import type { TDataSourceList, TSyncResidentList } from '@carehome/contracts';
import { describe, expect, it } from 'vitest';
import { allowOutbound } from '../../../test/harness.ts';
import {
  call,
  closers,
  dataSource,
  listen,
  outboundTestbed,
  runToEnd,
  save,
  saveSource,
  site,
  t,
  testConnection,
} from './outbound.testbed.ts';

// Outbound calls of the care-records sync against listeners on this machine, through HTTP on a real
// PostgreSQL: a listener on loopback receives nothing (test connection, listing, a run) whatever form its
// address takes unless the operator listed it; a stored secret is never sent to a changed address; the
// failure names the status, never what the answer said. The caps on answers are in outbound-caps.int.test.ts.

outboundTestbed();

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
