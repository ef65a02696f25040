import { sql } from 'drizzle-orm';
import { devices } from '../db/schema/auth.ts';
import type { Executor } from '../platform/db/database.ts';

// The demo seed's own SQL: it runs before any organization exists, as the platform, then as the demo
// organization it creates.

/**
 * Makes the transaction the platform's and takes the seed's lock: two app copies starting on one empty
 * database seed it once.
 */
export async function lockForSeeding(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('app.platform', 'on', true)`);
  await tx.execute(sql`select pg_advisory_xact_lock(7272002)`);
}

/** True when the database holds no organization and no system user. */
export async function isEmpty(tx: Executor): Promise<boolean> {
  const res = await tx.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from organizations) and not exists (select 1 from system_users) as empty`,
  );
  return res.rows[0]?.empty ?? false;
}

/** Binds the rest of the transaction to the new organization (row security). */
export async function enterOrganization(tx: Executor, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}

export async function insertDemoDevice(tx: Executor, device: typeof devices.$inferInsert): Promise<void> {
  await tx.insert(devices).values(device);
}
