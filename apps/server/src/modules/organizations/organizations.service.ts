import crypto from 'node:crypto';
import { DEFAULT_REPORT_COLORS, type TTenant, type TTenantCreate, type TTenantUpdate } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { AuthContext } from '../../platform/auth/session.types.ts';
import { type Executor, withPlatform, withTenant } from '../../platform/db/database.ts';
import { AppError, answeringDuplicates, forbidden, notFound } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { inviteToSetPassword } from '../auth/index.ts';
import { findFile } from '../files/index.ts';
import { insertStarterConfiguration } from '../housekeeping/index.ts';
import { insertSite } from '../sites/index.ts';
import { insertStaffMember, staffEmailDuplicates } from '../staff/index.ts';
import {
  findOrganization,
  insertOrganization,
  listOrganizationsWithCounts,
  type OrganizationRow,
  setSponsor,
  updateOrganization,
} from './organizations.repository.ts';

const UNIQUE = {
  ...staffEmailDuplicates('sponsor.email'),
  organizations_name_unique: { field: 'tenant.name', code: 'duplicate.tenant_name' },
} as const;

function toTenant(row: { org: OrganizationRow; siteCount: number }): TTenant {
  return {
    id: row.org.id,
    name: row.org.name,
    companyLogo: row.org.companyLogo,
    reportColors: row.org.reportColors ?? DEFAULT_REPORT_COLORS,
    supervisors: row.org.supervisors ?? [],
    siteCount: row.siteCount,
    createdAt: row.org.createdAt.toISOString(),
  };
}

/**
 * Organizations, their settings and supervisors' emails are the provider administrator's (the
 * Organizations screen and its edit screen are for SiteAdministrator only). The routes declare it; this holds it
 * for any other caller too.
 */
async function asProviderAdmin<T>(ctx: AppContext, auth: AuthContext, fn: (tx: Executor) => Promise<T>): Promise<T> {
  if (auth.kind !== 'system' || auth.role !== 'SiteAdministrator') throw forbidden();
  return withPlatform(ctx.database.db, fn);
}

export async function listTenants(ctx: AppContext, auth: AuthContext): Promise<TTenant[]> {
  return asProviderAdmin(ctx, auth, async (tx) => (await listOrganizationsWithCounts(tx)).map(toTenant));
}

export async function getTenant(ctx: AppContext, auth: AuthContext, id: string): Promise<TTenant> {
  const row = await asProviderAdmin(ctx, auth, (tx) => findOrganization(tx, id));
  if (!row) throw notFound();
  return toTenant(row);
}

/** POST /tenant/update: name (unique), logo, report colours and supervisors' emails. */
export async function updateTenant(ctx: AppContext, auth: AuthContext, meta: RequestMeta, input: TTenantUpdate): Promise<TTenant> {
  if (!(await asProviderAdmin(ctx, auth, (tx) => findOrganization(tx, input.id)))) throw notFound();
  return answeringDuplicates(UNIQUE, () =>
    withTenant(ctx.database.db, input.id, async (tx) => {
      if (input.companyLogo && !(await findFile(tx, input.companyLogo)))
        throw new AppError(400, 'validation.invalid', [
          { field: 'tenant.companyLogo', code: 'validation.invalid', message: 'The logo file was not found.' },
        ]);
      await updateOrganization(tx, input.id, {
        name: input.name,
        companyLogo: input.companyLogo,
        reportColors: input.reportColors,
        supervisors: input.supervisors.map((s) => ({ id: s.id ?? crypto.randomUUID(), email: s.email.toLowerCase() })),
      });
      await recordEvent(tx, {
        ...fromRequest(meta),
        tenantId: input.id,
        type: 'tenant.updated',
        subjectType: 'organization',
        subjectId: input.id,
      });
      return toTenant((await findOrganization(tx, input.id)) as { org: OrganizationRow; siteCount: number });
    }),
  );
}

/**
 * POST /tenant/create (onboarding): the organization, its first site with a starter housekeeping
 * configuration, and the sponsor as organization administrator with an invitation mail, all in one
 * transaction. Only provider administrators onboard organizations.
 */
export async function onboardTenant(ctx: AppContext, auth: AuthContext, meta: RequestMeta, input: TTenantCreate) {
  if (auth.kind !== 'system' || auth.role !== 'SiteAdministrator') throw new AppError(403, 'auth.forbidden');
  const tenantId = crypto.randomUUID();
  const email = input.sponsor.email.toLowerCase();
  return answeringDuplicates(UNIQUE, () =>
    withTenant(ctx.database.db, tenantId, async (tx) => {
      await insertOrganization(tx, { id: tenantId, name: input.tenant.name, reportColors: DEFAULT_REPORT_COLORS });
      const siteId = await insertSite(tx, { tenantId, name: input.site.name, timeZone: input.site.timeZone });
      await insertStarterConfiguration(tx, tenantId, siteId, auth.subjectId);
      const sponsorId = await insertStaffMember(tx, {
        tenantId,
        facilityId: siteId,
        staffRefId: 'ADMIN-1',
        firstName: input.sponsor.firstName,
        lastName: input.sponsor.lastName,
        email,
        role: 'MultiFacilityAdministrator',
        position: null,
        // The new organization has no registered tablet yet: its first administrator signs in from anywhere.
        offsiteAuthentication: true,
      });
      await setSponsor(tx, tenantId, sponsorId);
      await inviteToSetPassword(
        ctx,
        tx,
        {
          kind: 'staff',
          id: sponsorId,
          email,
          tenantId,
          name: `${input.sponsor.firstName} ${input.sponsor.lastName}`,
          organization: input.tenant.name,
        },
        input.sponsor.language,
      );
      await recordEvent(tx, {
        ...fromRequest(meta),
        tenantId,
        facilityId: siteId,
        type: 'tenant.onboarded',
        subjectType: 'organization',
        subjectId: tenantId,
        data: { sponsorId, siteId },
      });
      const tenant = toTenant((await findOrganization(tx, tenantId)) as { org: OrganizationRow; siteCount: number });
      return { tenant, siteId, sponsorId };
    }),
  );
}
