import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import {
  DEFAULT_REPORT_COLORS,
  type TAuditReportResponse,
  type TCleanSummaryResponse,
  type TCleansReportResponse,
  type TEnhancedReportResponse,
  type TMarkingReportResponse,
  type TOverdueReportResponse,
  type TReportColors,
  type TReportingEmail,
  type TReportingEmailResult,
  type TReportingExport,
  type TReportKind,
  type TReportMeta,
  type TStaffReportResponse,
} from '@carehome/contracts';
import { formatRate, localDateToDisplay, reportDisplayDateTime } from '@carehome/domain';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { organizations } from '../../db/schema/tenancy.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { withTenant } from '../../platform/db/database.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { enqueueMail } from '../../platform/mail.ts';
import { allowedRecipients } from '../reports/reports.email.ts';
import type { TenantAuth } from '../sites/sites.service.ts';
import { readSignatures } from './reporting.repository.ts';
import { runReport } from './reporting.service.ts';

// Exports of the reports (issue 13): one table per report (English headings), as CSV (UTF-8 with BOM,
// a header row, CRLF) or as PDF (pdfkit) in the organization's report colours with its logo. Dates are
// MM/DD/YYYY and times HH:mm on the site's clock (spec section 9).

export const REPORT_TITLES: Record<TReportKind, string> = {
  audits: 'Audit report',
  markings: 'Pre-audit marking report',
  cleans: 'Cleans report',
  overdue: 'Overdue report',
  staff: 'Daily staff report',
  summary: 'Clean summary',
  enhanced: 'Enhanced Cleaning Report',
};

export interface ExportTable {
  title: string;
  meta: TReportMeta;
  /** Summary lines printed above the table ('Pass rate: 75% (3 of 4)'). */
  summary: string[];
  columns: string[];
  rows: string[][];
  /** Rows were left out (REPORT_MAX_ROWS). */
  truncated: boolean;
  /** Declined cleans whose signature the PDF shows after the table. */
  signatures: { reportId: string; label: string }[];
}

const num = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? '' : n.toFixed(digits));
const of = (part: number, whole: number) => `(${part} of ${whole})`;
const area = (path: readonly string[]) => path.join(' / ');

const REAUDIT_NAMES = { pass: 'Pass', fail: 'Fail', superseded: 'Replaced by a newer failure' } as const;

