import zlib from 'node:zlib';
import type { TReportColors } from '@carehome/contracts';
import { localDateToDisplay, reportDisplayDateTime } from '@carehome/domain';
import PDFDocument from 'pdfkit';
import type { ExportTable } from './export-table.ts';
import { pdfFonts } from './pdf-fonts.ts';
import { breakLongRuns, cachedWidths, PDF_CELL_MAX_CHARS, truncateCell } from './text-fit.ts';
import { EXPORT_TEXTS, fill } from './texts/index.ts';

/** The most rows one PDF lists (the CSV lists all of the report's rows); the PDF says when it lists fewer. */
export const PDF_MAX_ROWS = 2_000;

/**
 * The table stops at a page break once the PDF has this many pages or has taken this long; the last page
 * says at which row and that the CSV lists them all. Each page is bounded work (cells are cut, rows are at
 * most a page), so together they bound an export's time and memory.
 */
export const PDF_MAX_PAGES = 200;
export const PDF_TIME_BUDGET_MS = 10_000;

/** Drawing rows hands the event loop back after this long, so other requests are answered meanwhile. */
const SLICE_MS = 20;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/** The names the PDF registers its two fonts by (pdf-fonts.ts picks them for the reader and the text). */
const BODY = 'Body';
const BOLD = 'Bold';

/**
 * The table as a landscape A4 PDF in the reader's language (table.language): title, site, period,
 * summary, then the rows, the header repeated on each page.
 */
