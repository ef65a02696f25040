import type { TAccountInfo, TDeviceInfo, TEventType, TLanguage } from '@carehome/contracts';
import { ZRole } from '@carehome/contracts';
import { checkPin, roleIncludes, seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { rememberSources } from '../../platform/auth/known-sources.repository.ts';
import { signInSources } from '../../platform/auth/known-sources.ts';
import { pinHmac } from '../../platform/auth/pin.ts';
import { reservePinAttempt } from '../../platform/auth/pin-throttle.ts';
import type { AuthContext, DeviceContext } from '../../platform/auth/session.types.ts';
import { createSession, revokeSessionsOfDevice } from '../../platform/auth/sessions.repository.ts';
import { RULES, THROTTLE_SCALE, withinLimit } from '../../platform/auth/throttle.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequest, fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { buildAccountInfo } from './account-info.ts';
import { findStaffByPin, rememberPinLength, rememberStaffLanguage } from './auth.repository.ts';
import {
  countActiveDevicesOfSite,
  type DeviceRow,
  findActiveDeviceByHardware,
  findDevice,
  insertDevice,
  listActiveDevices,
  lockSiteDevices,
  markDeviceUnregistered,
  rotateDeviceToken,
  touchDevice,
} from './devices.repository.ts';

type SiteAuth = AuthContext & { tenantId: string; facilityId: string };

/** Records an event about one tablet, at its site. */
function recordDeviceEvent(
  tx: Executor,
  meta: RequestMeta,
  auth: SiteAuth,
  event: { facilityId: string; type: TEventType; deviceId: string; data?: Record<string, unknown> },
) {
  const { deviceId, ...rest } = event;
  return recordEvent(tx, { ...fromRequestIn(meta, auth), ...rest, subjectType: 'device', subjectId: deviceId });
}

async function siteName(app: AppContext, tenantId: string, facilityId: string): Promise<string> {
  const site = await withTenant(app.database.db, tenantId, (tx) => findSite(tx, facilityId));
  if (!site) throw notFound();
  return site.name;
}

function info(row: Pick<DeviceRow, 'id' | 'hardwareId' | 'name' | 'facilityId'>, token: string, facilityName: string): TDeviceInfo {
  return { deviceId: row.id, token, hardwareId: row.hardwareId, name: row.name, facility: { id: row.facilityId, name: facilityName } };
}

/** A device id of another organization is "not found", like every foreign object id. */
function ownDevice(row: DeviceRow | undefined, auth: SiteAuth): DeviceRow {
  if (!row || row.tenantId !== auth.tenantId) throw notFound();
  if (row.facilityId !== auth.facilityId && !roleIncludes(auth.role, 'MultiFacilityAdministrator')) throw notFound();
  return row;
}

/** Active tablets one site may have: each brings a PIN budget, and a site needs a few dozen at most. */
export const MAX_DEVICES_PER_SITE = 50 * THROTTLE_SCALE;

/**
 * Refuses a registration that would make the site's active tablets more than the cap. The site's
 * advisory lock (held to the end of the registering transaction) makes count-then-insert atomic.
 */
async function assertRoomForDevice(tx: Executor, tenantId: string, facilityId: string): Promise<void> {
  await lockSiteDevices(tx, tenantId, facilityId);
  if ((await countActiveDevicesOfSite(tx, tenantId, facilityId)) >= MAX_DEVICES_PER_SITE) {
    throw new AppError(409, 'auth.device_limit_reached', [], { max: MAX_DEVICES_PER_SITE });
  }
}

/**
 * POST auth/registerDevice: registers this tablet to the current site and returns its token (the
 * only time it is shown). Sending the same device id again issues a new token (a retried request).
 * At most 50 active tablets per site and 20 registrations per site an hour.
 */
export async function registerDevice(
  app: AppContext,
  auth: SiteAuth,
  meta: RequestMeta,
  input: { deviceId: string; hardwareId: string; name?: string | undefined },
): Promise<TDeviceInfo> {
  const { db } = app.database;
  const facilityName = await siteName(app, auth.tenantId, auth.facilityId);
  const name = input.name ?? `Tablet ${input.hardwareId.slice(0, 8)}`;
  const token = newToken();
  const existing = await findDevice(db, input.deviceId);
  if (existing) ownDevice(existing, auth);
  // A refused registration (site full) gives its place in the hourly budget back.
  await withinLimit(db, RULES.deviceRegistration, `${auth.tenantId}|${auth.facilityId}`, () =>
    withTenant(db, auth.tenantId, async (tx) => {
      const activeHere = existing && !existing.unregisteredAt && existing.facilityId === auth.facilityId;
      if (!activeHere) await assertRoomForDevice(tx, auth.tenantId, auth.facilityId);
      if (existing) {
        await rotateDeviceToken(tx, existing.id, token, { hardwareId: input.hardwareId, name, facilityId: auth.facilityId });
      } else {
        await insertDevice(tx, {
          id: input.deviceId,
          tenantId: auth.tenantId,
          facilityId: auth.facilityId,
          name,
          hardwareId: input.hardwareId,
          tokenHash: hashToken(token),
          registeredBy: auth.subjectId,
        });
      }
      await recordDeviceEvent(tx, meta, auth, {
        facilityId: auth.facilityId,
        type: 'device.registered',
        deviceId: input.deviceId,
        data: { name },
      });
    }),
  );
  return info({ id: input.deviceId, hardwareId: input.hardwareId, name, facilityId: auth.facilityId }, token, facilityName);
}

/** POST auth/unregisterDevice: the tablet's token stops working and PIN sessions on it end. */
export async function unregisterDevice(app: AppContext, auth: SiteAuth, meta: RequestMeta, deviceId: string): Promise<void> {
  const { db } = app.database;
  const row = ownDevice(await findDevice(db, deviceId), auth);
  if (row.unregisteredAt) return;
  await withTenant(db, auth.tenantId, async (tx) => {
    await markDeviceUnregistered(tx, row.id);
    await revokeSessionsOfDevice(tx, row.id, 'device-unregistered');
    await recordDeviceEvent(tx, meta, auth, { facilityId: row.facilityId, type: 'device.unregistered', deviceId: row.id });
  });
}

/** POST auth/recoverDeviceRegistration: a tablet that lost its token gets a new one by its hardware id. */
export async function recoverDevice(app: AppContext, auth: SiteAuth, meta: RequestMeta, hardwareId: string): Promise<TDeviceInfo> {
  const { db } = app.database;
  const row = await findActiveDeviceByHardware(db, auth.tenantId, auth.facilityId, hardwareId);
  if (!row) throw new AppError(404, 'auth.device_not_registered');
  const token = newToken();
  await withTenant(db, auth.tenantId, async (tx) => {
    await rotateDeviceToken(tx, row.id, token);
    await recordDeviceEvent(tx, meta, auth, { facilityId: row.facilityId, type: 'device.recovered', deviceId: row.id });
  });
  return info(row, token, await siteName(app, auth.tenantId, row.facilityId));
}

export async function listDevices(app: AppContext, auth: SiteAuth) {
  const rows = await listActiveDevices(app.database.db, auth.tenantId, auth.facilityId);
  return rows.map((r) => ({
    deviceId: r.id,
    name: r.name,
    hardwareId: r.hardwareId,
    registeredAt: r.registeredAt.toISOString(),
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
  }));
}

/** A PIN signs in staff of the tablet's site, and organization-wide roles at any site of their organization. */
function worksAtSite(staff: { facilityId: string }, role: TAccountInfo['role'], device: DeviceContext): boolean {
  return staff.facilityId === device.facilityId || seesAllSitesOfOrganization(role);
}

/**
 * POST auth/stafflogin {pincode}: PIN sign-in on a registered tablet. Each attempt takes a place under
 * the tablet's limit (10 wrong PINs in 15 minutes) and the site's (30 over all its tablets, refusing
 * only tablets that failed themselves) before the PIN is looked up; a right PIN gives them back (see
 * platform/auth/pin-throttle.ts).
 */
export async function staffLogin(
  app: AppContext,
  device: DeviceContext | null,
  meta: RequestMeta,
  pincode: string,
  language: TLanguage | null = null,
): Promise<TAccountInfo> {
  const { db } = app.database;
  if (!device) {
    await db.transaction((tx) =>
      recordEvent(tx, { ...fromRequest(meta), tenantId: null, type: 'auth.pin.failed', data: { reason: 'device-not-registered' } }),
    );
    throw new AppError(403, 'auth.device_not_registered');
  }
  const problem = checkPin(pincode);
  if (problem === 'required') throw fieldError('pincode', 'auth.pin_required');
  const base = { ...fromRequest(meta), deviceId: device.id, tenantId: device.tenantId, facilityId: device.facilityId };
  const attempt = await reservePinAttempt(db, device);
  if (!attempt.ok) {
    const scope = attempt.rule.scope;
    await withTenant(db, device.tenantId, (tx) =>
      recordEvent(tx, { ...base, type: 'auth.pin.locked', subjectType: 'device', subjectId: device.id, data: { scope } }),
    );
    throw new AppError(
      429,
      attempt.rule === RULES.pinSite ? 'auth.site_pin_locked' : 'auth.device_locked',
      [],
      {},
      attempt.retryAfterSeconds,
    );
  }
  const found =
    problem === null
      ? await withTenant(db, device.tenantId, (tx) => findStaffByPin(tx, pinHmac(app.secrets.pinPepper, device.tenantId, pincode)))
      : undefined;
  const role = ZRole.safeParse(found?.role);
  const staff = found && role.success && worksAtSite(found, role.data, device) ? found : undefined;
  if (!staff || !role.success) {
    const reason = found && role.success ? 'other-site' : 'invalid-pin';
    await withTenant(db, device.tenantId, (tx) =>
      recordEvent(tx, { ...base, type: 'auth.pin.failed', subjectType: 'device', subjectId: device.id, data: { reason } }),
    );
    throw fieldError('pincode', 'auth.invalid_pin', 401);
  }
  await attempt.release();
  const displayName = `${staff.firstName} ${staff.lastName}`.trim();
  const session = await createSession(db, {
    kind: 'staff',
    subjectId: staff.id,
    email: staff.email,
    displayName,
    staffRefId: staff.staffRefId,
    role: role.data,
    tenantId: device.tenantId,
    facilityId: device.facilityId,
    deviceId: device.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    ttlMinutes: app.config.sessionTtlMinutes,
    maxAgeMinutes: app.config.sessionMaxAgeMinutes,
  });
  // This tablet is now a known place for the person's password sign-in (see auth.service loginAttempts).
  await rememberSources(db, staff.id, signInSources(app.secrets.pinPepper, { ip: null, deviceId: device.id }));
  await withTenant(db, device.tenantId, async (tx) => {
    await touchDevice(tx, device.id);
    await rememberPinLength(tx, staff.id, pincode.trim().length);
    if (language) await rememberStaffLanguage(tx, staff.id, language);
    await recordEvent(tx, {
      ...base,
      actorKind: 'staff',
      actorId: staff.id,
      sessionId: session.id,
      type: 'auth.pin.succeeded',
      subjectType: 'account',
      subjectId: staff.id,
    });
  });
  return buildAccountInfo(db, {
    kind: 'staff',
    subjectId: staff.id,
    email: staff.email,
    role: role.data,
    displayName,
    staffRefId: staff.staffRefId,
    tenantId: device.tenantId,
    facilityId: device.facilityId,
    deviceId: device.id,
    token: session.token,
    expiresAt: session.expiresAt,
  });
}
