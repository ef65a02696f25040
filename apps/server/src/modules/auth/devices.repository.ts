import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Executor } from '../../platform/db/database.ts';

export type DeviceRow = typeof devices.$inferSelect;

/** Holds the site's tablet lock to the end of the transaction: counting and registering then cannot interleave. */
export async function lockSiteDevices(tx: Executor, tenantId: string, facilityId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`devices|${tenantId}|${facilityId}`}, 7272004))`);
}

export async function findDevice(db: Executor, id: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(devices).where(eq(devices.id, id)).limit(1);
  return row;
}

export async function findActiveDeviceByHardware(db: Executor, tenantId: string, facilityId: string, hardwareId: string) {
  const [row] = await db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.facilityId, facilityId),
        eq(devices.hardwareId, hardwareId),
        isNull(devices.unregisteredAt),
      ),
    )
    .orderBy(sql`${devices.registeredAt} desc`)
    .limit(1);
  return row;
}

export async function insertDevice(db: Executor, d: typeof devices.$inferInsert): Promise<void> {
  await db.insert(devices).values(d);
}

/** Gives a device a new token (registration retried, or recovered); the old token stops working. */
export async function rotateDeviceToken(
  db: Executor,
  id: string,
  token: string,
  changes: { hardwareId?: string; name?: string; facilityId?: string } = {},
): Promise<void> {
  await db
    .update(devices)
    .set({ tokenHash: hashToken(token), unregisteredAt: null, ...changes })
    .where(eq(devices.id, id));
}

export async function markDeviceUnregistered(db: Executor, id: string): Promise<void> {
  await db.update(devices).set({ unregisteredAt: sql`now()` }).where(eq(devices.id, id));
}

export async function touchDevice(db: Executor, id: string): Promise<void> {
  await db.update(devices).set({ lastSeenAt: sql`now()` }).where(eq(devices.id, id));
}

export async function listActiveDevices(db: Executor, tenantId: string, facilityId: string) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.facilityId, facilityId), isNull(devices.unregisteredAt)))
    .orderBy(asc(devices.name));
}

export async function countActiveDevicesOfSite(db: Executor, tenantId: string, facilityId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.facilityId, facilityId), isNull(devices.unregisteredAt)));
  return row?.n ?? 0;
}
