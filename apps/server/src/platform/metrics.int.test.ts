import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type TestContext } from '../../test/harness.ts';

// GET /metrics: Prometheus text for a scraper with the metrics token; refused without it;
// labels name route patterns, never ids or query strings; pool, outbox, queue and socket gauges present.

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ metricsToken: TOKEN });
});
afterAll(() => t.close());

describe('metrics', () => {
  it('answers only with the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status class, and reports the pool, outboxes and sockets', async () => {
    const org = await createOrganization(t, 'Metrics');
    const token = (await login(t, org.emails.MultiFacilityAdministrator as string)).token.token;
    const site = org.siteIds[0];
    await t.app.inject({ method: 'GET', url: `/api/sync/datasources?facilityId=${site}`, headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: `/api/sync/runs/${crypto.randomUUID()}?facilityId=${site}`, headers: bearer(token) });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toContain('carehome_http_requests_total{method="GET",route="/api/sync/datasources",status="2xx"} 1');
    expect(body).toContain('carehome_http_requests_total{method="GET",route="/api/sync/runs/:id",status="4xx"} 1');
    expect(body).toMatch(/carehome_http_request_duration_seconds_bucket\{le="0.5",method="GET",route="\/api\/sync\/datasources"\} 1/);
    // No id, no query string, no email in any label.
    expect(body).not.toContain(site);
    expect(body).not.toContain('facilityId=');
    expect(body).not.toContain('@');
    expect(body).toMatch(/carehome_db_pool_connections\{state="total"\} \d+/);
    expect(body).toContain('carehome_db_pool_max 5');
    expect(body).toContain('carehome_outbox_depth{outbox="mail"}');
    expect(body).toContain('carehome_outbox_depth{outbox="careRecordsSync"} 0');
    expect(body).toContain('carehome_live_sockets 0');
  });

  it('reports how long the event loop was blocked since the previous scrape', async () => {
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    await scrape();
    // (The first delay measured after a scrape only starts the measuring, so the block comes a little later.)
    await new Promise((r) => setTimeout(r, 100));
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      // the app’s thread busy for a second
    }
    await new Promise((r) => setTimeout(r, 50));
    const max = Number(/^carehome_event_loop_delay_seconds\{stat="max"\} (\S+)$/m.exec(await scrape())?.[1]);
    expect(max).toBeGreaterThanOrEqual(0.9);
    // The next scrape starts afresh.
    await new Promise((r) => setTimeout(r, 100));
    const next = Number(/^carehome_event_loop_delay_seconds\{stat="max"\} (\S+)$/m.exec(await scrape())?.[1]);
    expect(next).toBeLessThan(0.9);
  });

  it('is off (404) without a configured token', async () => {
    const other = await createTestContext();
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await other.close();
    }
  });
});
