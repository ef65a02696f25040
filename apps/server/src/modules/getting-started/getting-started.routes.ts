import { ZDismissGettingStarted, ZGettingStarted, ZId } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { dismissGettingStarted, getGettingStarted } from './getting-started.service.ts';

const tags = ['sites'];

/** The getting-started checklist of a new site (the staff schedule shows it to the site's managers). */
export function gettingStartedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const managers = { access: { minRole: 'FacilityAssistant' as const } };
    const ok = { 200: ZGettingStarted, ...errorResponses };

    app.get(
      '/facility/gettingstarted',
      {
        config: managers,
        schema: {
          tags,
          description:
            'The site’s day-one steps (layout, routines, staff with PINs, a tablet, residents, a first clean), each ticked from ' +
            'the site’s data, whether the caller put the checklist away, and whether it shows.',
          querystring: z.object({ facilityId: ZId }),
          response: ok,
        },
      },
      async (req) => getGettingStarted(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/gettingstarted/dismiss',
      {
        config: managers,
        schema: {
          tags,
          description: 'Puts the site’s checklist away for the caller (remembered per person and site).',
          body: ZDismissGettingStarted,
          response: ok,
        },
      },
      async (req) => dismissGettingStarted(ctx, requireTenant(req), requestMeta(req), req.body.facilityId),
    );
  };
}
