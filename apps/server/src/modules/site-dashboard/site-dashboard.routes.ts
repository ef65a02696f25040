import { ZSiteBenchmark, ZSiteBenchmarkQuery, ZSiteDashboard, ZSiteDashboardQuery } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getSiteBenchmark } from './site-dashboard.benchmark.ts';
import { getSiteDashboard } from './site-dashboard.service.ts';

const tags = ['reporting'];

const MEASURES =
  'TDC = objects found cleaned / objects marked (pre-audit markings, evaluated by the audit of the answering clean); ' +
  'audit pass rate = passed / audits with a result; due = scheduled time buckets (Cron and Absolute routines of the rooms ' +
  'in use) due before now, done on time, late or missed; overdue = late + missed; average minutes of complete cleans. ' +
  'Rates are 0..1, null when there is nothing to count.';

/** Site dashboard (the web's /facilitydashboard): FacilityAssistant and above. */
export function siteDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
    app.get(
      '/sitedashboard',
      {
        config: { access: { minRole: 'FacilityAssistant' as const } },
        schema: {
          tags,
          description:
            'The site’s measures week by week (ISO weeks on the site’s calendar, the last `weeks`, default 12, the current one ' +
            'up to now), the totals, and rows per area and per operation to drill into; `areaId` keeps the rooms of that area ' +
            '(and the areas inside it), `operation` (‘Group / Item’) counts that operation only in TDC and audits. ' +
            MEASURES,
          querystring: ZSiteDashboardQuery,
          response: ok(ZSiteDashboard),
        },
      },
      async (req) => getSiteDashboard(ctx, requireTenant(req), req.query),
    );
    app.get(
      '/sitedashboard/sites',
      {
        config: { access: { minRole: 'MultiFacilityAdministrator' as const } },
        schema: {
          tags,
          description: `Every active site of the organization over the same last \`weeks\` (default 12), side by side. ${MEASURES}`,
          querystring: ZSiteBenchmarkQuery,
          response: ok(ZSiteBenchmark),
        },
      },
      async (req) => getSiteBenchmark(ctx, requireTenant(req), req.query.weeks),
    );
  };
}
