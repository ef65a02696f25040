import { ZHousekeepingConfig, ZHousekeepingQuery, ZHousekeepingUpdate } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireSite, requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getHousekeepingConfig, updateHousekeepingConfig } from './housekeeping.service.ts';

const tags = ['housekeeping'];

/**
 * POST /housekeeping/update saves the site's configuration. GET /housekeeping (the dashboard's) answers
 * it first, then every room; GET /housekeeping/config answers it alone, for screens that need no rooms.
 */
export function housekeepingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/housekeeping/config',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, querystring: ZHousekeepingQuery, response: { 200: ZHousekeepingConfig, ...errorResponses } },
      },
      (req) => {
        const auth = req.query.facilityId ? requireTenant(req) : requireSite(req);
        return getHousekeepingConfig(ctx, auth, req.query.facilityId ?? (auth.facilityId as string));
      },
    );

    app.post(
      '/housekeeping/update',
      {
        config: { access: { minRole: 'FacilityAdministrator' } },
        schema: { tags, body: ZHousekeepingUpdate, response: { 200: ZHousekeepingConfig, ...errorResponses } },
      },
      (req) => updateHousekeepingConfig(ctx, requireTenant(req), requestMeta(req), req.body.config),
    );
  };
}
