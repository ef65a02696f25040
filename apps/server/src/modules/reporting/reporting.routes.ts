import {
  ZAuditReportResponse,
  ZCleanSummaryResponse,
  ZCleansReportResponse,
  ZEnhancedReportResponse,
  ZMarkingReportResponse,
  ZOverdueReportResponse,
  ZReportingEmail,
  ZReportingEmailResult,
  ZReportingExport,
  ZReportingRequest,
  ZSavedStaffReport,
  ZSaveStaffReport,
  ZSignatureRequest,
  ZSignatureResponse,
  ZStaffReportResponse,
} from '@carehome/contracts';
import { languageFromHeader } from '@carehome/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { RULES, withinLimit } from '../../platform/auth/throttle.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { auditReport } from './kinds/audits.ts';
import { cleansReport, signature } from './kinds/cleans.ts';
import { enhancedReport } from './kinds/enhanced.ts';
import { markingReport } from './kinds/markings.ts';
import { overdueReport } from './kinds/overdue.ts';
import { saveStaffReport, staffReport } from './kinds/staff.ts';
import { cleanSummary } from './kinds/summary.ts';
import { emailReportFile, exportReport } from './reporting.export.ts';

const tags = ['reporting'];

/** The reader's language: the app sends its own as Accept-Language on every request. */
const readerLanguage = (req: FastifyRequest) => languageFromHeader(req.headers['accept-language']);

/**
 * Reports. The overdue and daily staff reports answer at the product's API paths (POST
 * /housekeeping/overduereports, /housekeeping/staffreports, /housekeeping/savestaffreport). The product's
 * /housekeeping/cleans and /housekeeping/markingreports already answer a room's history and markings by id
 * (the dashboard and cleaning screen use them), so the period reports of cleans and markings are
 * /reporting/cleans and /reporting/markings. Nursing and above in their
 * site; saving a staff report is a supervisor's (FacilityAssistant and above).
 */
export function reportingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: { minRole: 'Nursing' as const } };
    const ok = (schema: z.ZodMiniType) => ({ 200: schema, ...errorResponses });

    app.post('/reporting/audits', { config, schema: { tags, body: ZReportingRequest, response: ok(ZAuditReportResponse) } }, (req) =>
      auditReport(ctx, requireTenant(req), req.body),
    );
    app.post('/reporting/markings', { config, schema: { tags, body: ZReportingRequest, response: ok(ZMarkingReportResponse) } }, (req) =>
      markingReport(ctx, requireTenant(req), req.body),
    );
    app.post('/reporting/cleans', { config, schema: { tags, body: ZReportingRequest, response: ok(ZCleansReportResponse) } }, (req) =>
      cleansReport(ctx, requireTenant(req), req.body, { meta: requestMeta(req), route: '/reporting/cleans' }),
    );
    app.post(
      '/housekeeping/overduereports',
      { config, schema: { tags, body: ZReportingRequest, response: ok(ZOverdueReportResponse) } },
      (req) => overdueReport(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/housekeeping/staffreports',
      { config, schema: { tags, body: ZReportingRequest, response: ok(ZStaffReportResponse) } },
      (req) => staffReport(ctx, requireTenant(req), req.body),
    );
    app.post(
      '/housekeeping/savestaffreport',
      { config: { access: { minRole: 'FacilityAssistant' } }, schema: { tags, body: ZSaveStaffReport, response: ok(ZSavedStaffReport) } },
      (req) => saveStaffReport(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.post('/reporting/summary', { config, schema: { tags, body: ZReportingRequest, response: ok(ZCleanSummaryResponse) } }, (req) =>
      cleanSummary(ctx, requireTenant(req), req.body),
    );
    app.post('/reporting/enhanced', { config, schema: { tags, body: ZReportingRequest, response: ok(ZEnhancedReportResponse) } }, (req) =>
      enhancedReport(ctx, requireTenant(req), req.body),
    );
    app.post('/reporting/signature', { config, schema: { tags, body: ZSignatureRequest, response: ok(ZSignatureResponse) } }, (req) =>
      signature(ctx, requireTenant(req), req.body),
    );

    app.post(
      '/reporting/export',
      {
        config,
        schema: {
          tags,
          description:
            'The report as a file: CSV (UTF-8 with BOM, header row; every row of the report, each cell whole) or PDF in the organization’s report colours (at most 2,000 rows and 200 pages, a cell cut after 1,000 characters with “… (full text in the CSV)”; the PDF says where it lists less).',
          body: ZReportingExport,
          response: errorResponses,
        },
      },
      async (req, reply) => {
        const file = await exportReport(ctx, requireTenant(req), req.body, readerLanguage(req), {
          meta: requestMeta(req),
          route: '/reporting/export',
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body as never);
      },
    );

    // Resident data leaving by mail: the same hourly limit per person as report mails.
    app.post('/reporting/email', { config, schema: { tags, body: ZReportingEmail, response: ok(ZReportingEmailResult) } }, (req) => {
      const auth = requireTenant(req);
      return withinLimit(ctx.database.db, RULES.reportEmail, auth.subjectId, () =>
        emailReportFile(ctx, auth, requestMeta(req), req.body, readerLanguage(req)),
      );
    });
  };
}
