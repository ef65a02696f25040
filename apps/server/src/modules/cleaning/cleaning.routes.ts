import {
  ZEmailRecipients,
  ZEmailRecipientsQuery,
  ZEmailReport,
  ZEmailReportResult,
  ZHousekeepingReport,
  ZMarkingReport,
  ZMarkingReportsById,
  ZReportPropsUpdate,
  ZReportsById,
  ZReportsQuery,
  ZSubmitMarking,
  ZSubmitReportOrAudit,
} from '@carehome/contracts';
import { languageFromHeader } from '@carehome/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../../platform/app-context.ts';
import { requireTenant } from '../../platform/auth/access.ts';
import { RULES, withinLimit } from '../../platform/auth/throttle.ts';
import { requestMeta } from '../../platform/events.ts';
import { errorResponses } from '../../platform/http/schemas.ts';
import { submitAudit } from './audit-save.ts';
import { emailRecipients, emailReport } from './cleaning.email.ts';
import { submitMarking } from './marking-save.ts';
import { findMarkings, findReports } from './report-history.ts';
import { submitReport } from './report-save.ts';
import { updateSupervisorNote } from './supervisor-note.ts';

const tags = ['housekeeping'];

/**
 * The report writes and reads of the tablet's API. submitReport takes a cleaning report ({report}) or an
 * audit of a saved one ({audit}); `nextDay` (the start of tomorrow on the tablet) is accepted as the
 * spec sends it, the server works out days in the site's time zone itself.
 */
export function reportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/housekeeping/submitReport',
      {
        // Comments may be long (REPORT_TEXT_MAX characters each, up to 4 bytes a character) next to a
        // signature: a clean is never refused for its size below this.
        bodyLimit: 4 * 1024 * 1024,
        config: { access: { minRole: 'Housekeeper' } },
        schema: {
          tags,
          querystring: z.object({ nextDay: z.optional(z.string().check(z.maxLength(40))) }),
          body: ZSubmitReportOrAudit,
          response: { 200: ZHousekeepingReport, ...errorResponses },
        },
      },
      (req) => {
        const auth = requireTenant(req);
        const meta = requestMeta(req);
        const { report, audit } = req.body;
        if (report) return submitReport(ctx, auth, meta, req.device, report);
        // The body's check lets exactly one of them through.
        return submitAudit(ctx, auth, meta, req.device, audit as NonNullable<typeof audit>);
      },
    );

    app.post(
      '/housekeeping/submitmarkingreport',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZSubmitMarking, response: { 200: ZMarkingReport, ...errorResponses } },
      },
      (req) => submitMarking(ctx, requireTenant(req), requestMeta(req), req.device, req.body.report),
    );

    app.post(
      '/housekeeping/updatereportprops',
      {
        config: { access: { minRole: 'FacilityAssistant' } },
        schema: { tags, body: ZReportPropsUpdate, response: { 200: ZHousekeepingReport, ...errorResponses } },
      },
      (req) => updateSupervisorNote(ctx, requireTenant(req), requestMeta(req), req.body),
    );

    app.post(
      '/housekeeping/reports',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZReportsQuery, response: { 200: ZReportsById, ...errorResponses } },
      },
      (req) => findReports(ctx, requireTenant(req), requestMeta(req), req.body),
    );

    app.post(
      '/housekeeping/markingreports',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZReportsQuery, response: { 200: ZMarkingReportsById, ...errorResponses } },
      },
      (req) => findMarkings(ctx, requireTenant(req), req.body),
    );

    // The Send Email popup's addresses: whoever may mail a report may see whom it can go to.
    app.get(
      '/housekeeping/emailrecipients',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, querystring: ZEmailRecipientsQuery, response: { 200: ZEmailRecipients, ...errorResponses } },
      },
      (req) => emailRecipients(ctx, requireTenant(req), req.query.facilityId),
    );

    /** Resident data leaving by mail: 30 report and audit mails an hour per person (a refused one does not count). */
    const limitReportEmails = <T>(req: FastifyRequest, send: (auth: ReturnType<typeof requireTenant>) => Promise<T>) => {
      const auth = requireTenant(req);
      return withinLimit(ctx.database.db, RULES.reportEmail, auth.subjectId, () => send(auth));
    };

    // A housekeeper mails a report from the comments popup (its Email button); an audit is mailed
    // by those who audit.
    app.post(
      '/housekeeping/emailreport',
      {
        config: { access: { minRole: 'Housekeeper' } },
        schema: { tags, body: ZEmailReport, response: { 200: ZEmailReportResult, ...errorResponses } },
      },
      (req) =>
        limitReportEmails(req, (auth) =>
          emailReport(ctx, auth, requestMeta(req), req.body, 'report', languageFromHeader(req.headers['accept-language'])),
        ),
    );

    app.post(
      '/housekeeping/emailauditreport',
      {
        config: { access: { minRole: 'FacilityAssistant' } },
        schema: { tags, body: ZEmailReport, response: { 200: ZEmailReportResult, ...errorResponses } },
      },
      (req) =>
        limitReportEmails(req, (auth) =>
          emailReport(ctx, auth, requestMeta(req), req.body, 'audit', languageFromHeader(req.headers['accept-language'])),
        ),
    );
  };
}
