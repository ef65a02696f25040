import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createTestContext, type OrgFixture, PASSWORD, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';

let t: TestContext;
let a: OrgFixture;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user: { email, password } }, remoteAddress, headers });

const resetRequest = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resetpassword', payload: { resetPassword: { email } }, remoteAddress });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('password sign-in limits under concurrency', () => {
  it('evaluates exactly 10 of 150 concurrent wrong passwords for one account from one address', async () => {
    const email = a.emails.Nursing as string;
    const answers = await Promise.all(Array.from({ length: 150 }, () => signIn(email, 'Wrong-pass-1', '192.0.2.10')));
    const statuses = answers.map((r) => r.statusCode);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(140);
    const failed = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from events where type = 'auth.login.failed' and data->>'email' = ${email}`),
    );
    expect(failed.rows[0]?.n).toBe(10);
  });

  it('does not count a right password as a failure', async () => {
    const email = a.emails.LeadHousekeeper as string;
    for (let i = 0; i < 12; i++) expect((await signIn(email, PASSWORD, '192.0.2.11')).statusCode).toBe(200);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_failures where key like ${`${email}%`} or key = '192.0.2.11'`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });
});

describe('lockouts do not lock out the rightful user', () => {
  it('a stranger hammering an account is throttled while its owner, from a known address, still signs in', async () => {
    const email = a.emails.FacilityAdministrator as string;
    // The owner signed in from the office before: that address is known for the account.
    expect((await signIn(email, PASSWORD, '198.51.100.1')).statusCode).toBe(200);

    // A stranger: 10 wrong passwords from one address, then that address is refused for this account.
    for (let i = 0; i < 10; i++) expect((await signIn(email, `Guess-${i}-aA`, '203.0.113.1')).statusCode).toBe(401);
    expect((await signIn(email, 'Guess-x-aA', '203.0.113.1')).statusCode).toBe(429);
    // More addresses: after 50 failures in the hour the account is slowed down for every unknown place.
    for (let n = 2; n <= 5; n++) {
      for (let i = 0; i < 10; i++) expect((await signIn(email, `Guess-${i}-aA`, `203.0.113.${n}`)).statusCode).toBe(401);
    }
    const stranger = await signIn(email, 'Guess-y-aA', '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('auth.account_locked');
    // Even the right password from an unknown place waits…
    expect((await signIn(email, PASSWORD, '203.0.113.100')).statusCode).toBe(429);

    // …but the owner, from the address they signed in from before, gets in.
    expect((await signIn(email, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    // And a registered tablet the owner used before is a known place too, whatever its address.
    expect((await signIn(email, PASSWORD, '198.51.100.2', { 'x-device-token': a.deviceToken })).statusCode).toBe(429);
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/stafflogin',
      payload: { pincode: a.pins.FacilityAdministrator },
      headers: { 'x-device-token': a.deviceToken },
    });
    expect(pin.statusCode).toBe(200);
    expect((await signIn(email, PASSWORD, '198.51.100.2', { 'x-device-token': a.deviceToken })).statusCode).toBe(200);

    // The stranger keeps getting 429, from every address.
    expect((await signIn(email, PASSWORD, '203.0.113.1')).statusCode).toBe(429);
    expect((await signIn(email, 'Guess-z-aA', '203.0.113.101')).statusCode).toBe(429);
  });

  it('a shared address: failures behind it lock one account there, not everyone behind it', async () => {
    const shared = '100.64.0.1';
    const victim = a.emails.FacilityAssistant as string;
    // 300 failures from the care home's address today (the old limit locked the address at 300)…
    await t.database.db.execute(sql`insert into auth_failures (scope, key) select 'address', ${shared} from generate_series(1, 300)`);
    // …and someone behind it tries the supervisor's account 10 times.
    for (let i = 0; i < 10; i++) expect((await signIn(victim, `Guess-${i}-aA`, shared)).statusCode).toBe(401);
    expect((await signIn(victim, PASSWORD, shared)).statusCode).toBe(429);
    // Colleagues behind the same address sign in.
    expect((await signIn(a.emails.Housekeeper as string, PASSWORD, shared)).statusCode).toBe(200);
    expect((await signIn(a.emails.TabletRegistration as string, PASSWORD, shared)).statusCode).toBe(200);
    // The supervisor signs in on the site's registered tablet (another place), behind the same address.
    expect((await signIn(victim, PASSWORD, shared, { 'x-device-token': a.deviceToken })).statusCode).toBe(200);
  });
});

describe('password reset requests', () => {
  it("a stranger's requests cannot use up the owner's resets", async () => {
    const email = a.emails.MultiFacilityAdministrator as string;
    expect((await signIn(email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    // Five requests per email and address an hour.
    for (let i = 0; i < 5; i++) expect((await resetRequest(email, '203.0.113.50')).statusCode).toBe(200);
    const limited = await resetRequest(email, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    // From everywhere else the email is at its bound (50 an hour)…
    await t.database.db.execute(sql`insert into auth_failures (scope, key) select 'reset-email', ${email} from generate_series(1, 45)`);
    expect((await resetRequest(email, '203.0.113.51')).statusCode).toBe(429);
    // …and the owner, from an address they signed in from, still gets a reset link.
    expect((await resetRequest(email, '198.51.100.7')).statusCode).toBe(200);
    const links = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from password_resets where email = ${email}`);
    expect(links.rows[0]?.n).toBe(6);
  });

  it('limits requests per address over all emails', async () => {
    for (let i = 0; i < 30; i++) expect((await resetRequest(`nobody${i}@test.example`, '203.0.113.60')).statusCode).toBe(200);
    expect((await resetRequest('nobody-else@test.example', '203.0.113.60')).statusCode).toBe(429);
  });
});
