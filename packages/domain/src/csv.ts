import { IMPORT_LIMITS } from '@carehome/contracts';
import Papa from 'papaparse';

/** Bounds of an imported spreadsheet: generous for a care home's residents or rooms, small enough to check at once. */
export const CSV_LIMITS = IMPORT_LIMITS;

export type CsvResult =
  | { ok: true; rows: string[][]; delimiter: string }
  | { ok: false; code: 'import.file_too_large' | 'import.too_many_rows' | 'import.too_many_columns'; params: { max: number } };

/**
 * Parses CSV text with Papa Parse (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes,
 * CRLF or LF, a leading byte-order mark). The delimiter is guessed from the text: comma, semicolon (what
 * spreadsheets write in French and Spanish locales) or tab. Blank lines are skipped. Runs in the browser
 * as well as in Node; a file past the bounds is refused before it is read whole.
 */
export function readCsv(text: string): CsvResult {
  if (text.length > CSV_LIMITS.chars) return { ok: false, code: 'import.file_too_large', params: { max: CSV_LIMITS.chars } };
  const src = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(src, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    // One row past the bound is enough to know the file is too long.
    preview: CSV_LIMITS.rows + 2,
  });
  const rows = parsed.data;
  if (rows.length > CSV_LIMITS.rows + 1) return { ok: false, code: 'import.too_many_rows', params: { max: CSV_LIMITS.rows } };
  if (rows.some((r) => r.length > CSV_LIMITS.columns))
    return { ok: false, code: 'import.too_many_columns', params: { max: CSV_LIMITS.columns } };
  return { ok: true, rows, delimiter: parsed.meta.delimiter || ',' };
}

/** Parses CSV text (see readCsv) without bounds, for files the application wrote itself. */
export function parseCsv(text: string): { rows: string[][]; delimiter: string } {
  const src = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(src, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  return { rows: parsed.data, delimiter: parsed.meta.delimiter || ',' };
}