/** The report's answer as one table. */
export function toTable(kind: TReportKind, data: unknown): ExportTable {
  const title = REPORT_TITLES[kind];
  switch (kind) {
    case 'audits': {
      const d = data as TAuditReportResponse;
      const tz = d.meta.timeZone;
      const p = d.summary.passRate;
      const o = d.summary.operationPassRate;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: [],
        summary: [
          `Audit pass rate: ${formatRate(p.rate) || '–'} ${of(p.passed, p.passed + p.failed)}`,
          `Operation pass rate: ${formatRate(o.rate) || '–'} ${of(o.passed, o.passed + o.failed)}`,
          `Audits with nothing observed: ${d.summary.notObserved}`,
          ...(d.summary.rightFirstTime
            ? [
                `Right first time: ${formatRate(d.summary.rightFirstTime.rate) || '–'} ${of(d.summary.rightFirstTime.passed, d.summary.rightFirstTime.passed + d.summary.rightFirstTime.failed)}`,
              ]
            : []),
          `Median time from failed audit to passed re-audit: ${d.summary.medianMinutesToClose ?? '–'} min`,
        ],
        columns: [
          'Audit',
          'Room',
          'Area',
          'Clean type',
          'Cleaned by',
          'Clean completed',
          'Auditor',
          'Methods',
          'Result',
          'Failed operations',
          'Comment',
          'Re-cleaned',
          'Re-clean by',
          'Re-audit',
        ],
        rows: d.rows.map((r) => [
          reportDisplayDateTime(r.auditStart, tz),
          r.room.number,
          area(r.room.areaPath),
          r.cleanType,
          r.cleanedBy ?? '',
          reportDisplayDateTime(r.cleanDate, tz),
          r.auditor ?? '',
          r.methods.map((m) => METHOD_NAMES[m]).join(', '),
          OUTCOME_NAMES[r.outcome],
          r.operations
            .filter((op) => op.auditStatus === 'CleanedFailed' || op.auditStatus === 'NotCleanedFailed')
            .map((op) => `${op.item} (${op.auditStatus === 'CleanedFailed' ? 'Cleaned Fail' : 'Not Cleaned Fail'})`)
            .join('; '),
          r.comment ?? '',
          reportDisplayDateTime(r.recleanedAt, tz),
          r.loop?.reclean?.by ?? '',
          r.loop?.reaudit ? `${REAUDIT_NAMES[r.loop.reaudit.result]} ${reportDisplayDateTime(r.loop.reaudit.at, tz)}` : '',
        ]),
      };
    }
    case 'markings': {
      const d = data as TMarkingReportResponse;
      const tz = d.meta.timeZone;
      const t = d.summary.total;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: [],
        summary: [
          `Thoroughness of disinfection cleaning (TDC): ${formatRate(t.tdc) || '–'} ${of(t.cleaned, t.marked)} objects found cleaned`,
          `Marked objects not evaluated yet: ${t.pending}`,
        ],
        columns: [
          'Marked',
          'Room',
          'Area',
          'Clean type',
          'Auditor',
          'Answered by',
          'Clean completed',
          'Marked objects',
          'Cleaned',
          'TDC',
          'Not cleaned',
        ],
        rows: d.rows.map((r) => [
          reportDisplayDateTime(r.markingDate, tz),
          r.room.number,
          area(r.room.areaPath),
          r.cleanType,
          r.auditor ?? '',
          r.answeringClean?.staff ?? '',
          reportDisplayDateTime(r.answeringClean?.completedAt ?? null, tz),
          String(r.marked),
          String(r.cleaned),
          formatRate(r.tdc),
          r.objects
            .filter((o) => o.outcome === 'notCleaned')
            .map((o) => o.item)
            .join('; '),
        ]),
      };
    }
    case 'cleans': {
      const d = data as TCleansReportResponse;
      const tz = d.meta.timeZone;
      const t = d.summary.total;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: d.rows
          .filter((r) => r.hasSignature)
          .map((r) => ({
            reportId: r.reportId,
            label: `Room ${r.room.number}, ${r.cleanType}, ${reportDisplayDateTime(r.startDate, tz)}`,
          })),
        summary: [
          `Cleans: ${t.total} (complete ${t.complete}, incomplete ${t.incomplete}, declined ${t.declined}, in progress ${t.inProgress})`,
          `Average duration of a complete clean: ${num(t.averageMinutes)} minutes`,
        ],
        columns: [
          'Started',
          'Completed',
          'Minutes',
          'Room',
          'Area',
          'Clean type',
          'Status',
          'Staff',
          'Comment',
          'Concerns',
          'Supervisor note',
          'Photos',
          'Signature',
          'Audited',
        ],
        rows: d.rows.map((r) => [
          reportDisplayDateTime(r.startDate, tz),
          reportDisplayDateTime(r.reportDate, tz),
          num(r.durationMinutes),
          r.room.number,
          area(r.room.areaPath),
          r.cleanType,
          r.status,
          r.staff?.name ?? '',
          r.comment ?? '',
          [r.residentFamilyConcern, r.maintenance, r.pestControl].filter(Boolean).join('; '),
          r.supervisorNote ?? '',
          String(r.photoCount),
          r.hasSignature ? 'Signed' : '',
          r.audited ? 'Yes' : '',
        ]),
      };
    }
    case 'overdue': {
      const d = data as TOverdueReportResponse;
      const tz = d.meta.timeZone;
      const t = d.summary.total;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: [],
        summary: [
          `Cleans done on time: ${formatRate(t.rate) || '–'} ${of(t.onTime, t.due)} scheduled cleans due`,
          `Late: ${t.late}, missed: ${t.missed}, still open: ${t.open}`,
        ],
        columns: ['Window start', 'Due', 'Window end', 'Room', 'Area', 'Clean type', 'Result', 'Completed', 'Minutes late'],
        rows: d.rows.map((r) => [
          reportDisplayDateTime(r.bucketStart, tz),
          reportDisplayDateTime(r.due, tz),
          reportDisplayDateTime(r.bucketEnd, tz),
          r.room.number,
          area(r.room.areaPath),
          r.cleanType,
          r.outcome === 'late' ? 'Completed late' : 'Missed',
          reportDisplayDateTime(r.completedAt, tz),
          num(r.minutesLate),
        ]),
      };
    }
    case 'staff': {
      const d = data as TStaffReportResponse;
      const tz = d.meta.timeZone;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: [],
        summary: [],
        columns: [
          'Date',
          'Staff member',
          'Assignments',
          'Cleans',
          'Complete',
          'Incomplete',
          'Declined',
          'Average minutes',
          'Rooms',
          'First start',
          'Last end',
          'Review',
          'Reviewed by',
        ],
        rows: d.rows.map((r) => [
          localDateToDisplay(r.date),
          r.name,
          r.assignments.join('; '),
          String(r.cleans.total),
          String(r.cleans.complete),
          String(r.cleans.incomplete),
          String(r.cleans.declined),
          num(r.cleans.averageMinutes),
          r.rooms.join(', '),
          reportDisplayDateTime(r.firstStart, tz),
          reportDisplayDateTime(r.lastEnd, tz),
          r.review?.comment ?? '',
          r.review?.savedBy ?? '',
        ]),
      };
    }
    case 'summary': {
      const d = data as TCleanSummaryResponse;
      const s = d.summary;
      const groups: [string, typeof s.byCleanType][] = [
        ['All', [s.total]],
        ['Clean type', s.byCleanType],
        ['Area', s.byArea],
        ['Room type', s.byRoomType],
        ['Staff member', s.byStaff],
        ['Day', s.byDay.map((r) => ({ ...r, key: localDateToDisplay(r.key) }))],
      ];
      return {
        title,
        meta: d.meta,
        truncated: false,
        signatures: [],
        summary: [
          `Audit pass rate: ${formatRate(s.audits.rate) || '–'} ${of(s.audits.passed, s.audits.passed + s.audits.failed)}`,
          `TDC: ${formatRate(s.tdc.tdc) || '–'} ${of(s.tdc.cleaned, s.tdc.marked)}`,
          `Cleans done on time: ${formatRate(s.onTime.rate) || '–'} ${of(s.onTime.onTime, s.onTime.due)}`,
        ],
        columns: ['Grouped by', 'Group', 'Cleans', 'Complete', 'Incomplete', 'Declined', 'In progress', 'Average minutes'],
        rows: groups.flatMap(([label, list]) =>
          list.map((r) => [
            label,
            label === 'All' ? '' : r.key,
            String(r.total),
            String(r.complete),
            String(r.incomplete),
            String(r.declined),
            String(r.inProgress),
            num(r.averageMinutes),
          ]),
        ),
      };
    }
    case 'enhanced': {
      const d = data as TEnhancedReportResponse;
      const tz = d.meta.timeZone;
      const a = d.summary.audits;
      return {
        title,
        meta: d.meta,
        truncated: d.truncated,
        signatures: [],
        summary: [
          `Enhanced cleans: ${d.rows.length}; audited: ${d.rows.length - d.summary.unaudited}`,
          `Audit pass rate: ${formatRate(a.rate) || '–'} ${of(a.passed, a.passed + a.failed)}`,
        ],
        columns: [
          'Started',
          'Completed',
          'Minutes',
          'Room',
          'Area',
          'Kind',
          'Reason',
          'Clean type',
          'Status',
          'Staff',
          'Audit result',
          'Auditor',
          'Audited',
        ],
        rows: d.rows.map((r) => [
          reportDisplayDateTime(r.startDate, tz),
          reportDisplayDateTime(r.reportDate, tz),
          num(r.durationMinutes),
          r.room.number,
          area(r.room.areaPath),
          r.kind === 'state' ? 'State-triggered' : 'Terminal',
          r.reason,
          r.cleanType,
          r.status,
          r.staff ?? '',
          r.audit ? OUTCOME_NAMES[r.audit.outcome] : 'Not audited',
          r.audit?.auditor ?? '',
          reportDisplayDateTime(r.audit?.auditStart ?? null, tz),
        ]),
      };
    }
  }
}

