import crypto from 'node:crypto';
import type { TAccountInfo, TDeviceInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';

let t: TestContext;
let a: OrgFixture;
let registrar: TAccountInfo;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  registrar = await login(t, a.emails.TabletRegistration as string);
});
afterAll(() => t.close());
beforeEach(() => t.database.db.execute(sql`delete from auth_failures where scope in ('device', 'pin-site')`));

const pinLogin = (pincode: string, tablet: TDeviceInfo) =>
  t.app.inject({ method: 'POST', url: '/api/auth/stafflogin', payload: { pincode }, headers: { 'x-device-token': tablet.token } });

async function tablet(): Promise<TDeviceInfo> {
  const deviceId = crypto.randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/registerDevice',
    payload: { data: { deviceId, hardwareId: `hw-${deviceId}`, name: 'Tablet' } },
    headers: bearer(registrar),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `n` wrong PINs one after the other; the statuses answered. */
async function wrong(on: TDeviceInfo, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await pinLogin(String(500000 + i), on)).statusCode);
  return out;
}

const right = () => a.pins.Housekeeper as string;

describe('PIN sign-in limits spare the rightful user', () => {
  it('after 30 wrong PINs on tablet A, tablet B signs in; tablet A itself is throttled', async () => {
    const [tabletA, tabletB] = [await tablet(), await tablet()];
    const answers = await wrong(tabletA, 30);
    expect(answers.filter((s) => s === 401)).toHaveLength(10);
    expect(answers.filter((s) => s === 429)).toHaveLength(20);
    const onA = await pinLogin(right(), tabletA);
    expect(onA.statusCode).toBe(429);
    expect(onA.json().code).toBe('auth.device_locked');
    expect((await pinLogin(right(), tabletB)).statusCode).toBe(200);
  });

  it('with 30 wrong PINs over many tablets, a tablet without any still signs in; the tablets that failed are refused', async () => {
    const failing = [await tablet(), await tablet(), await tablet(), await tablet()];
    for (const [i, n] of [9, 9, 9, 3].entries()) expect(await wrong(failing[i] as TDeviceInfo, n)).toEqual(Array(n).fill(401));
    const clean = await tablet();
    expect((await pinLogin(right(), clean)).statusCode).toBe(200);
    // Each failing tablet is under its own limit of 10, but it took part: the site's budget refuses it, right PIN or not.
    for (const f of failing) {
      const res = await pinLogin(right(), f);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'auth.site_pin_locked',
        message: 'Too many wrong PIN numbers at this site. Please try again later.',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A clean tablet gets one wrong PIN, then it is refused too.
    expect(await wrong(clean, 2)).toEqual([401, 429]);
  });

  it('a site-wide lock needs failures from many tablets: two tablets at their own limit leave the others working', async () => {
    const [one, two, three] = [await tablet(), await tablet(), await tablet()];
    await wrong(one, 15);
    await wrong(two, 15);
    expect(await wrong(three, 9)).toEqual(Array(9).fill(401));
    expect((await pinLogin(right(), three)).statusCode).toBe(200);
  });

  it('the tablets that filled the budget cannot keep the lock alive: refused attempts add nothing', async () => {
    const failing = [await tablet(), await tablet(), await tablet()];
    for (const f of failing) await wrong(f, 10);
    const count = async () =>
      Number(
        (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from auth_failures where scope = 'pin-site'`)).rows[0]?.n,
      );
    expect(await count()).toBe(30);
    for (const f of failing) expect(await wrong(f, 20)).toEqual(Array(20).fill(429));
    expect(await count()).toBe(30);
    // Once the window has passed (rows aged by hand), the failing tablets sign in again.
    await t.database.db.execute(sql`update auth_failures set at = at - interval '16 minutes' where scope in ('device', 'pin-site')`);
    expect((await pinLogin(right(), failing[0] as TDeviceInfo)).statusCode).toBe(200);
  });
});
