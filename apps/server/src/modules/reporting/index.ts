// The reporting module's public face: what other modules build their own period reads and PDFs with (the
// clean record): the site as reports read it, the classification of scheduled cleans, and the PDF writer.
export type { ExportTable } from './export-table.ts';
export type { CleanRow } from './kinds/cleans.repository.ts';
export { classifyPeriod } from './on-time.ts';
export { readSignatures, reportWorkMem, type Scope } from './reporting.repository.ts';
export { loadReportSite, type ReportSite, reportRoom } from './reporting.site.ts';
export { type PdfStyle, toPdf } from './reporting-pdf.ts';
export { EXPORT_TEXTS, fill } from './texts/index.ts';
