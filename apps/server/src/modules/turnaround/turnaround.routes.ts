import {
  type TRole,
  ZSaveTurnaroundTargets,
  ZTurnaroundKpis,
  ZTurnaroundOverdue,
  ZTurnaroundQuery,
  ZTurnaroundSiteQuery,
  ZTurnaroundSites,
  ZTurnaroundSitesQuery,
  ZTurnaroundTargets,
} from '@carehome/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getOverdueBoard, getTurnaroundKpis, getTurnaroundTargets, saveTurnaroundTargets } from './turnaround.service.ts';
import { getTurnaroundSites } from './turnaround.sites.ts';

const tags = ['reporting'];

const MEASURES =
  'Per task asked of a room by a resident’s move (arrival, departure, transfer), a room state or a failed audit (re-clean): ' +
  'response = asked → clean started, clean = started → completed, turnaround = asked → completed, in real elapsed minutes, ' +
  'each met or missed against the site’s target; a task ended without a clean is withdrawn and not measured. Medians and ' +
  'nearest-rank 90th percentiles are in minutes; `withinTarget` is met / measured (0..1, null when none).';

/** Turnaround KPIs (the web's /turnaround): supervisors and above for a site, organization administrators side by side. */
export function turnaroundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
    /** A read: its minimum role, what it answers, its query and the answer's schema. */
    const read = <Q extends z.ZodMiniType>(
      path: string,
      route: { minRole: TRole; description: string; querystring: Q; response: z.ZodMiniType },
      answer: (req: FastifyRequest, query: z.infer<Q>) => Promise<unknown>,
    ) =>
      app.get(
        path,
        {
          config: { access: { minRole: route.minRole } },
          schema: { tags, description: route.description, querystring: route.querystring, response: ok(route.response) },
        },
        (req) => answer(req, req.query as z.infer<Q>),
      );
    const site = { minRole: 'FacilityAssistant' as const, querystring: ZTurnaroundSiteQuery };

    read(
      '/turnaround/targets',
      {
        ...site,
        description: 'The site’s turnaround targets in minutes (30 / 30 / 60 until the site saves its own: `isDefault`).',
        response: ZTurnaroundTargets,
      },
      (req, q) => getTurnaroundTargets(ctx, requireTenant(req), q.facilityId),
    );
    app.post(
      '/turnaround/targets',
      {
        config: { access: { minRole: 'FacilityAssistant' as const } },
        schema: {
          tags,
          description: 'Saves the site’s turnaround targets, each 1..1440 minutes (400 naming the field otherwise).',
          body: ZSaveTurnaroundTargets,
          response: ok(ZTurnaroundTargets),
        },
      },
      async (req) => saveTurnaroundTargets(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    read(
      '/turnaround/kpis',
      {
        minRole: 'FacilityAssistant',
        description:
          'The site’s turnaround measures for the tasks asked on its calendar days `from`..`to` (at most 366), in total, by kind ' +
          'and by area (`areaId`: that area and the areas inside it), the tasks newest first (at most 200) to drill into, and ' +
          `the latest discharge clean. ${MEASURES}`,
        querystring: ZTurnaroundQuery,
        response: ZTurnaroundKpis,
      },
      (req, q) => getTurnaroundKpis(ctx, requireTenant(req), q),
    );
    read(
      '/turnaround/overdue',
      {
        ...site,
        description: 'The site’s open tasks already past a target, oldest first, with their age in minutes and the targets missed.',
        response: ZTurnaroundOverdue,
      },
      (req, q) => getOverdueBoard(ctx, requireTenant(req), q.facilityId),
    );
    read(
      '/turnaround/sites',
      {
        minRole: 'MultiFacilityAdministrator',
        description: `The organization’s sites the caller sees, side by side, each over its last \`days\` calendar days (default 30). ${MEASURES}`,
        querystring: ZTurnaroundSitesQuery,
        response: ZTurnaroundSites,
      },
      (req, q) => getTurnaroundSites(ctx, requireTenant(req), q.days),
    );
  };
}
