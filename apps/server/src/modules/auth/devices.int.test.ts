import crypto from 'node:crypto';
import type { TAccountInfo, TDeviceInfo } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextWith } from '../../../test/factories.ts';
import { authOf, bearer, login, type OrgFixture, type TestContext, testMeta } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';
import { archiveStaffMember } from '../staff/index.ts';

let t: TestContext;
let a: OrgFixture;
let tablet: TAccountInfo;

beforeAll(async () => {
  [t, a] = await contextWith(['Alpha']);
  tablet = await login(t, a.emails.TabletRegistration as string);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, headers });

const pinLogin = (pincode: string, deviceToken?: string) =>
  post('stafflogin', { pincode }, deviceToken ? { 'x-device-token': deviceToken } : {});

async function register(hardwareId = `hw-${crypto.randomUUID()}`): Promise<TDeviceInfo> {
  const res = await post('registerDevice', { data: { deviceId: crypto.randomUUID(), hardwareId, name: 'West wing' } }, bearer(tablet));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('tablet registration and PIN sign-in', () => {
  it('registers a tablet to the current site and signs staff in by PIN on it', async () => {
    const device = await register();
    expect(device).toMatchObject({ name: 'West wing', facility: { id: a.siteIds[0], name: 'Alpha North' } });
    const res = await pinLogin(a.pins.Housekeeper as string, device.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'Housekeeper',
      deviceSession: true,
      staffMember: { id: a.staffIds.Housekeeper },
      facility: { id: a.siteIds[0] },
    });
    const ev = await withTenant(t.database.db, a.tenantId, (tx) =>
      tx.execute<{ actor_id: string; device_id: string; ip: string }>(
        sql`select actor_id, device_id, ip from events where type = 'auth.pin.succeeded' and device_id = ${device.deviceId}`,
      ),
    );
    expect(ev.rows).toEqual([{ actor_id: a.staffIds.Housekeeper, device_id: device.deviceId, ip: '127.0.0.1' }]);
  });

  it("answers 'Device not registered' without a device token", async () => {
    const res = await pinLogin(a.pins.Housekeeper as string);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Device not registered', code: 'auth.device_not_registered' });
  });

  it("answers 'PIN number required' and 'Invalid pin number'", async () => {
    const empty = await pinLogin('', a.deviceToken);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('PIN number required');
    const wrong = await pinLogin('9999', a.deviceToken);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid pin number', errors: [{ field: 'pincode', code: 'auth.invalid_pin' }] });
  });

  it('locks a tablet after 10 wrong PINs in 15 minutes, even for a right PIN, and leaves other tablets alone', async () => {
    const device = await register();
    for (let i = 0; i < 10; i++) expect((await pinLogin(`00${i}0`, device.token)).statusCode).toBe(401);
    const locked = await pinLogin(a.pins.Housekeeper as string, device.token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'auth.device_locked' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await pinLogin(a.pins.Housekeeper as string, a.deviceToken)).statusCode).toBe(200);
  });

  it('a device token of an unregistered tablet stops working, and its PIN sessions end', async () => {
    const device = await register();
    const staff = (await pinLogin(a.pins.Nursing as string, device.token)).json() as TAccountInfo;
    expect((await post('unregisterDevice', { data: { deviceId: device.deviceId } }, bearer(tablet))).statusCode).toBe(200);
    expect((await pinLogin(a.pins.Nursing as string, device.token)).json().code).toBe('auth.device_not_registered');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(staff) })).statusCode).toBe(401);
  });

  it('recovers a registration by hardware id with a new token; the old token stops working', async () => {
    const device = await register('hw-recover-me-0001');
    const res = await post('recoverDeviceRegistration', { data: { hardwareId: 'hw-recover-me-0001' } }, bearer(tablet));
    expect(res.statusCode).toBe(200);
    const recovered = res.json() as TDeviceInfo;
    expect(recovered.deviceId).toBe(device.deviceId);
    expect(recovered.token).not.toBe(device.token);
    expect((await pinLogin(a.pins.Housekeeper as string, device.token)).statusCode).toBe(403);
    expect((await pinLogin(a.pins.Housekeeper as string, recovered.token)).statusCode).toBe(200);
    const none = await post('recoverDeviceRegistration', { data: { hardwareId: 'hw-never-registered' } }, bearer(tablet));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Device not registered');
  });

  it('lists the tablets of the site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/devices', headers: bearer(tablet) });
    expect(res.statusCode).toBe(200);
    expect(res.json().devices.map((d: { deviceId: string }) => d.deviceId)).toContain(a.deviceId);
  });

  it('archiving a staff member ends their sessions', async () => {
    const staff = (await pinLogin(a.pins.LeadHousekeeper as string, a.deviceToken)).json() as TAccountInfo;
    const manager = await authOf(t, await login(t, a.emails.FacilityAdministrator as string));
    await archiveStaffMember(t.ctx, manager, testMeta(manager), a.staffIds.LeadHousekeeper as string);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sites', headers: bearer(staff) })).statusCode).toBe(401);
    expect((await pinLogin(a.pins.LeadHousekeeper as string, a.deviceToken)).statusCode).toBe(401);
  });
});
