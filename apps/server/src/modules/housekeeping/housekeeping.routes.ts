import { ZHousekeepingConfig, ZHousekeepingUpdate } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { updateHousekeepingConfig } from './housekeeping.service.ts';

const tags = ['housekeeping'];

/** POST /housekeeping/update saves the site's configuration (GET /housekeeping is the dashboard's). */
export function housekeepingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
