import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggerOptions } from '../src/platform/logging.ts';
import { createOrganization, createTestContext, type OrgFixture, PASSWORD, type TestContext } from './harness.ts';

let t: TestContext;
let org: OrgFixture;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestContext();
  org = await createOrganization(t);
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const logger = pino(loggerOptions('info'), sink);
  ({ app } = await buildApp({ config: t.ctx.config, database: t.database, logger }));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('structured logs', () => {
  it('carry the trace id, session and user, and never a password, token or PIN', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const headers = {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
      'correlation-context': 'sessionId=web-123,user=someone',
    };
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: { email: org.emails.Nursing, password: PASSWORD } },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    const token = res.json().token.token as string;

    await app.inject({
      method: 'GET',
      url: '/api/auth/sites?x=1',
      headers: { authorization: `Bearer ${token}`, traceparent: headers.traceparent },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/stafflogin',
      payload: { pincode: org.pins.Housekeeper },
      headers: { 'x-device-token': org.deviceToken },
    });

    const all = JSON.stringify(lines);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain(org.deviceToken);
    expect(all).not.toContain(`"${org.pins.Housekeeper}"`);
    const traced = lines.filter((l) => l.traceId === traceId);
    expect(traced.length).toBeGreaterThanOrEqual(2);
    expect(traced.some((l) => typeof l.sessionId === 'string' && typeof l.userId === 'string')).toBe(true);
    expect(traced.some((l) => l.clientSessionId === 'web-123')).toBe(true);
    expect(lines.some((l) => (l.req as { url?: string } | undefined)?.url === '/api/auth/sites')).toBe(true);
  });
});