const METHOD_NAMES: Record<string, string> = {
  directObservationMethod: 'Direct observation',
  fluorescentGelMethod: 'Fluorescent gel',
  atpSystemMethod: 'ATP system',
  swabCulturesMethod: 'Swab cultures',
  agarSlideCulturesMethod: 'Agar slide cultures',
};
const OUTCOME_NAMES = { pass: 'Pass', fail: 'Fail', notObserved: 'Not observed' } as const;

// ---------------------------------------------------------------------------------------------------------
// CSV

/** A cell as CSV: quoted when it must be; a text starting like a formula gets a leading apostrophe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?%?$/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

// ---------------------------------------------------------------------------------------------------------
// PDF

/**
 * A PNG whose image data inflates, or a JPEG: what pdfkit can embed. pdfkit decodes a broken PNG
 * asynchronously and never finishes the document (a signature is only checked to be base64 PNG on save),
 * so an image that fails here is left out instead.
 */
export function isEmbeddableImage(data: Buffer): boolean {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true;
  if (data.length < 8 || data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return false;
  const idat: Buffer[] = [];
  let header = false;
  for (let pos = 8; pos + 8 <= data.length; ) {
    const length = data.readUInt32BE(pos);
    const type = data.subarray(pos + 4, pos + 8).toString('latin1');
    if (pos + 12 + length > data.length) return false;
    if (type === 'IHDR') header = true;
    if (type === 'IDAT') idat.push(data.subarray(pos + 8, pos + 8 + length));
    if (type === 'IEND') break;
    pos += 12 + length;
  }
  if (!header || !idat.length) return false;
  try {
    zlib.inflateSync(Buffer.concat(idat));
    return true;
  } catch {
    return false;
  }
}

export interface PdfStyle {
  colors: TReportColors;
  organization: string;
  logo: Buffer | null;
}

/** The table as a landscape A4 PDF: title, site, period, summary, then the rows, the header repeated on each page. */
export async function toPdf(table: ExportTable, style: PdfStyle, signatures: Map<string, string>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, bufferPages: true, info: { Title: table.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const c = style.colors;
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const paintBackground = () => {
    doc.save().rect(0, 0, doc.page.width, doc.page.height).fill(c.background).restore();
  };
  paintBackground();
  doc.on('pageAdded', paintBackground);

  // Heading: logo, title, organization and site, period, generated at.
  let y = doc.page.margins.top;
  if (style.logo && isEmbeddableImage(style.logo)) {
    try {
      doc.image(style.logo, left + width - 90, y, { fit: [90, 45] });
    } catch {
      // A logo pdfkit cannot read (e.g. WebP) is left out rather than failing the export.
    }
  }
  const textColor = '#000000';
  doc
    .fillColor(textColor)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(table.title, left, y, { width: width - 100 });
  doc.font('Helvetica').fontSize(9);
  const m = table.meta;
  doc.text(`${style.organization} · ${m.facilityName}`, { width: width - 100 });
  doc.text(
    `Period ${localDateToDisplay(m.from)} – ${localDateToDisplay(m.to)} · generated ${reportDisplayDateTime(m.generatedAt, m.timeZone)} (${m.timeZone})`,
    { width: width - 100 },
  );
  for (const line of table.summary) doc.text(line, { width });
  if (table.truncated)
    doc.text(`Only the first ${table.rows.length} rows are listed; the numbers above count the whole period.`, { width });
  y = Math.max(doc.y, doc.page.margins.top + 50) + 8;

  if (!table.rows.length) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(textColor).text('There are no reports within this period', left, y);
  } else {
    // Column widths: each at least its heading's longest word (bold), the rest shared by the longest
    // text in the column (heading and first rows), within bounds.
    const fontSize = table.columns.length > 11 ? 7 : 8;
    const pad = 3;
    doc.font('Helvetica-Bold').fontSize(fontSize);
    const least = table.columns.map((h) => Math.max(...h.split(/\s+/).map((w) => doc.widthOfString(w))) + 2 * pad + 2);
    doc.font('Helvetica').fontSize(fontSize);
    const sample = table.rows.slice(0, 200);
    const natural = table.columns.map((h, i) =>
      Math.max(
        least[i] ?? 0,
        Math.min(180, Math.max(doc.widthOfString(h) + 8, ...sample.map((r) => Math.min(doc.widthOfString(r[i] ?? ''), 400) + 8))),
      ),
    );
    const sumOf = (list: number[]) => list.reduce((x, y) => x + y, 0);
    const [minTotal, naturalTotal] = [sumOf(least), sumOf(natural)];
    const widths =
      naturalTotal <= width || naturalTotal === minTotal
        ? natural.map((w) => (w / naturalTotal) * width)
        : natural.map((w, i) => (least[i] ?? 0) + ((w - (least[i] ?? 0)) * Math.max(0, width - minTotal)) / (naturalTotal - minTotal));
    const rowHeight = (cells: string[], font: string) => {
      doc.font(font).fontSize(fontSize);
      return Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: (widths[i] ?? 20) - 2 * pad }))) + 2 * pad;
    };
    const drawRow = (cells: string[], top: number, height: number, fill: string, color: string, font: string) => {
      doc.save().rect(left, top, width, height).fill(fill).restore();
      doc.font(font).fontSize(fontSize).fillColor(color);
      let x = left;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 20;
        doc.text(cell, x + pad, top + pad, { width: w - 2 * pad, lineBreak: true });
        x += w;
      });
    };
    const header = () => {
      const h = rowHeight(table.columns, 'Helvetica-Bold');
      drawRow(table.columns, y, h, c.headerBackground, c.headerText, 'Helvetica-Bold');
      y += h;
    };
    header();
    table.rows.forEach((row, i) => {
      const h = Math.min(rowHeight(row, 'Helvetica'), bottom() - doc.page.margins.top - 40);
      if (y + h > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
        header();
      }
      drawRow(row, y, h, i % 2 === 0 ? c.background : c.alternateBackground, textColor, 'Helvetica');
      y += h;
    });
  }

  // Decline signatures (cleans report): the resident's signature under each declined clean.
  const signed = table.signatures.filter((s) => signatures.has(s.reportId));
  if (signed.length) {
    doc.addPage();
    y = doc.page.margins.top;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(textColor).text('Decline signatures', left, y);
    y = doc.y + 6;
    for (const s of signed) {
      if (y + 90 > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      doc.font('Helvetica').fontSize(9).fillColor(textColor).text(s.label, left, y);
      const uri = signatures.get(s.reportId) ?? '';
      const image = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
      try {
        if (!isEmbeddableImage(image)) throw new Error('unreadable');
        doc.image(image, left, y + 12, { fit: [220, 70] });
      } catch {
        doc.text('(signature image could not be read)', left, y + 12);
      }
      y += 90;
    }
  }

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(textColor)
      .text(`${table.title} · page ${i + 1} of ${range.count}`, left, doc.page.height - 20, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------------------
// The export and the mail

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const fileNameOf = (kind: TReportKind, meta: TReportMeta, format: 'csv' | 'pdf') =>
  `${REPORT_TITLES[kind].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${meta.from}-${meta.to}.${format}`;

/** POST /reporting/export: the report run for the request and written as CSV or PDF. */
export async function exportReport(
  ctx: AppContext,
  auth: TenantAuth,
  input: TReportingExport,
  read?: { meta: RequestMeta; route: string },
): Promise<ExportFile> {
  const data = await runReport(ctx, auth, input.report, input.request, read);
  const table = toTable(input.report, data);
  const fileName = fileNameOf(input.report, table.meta, input.format);
  if (input.format === 'csv') return { fileName, contentType: 'text/csv; charset=utf-8', body: toCsv(table) };
  const { style, signatures } = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const [org] = await tx
      .select({ name: organizations.name, colors: organizations.reportColors, logo: organizations.companyLogo })
      .from(organizations)
      .where(eq(organizations.id, auth.tenantId))
      .limit(1);
    const sigs = await readSignatures(
      tx,
      input.request.facilityId,
      table.signatures.slice(0, 200).map((s) => s.reportId),
    );
    return {
      style: { organization: org?.name ?? '', colors: { ...DEFAULT_REPORT_COLORS, ...(org?.colors ?? {}) }, logo: org?.logo ?? null },
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
    const title = REPORT_TITLES[input.report];
    const request = input.request;
    await enqueueMail(tx, {
      tenantId: auth.tenantId,
      to,
      subject: `${title} ${localDateToDisplay(request.from)} – ${localDateToDisplay(request.to)}`,
      text: `${title} of ${org?.name ?? ''}, ${localDateToDisplay(request.from)} – ${localDateToDisplay(request.to)}, sent by ${auth.displayName}. The report is attached (${file.fileName}).`,
      attachments: [{ fileName: stored, filename: file.fileName }],
    });
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId: request.facilityId,
      type: 'reporting.emailed',
      subjectType: 'report',
      subjectId: null,
      data: { report: input.report, format: input.format, from: request.from, to: request.to, recipients: to },
    });
    return { queued: true, recipients: to, fileName: file.fileName };
  });
}