export async function toPdf(table: ExportTable, style: PdfStyle, signatures: Map<string, string>): Promise<Buffer> {
  const t = EXPORT_TEXTS[table.language].pdf;
  // French groups digits with a narrow no-break space, which the fonts lack: a no-break space prints instead.
  const count = (n: number) => n.toLocaleString(table.language === 'en' ? 'en-US' : table.language).replaceAll('\u202f', '\u00a0');
  // Long cells are cut (text-fit.ts) and rows beyond PDF_MAX_ROWS left out: the CSV has them whole.
  const rows = table.rows.slice(0, PDF_MAX_ROWS).map((row) => row.map((cell) => truncateCell(cell, PDF_CELL_MAX_CHARS, t.cellCut)));
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, bufferPages: true, info: { Title: table.title } });
  const fonts = pdfFonts(table.language, [
    table.title,
    style.organization,
    table.meta.facilityName,
    ...table.summary,
    ...table.columns,
    ...rows.flat(),
    ...table.signatures.map((s) => s.label),
  ]);
  // pdfkit takes a parsed fontkit font as it takes a file: parsed once per process, subset per PDF.
  doc.registerFont(BODY, fonts.regular as never);
  doc.registerFont(BOLD, fonts.bold as never);
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
    .font(BOLD)
    .fontSize(16)
    .text(table.title, left, y, { width: width - 100 });
  doc.font(BODY).fontSize(9);
  const m = table.meta;
  doc.text(`${style.organization} · ${m.facilityName}`, { width: width - 100 });
  const period = {
    from: localDateToDisplay(m.from),
    to: localDateToDisplay(m.to),
    at: reportDisplayDateTime(m.generatedAt, m.timeZone),
    zone: m.timeZone,
  };
  doc.text(fill(t.period, period), { width: width - 100 });
  for (const line of table.summary) doc.text(line, { width });
  if (table.truncated) doc.text(fill(t.truncated, { count: count(table.rows.length) }), { width });
  if (rows.length < table.rows.length)
    doc.text(fill(t.pdfRows, { listed: count(rows.length), total: count(table.rows.length) }), { width });
  y = Math.max(doc.y, doc.page.margins.top + 50) + 8;

  let stopped: { page: number; note: string } | null = null;
  if (!rows.length) {
    doc.font(BOLD).fontSize(11).fillColor(textColor).text(t.noReports, left, y);
  } else {
    // Column widths: each at least its heading's longest word (bold), the rest shared by the longest
    // text in the column (heading and first rows), within bounds.
    const fontSize = table.columns.length > 11 ? 7 : 8;
    const pad = 3;
    doc.font(BOLD).fontSize(fontSize);
    const least = table.columns.map((h) => Math.max(...h.split(/\s+/).map((w) => doc.widthOfString(w))) + 2 * pad + 2);
    doc.font(BODY).fontSize(fontSize);
    const sample = rows.slice(0, 200);
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
    // A row taller than a page is clipped to `clip` (pdfkit would otherwise flow it onto new pages).
    const drawRow = (cells: string[], top: number, height: number, fill: string, color: string, font: string, clip = false) => {
      doc.save().rect(left, top, width, height).fill(fill).restore();
      doc.font(font).fontSize(fontSize).fillColor(color);
      let x = left;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 20;
        const bounds = clip ? { height: height - 2 * pad, ellipsis: true } : {};
        doc.text(cell, x + pad, top + pad, { width: w - 2 * pad, lineBreak: true, ...bounds });
        x += w;
      });
    };
    // Unbroken runs wider than their column are broken here, in linear time, before pdfkit lays them out.
    const widthOf = cachedWidths((char) => doc.widthOfString(char));
    const fit = (row: string[]) => {
      doc.font(BODY).fontSize(fontSize);
      return row.map((cell, i) => breakLongRuns(cell, (widths[i] ?? 20) - 2 * pad - 0.5, widthOf));
    };
    const header = () => {
      const h = rowHeight(table.columns, BOLD);
      drawRow(table.columns, y, h, c.headerBackground, c.headerText, BOLD);
      y += h;
    };
    header();
    const started = performance.now();
    let sliceStarted = started;
    for (const [i, cells] of rows.entries()) {
      if (performance.now() - sliceStarted > SLICE_MS) {
        await yieldToLoop();
        sliceStarted = performance.now();
      }
      const row = fit(cells);
      const natural = rowHeight(row, BODY);
      const h = Math.min(natural, bottom() - doc.page.margins.top - 40);
      if (y + h > bottom()) {
        const pages = doc.bufferedPageRange().count;
        if (pages >= PDF_MAX_PAGES || performance.now() - started > PDF_TIME_BUDGET_MS) {
          const limit =
            pages >= PDF_MAX_PAGES
              ? fill(t.pageLimit, { pages: PDF_MAX_PAGES })
              : fill(t.timeLimit, { seconds: PDF_TIME_BUDGET_MS / 1000 });
          stopped = { page: pages - 1, note: fill(t.stopped, { listed: count(i), total: count(table.rows.length), limit }) };
          break;
        }
        doc.addPage();
        y = doc.page.margins.top;
        header();
      }
      drawRow(row, y, h, i % 2 === 0 ? c.background : c.alternateBackground, textColor, BODY, h < natural);
      y += h;
    }
  }

  // Decline signatures (cleans report): the resident's signature under each declined clean.
  const signed = table.signatures.filter((s) => signatures.has(s.reportId));
  if (signed.length) {
    doc.addPage();
    y = doc.page.margins.top;
    doc.font(BOLD).fontSize(12).fillColor(textColor).text(t.signatures, left, y);
    y = doc.y + 6;
    for (const s of signed) {
      if (y + 90 > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      doc.font(BODY).fontSize(9).fillColor(textColor).text(s.label, left, y);
      const uri = signatures.get(s.reportId) ?? '';
      const image = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
      try {
        if (!isEmbeddableImage(image)) throw new Error('unreadable');
        doc.image(image, left, y + 12, { fit: [220, 70] });
      } catch {
        doc.text(t.signatureUnreadable, left, y + 12);
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
      .font(BODY)
      .fontSize(7)
      .fillColor(textColor)
      .text(fill(t.page, { title: table.title, page: i + 1, pages: range.count }), left, doc.page.height - 20, {
        width,
        align: 'right',
        lineBreak: false,
      });
    if (stopped?.page === i) doc.font(BOLD).text(stopped.note, left, doc.page.height - 20, { width: width - 150, lineBreak: false });
  }
  doc.end();
  return done;
}
