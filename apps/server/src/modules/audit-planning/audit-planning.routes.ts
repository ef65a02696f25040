import { ZAuditSuggestions, ZAuditSuggestionsQuery, ZAuditTargets, ZId } from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getAuditSuggestions, getAuditTargets, saveAuditTargets } from './audit-planning.service.ts';

const tags = ['audit-planning'];

/** A site's weekly audit targets and the day's suggested audits. */
export function auditPlanningRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const managers = { access: { minRole: 'FacilityAssistant' as const } };
    // Lead housekeepers audit too; nursing staff do not (they see the dashboard, not the audit programme).
    const auditors = { access: { minRole: 'LeadHousekeeper' as const } };

    app.get(
      '/facility/audittargets',
      {
        config: managers,
        schema: {
          tags,
          description: 'The site’s weekly audit targets: the whole site (null: none) and each area that has one.',
          querystring: z.object({ facilityId: ZId }),
          response: { 200: ZAuditTargets, ...errorResponses },
        },
      },
      async (req) => getAuditTargets(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/facility/audittargets',
      {
        config: managers,
        schema: {
          tags,
          description: 'Replaces the site’s weekly audit targets (0 to 500 a week; each area one of the site’s, once).',
          body: ZAuditTargets,
          response: { 200: ZAuditTargets, ...errorResponses },
        },
      },
      async (req) => saveAuditTargets(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/facility/auditsuggestions',
      {
        config: auditors,
        schema: {
          tags,
          description:
            'The day’s suggested audits (rooms weighed by risk, each with its reasons, last audit and last clean) and the ' +
            'audits done in the site’s week (Monday to Sunday, site time) against the targets, for the site and each area.',
          querystring: ZAuditSuggestionsQuery,
          response: { 200: ZAuditSuggestions, ...errorResponses },
        },
      },
      async (req) => getAuditSuggestions(ctx, requireTenant(req), req.query),
    );
  };
}
