import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts } from './addresses.ts';
import { type OutboundPolicy, outboundRequest } from './outbound.ts';

// The outbound request against a listener on loopback: nothing reaches it unless listed; once listed,
// its redirects come back as answers, a silent listener runs into the time limit, and a declared or
// streamed answer past the size cap is refused.

let server: http.Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    if (req.url === '/silent') return;
    if (req.url === '/declared') {
      res.writeHead(200, { 'content-length': String(5 * 1024 * 1024) });
      return res.write('x');
    }
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const policy = (over: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  allowedHosts: parseAllowedHosts(new URL(base).host),
  maxResponseBytes: 1024 * 1024,
  connectTimeoutMs: 2_000,
  timeoutMs: 2_000,
  ...over,
});
const get = (path: string, p: OutboundPolicy = policy()) => outboundRequest(p, { method: 'GET', url: new URL(path, base), headers: {} });

describe('outbound requests', () => {
  it('reach nothing on loopback unless listed, and refuse other schemes and credentials in the address', async () => {
    hits = 0;
    await expect(get('/', policy({ allowedHosts: [] }))).rejects.toMatchObject({ reason: 'address_refused' });
    await expect(get(`http://localhost:${new URL(base).port}/`, policy({ allowedHosts: [] }))).rejects.toMatchObject({
      reason: 'address_refused',
    });
    await expect(outboundRequest(policy(), { method: 'GET', url: new URL('file:///etc/passwd'), headers: {} })).rejects.toMatchObject({
      reason: 'address_refused',
    });
    await expect(get(`http://user:pw@${new URL(base).host}/`)).rejects.toMatchObject({ reason: 'address_refused' });
    expect(hits).toBe(0);
    await expect(get('/')).resolves.toMatchObject({ status: 200, body: 'ok' });
    expect(hits).toBe(1);
  });

  it('answer a redirect as it is, without following it', async () => {
    await expect(get('/redirect')).resolves.toMatchObject({ status: 302, headers: { location: expect.stringContaining('169.254') } });
  });

  it('give up on a silent server at the time limit', async () => {
    const started = Date.now();
    await expect(get('/silent', policy({ timeoutMs: 300 }))).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuse an answer declared or streamed past the size cap', async () => {
    await expect(get('/declared')).rejects.toMatchObject({ reason: 'too_large' });
    await expect(get('/', policy({ maxResponseBytes: 1 }))).rejects.toMatchObject({ reason: 'too_large' });
  });
});
