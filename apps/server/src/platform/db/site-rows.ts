import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from './database.ts';

export type SiteRow = typeof sites.$inferSelect;

/** The site, archived or not (row security hides other organizations' sites). */
export async function findSiteRow(tx: Executor, id: string): Promise<SiteRow | undefined> {
  const [row] = await tx.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row;
}

// The reads of a site every layer needs (sign-in, the scope of a request, a job or a notice: does the site
// exist, its name, time zone and organization), kept below the modules like the tenant scope itself, so any
// module can ask them without depending on the sites module, which owns the layout (areas, rooms).

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
