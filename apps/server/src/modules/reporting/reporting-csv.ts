import type { ExportTable } from './export-table.ts';

// CSV of a report: UTF-8 with BOM, a header row, CRLF. It keeps every cell's full text (the PDF cuts long
// cells and points here).

/** A cell as CSV: quoted when it must be; a text starting like a formula gets a leading apostrophe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?%?$/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
