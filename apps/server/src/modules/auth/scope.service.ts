import type { TAccessibleSites, TAccountInfo, TEventType } from '@carehome/contracts';
import { seesAllSitesOfOrganization } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import { updateSessionScope } from '../../platform/auth/sessions.repository.ts';
import { withPlatform, withTenant } from '../../platform/db/database.ts';
import { findSite } from '../../platform/db/site-rows.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { buildAccountInfo } from './account-info.ts';
import { firstSiteOf, getStaffMember, listOrganizations, listSites, rememberSystemUserScope } from './auth.repository.ts';

// Switching the organization or site a sign-in works in, and what an account may switch to. A system
// user's choice is remembered for their next sign-in; a staff member stays in their organization, and
// one who does not see every site of it only in their own site.

async function rescope(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  tenantId: string,
  facilityId: string | null,
  type: TEventType,
) {
  const { db } = app.database;
  await updateSessionScope(db, auth.sessionId, { tenantId, facilityId });
  if (auth.kind === 'system') await rememberSystemUserScope(db, auth.subjectId, { tenantId, facilityId });
  await withTenant(db, tenantId, (tx) =>
    recordEvent(tx, { ...fromRequest(meta), tenantId, facilityId, type, subjectType: 'session', subjectId: auth.sessionId }),
  );
  return buildAccountInfo(db, { ...auth, tenantId, facilityId, token: meta.token, expiresAt: auth.expiresAt });
}

/** POST auth/switchTenant: system users only; lands on the organization's first site. */
export async function switchTenant(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  tenantId: string,
): Promise<TAccountInfo> {
  // A staff member belongs to one organization: any other organization id is "not found".
  if (auth.kind !== 'system') {
    if (tenantId !== auth.tenantId) throw notFound();
    return buildAccountInfo(app.database.db, { ...auth, token: meta.token, expiresAt: auth.expiresAt });
  }
  const target = await withPlatform(app.database.db, async (tx) => {
    const orgs = await listOrganizations(tx);
    const org = orgs.find((o) => o.id === tenantId);
    return org ? { facilityId: await firstSiteOf(tx, org.id) } : undefined;
  });
  if (!target) throw notFound();
  return rescope(app, auth, meta, tenantId, target.facilityId, 'auth.tenant.switched');
}

/** POST auth/switchFacility: a site of the current organization the account may work in. */
export async function switchFacility(
  app: AppContext,
  auth: AuthContext,
  meta: RequestMeta & { token: string },
  facilityId: string,
): Promise<TAccountInfo> {
  if (!auth.tenantId) throw notFound();
  const site = await withTenant(app.database.db, auth.tenantId, (tx) => findSite(tx, facilityId));
  if (!site) throw notFound();
  if (auth.kind === 'staff' && !seesAllSitesOfOrganization(auth.role)) {
    const staff = await withTenant(app.database.db, auth.tenantId, (tx) => getStaffMember(tx, auth.subjectId));
    if (staff?.facilityId !== facilityId) throw new AppError(403, 'auth.no_site_access');
  }
  return rescope(app, auth, meta, auth.tenantId, site.id, 'auth.facility.switched');
}

/** Organizations and sites the account may switch to (for the site and organization switch). */
export async function accessibleSites(app: AppContext, auth: AuthContext): Promise<TAccessibleSites> {
  const { db } = app.database;
  if (auth.kind === 'system') {
    return withPlatform(db, async (tx) => ({ organizations: await listOrganizations(tx), sites: await listSites(tx) }));
  }
  if (!auth.tenantId) return { organizations: [], sites: [] };
  const tenantId = auth.tenantId;
  return withTenant(db, tenantId, async (tx) => {
    const orgs = await listOrganizations(tx);
    let sites = await listSites(tx);
    if (!seesAllSitesOfOrganization(auth.role)) {
      const staff = await getStaffMember(tx, auth.subjectId);
      sites = sites.filter((s) => s.id === staff?.facilityId);
    }
    return { organizations: orgs, sites };
  });
}
