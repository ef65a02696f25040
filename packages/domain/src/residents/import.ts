import {
  ERROR_MESSAGES,
  formatMessage,
  RESIDENT_NOTE_MAX,
  RESIDENT_TITLES,
  RISK_FLAG_LETTERS,
  RISK_FLAGS,
  type TErrorCode,
  type TImportTable,
  type TResidentImportField,
  type TResidentImportRow,
  type TResidentTitle,
  type TRiskFlag,
} from '@carehome/contracts';
import { readCsv } from '../csv.ts';
import { checkColumnMapping, matchColumns, parseYesNo, RESIDENT_COLUMN_NAMES } from '../spreadsheet-columns.ts';

// The import of residents from a spreadsheet, pure: each column of the file fills the field it is mapped
// to (from its header, or as the user chose) and every row is checked against the site's rooms and the
// organization's residents; the server then writes the valid rows. A row is 'new', an 'update' of the
// resident with the same resident ID, or an 'error' with its reasons. Safety data is never guessed: a
// flag cell that is not a clear yes or no, or an unknown flag letter, holds its row back with the reason.

/** The header line of the template the import screen offers. */
export const RESIDENT_IMPORT_TEMPLATE =
  'Resident ID,Title,First name,Last name,Nickname,Room,Arrival date,Flags,Pre-clean note,Post-clean note\n' +
  'R-1001,Mrs,Margaret,Wilson,Peggy,101,2026-01-15,F E,Knock and wait: she startles easily.,Leave the call bell within reach.\n';

const LIMITS = { residentId: 40, name: 80 };

export interface ImportRoom {
  id: string;
  roomNumber: string;
  /** Area names, outermost first. */
  areaPath: readonly string[];
}

export interface ImportContext {
  rooms: readonly ImportRoom[];
  /** The organization's residents by resident ID (lower case). */
  existing: ReadonlyMap<string, { id: string; imported: boolean; facilityId: string }>;
  facilityId: string;
}

/** A checked row and, when valid, what to write. */
export interface CheckedResidentRow extends TResidentImportRow {
  roomId: string | null;
  existingId: string | null;
}

export interface ImportColumn {
  header: string;
  field: TResidentImportField | null;
}

export type ResidentImportCheck =
  | { ok: true; columns: ImportColumn[]; rows: CheckedResidentRow[]; counts: { new: number; update: number; error: number } }
  | { ok: false; code: TErrorCode; params?: Record<string, number> };

function err(column: string, code: TErrorCode, params: Record<string, string | number> = {}) {
  const withParams = Object.keys(params).length ? { params } : {};
  return { column, code, message: formatMessage(ERROR_MESSAGES[code], params), ...withParams };
}

/** The fields a resident needs a column for. */
const REQUIRED_COLUMNS: readonly TResidentImportField[] = ['residentId', 'firstName', 'lastName'];

/** 'F E', 'FE', 'F,E' or flag names → flags; null when a part is not a flag. */
export function parseRiskFlags(text: string): TRiskFlag[] | null {
  const parts = text
    .toUpperCase()
    .split(/[\s,;|/]+/)
    .filter(Boolean)
    .flatMap((p) => (/^[FESVP]+$/.test(p) ? p.split('') : [p]));
  const out = new Set<TRiskFlag>();
  for (const p of parts) {
    const flag = RISK_FLAGS.find((f) => RISK_FLAG_LETTERS[f] === p || f.toUpperCase() === p);
    if (!flag) return null;
    out.add(flag);
  }
  return RISK_FLAGS.filter((f) => out.has(f));
}

const REAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealDate(text: string): boolean {
  const m = REAL_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 9999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The room a file names: '101', or 'Wing A / 101' (also '>' between areas) when the number repeats. */
function findRoom(byNumber: ReadonlyMap<string, ImportRoom[]>, text: string): { room: ImportRoom } | { error: TErrorCode } {
  const parts = text
    .split(/\s*(?:>|\/)\s*/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const number = parts.pop() ?? '';
  const candidates = byNumber.get(number) ?? [];
  const matching = parts.length
    ? candidates.filter((r) => {
        const path = r.areaPath.map((a) => a.toLowerCase());
        // The areas written must end the room's path ('Wing A / 101' matches 'Main / Wing A / 101').
        return parts.every((p, i) => path[path.length - parts.length + i] === p);
      })
    : candidates;
  if (matching.length === 1 && matching[0]) return { room: matching[0] };
  return { error: matching.length > 1 ? 'import.ambiguous_room' : 'import.unknown_room' };
}

/** Reads and checks a residents CSV file, its columns named by their headers; writes nothing. */
export function checkResidentImport(csv: string, ctx: ImportContext): ResidentImportCheck {
  const read = readCsv(csv);
  if (!read.ok) return read;
  const [header = [], ...rows] = read.rows;
  return checkResidentTable({ header, rows }, null, ctx);
}

/**
 * Checks the rows of a residents file with each column mapped to a field or null ('not used'); without
 * a mapping the header names decide. Writes nothing.
 */
export function checkResidentTable(
  table: TImportTable,
  mapping: readonly (TResidentImportField | null)[] | null,
  ctx: ImportContext,
): ResidentImportCheck {
  const { header, rows: data } = table;
  const columns = mapping ?? matchColumns(header, RESIDENT_COLUMN_NAMES);
  const invalid = checkColumnMapping(header, columns, REQUIRED_COLUMNS, 'import.resident_no_header');
  if (invalid) return { ok: false, code: invalid };
  const cols = new Map<TResidentImportField, number>(columns.flatMap((f, i) => (f ? [[f, i] as const] : [])));
  const cell = (row: readonly string[], key: TResidentImportField) => {
    const i = cols.get(key);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  // Rooms by number, once per file: a file of a few thousand rows never scans every room for each row.
  const byNumber = new Map<string, ImportRoom[]>();
  for (const room of ctx.rooms) {
    const key = room.roomNumber.toLowerCase();
    byNumber.set(key, [...(byNumber.get(key) ?? []), room]);
  }
  const seen = new Set<string>();
  const out: CheckedResidentRow[] = [];
  data.forEach((row, i) => {
    if (row.every((c) => c.trim() === '')) return;
    const errors: TResidentImportRow['errors'] = [];
    const residentId = cell(row, 'residentId');
    const firstName = cell(row, 'firstName');
    const lastName = cell(row, 'lastName');
    const required = (column: string, value: string, max: number) => {
      if (!value) errors.push(err(column, 'validation.required'));
      else if (value.length > max) errors.push(err(column, 'validation.too_big', { max }));
    };
    required('residentId', residentId, LIMITS.residentId);
    required('firstName', firstName, LIMITS.name);
    required('lastName', lastName, LIMITS.name);
    const nickName = cell(row, 'nickName') || null;
    if (nickName && nickName.length > LIMITS.name) errors.push(err('nickName', 'validation.too_big', { max: LIMITS.name }));
    const titleText = cell(row, 'namePrefix').replace(/\.$/, '');
    const namePrefix = titleText ? (RESIDENT_TITLES.find((t) => t.toLowerCase() === titleText.toLowerCase()) ?? null) : null;
    if (titleText && !namePrefix) errors.push(err('namePrefix', 'import.invalid_title'));
    const roomText = cell(row, 'room');
    let roomId: string | null = null;
    if (roomText) {
      const found = findRoom(byNumber, roomText);
      if ('room' in found) roomId = found.room.id;
      else errors.push(err('room', found.error));
    }
    const arrivalDate = cell(row, 'arrivalDate') || null;
    if (arrivalDate && !isRealDate(arrivalDate)) errors.push(err('arrivalDate', 'import.invalid_date'));
    const flagText = cell(row, 'flags');
    const letters = flagText ? parseRiskFlags(flagText) : [];
    if (letters === null) errors.push(err('flags', 'import.invalid_flag', { value: flagText }));
    const flagSet = new Set<TRiskFlag>(letters ?? []);
    for (const flag of RISK_FLAGS) {
      if (!cols.has(flag)) continue;
      const text = cell(row, flag);
      const yes = parseYesNo(text);
      if (yes === null) errors.push(err(flag, 'import.unclear_yes_no', { value: text }));
      else if (yes) flagSet.add(flag);
    }
    const flags = RISK_FLAGS.filter((f) => flagSet.has(f));
    const preCleanNote = cell(row, 'preCleanNote') || null;
    const postCleanNote = cell(row, 'postCleanNote') || null;
    for (const [column, note] of [
      ['preCleanNote', preCleanNote],
      ['postCleanNote', postCleanNote],
    ] as const) {
      if (note && note.length > RESIDENT_NOTE_MAX) errors.push(err(column, 'validation.too_big', { max: RESIDENT_NOTE_MAX }));
    }
    const key = residentId.toLowerCase();
    if (residentId && seen.has(key)) errors.push(err('residentId', 'import.duplicate_resident_in_file'));
    seen.add(key);
    const existing = residentId ? ctx.existing.get(key) : undefined;
    if (existing?.imported) errors.push(err('residentId', 'import.resident_imported'));
    // A resident ID is unique in the organization: another site's resident is not updated from here.
    if (existing && !existing.imported && existing.facilityId !== ctx.facilityId) errors.push(err('residentId', 'duplicate.id'));
    out.push({
      line: i + 2,
      residentId,
      namePrefix: (namePrefix as TResidentTitle | null) ?? (titleText || null),
      firstName,
      lastName,
      nickName,
      room: roomText || null,
      arrivalDate,
      flags,
      preCleanNote,
      postCleanNote,
      errors,
      action: errors.length ? 'error' : existing ? 'update' : 'new',
      roomId,
      existingId: existing?.id ?? null,
    });
  });
  const counts = { new: 0, update: 0, error: 0 };
  for (const r of out) counts[r.action] += 1;
  return { ok: true, columns: header.map((h, i) => ({ header: h, field: columns[i] ?? null })), rows: out, counts };
}
