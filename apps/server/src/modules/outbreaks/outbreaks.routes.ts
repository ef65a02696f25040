import { ZEndOutbreak, ZId, ZOutbreak, ZOutbreakList, ZOutbreakReport, ZStartOutbreak } from '@carehome/contracts';
import { languageFromHeader } from '@carehome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { outbreakPdf } from './outbreak-report.pdf.ts';
import { outbreakReport } from './outbreak-report.ts';
import { endOutbreak, listOutbreaks, startOutbreak } from './outbreaks.service.ts';

const tags = ['outbreaks'];

/** Outbreak mode of a site or an area: the log, declaring and ending one, and its report on screen and as a PDF (supervisors and above). */
export function outbreaksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const supervisors = { access: { minRole: 'FacilityAssistant' as const } };

    app.get(
      '/outbreaks',
      {
        config: supervisors,
        schema: {
          tags,
          description:
            'The site’s outbreaks, running first, then past ones, newest first (at most 200), with the clean types the ' +
            'closing terminal clean may be and the one proposed.',
          querystring: z.object({ facilityId: ZId }),
          response: { 200: ZOutbreakList, ...errorResponses },
        },
      },
      async (req) => listOutbreaks(ctx, requireTenant(req), req.query.facilityId),
    );
    app.post(
      '/outbreaks/start',
      {
        config: supervisors,
        schema: {
          tags,
          description:
            'Declares an outbreak for the whole site (no areaId) or an area with the areas nested in it, and publishes the ' +
            'Site acknowledgement its staff confirm, in the caller’s language (Accept-Language) with the other four. ' +
            'An area a running outbreak already covers is 409.',
          body: ZStartOutbreak,
          response: { 200: ZOutbreak, ...errorResponses },
        },
      },
      async (req) => startOutbreak(ctx, requireTenant(req), requestMeta(req), languageFromHeader(req.headers['accept-language']), req.body),
    );
    app.post(
      '/outbreaks/end',
      {
        config: supervisors,
        schema: {
          tags,
          description:
            'Ends a running outbreak: every room it covers is asked for the closing terminal clean (task ' +
            '‘Outbreak Terminal Clean’ of the clean type given) and its acknowledgement is withdrawn. An ended one is 409.',
          body: ZEndOutbreak,
          response: { 200: ZOutbreak, ...errorResponses },
        },
      },
      async (req) => endOutbreak(ctx, requireTenant(req), requestMeta(req), req.body),
    );
    app.get(
      '/outbreaks/report',
      {
        config: supervisors,
        schema: {
          tags,
          description:
            'One outbreak’s report over its period (start to end, or to now): rooms covered, cleans by clean type, audits ' +
            'and pass rate, re-cleans of the corrective loop, closing terminal cleans done and outstanding.',
          querystring: z.object({ facilityId: ZId, id: ZId }),
          response: { 200: ZOutbreakReport, ...errorResponses },
        },
      },
      async (req) => outbreakReport(ctx, requireTenant(req), req.query.facilityId, req.query.id),
    );
    app.get(
      '/outbreaks/report.pdf',
      {
        config: supervisors,
        schema: {
          tags,
          description:
            'The outbreak report as a PDF an inspector can take away, in the reader’s language (Accept-Language), in the ' +
            'organization’s report colours with its logo.',
          querystring: z.object({ facilityId: ZId, id: ZId }),
          response: errorResponses,
        },
      },
      async (req, reply) => {
        const auth = requireTenant(req);
        const { facilityId, id } = req.query;
        const report = await outbreakReport(ctx, auth, facilityId, id);
        const body = await outbreakPdf(ctx, auth, facilityId, report, languageFromHeader(req.headers['accept-language']));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="outbreak-report-${report.from.slice(0, 10)}.pdf"`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
}
