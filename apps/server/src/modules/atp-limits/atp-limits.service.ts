import type { TAtpLimit, TAtpLimitList, TSaveAtpLimits } from '@carehome/contracts';
import { duplicateAtpLimit } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { listAtpLimitRows, replaceAtpLimitRows } from './atp-limits.repository.ts';

// A site's ATP limits per luminometer brand and, optionally, per surface (decision record "ATP limits and
// bands"). The audit save reads them to compute each reading's band itself.

async function visibleSite(tx: Executor, auth: TenantAuth, facilityId: string): Promise<void> {
  assertSiteVisible(auth, facilityId);
  if (!(await siteExists(tx, facilityId))) throw notFound();
}

/** Replaces a site's limits without a request (the demo's), in a transaction already scoped to the tenant. */
export function replaceAtpLimits(
  tx: Executor,
  site: { tenantId: string; facilityId: string },
  limits: readonly TAtpLimit[],
): Promise<void> {
  return replaceAtpLimitRows(tx, site, limits);
}

/** The site's limits, for the audit save (a transaction already scoped to the tenant and site). */
export function siteAtpLimits(tx: Executor, facilityId: string): Promise<TAtpLimit[]> {
  return listAtpLimitRows(tx, facilityId);
}

export async function getAtpLimits(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TAtpLimitList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    return { facilityId, limits: await listAtpLimitRows(tx, facilityId) };
  });
}

/** A surface left empty is the brand's own limit. */
const normalized = (l: TAtpLimit): TAtpLimit => ({ ...l, surface: l.surface?.trim() ? l.surface.trim() : null });

export async function saveAtpLimits(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TSaveAtpLimits): Promise<TAtpLimitList> {
  const limits = input.limits.map(normalized);
  const twice = duplicateAtpLimit(limits);
  if (twice >= 0) throw fieldError(`limits.${twice}.surface`, 'atp.duplicate_limit');
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, input.facilityId);
    await replaceAtpLimitRows(tx, { tenantId: auth.tenantId, facilityId: input.facilityId }, limits);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'site.atp_limits_saved',
      data: { limits },
    });
    return { facilityId: input.facilityId, limits: await listAtpLimitRows(tx, input.facilityId) };
  });
}
