import { ZDashboardLinkList, ZId, ZPortalLinks, ZSaveDashboardLinks } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getDashboardLinks, portalLinks, saveDashboardLinks } from './dashboard-links.service.ts';

const tags = ['reporting'];

/**
 * Dashboard report links (the web's /admin/pbireportsconfig and /reporting/portal, POST /facility/pbireports):
 * the provider administrator keeps each site's list; each person is offered the links that name their role.
 */
export function dashboardLinksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { access: { minRole: 'SiteAdministrator' as const } };
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
    const site = z.object({ facilityId: ZId });

    app.get(
      '/facility/pbireports',
      {
        config: admin,
        schema: {
          tags,
          description: 'The site’s dashboard report links, with their roles.',
          querystring: site,
          response: ok(ZDashboardLinkList),
        },
      },
      async (req) => getDashboardLinks(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/pbireports',
      {
        config: admin,
        schema: {
          tags,
          description:
            'Saves the site’s dashboard report links as a whole list (a link left out is deleted; one without an id, or with an ' +
            'id that is not one of the site’s, is created) and answers the saved list. The URL must be an http(s) address ' +
            '(400 `config.invalid_url` on `links.N.url`); names are unique per site (409 `dashboard_links.duplicate_name`); a ' +
            'role has at most one default link (400 `dashboard_links.duplicate_default` on `links.N.isDefault`).',
          body: ZSaveDashboardLinks,
          response: ok(ZDashboardLinkList),
        },
      },
      async (req) => saveDashboardLinks(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/reporting/portal',
      {
        config: { access: { minRole: 'Nursing' as const } },
        schema: {
          tags,
          description:
            'The site’s dashboard report links offered to the caller: those that name the caller’s role exactly, the default ' +
            '(shown embedded on the site dashboard) first.',
          querystring: site,
          response: ok(ZPortalLinks),
        },
      },
      async (req) => portalLinks(ctx, requireTenant(req), req.query.facilityId),
    );
  };
}
