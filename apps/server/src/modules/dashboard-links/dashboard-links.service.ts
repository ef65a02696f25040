import type { TDashboardLinkList, TPortalLinks, TSaveDashboardLinks } from '@carehome/contracts';
import { dashboardLinkProblems, linksOffered } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { saveWholeList, type WholeListRepository } from '../../platform/whole-list.ts';
import { deleteLinksExcept, insertLink, listLinks, updateLink } from './dashboard-links.repository.ts';

/** How the site's link list is written row by row when it is saved as a whole. */
const LINK_ROWS: WholeListRepository<Parameters<typeof insertLink>[3]> = {
  update: updateLink,
  insert: insertLink,
  deleteExcept: deleteLinksExcept,
};

// Dashboard report links of a site (POST /facility/pbireports): saved as the whole list, like the
// site's other lists; offered on the portal and the site dashboard to exactly the roles each names
// (domain `linksOffered`).

async function visibleSite(tx: Executor, auth: TenantAuth, facilityId: string): Promise<void> {
  assertSiteVisible(auth, facilityId);
  if (!(await siteExists(tx, facilityId))) throw notFound();
}

export async function getDashboardLinks(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TDashboardLinkList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    return { facilityId, links: await listLinks(tx, facilityId) };
  });
}

export async function saveDashboardLinks(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveDashboardLinks,
): Promise<TDashboardLinkList> {
  const [problem] = dashboardLinkProblems(input.links);
  if (problem) {
    throw problem.code === 'dashboard_links.duplicate_default'
      ? fieldError(problem.field, problem.code, 400, problem.params)
      : fieldError(problem.field, problem.code, 409);
  }
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, input.facilityId);
    const items = input.links.map((l, position) => ({
      id: l.id,
      values: {
        name: l.name,
        language: l.language,
        translations: l.translations,
        url: l.url,
        roles: [...new Set(l.roles)],
        isDefault: l.isDefault,
        position,
      },
    }));
    const keep = await saveWholeList(tx, { tenantId: auth.tenantId, facilityId: input.facilityId }, items, LINK_ROWS);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'site.dashboard_links_saved',
      // Names and roles, not the addresses: a report URL may carry an access key.
      data: { count: keep.length, links: input.links.map((l) => ({ name: l.name, roles: l.roles, isDefault: l.isDefault })) },
    });
    return { facilityId: input.facilityId, links: await listLinks(tx, input.facilityId) };
  });
}

/** GET /reporting/portal: the site's links the caller's role may open, the default first. */
export async function portalLinks(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TPortalLinks> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    const links = linksOffered(await listLinks(tx, facilityId), auth.role);
    // The name with its translations: the reader's screen shows it in their language.
    return { facilityId, links: links.map(({ id, name, translations, url, isDefault }) => ({ id, name, translations, url, isDefault })) };
  });
}
