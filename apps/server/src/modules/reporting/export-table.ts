import type { TReportMeta, TReportRoom } from '@carehome/contracts';
import { areaLabel, formatRate, reportDisplayDateTime } from '@carehome/domain';

// The exports' tables. Each report kind lists its columns once (kinds/<kind>.ts): an English heading and
// the cell of a row, dates MM/DD/YYYY and times HH:mm on the site's clock. The CSV writer
// (reporting-csv.ts) and the PDF writer (reporting-pdf.ts) write any table.

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

/** One column of an export: its heading and a row's cell, given the site's time zone. */
export interface Column<Row> {
  header: string;
  cell: (row: Row, tz: string) => string;
}

/** The column maker of one kind of row: `const col = columnsOf<TCleanRow>(); col('Room', (r) => r.room.number)`. */
export const columnsOf =
  <Row>() =>
  (header: string, cell: (row: Row, tz: string) => string): Column<Row> => ({ header, cell });

/**
 * The table of a report's answer: its summary lines, the columns' headings, then each row's cells in the
 * columns' order (a report with no `truncated` lists all its rows).
 */
export function exportTable<Row>(
  title: string,
  columns: readonly Column<Row>[],
  report: { meta: TReportMeta; rows: readonly Row[]; truncated?: boolean },
  rest: { summary: string[]; signatures?: ExportTable['signatures'] },
): ExportTable {
  const tz = report.meta.timeZone;
  return {
    title,
    meta: report.meta,
    truncated: report.truncated ?? false,
    signatures: rest.signatures ?? [],
    summary: rest.summary,
    columns: columns.map((c) => c.header),
    rows: report.rows.map((row) => columns.map((c) => c.cell(row, tz))),
  };
}

export const num = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? '' : n.toFixed(digits));

/** A rate with what it counts: '75% (3 of 4)'; '– (0 of 0)' when there is nothing to count. */
export const rateOf = (rate: number | null, part: number, whole: number) => `${formatRate(rate) || '–'} (${part} of ${whole})`;

/** A pass rate with what it counts: '75% (3 of 4)'. */
export const passRateOf = (p: { passed: number; failed: number; rate: number | null }) => rateOf(p.rate, p.passed, p.passed + p.failed);

export const OUTCOME_NAMES = { pass: 'Pass', fail: 'Fail', notObserved: 'Not observed' } as const;

/** An instant of a row on the site's clock ('' when there is none). */
export const at =
  <Row>(instant: (row: Row) => string | null | undefined) =>
  (row: Row, tz: string) =>
    reportDisplayDateTime(instant(row) ?? null, tz);

/** The room's number and its area path, as most reports show a room. */
export const roomColumns = <Row extends { room: TReportRoom }>(): Column<Row>[] => [
  { header: 'Room', cell: (r) => r.room.number },
  { header: 'Area', cell: (r) => areaLabel(r.room.areaPath) },
];
