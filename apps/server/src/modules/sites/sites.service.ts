import crypto from 'node:crypto';
import type { TRoom, TSite, TSiteSummary } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { seesSite, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { findConfig, insertConfig, starterConfiguration } from '../housekeeping/index.ts';
import { type LayoutRoom, loadSiteLayout } from './site-layout.ts';
import { deleteSiteRow, findSiteRow, insertSite, listSitesWithCounts, siteContents, updateSiteRow } from './sites.repository.ts';

function toRoom(r: LayoutRoom, roomTypes: Map<string, string>): TRoom {
  return {
    id: r.id,
    areaId: r.areaId,
    roomNumber: r.roomNumber,
    roomTypeId: r.roomTypeId,
    roomType: r.roomTypeId ? (roomTypes.get(r.roomTypeId) ?? null) : null,
    qrCode: r.qrCode,
    description: r.description,
    isArchived: r.isArchived,
    facilityArea: r.areaPath,
  };
}

/** The whole site with its layout, as every site call answers. */
export async function loadSite(tx: Executor, facilityId: string): Promise<TSite> {
  const { site, areas, rooms, config } = await loadSiteLayout(tx, facilityId);
  const roomTypes = new Map((config?.roomTypes ?? []).map((t) => [t.id, t.roomType]));
  return {
    id: site.id,
    tenantId: site.tenantId,
    name: site.name,
    timeZone: site.timeZone,
    isArchived: site.isArchived,
    apiKey: site.apiKeyPrefix && site.apiKeyCreatedAt ? { prefix: site.apiKeyPrefix, createdAt: site.apiKeyCreatedAt.toISOString() } : null,
    areas: areas.map((a) => ({ id: a.id, parentId: a.parentId, name: a.name, order: a.order, isArchived: a.isArchived })),
    rooms: rooms.map((r) => toRoom(r, roomTypes)),
    createdAt: site.createdAt.toISOString(),
  };
}

export async function listSites(ctx: AppContext, auth: TenantAuth): Promise<TSiteSummary[]> {
  const rows = await withTenant(ctx.database.db, auth.tenantId, (tx) => listSitesWithCounts(tx));
  return rows
    .filter((r) => seesSite(auth, r.site.id))
    .map((r) => ({
      id: r.site.id,
      name: r.site.name,
      timeZone: r.site.timeZone,
      isArchived: r.site.isArchived,
      roomCount: r.roomCount,
      staffCount: r.staffCount,
    }));
}

export async function getSite(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TSite> {
  return withVisibleSite(ctx, auth, facilityId, (tx) => loadSite(tx, facilityId));
}

/**
 * POST /facility: creates a site (with the housekeeping configuration copied from another site of the
 * organization, or the starter configuration) or changes its name and time zone.
 */
export async function saveSite(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { id?: string | undefined; name: string; timeZone: string; copyConfigurationFrom?: string | null | undefined },
): Promise<TSite> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    let facilityId = input.id;
    if (facilityId) {
      if (!(await findSiteRow(tx, facilityId))) throw notFound();
      await updateSiteRow(tx, facilityId, { name: input.name, timeZone: input.timeZone });
    } else {
      facilityId = await insertSite(tx, { tenantId: auth.tenantId, name: input.name, timeZone: input.timeZone });
      let document = starterConfiguration();
      if (input.copyConfigurationFrom) {
        const source = await findConfig(tx, input.copyConfigurationFrom);
        if (!source)
          throw new AppError(400, 'site.no_config_source', [
            {
              field: 'site.copyConfigurationFrom',
              code: 'site.no_config_source',
              message: 'The site to copy the configuration from was not found.',
            },
          ]);
        document = source.document;
      }
      await insertConfig(tx, auth.tenantId, facilityId, document, auth.subjectId);
    }
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: input.id ? 'site.updated' : 'site.created',
      subjectType: 'site',
      subjectId: facilityId,
    });
    return loadSite(tx, facilityId);
  });
}

/** POST /facility/generateapikey: a new key, shown once; the old one stops working at once. */
export async function generateApiKey(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
): Promise<{ apiKey: string; site: TSite }> {
  const apiKey = `chk_${crypto.randomBytes(30).toString('base64url')}`;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, facilityId))) throw notFound();
    await updateSiteRow(tx, facilityId, { apiKeyHash: hashToken(apiKey), apiKeyPrefix: apiKey.slice(0, 8), apiKeyCreatedAt: new Date() });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'site.api_key_generated',
      subjectType: 'site',
      subjectId: facilityId,
    });
    return { apiKey, site: await loadSite(tx, facilityId) };
  });
}

/** POST /facility/revokeapikey: the site has no key any more; calendars using the old one get 404. */
export async function revokeApiKey(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string): Promise<TSite> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, facilityId))) throw notFound();
    await updateSiteRow(tx, facilityId, { apiKeyHash: null, apiKeyPrefix: null, apiKeyCreatedAt: null });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'site.api_key_revoked',
      subjectType: 'site',
      subjectId: facilityId,
    });
    return loadSite(tx, facilityId);
  });
}

/** DELETE /facility/{id}: only an empty site; a site with data is refused. */
export async function deleteSite(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string): Promise<void> {
  await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, facilityId))) throw notFound();
    const c = await siteContents(tx, facilityId);
    if (c.areas || c.rooms || c.staff || c.devices || c.files) throw new AppError(409, 'site.not_empty');
    await deleteSiteRow(tx, facilityId);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      type: 'site.deleted',
      subjectType: 'site',
      subjectId: facilityId,
    });
  });
}
