import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { syncDataSources } from '../../db/schema/sync.ts';
import { withTenant } from '../../platform/db/database.ts';
import { loggerOptions } from '../../platform/logging.ts';
import { apiKeyHash } from '../care-records-sync/index.ts';

// Limits on keys and tokens that spare their rightful holder: wrong keys from an address never refuse the
// right key from it; right keys have limits of their own; client log text is limited and never an error.

const TOKEN = 'metrics-token-for-the-key-test-0123456789';
const STRANGER = '203.0.113.7';
let t: TestContext;
let a: OrgFixture;

beforeAll(async () => {
  t = await createTestContext({ metricsToken: TOKEN });
  a = await createOrganization(t, 'Keys');
});
afterAll(() => t.close());

const scopeCount = async (scope: string) =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from auth_failures where scope = ${scope}`)).rows[0]?.n);

describe('webhook keys', () => {
  const key = crypto.randomBytes(32).toString('base64url');
  let source: string;
  beforeAll(async () => {
    source = crypto.randomUUID();
    await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.insert(syncDataSources).values({
        id: source,
        tenantId: a.tenantId,
        facilityId: a.siteIds[0],
        name: 'Records',
        application: 'PointClickCare',
        externalFacilityId: 'FAC-1',
        organizationUuid: crypto.randomUUID(),
        authKind: 'OAuth2',
        baseUrl: 'https://records.example.com',
        apiKeyHash: apiKeyHash(key),
      }),
    );
  });
  const deliver = (apiKey: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sync/webhook/${source}`,
      remoteAddress: STRANGER,
      headers: { 'x-api-key': apiKey },
      payload: {
        messageId: `m-${i}-${crypto.randomUUID()}`,
        eventType: 'patient.discharge',
        facilityId: 'FAC-1',
        patientId: 'P-1',
        eventDate: new Date().toISOString(),
        messageDate: new Date().toISOString(),
        resourceIds: [],
      },
    });

  it('the right key from an address that sent 35 wrong ones is answered; the wrong ones are refused after 30', async () => {
    const wrong: number[] = [];
    for (let i = 0; i < 35; i++) wrong.push((await deliver(`wrong-${i}`, i)).statusCode);
    expect(wrong.filter((s) => s === 401)).toHaveLength(30);
    expect(wrong.filter((s) => s === 429)).toHaveLength(5);
    const right = await deliver(key, 99);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ received: true, duplicate: false });
  });

  it('deliveries with the right key are limited per data source at 600 in 10 minutes', async () => {
    // 598 deliveries of the last minutes put straight into the table (plus the one of the test above).
    await t.database.db.execute(
      sql`insert into auth_failures (scope, key) select 'sync-webhook-source', ${source} from generate_series(1, 598)`,
    );
    expect((await deliver(key, 1000)).statusCode).toBe(200);
    const over = await deliver(key, 1001);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('calendar feed keys', () => {
  it('the right feed key from an address that sent 35 wrong ones is answered', async () => {
    const admin = await login(t, a.emails.MultiFacilityAdministrator as string);
    const gen = await t.app.inject({
      method: 'POST',
      url: '/api/facility/generateapikey',
      payload: { facilityId: a.siteIds[0] },
      headers: bearer(admin),
    });
    const key = gen.json().apiKey as string;
    const read = (k: string) =>
      t.app.inject({ method: 'GET', url: `/api/calendar/feed/${a.siteIds[0]}.ics`, query: { key: k }, remoteAddress: STRANGER });
    const wrong: number[] = [];
    for (let i = 0; i < 35; i++) wrong.push((await read(`wrong-${i}`)).statusCode);
    expect(wrong.filter((s) => s === 404)).toHaveLength(30);
    expect(wrong.filter((s) => s === 429)).toHaveLength(5);
    const right = await read(key);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.body).toContain('BEGIN:VCALENDAR');
  });
});

describe('/metrics tokens', () => {
  it('wrong tokens from an address are refused after 30; the right token from it is answered', async () => {
    const scrape = (token: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` }, remoteAddress: STRANGER });
    const wrong: number[] = [];
    for (let i = 0; i < 35; i++) wrong.push((await scrape(`guess-${i}`)).statusCode);
    expect(wrong.filter((s) => s === 401)).toHaveLength(30);
    expect(wrong.filter((s) => s === 429)).toHaveLength(5);
    expect((await scrape(TOKEN)).statusCode).toBe(200);
  });
});

describe('client log', () => {
  it('is limited per address and logs client text below error level, marked as client text', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const logged = await buildApp({ config: t.ctx.config, database: t.database, logger: pino(loggerOptions('info'), sink) });
    try {
      const post = () =>
        logged.app.inject({
          method: 'POST',
          url: '/api/logger',
          remoteAddress: '198.51.100.9',
          payload: {
            entries: [{ level: 'error', message: 'FAKE: server is down, call 555-0100', path: '/login', at: new Date().toISOString() }],
          },
        });
      const answers: number[] = [];
      for (let i = 0; i < 62; i++) answers.push((await post()).statusCode);
      expect(answers.filter((s) => s === 200)).toHaveLength(60);
      expect(answers.filter((s) => s === 429)).toHaveLength(2);
      const client = lines.filter((l) => l.msg === 'FAKE: server is down, call 555-0100');
      expect(client).toHaveLength(60);
      // pino levels: 40 warn, 50 error.
      for (const l of client) expect(l).toMatchObject({ level: 40, clientText: true, clientLevel: 'error', source: 'client' });
      expect(await scopeCount('client-log')).toBe(60);
    } finally {
      await logged.app.close();
    }
  });
});
