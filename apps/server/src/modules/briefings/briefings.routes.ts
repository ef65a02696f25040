import {
  ZAcknowledge,
  ZAcknowledgementList,
  ZBriefing,
  ZBriefingCheck,
  ZBriefingList,
  ZBriefingReport,
  ZBriefingReportRequest,
  ZChsSystem,
  ZDeleteBriefing,
  ZId,
  ZOkResponse,
  ZSaveBriefing,
  ZSaveLevelAcknowledgements,
  ZSaveProviderAcknowledgements,
  ZStaffDashboard,
  ZStaffDashboardRequest,
} from '@carehome/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireAuth, requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { getAcknowledgements, getChsSystem, saveProviderAcknowledgements, saveTenantAcknowledgements } from './acknowledgements.ts';
import { getBriefings, removeBriefing, saveBriefing } from './briefing-lists.ts';
import { getBriefingReport } from './briefing-report.ts';
import { acknowledge, checkBriefingItem, getStaffDashboard } from './staff-dashboard.ts';

const tags = ['daily briefings'];
const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });
const ZSite = z.object({ facilityId: ZId });

/**
 * Daily briefings, acknowledgements and the staff dashboard. The tablet's API names
 * /tenant/saveacknowledgements, /tenant/saveaorganizationcknowledgements (sic), /tenant/savefacilityacknowledgements,
 * GET /chssystem and /chssystem/updateacknowledgements; the briefings, the dashboard and the report are ours.
 * Who may edit which level is the domain's rule (403 with the level's code); other sites' and
 * organizations' ids are 404.
 */
export function briefingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const orgAdmin = { access: { minRole: 'MultiFacilityAdministrator' as const } };
    const supervisor = { access: { minRole: 'FacilityAssistant' as const } };
    const nursing = { access: { minRole: 'Nursing' as const } };
    const staff = { access: { minRole: 'Housekeeper' as const } };
    const provider = { access: { minRole: 'SiteAssistant' as const } };

    // The daily briefings screen (/admin/dailybriefings) is for MultiFacilityAdministrator and above.
    app.get('/briefings', { config: orgAdmin, schema: { tags, querystring: ZSite, response: ok(ZBriefingList) } }, (req) =>
      getBriefings(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post('/briefings/save', { config: orgAdmin, schema: { tags, body: ZSaveBriefing, response: ok(ZBriefing) } }, (req) =>
      saveBriefing(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/briefings/delete', { config: orgAdmin, schema: { tags, body: ZDeleteBriefing, response: ok(ZOkResponse) } }, async (req) => {
      await removeBriefing(ctx, requireTenant(req), requestMeta(req), req.body);
      return { ok: true as const };
    });
    // The briefing report for supervisors: who acknowledged what and when, who has not.
    app.get(
      '/briefings/report',
      { config: supervisor, schema: { tags, querystring: ZBriefingReportRequest, response: ok(ZBriefingReport) } },
      (req) => getBriefingReport(ctx, requireTenant(req), req.query),
    );

    // /admin/acknowledgements: Nursing reads; the site's list is kept by supervisors, the organization's by its administrators.
    app.get('/acknowledgements', { config: nursing, schema: { tags, querystring: ZSite, response: ok(ZAcknowledgementList) } }, (req) =>
      getAcknowledgements(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/tenant/savefacilityacknowledgements',
      { config: supervisor, schema: { tags, body: ZSaveLevelAcknowledgements, response: ok(ZAcknowledgementList) } },
      (req) => saveTenantAcknowledgements(ctx, requireTenant(req), requestMeta(req), 'Site', req.body),
    );
    app.post(
      '/tenant/saveaorganizationcknowledgements',
      { config: orgAdmin, schema: { tags, body: ZSaveLevelAcknowledgements, response: ok(ZAcknowledgementList) } },
      (req) => saveTenantAcknowledgements(ctx, requireTenant(req), requestMeta(req), 'Organization', req.body),
    );
    // The provider's (health authority, provincial) acknowledgements, which every organization sees.
    app.get('/chssystem', { config: nursing, schema: { tags, response: ok(ZChsSystem) } }, (req) => getChsSystem(ctx, requireAuth(req)));
    app.post(
      '/chssystem/updateacknowledgements',
      { config: provider, schema: { tags, body: ZSaveProviderAcknowledgements, response: ok(ZChsSystem) } },
      (req) => saveProviderAcknowledgements(ctx, requireAuth(req), requestMeta(req), req.body),
    );

    // The staff dashboard: today's briefing, acknowledgements waiting, own assignments. Staff members check and acknowledge.
    app.get(
      '/staffdashboard',
      { config: staff, schema: { tags, querystring: ZStaffDashboardRequest, response: ok(ZStaffDashboard) } },
      (req) => getStaffDashboard(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post('/staffdashboard/check', { config: staff, schema: { tags, body: ZBriefingCheck, response: ok(ZStaffDashboard) } }, (req) =>
      checkBriefingItem(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post(
      '/tenant/saveacknowledgements',
      { config: staff, schema: { tags, body: ZAcknowledge, response: ok(ZStaffDashboard) } },
      (req) => acknowledge(ctx, requireTenant(req), requestMeta(req), req.body),
    );
  };
}
