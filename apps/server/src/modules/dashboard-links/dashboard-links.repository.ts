import type { TDashboardLink } from '@carehome/contracts';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { dashboardLinks } from '../../db/schema/dashboard-links.ts';
import type { Executor } from '../../platform/db/database.ts';

type LinkRow = typeof dashboardLinks.$inferSelect;
type LinkValues = Omit<TDashboardLink, 'id'> & { position: number };

const toLink = (r: LinkRow): TDashboardLink => ({
  id: r.id,
  name: r.name,
  language: r.language,
  translations: r.translations,
  url: r.url,
  roles: r.roles,
  isDefault: r.isDefault,
});

export async function listLinks(tx: Executor, facilityId: string): Promise<TDashboardLink[]> {
  const rows = await tx
    .select()
    .from(dashboardLinks)
    .where(eq(dashboardLinks.facilityId, facilityId))
    .orderBy(asc(dashboardLinks.position), asc(dashboardLinks.name));
  return rows.map(toLink);
}

export async function updateLink(tx: Executor, facilityId: string, id: string, v: LinkValues): Promise<boolean> {
  const rows = await tx
    .update(dashboardLinks)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(dashboardLinks.id, id), eq(dashboardLinks.facilityId, facilityId)))
    .returning({ id: dashboardLinks.id });
  return rows.length > 0;
}

export async function insertLink(tx: Executor, tenantId: string, facilityId: string, v: LinkValues): Promise<string> {
  const [row] = await tx
    .insert(dashboardLinks)
    .values({ tenantId, facilityId, ...v })
    .returning({ id: dashboardLinks.id });
  return (row as { id: string }).id;
}

/** Deletes the site's links not in `keep` (a save sends the whole list). */
export async function deleteLinksExcept(tx: Executor, facilityId: string, keep: string[]): Promise<void> {
  const site = eq(dashboardLinks.facilityId, facilityId);
  await tx.delete(dashboardLinks).where(keep.length ? and(site, notInArray(dashboardLinks.id, keep)) : site);
}
