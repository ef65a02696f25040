import { ZHousekeepingConfig, ZHousekeepingQuery, ZHousekeepingUpdate } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireSite, requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getHousekeepingConfig, updateHousekeepingConfig } from './housekeeping.service.ts';

const tags = ['housekeeping'];

/**
 * GET /housekeeping? answers a list whose first item is the site's configuration (spec section 7);
 * the rooms follow it once the room dashboard lands. POST /housekeeping/update saves the configuration.
 */
export function housekeepingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/housekeeping',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: {
          tags,
          querystring: ZHousekeepingQuery,
          response: { 200: z.tuple([ZHousekeepingConfig], z.unknown()), ...errorResponses },
        },
      },
      async (req) => {
        const auth = req.query.facilityId ? requireTenant(req) : requireSite(req);
        const config = await getHousekeepingConfig(ctx, auth, req.query.facilityId ?? (auth.facilityId as string));
        return [config] as [typeof config];
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
