import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from './database.ts';

// The two reads of a site every layer needs (sign-in, module checks), kept below the modules so that
// modules the sites module builds on can ask them too. The sites module re-exports them.

/** An active site of the organization (row security hides the others): its name, time zone and organization. */
export async function findSite(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone, tenantId: sites.tenantId })
    .from(sites)
    .where(and(eq(sites.id, id), eq(sites.isArchived, false)))
    .limit(1);
  return row;
}

/** True when the site is one of the organization's, archived or not (row security hides the others). */
export async function siteExists(tx: Executor, facilityId: string): Promise<boolean> {
  const rows = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, facilityId));
  return rows.length > 0;
}
