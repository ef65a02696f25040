import type { TLanguage, TReportKind, TReportMeta, TReportRoom } from '@carehome/contracts';
import { areaLabel, type ConfigLanguage, configText, formatRate, reportDisplayDateTime } from '@carehome/domain';
import { EXPORT_TEXTS, type ExportTexts, fill } from './texts/index.ts';

// The exports' tables. Each report kind lists its columns once (kinds/<kind>.ts): a heading of the texts
// catalog (texts/) and the cell of a row, dates MM/DD/YYYY and times HH:mm on the site's clock, words in
// the reader's language. The CSV writer (reporting-csv.ts) and the PDF writer (reporting-pdf.ts) write
// any table.

export interface ExportTable {
  /** The reader's language: the table's words are in it, and the PDF picks its font by it. */
  language: TLanguage;
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

/** Who reads an export: their language, its texts, and the site configuration's names in it. */
export interface ExportView {
  language: TLanguage;
  t: ExportTexts;
  /** A name of the site's configuration (clean type, room type, room state, item) in the reader's language. */
  name: (text: string) => string;
}

/** A cell's view: the reader's, on the site's clock. */
export interface CellView extends ExportView {
  tz: string;
}

export function exportView(language: TLanguage, config: Partial<ConfigLanguage> | null | undefined): ExportView {
  return { language, t: EXPORT_TEXTS[language], name: (text) => configText(config, text, language) };
}

export type ColumnKey = keyof ExportTexts['col'];

/** One column of an export: its heading (a key of the catalog's columns) and a row's cell. */
export interface Column<Row> {
  header: ColumnKey;
  cell: (row: Row, v: CellView) => string;
}

/** The column maker of one kind of row: `const col = columnsOf<TCleanRow>(); col('room', (r) => r.room.number)`. */
export const columnsOf =
  <Row>() =>
  (header: ColumnKey, cell: (row: Row, v: CellView) => string): Column<Row> => ({ header, cell });

/**
 * The table of a report's answer for its reader: the kind's title, its summary lines, the columns'
 * headings, then each row's cells in the columns' order (a report with no `truncated` lists all its rows).
 */
export function exportTable<Row>(
  kind: TReportKind,
  columns: readonly Column<Row>[],
  report: { meta: TReportMeta; rows: readonly Row[]; truncated?: boolean },
  rest: { summary: string[]; signatures?: ExportTable['signatures'] },
  view: ExportView,
): ExportTable {
  const cellView: CellView = { ...view, tz: report.meta.timeZone };
  return {
    language: view.language,
    title: view.t.title[kind],
    meta: report.meta,
    truncated: report.truncated ?? false,
    signatures: rest.signatures ?? [],
    summary: rest.summary,
    columns: columns.map((c) => view.t.col[c.header]),
    rows: report.rows.map((row) => columns.map((c) => c.cell(row, cellView))),
  };
}

export const num = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? '' : n.toFixed(digits));

/** A rate with what it counts: '75% (3 of 4)'; '– (0 of 0)' when there is nothing to count. */
export const rateOf = (v: ExportView, rate: number | null, part: number, whole: number) =>
  fill(v.t.word.rate, { rate: formatRate(rate) || '–', part, whole });

/** A pass rate with what it counts: '75% (3 of 4)'. */
export const passRateOf = (v: ExportView, p: { passed: number; failed: number; rate: number | null }) =>
  rateOf(v, p.rate, p.passed, p.passed + p.failed);

/** An instant of a row on the site's clock ('' when there is none). */
export const at =
  <Row>(instant: (row: Row) => string | null | undefined) =>
  (row: Row, v: CellView) =>
    reportDisplayDateTime(instant(row) ?? null, v.tz);

/** The room's number and its area path, as most reports show a room. */
export const roomColumns = <Row extends { room: TReportRoom }>(): Column<Row>[] => [
  { header: 'room', cell: (r) => r.room.number },
  { header: 'area', cell: (r) => areaLabel(r.room.areaPath) },
];
