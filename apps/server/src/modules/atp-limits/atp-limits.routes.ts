import { ZAtpLimitList, ZId, ZSaveAtpLimits } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getAtpLimits, saveAtpLimits } from './atp-limits.service.ts';

const tags = ['infection control'];

/**
 * ATP limits of a site: supervisors set them; whoever audits (and the lead housekeeper who reads the
 * reports) reads them, and the audit screen takes them along to show a reading's band offline.
 */
export function atpLimitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
    app.get(
      '/atp-limits',
      {
        config: { access: { minRole: 'LeadHousekeeper' as const } },
        schema: {
          tags,
          description: 'The site’s ATP limits per luminometer brand and surface: pass up to passMax, caution up to cautionMax, fail above.',
          querystring: z.object({ facilityId: ZId }),
          response: ok(ZAtpLimitList),
        },
      },
      async (req) => getAtpLimits(ctx, requireTenant(req), req.query.facilityId),
    );
    app.put(
      '/atp-limits',
      {
        config: { access: { minRole: 'FacilityAssistant' as const } },
        schema: {
          tags,
          description:
            'Replaces the site’s ATP limits and answers them. cautionMax below passMax is 400 `atp.caution_below_pass` on ' +
            '`limits.N.cautionMax`; a brand and surface twice (case aside) is 400 `atp.duplicate_limit` on `limits.N.surface`.',
          body: ZSaveAtpLimits,
          response: ok(ZAtpLimitList),
        },
      },
      async (req) => saveAtpLimits(ctx, requireTenant(req), requestMeta(req), req.body),
    );
  };
}
