import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'carehome-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  t = await createTestContext({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the single-page app', () => {
  it('answers any browser navigation with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/admin/facilities/edit/123']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the build-time brotli file when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('serves hashed assets with a long cache and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('client log', () => {
  it('takes batches of client errors without an account, and limits them per address', async () => {
    const entry = { level: 'error', message: 'render failure', path: '/login', at: new Date().toISOString(), detail: 'TypeError: x' };
    const ok = await t.app.inject({ method: 'POST', url: '/api/logger', payload: { entries: [entry] } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/logger', payload: { entries: [{ ...entry, level: 'info' }] } });
    expect(bad.statusCode).toBe(400);
    let last = 200;
    for (let i = 0; i < 61 && last !== 429; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/logger', payload: { entries: [entry] }, remoteAddress: '10.1.1.1' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});
