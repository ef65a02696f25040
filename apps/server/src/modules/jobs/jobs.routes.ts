import { ZJobsQuery, ZJobsResponse } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getJobs } from './jobs.service.ts';

const tags = ['jobs'];

/** GET /jobs?facilityId=: the scheduled jobs of a site (Housekeeping Configuration, Notifications tab). */
export function jobsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jobs',
      {
        config: { access: { minRole: 'FacilityAdministrator' } },
        schema: { tags, querystring: ZJobsQuery, response: { 200: ZJobsResponse, ...errorResponses } },
      },
      (req) => getJobs(ctx, requireTenant(req), req.query.facilityId),
    );
  };
}
