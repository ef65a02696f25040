import {
  RESIDENT_IMPORT_FIELDS,
  RISK_FLAGS,
  type TErrorCode,
  type TImportTable,
  type TResidentImportField,
  type TRiskFlag,
} from '@carehome/contracts';
import { matchColumns, parseRiskFlags, parseYesNo, RESIDENT_COLUMN_NAMES, readCsv } from '@carehome/domain';

// The column-mapping step of the residents import: the browser reads the file (Papa Parse, within the
// import's bounds) so the server never parses a spreadsheet for the web app, suggests a field for each
// column from its header, and shows what each column holds before anything is checked or written.

export type ColumnMapping = (TResidentImportField | null)[];

/** The fields a residents file needs before its rows can be checked. */
export const REQUIRED_FIELDS = ['residentId', 'firstName', 'lastName'] as const satisfies readonly TResidentImportField[];

/** The choices of a column, in the order the step lists them. */
export const FIELD_CHOICES: readonly TResidentImportField[] = RESIDENT_IMPORT_FIELDS;

export type ReadFile =
  | { ok: true; table: TImportTable; columns: ColumnMapping }
  | { ok: false; code: TErrorCode; params: Record<string, number> };

/** Reads a file's text into its header and rows, with the field each header suggests. */
export function readResidentFile(text: string): ReadFile {
  const read = readCsv(text);
  if (!read.ok) return read;
  const [header = [], ...rows] = read.rows;
  if (!header.length) return { ok: false, code: 'import.resident_no_header', params: {} };
  // Rows shorter than the header get empty cells, so every column has a value to show.
  const table = { header, rows: rows.map((r) => header.map((_, i) => r[i] ?? '')) };
  return { ok: true, table, columns: matchColumns(header, RESIDENT_COLUMN_NAMES) };
}

/** What stops the rows from being checked: required fields no column fills, fields two columns fill. */
export function mappingProblems(columns: ColumnMapping): { missing: TResidentImportField[]; twice: TResidentImportField[] } {
  const used = columns.filter((c): c is TResidentImportField => c !== null);
  const twice = [...new Set(used.filter((f, i) => used.indexOf(f) !== i))];
  return { missing: REQUIRED_FIELDS.filter((f) => !used.includes(f)), twice };
}

/** Up to `n` different non-empty values of a column, as the step shows them. */
export function sampleValues(table: TImportTable, column: number, n = 3): string[] {
  const out: string[] = [];
  for (const row of table.rows) {
    const v = (row[column] ?? '').trim();
    if (v && !out.includes(v)) out.push(v);
    if (out.length >= n) break;
  }
  return out;
}

export const isRiskFlag = (field: TResidentImportField | null): field is TRiskFlag => RISK_FLAGS.includes(field as TRiskFlag);

/**
 * The values of a column that its field cannot read as they are: a yes/no flag column's cells that
 * are not a clear yes or no, a letters column's unknown letters. Their rows will wait for a fix.
 */
export function unclearValues(table: TImportTable, column: number, field: TResidentImportField | null): string[] {
  if (field !== 'flags' && !isRiskFlag(field)) return [];
  const out = new Set<string>();
  for (const row of table.rows) {
    const v = (row[column] ?? '').trim();
    const unclear = field === 'flags' ? v !== '' && parseRiskFlags(v) === null : parseYesNo(v) === null;
    if (unclear) out.add(v);
  }
  return [...out];
}
