import { ZCleanRecord, ZCleanRecordRequest } from '@carehome/contracts';
import { languageFromHeader } from '@carehome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { recordPdf } from './clean-record.pdf.ts';
import { cleanRecord } from './clean-record.service.ts';

const tags = ['clean-record'];

/**
 * A room's or an area's clean record, as data for the screen and as a PDF in the reader's language.
 * Nursing and above in their site, as the reports and the room's history popup: the record is the room's
 * history over a period, with its audits.
 */
export function cleanRecordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: { minRole: 'Nursing' as const } };
    app.post(
      '/clean-record',
      { config, schema: { tags, body: ZCleanRecordRequest, response: { 200: ZCleanRecord, ...errorResponses } } },
      (req) => cleanRecord(ctx, requireTenant(req), req.body, { meta: requestMeta(req), route: '/clean-record' }),
    );
    app.post(
      '/clean-record/pdf',
      {
        config,
        schema: {
          tags,
          description: 'The clean record as a PDF in the reader’s language (Accept-Language), at most 2,000 rows and 200 pages.',
          body: ZCleanRecordRequest,
          response: errorResponses,
        },
      },
      async (req, reply) => {
        const auth = requireTenant(req);
        const record = await cleanRecord(ctx, auth, req.body, { meta: requestMeta(req), route: '/clean-record/pdf' });
        const body = await recordPdf(ctx, auth, record, languageFromHeader(req.headers['accept-language']));
        const slug =
          record.subject.label
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || record.subject.kind;
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="clean-record-${slug}-${record.meta.from}-${record.meta.to}.pdf"`)
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
}
