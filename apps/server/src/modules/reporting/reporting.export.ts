import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_REPORT_COLORS,
  type TLanguage,
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
import { withTenantRead } from '../../platform/db/read-replica.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { allowedRecipients } from '../cleaning/index.ts';
import { findConfig } from '../housekeeping/index.ts';
import { findOrganization } from '../organizations/index.ts';
import { type ExportTable, exportView } from './export-table.ts';
import { languagesByEmail, readSignatures } from './reporting.repository.ts';
import type { ReportRead } from './reporting.run.ts';
import { runReport, toTable } from './reporting.service.ts';
import { toCsv } from './reporting-csv.ts';
import { type PdfStyle, toPdf } from './reporting-pdf.ts';
import { EXPORT_TEXTS, fill } from './texts/index.ts';

// Exports of the reports: the report run for the request, as one table (export-table.ts) in the reader's
// language, written as CSV (reporting-csv.ts) or as PDF (reporting-pdf.ts) in the organization's report
// colours with its logo; and the same file mailed, to each recipient in their own language. What the file
// is made of is read on the read replica when there is one; the mail, its event and its recipients on the
// primary.

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A file's name stays English in every language: a plain name every mail client and file system keeps. */
const fileNameOf = (kind: TReportKind, meta: TReportMeta, format: 'csv' | 'pdf') =>
  `${EXPORT_TEXTS.en.title[kind].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${meta.from}-${meta.to}.${format}`;

/** The organization's look of a PDF and the decline signatures its table shows. */
async function pdfFacts(ctx: AppContext, auth: TenantAuth, facilityId: string, table: ExportTable) {
  const { style, signatures } = await withTenantRead(ctx, auth.tenantId, async (tx) => {
    const org = (await findOrganization(tx, auth.tenantId))?.org;
    const ids = table.signatures.slice(0, 200).map((s) => s.reportId);
    return {
      style: {
        organization: org?.name ?? '',
        colors: { ...DEFAULT_REPORT_COLORS, ...(org?.reportColors ?? {}) },
        logo: org?.companyLogo ?? null,
      },
      signatures: await readSignatures(tx, facilityId, ids),
    };
  });
  let logo: Buffer | null = null;
  if (style.logo && (await ctx.files.exists(auth.tenantId, style.logo).catch(() => false))) {
    logo = await buffer(ctx.files.read(auth.tenantId, style.logo));
  }
  return { style: { ...style, logo } satisfies PdfStyle, signatures };
}

/**
 * The report run once and written for readers of each of `languages`: its words in the language, the
 * site configuration's names through their translations there.
 */
async function exportFiles(
  ctx: AppContext,
  auth: TenantAuth,
  input: TReportingExport,
  languages: readonly TLanguage[],
  read?: ReportRead,
): Promise<Map<TLanguage, ExportFile>> {
  const data = await runReport(ctx, auth, input.report, input.request, read);
  const config = await withTenantRead(ctx, auth.tenantId, async (tx) => (await findConfig(tx, input.request.facilityId))?.document);
  const tables = languages.map((language) => toTable(input.report, data, exportView(language, config)));
  const files = new Map<TLanguage, ExportFile>();
  const first = tables[0];
  if (!first) return files;
  const fileName = fileNameOf(input.report, first.meta, input.format);
  if (input.format === 'csv') {
    for (const table of tables) files.set(table.language, { fileName, contentType: 'text/csv; charset=utf-8', body: toCsv(table) });
    return files;
  }
  const { style, signatures } = await pdfFacts(ctx, auth, input.request.facilityId, first);
  for (const table of tables) {
    files.set(table.language, { fileName, contentType: 'application/pdf', body: await toPdf(table, style, signatures) });
  }
  return files;
}

/** POST /reporting/export: the report run for the request and written as CSV or PDF in the reader's language. */
export async function exportReport(
  ctx: AppContext,
  auth: TenantAuth,
  input: TReportingExport,
  language: TLanguage,
  read?: ReportRead,
): Promise<ExportFile> {
  return (await exportFiles(ctx, auth, input, [language], read)).get(language) as ExportFile;
}

/**
 * POST /reporting/email: the export queued in the mail outbox as an attachment, to the organization's
 * supervisors and staff only (as report mails), with an event naming who sent what to whom. Each
 * recipient gets it in the language of their last sign-in (a supervisor's address that is no staff
 * member's, or someone who never signed in, in the sender's): one mail per language, each with the
 * report written in it.
 */
export async function emailReportFile(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TReportingEmail,
  senderLanguage: TLanguage,
): Promise<TReportingEmailResult> {
  const { org, to, byLanguage } = await withVisibleSite(ctx, auth, input.request.facilityId, async (tx) => {
    // Another organization's site is not found before its recipients are looked at, as for an export.
    if (!(await siteExists(tx, input.request.facilityId))) throw notFound();
    const allowed = await allowedRecipients(tx, auth.tenantId, input.recipients);
    const known = await languagesByEmail(tx, allowed.to);
    const groups = new Map<TLanguage, string[]>();
    for (const email of allowed.to) {
      const language = known.get(email.toLowerCase()) ?? senderLanguage;
      groups.set(language, [...(groups.get(language) ?? []), email]);
    }
    return { ...allowed, byLanguage: groups };
  });
  const files = await exportFiles(ctx, auth, input, [...byLanguage.keys()], { meta, route: '/reporting/email' });
  const request = input.request;
  const fileName = [...files.values()][0]?.fileName ?? '';
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    for (const [language, recipients] of byLanguage) {
      const file = files.get(language) as ExportFile;
      const stored = `${crypto.randomUUID()}.${input.format}`;
      await ctx.files.write(auth.tenantId, stored, file.body);
      const t = EXPORT_TEXTS[language];
      const words = {
        title: t.title[input.report],
        organization: org?.name ?? '',
        from: localDateToDisplay(request.from),
        to: localDateToDisplay(request.to),
        sender: auth.displayName,
        file: file.fileName,
      };
      await enqueueMail(tx, {
        tenantId: auth.tenantId,
        to: recipients,
        subject: fill(t.mail.subject, words),
        text: fill(t.mail.body, words),
        attachments: [{ fileName: stored, filename: file.fileName }],
      });
    }
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: request.facilityId,
      type: 'reporting.emailed',
      subjectType: 'report',
      subjectId: null,
      data: { report: input.report, format: input.format, from: request.from, to: request.to, recipients: to },
    });
    return { queued: true, recipients: to, fileName };
  });
}
