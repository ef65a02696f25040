import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_REPORT_COLORS,
  type TReportingEmail,
  type TReportingEmailResult,
  type TReportingExport,
  type TReportKind,
  type TReportMeta,
} from '@carehome/contracts';
import { localDateToDisplay } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { allowedRecipients } from '../cleaning/index.ts';
import { findOrganization } from '../organizations/index.ts';
import { readSignatures } from './reporting.repository.ts';
import type { ReportRead } from './reporting.run.ts';
import { reportTitle, runReport, toTable } from './reporting.service.ts';
import { toCsv } from './reporting-csv.ts';
import { toPdf } from './reporting-pdf.ts';

// Exports of the reports: the report run for the request, as one table (export-table.ts) written as CSV
// (reporting-csv.ts) or as PDF (reporting-pdf.ts) in the organization's report colours with its logo;
// and the same file mailed.

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const fileNameOf = (kind: TReportKind, meta: TReportMeta, format: 'csv' | 'pdf') =>
  `${reportTitle(kind)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-${meta.from}-${meta.to}.${format}`;

/** POST /reporting/export: the report run for the request and written as CSV or PDF. */
export async function exportReport(ctx: AppContext, auth: TenantAuth, input: TReportingExport, read?: ReportRead): Promise<ExportFile> {
  const data = await runReport(ctx, auth, input.report, input.request, read);
  const table = toTable(input.report, data);
  const fileName = fileNameOf(input.report, table.meta, input.format);
  if (input.format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
  const { style, signatures } = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const org = (await findOrganization(tx, auth.tenantId))?.org;
    const sigs = await readSignatures(
      tx,
      input.request.facilityId,
      table.signatures.slice(0, 200).map((s) => s.reportId),
    );
    return {
      style: {
        organization: org?.name ?? '',
        colors: { ...DEFAULT_REPORT_COLORS, ...(org?.reportColors ?? {}) },
        logo: org?.companyLogo ?? null,
      },
      signatures: sigs,
    };
  });
  let logo: Buffer | null = null;
  if (style.logo && (await ctx.files.exists(auth.tenantId, style.logo).catch(() => false))) {
    logo = await buffer(ctx.files.read(auth.tenantId, style.logo));
  }
  const body = await toPdf(table, { colors: style.colors, organization: style.organization, logo }, signatures);
  return { fileName, contentType: 'application/pdf', body };
}

/**
 * POST /reporting/email: the export queued in the mail outbox as an attachment, to the organization's
 * supervisors and staff only (as report mails), with an event naming who sent what to whom.
 */
export async function emailReportFile(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TReportingEmail,
): Promise<TReportingEmailResult> {
  const file = await exportReport(ctx, auth, input, { meta, route: '/reporting/email' });
  const stored = `${crypto.randomUUID()}.${input.format}`;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const { org, to } = await allowedRecipients(tx, auth.tenantId, input.recipients);
    await ctx.files.write(auth.tenantId, stored, file.body);
    const title = reportTitle(input.report);
    const request = input.request;
    await enqueueMail(tx, {
      tenantId: auth.tenantId,
      to,
      subject: `${title} ${localDateToDisplay(request.from)} – ${localDateToDisplay(request.to)}`,
      text: `${title} of ${org?.name ?? ''}, ${localDateToDisplay(request.from)} – ${localDateToDisplay(request.to)}, sent by ${auth.displayName}. The report is attached (${file.fileName}).`,
      attachments: [{ fileName: stored, filename: file.fileName }],
    });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: request.facilityId,
      type: 'reporting.emailed',
      subjectType: 'report',
      subjectId: null,
      data: { report: input.report, format: input.format, from: request.from, to: request.to, recipients: to },
    });
    return { queued: true, recipients: to, fileName: file.fileName };
  });
}
