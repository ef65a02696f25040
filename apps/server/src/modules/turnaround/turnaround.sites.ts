import { type TTurnaroundSites, TURNAROUND_SITES_DAYS_DEFAULT } from '@carehome/contracts';
import { addDays, siteToday } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { seesSite, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { listSitesWithZones } from './turnaround.repository.ts';
import { siteKpis } from './turnaround.service.ts';

/**
 * GET /turnaround/sites: the organization's sites the caller sees, side by side, each over its own last
 * `days` calendar days (today included, on the site's clock). Each site is one indexed read of its log.
 */
export async function getTurnaroundSites(
  ctx: AppContext,
  auth: TenantAuth,
  daysAsked: number | undefined,
  now = new Date(),
): Promise<TTurnaroundSites> {
  const days = daysAsked ?? TURNAROUND_SITES_DAYS_DEFAULT;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const sites = (await listSitesWithZones(tx)).filter((s) => seesSite(auth, s.id));
    const rows = [];
    for (const s of sites) {
      const to = siteToday(s.time_zone, now);
      const from = addDays(to, 1 - days);
      const { targets, totals } = await siteKpis(
        tx,
        { tenantId: auth.tenantId, facilityId: s.id, timeZone: s.time_zone },
        { from, to },
        now,
      );
      rows.push({ facilityId: s.id, facilityName: s.name, from, to, targets, totals });
    }
    return { days, generatedAt: now.toISOString(), sites: rows };
  });
}
