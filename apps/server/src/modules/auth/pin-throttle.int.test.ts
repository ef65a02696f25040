import crypto from 'node:crypto';
import type { TAccountInfo, TDeviceInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { devices } from '../../db/schema/auth.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { withTenant } from '../../platform/db/database.ts';
import { MAX_DEVICES_PER_SITE } from './devices.service.ts';

let t: TestContext;
let a: OrgFixture;
/** TabletRegistration at site 0 and the organization administrator switched to site 1. */
let tablets0: TAccountInfo;
let tablets1: TAccountInfo;

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Alpha');
  tablets0 = await login(t, a.emails.TabletRegistration as string);
  tablets1 = await login(t, a.emails.MultiFacilityAdministrator as string);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/switchFacility',
    payload: { data: { facilityId: a.siteIds[1] } },
    headers: bearer(tablets1),
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const pinLogin = (pincode: string, deviceToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/stafflogin', payload: { pincode }, headers: { 'x-device-token': deviceToken } });

const registerAs = (account: TAccountInfo, deviceId: string = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/registerDevice',
    payload: { data: { deviceId, hardwareId: `hw-${deviceId}`, name: 'Tablet' } },
    headers: bearer(account),
  });

async function register(account: TAccountInfo): Promise<TDeviceInfo> {
  const res = await registerAs(account);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Tablets put straight into the table (to fill a site without spending its hourly registrations). */
async function insertDevices(facilityId: string, n: number): Promise<void> {
  await withTenant(t.database.db, a.tenantId, (tx) =>
    tx.insert(devices).values(
      Array.from({ length: n }, () => ({
        id: crypto.randomUUID(),
        tenantId: a.tenantId,
        facilityId,
        name: 'Filler',
        hardwareId: `hw-${crypto.randomUUID()}`,
        tokenHash: hashToken(crypto.randomUUID()),
        registeredBy: a.staffIds.TabletRegistration as string,
      })),
    ),
  );
}

const statuses = (answers: { statusCode: number }[], status: number) => answers.filter((r) => r.statusCode === status).length;

describe('PIN sign-in limits', () => {
  it('evaluates exactly 10 of 60 concurrent wrong PINs on one tablet', async () => {
    const device = await register(tablets0);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => pinLogin(String(900000 + i), device.token)));
    expect(statuses(answers, 401)).toBe(10);
    expect(statuses(answers, 429)).toBe(50);
    expect(answers.find((r) => r.statusCode === 429)?.json().code).toBe('auth.device_locked');
  });

  it('a right PIN does not use up the tablet', async () => {
    const device = await register(tablets0);
    for (let i = 0; i < 12; i++) expect((await pinLogin(a.pins.Housekeeper as string, device.token)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await pinLogin(String(800000 + i), device.token)).statusCode).toBe(401);
    expect((await pinLogin(a.pins.Housekeeper as string, device.token)).statusCode).toBe(429);
  });

  it('a PIN signs in only staff of the tablet’s site; organization-wide roles at any site of it', async () => {
    const north = await register(tablets0);
    const south = await register(tablets1);
    const otherSite = await pinLogin(a.pins['Housekeeper@1'] as string, north.token);
    expect(otherSite.statusCode).toBe(401);
    expect(otherSite.json().message).toBe('Invalid pin number');
    expect((await pinLogin(a.pins['Housekeeper@1'] as string, south.token)).statusCode).toBe(200);
    expect((await pinLogin(a.pins.Housekeeper as string, south.token)).statusCode).toBe(401);
    const admin = await pinLogin(a.pins.MultiFacilityAdministrator as string, south.token);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ role: 'MultiFacilityAdministrator', facility: { id: a.siteIds[1] } });
  });

  it('counts wrong PINs over all the tablets of a site: the tablets that failed are refused, a new one is not', async () => {
    await t.database.db.execute(sql`delete from auth_failures where scope = 'pin-site' and key like ${`${a.tenantId}|${a.siteIds[1]}|%`}`);
    // Site 1 has 30 wrong PINs spread over three tablets (each at its own limit of 10).
    const spent = [await register(tablets1), await register(tablets1), await register(tablets1)];
    for (const device of spent) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => pinLogin(String(700000 + i), device.token)));
      expect(statuses(answers, 401)).toBe(10);
    }
    const fresh = await register(tablets1);
    expect((await pinLogin(a.pins['Housekeeper@1'] as string, fresh.token)).statusCode).toBe(200);
    const locked = await pinLogin('700001', fresh.token);
    expect(locked.statusCode).toBe(401);
    expect((await pinLogin(a.pins['Housekeeper@1'] as string, fresh.token)).json()).toMatchObject({
      code: 'auth.site_pin_locked',
      message: 'Too many wrong PIN numbers at this site. Please try again later.',
    });
    // The other site's tablets are not affected.
    expect((await pinLogin(a.pins.Housekeeper as string, a.deviceToken)).statusCode).toBe(200);
  });
});

describe('tablet registration limits', () => {
  it('caps a site at 50 active tablets, also under concurrent registrations', async () => {
    const { tenantId } = a;
    const active = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from devices where tenant_id = ${tenantId} and facility_id = ${a.siteIds[0]} and unregistered_at is null`,
        )
      ).rows[0]?.n ?? 0;
    await insertDevices(a.siteIds[0], MAX_DEVICES_PER_SITE - 5 - (await active()));
    const answers = await Promise.all(Array.from({ length: 10 }, () => registerAs(tablets0)));
    expect(statuses(answers, 200)).toBe(5);
    expect(statuses(answers, 409)).toBe(5);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'auth.device_limit_reached',
      message: 'This site already has 50 registered tablets. Unregister a tablet that is no longer used first.',
    });
    expect(await active()).toBe(MAX_DEVICES_PER_SITE);

    // Registering an active tablet again (a retried request) is not a new tablet; unregistering makes room.
    const mine = answers.find((r) => r.statusCode === 200)?.json() as TDeviceInfo;
    expect((await registerAs(tablets0, mine.deviceId)).statusCode).toBe(200);
    const unregister = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unregisterDevice',
      payload: { data: { deviceId: mine.deviceId } },
      headers: bearer(tablets0),
    });
    expect(unregister.statusCode).toBe(200);
    expect((await registerAs(tablets0)).statusCode).toBe(200);
  });

  it('allows 20 registrations per site an hour', async () => {
    await t.database.db.execute(
      sql`delete from auth_failures where scope = 'device-registration' and key = ${`${a.tenantId}|${a.siteIds[1]}`}`,
    );
    const answers = await Promise.all(Array.from({ length: 25 }, () => registerAs(tablets1)));
    expect(statuses(answers, 200)).toBe(20);
    expect(statuses(answers, 429)).toBe(5);
    expect(answers.find((r) => r.statusCode === 429)?.json().code).toBe('rate_limited');
  });
});
