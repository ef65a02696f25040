import {
  ZApiKeyGenerated,
  ZFacilityIdBody,
  ZOkResponse,
  ZRoomDeleteParams,
  ZRoomImportApply,
  ZRoomImportPreview,
  ZRoomImportPreviewRequest,
  ZRoomsSave,
  ZSite,
  ZSiteIdParams,
  ZSiteList,
  ZSiteSave,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { applyRoomImport, previewRoomImport } from './room-import.ts';
import { deleteRoom, saveRooms } from './site-layout.service.ts';
import { deleteSite, generateApiKey, getSite, listSites, revokeApiKey, saveSite } from './sites.service.ts';

/** Every file the import contract accepts fits: 2,000,000 characters at up to 3 bytes each in UTF-8. */
const IMPORT_BODY_LIMIT = 2_000_000 * 3 + 64 * 1024;

const tags = ['sites'];

/** Sites: list, get, save, API key, delete; the layout of rooms and areas; room import. */
export function sitesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const orgAdmin = { access: { minRole: 'MultiFacilityAdministrator' as const } };
    const siteAdmin = { access: { minRole: 'FacilityAdministrator' as const } };

    app.get('/facility', { config: orgAdmin, schema: { tags, response: { 200: ZSiteList, ...errorResponses } } }, async (req) => ({
      sites: await listSites(ctx, requireTenant(req)),
    }));
    app.get(
      '/facility/:id',
      { config: siteAdmin, schema: { tags, params: ZSiteIdParams, response: { 200: ZSite, ...errorResponses } } },
      (req) => getSite(ctx, requireTenant(req), req.params.id),
    );
    app.post('/facility', { config: orgAdmin, schema: { tags, body: ZSiteSave, response: { 200: ZSite, ...errorResponses } } }, (req) =>
      saveSite(ctx, requireTenant(req), requestMeta(req), req.body.site),
    );
    app.post(
      '/facility/generateapikey',
      { config: orgAdmin, schema: { tags, body: ZFacilityIdBody, response: { 200: ZApiKeyGenerated, ...errorResponses } } },
      (req) => generateApiKey(ctx, requireTenant(req), requestMeta(req), req.body.facilityId),
    );
    app.post(
      '/facility/revokeapikey',
      { config: orgAdmin, schema: { tags, body: ZFacilityIdBody, response: { 200: ZSite, ...errorResponses } } },
      (req) => revokeApiKey(ctx, requireTenant(req), requestMeta(req), req.body.facilityId),
    );
    app.delete(
      '/facility/:id',
      { config: orgAdmin, schema: { tags, params: ZSiteIdParams, response: { 200: ZOkResponse, ...errorResponses } } },
      async (req) => {
        await deleteSite(ctx, requireTenant(req), requestMeta(req), req.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/facility/rooms',
      { config: siteAdmin, schema: { tags, body: ZRoomsSave, response: { 200: ZSite, ...errorResponses } } },
      (req) => saveRooms(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.delete(
      '/facility/:facilityId/rooms/:id',
      { config: siteAdmin, schema: { tags, params: ZRoomDeleteParams, response: { 200: ZSite, ...errorResponses } } },
      (req) => deleteRoom(ctx, requireTenant(req), requestMeta(req), req.params.facilityId, req.params.id),
    );
    app.post(
      '/facility/rooms/import/preview',
      {
        config: siteAdmin,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { tags, body: ZRoomImportPreviewRequest, response: { 200: ZRoomImportPreview, ...errorResponses } },
      },
      (req) => previewRoomImport(ctx, requireTenant(req), req.body.facilityId, req.body.csv, req.body.columns),
    );
    app.post(
      '/facility/rooms/import',
      {
        config: siteAdmin,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: { tags, body: ZRoomImportApply, response: { 200: ZSite, ...errorResponses } },
      },
      (req) => applyRoomImport(ctx, requireTenant(req), requestMeta(req), req.body.facilityId, req.body.csv, req.body.columns),
    );
  };
}
