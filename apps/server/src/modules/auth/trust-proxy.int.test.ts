import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

/** The app behind one proxy (TRUST_PROXY=1) at 10.0.0.1. */
let t: TestContext;
let a: OrgFixture;

beforeAll(async () => {
  t = await createTestContext({ trustProxy: 1 });
  a = await createOrganization(t, 'Alpha');
});
afterAll(() => t.close());

const viaProxy = (forwardedFor: string, email: string, password = 'Wrong-pass-1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user: { email, password } },
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY as a hop count', () => {
  it('takes the address the proxy saw; a forged leftmost X-Forwarded-For changes nothing the throttle sees', async () => {
    const email = a.emails.Nursing as string;
    // The client writes its own X-Forwarded-For; the proxy appends the address it saw (198.51.100.23).
    for (let i = 0; i < 10; i++) expect((await viaProxy(`203.0.113.${i}, 198.51.100.23`, email)).statusCode).toBe(401);
    const locked = await viaProxy('192.0.2.200, 198.51.100.23', email);
    expect(locked.statusCode).toBe(429);
    const seen = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ ip: string }>(sql`select distinct ip from events where type like 'auth.login.%' and data->>'email' = ${email}`),
    );
    expect(seen.rows).toEqual([{ ip: '198.51.100.23' }]);
    // Another client behind the same proxy is another address.
    expect((await viaProxy('198.51.100.24', email)).statusCode).toBe(401);
  });

  it('uses the socket address when the request did not come through a proxy header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: { email: 'nobody@test.example', password: 'x' } },
      remoteAddress: '192.0.2.77',
    });
    expect(res.statusCode).toBe(401);
    const rows = await t.database.db.execute<{ key: string }>(
      sql`select key from auth_failures where scope = 'address' and key = '192.0.2.77'`,
    );
    expect(rows.rows).toHaveLength(1);
  });
});
