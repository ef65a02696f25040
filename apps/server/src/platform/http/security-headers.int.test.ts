import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept, host: 'care.example.org:3000' } });

describe('security headers', () => {
  it('gives the web app a policy that allows only its own scripts, the live-updates socket and photo URLs', async () => {
    const res = await get('/housekeeping');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws://care.example.org:3000 wss://care.example.org:3000");
    expect(csp).toContain("worker-src 'self'");
    // The site dashboard embeds the default dashboard report link (any http(s) address).
    expect(csp).toContain("frame-src 'self' https: http:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives API answers a policy under which nothing loads, and the API docs their own', async () => {
    const api = await get('/api/auth/sites', 'application/json');
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
  });

  it('puts no header-made-up host into the policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html', host: 'evil.example"; script-src *' } });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self'; ");
  });

  it('sends HSTS when HSTS=true', async () => {
    const secure = await createTestContext({ hsts: true });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
