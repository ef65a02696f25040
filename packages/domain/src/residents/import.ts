import {
  ERROR_MESSAGES,
  formatMessage,
  RESIDENT_NOTE_MAX,
  RESIDENT_TITLES,
  RISK_FLAG_LETTERS,
  RISK_FLAGS,
  type TErrorCode,
  type TResidentImportRow,
  type TResidentTitle,
  type TRiskFlag,
} from '@carehome/contracts';
import { parseCsv } from '../csv.ts';

// The CSV import of residents (issue 10, item 6), pure: the file is read and every row checked against
// the site's rooms and the organization's residents; the server then writes the valid rows. A row is
// 'new', an 'update' of the resident with the same resident ID, or an 'error' with its reasons.

/** Header names recognised, in the five product languages (lower case). */
const COLUMNS = {
  residentId: [
    'resident id',
    'residentid',
    'id',
    'resident',
    'identifiant',
    'id résident',
    'numéro de résident',
    'id de residente',
    'residente',
    '住户编号',
    '住戶編號',
    '居民编号',
    '居民編號',
  ],
  namePrefix: ['title', 'prefix', 'titre', 'civilité', 'título', 'tratamiento', '称谓', '稱謂'],
  firstName: ['first name', 'firstname', 'given name', 'prénom', 'nombre', '名', '名字'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'nom', 'nom de famille', 'apellido', 'apellidos', '姓', '姓氏'],
  nickName: ['nickname', 'nick name', 'known as', 'surnom', 'apodo', '昵称', '暱稱'],
  room: ['room', 'room number', 'chambre', 'habitación', '房间', '房間'],
  arrivalDate: ['arrival date', 'arrival', 'admission date', "date d'arrivée", 'arrivée', 'fecha de llegada', 'llegada', '入住日期'],
  flags: ['flags', 'risk flags', 'risks', 'risques', 'riesgos', '风险', '風險'],
  preCleanNote: ['pre-clean note', 'pre clean note', 'pre-clean', 'note avant ménage', 'nota previa', '清洁前备注', '清潔前備註'],
  postCleanNote: ['post-clean note', 'post clean note', 'post-clean', 'note après ménage', 'nota posterior', '清洁后备注', '清潔後備註'],
} as const;
type Column = keyof typeof COLUMNS;

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

export type ResidentImportCheck =
  | { ok: true; rows: CheckedResidentRow[]; counts: { new: number; update: number; error: number } }
  | { ok: false; code: 'import.resident_no_header' };

function err(column: string, code: TErrorCode, params: Record<string, number> = {}) {
  return { column, code, message: formatMessage(ERROR_MESSAGES[code], params) };
}

function mapHeader(header: readonly string[]): Partial<Record<Column, number>> {
  const out: Partial<Record<Column, number>> = {};
  header.forEach((h, i) => {
    const name = h.trim().toLowerCase().replace(/\s+/g, ' ');
    for (const [key, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
      if (out[key] === undefined && names.includes(name)) out[key] = i;
    }
  });
  return out;
}

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
function findRoom(rooms: readonly ImportRoom[], text: string): { room: ImportRoom } | { error: TErrorCode } {
  const parts = text
    .split(/\s*(?:>|\/)\s*/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const number = parts.pop() ?? '';
  const candidates = rooms.filter((r) => r.roomNumber.toLowerCase() === number);
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

/** Reads and checks a residents CSV file; writes nothing. */
export function checkResidentImport(csv: string, ctx: ImportContext): ResidentImportCheck {
  const { rows } = parseCsv(csv);
  const [header, ...data] = rows;
  const cols = header ? mapHeader(header) : {};
  if (!header || cols.residentId === undefined || cols.firstName === undefined || cols.lastName === undefined) {
    return { ok: false, code: 'import.resident_no_header' };
  }
  const cell = (row: readonly string[], key: Column) => (cols[key] === undefined ? '' : (row[cols[key] as number] ?? '').trim());
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
      const found = findRoom(ctx.rooms, roomText);
      if ('room' in found) roomId = found.room.id;
      else errors.push(err('room', found.error));
    }
    const arrivalDate = cell(row, 'arrivalDate') || null;
    if (arrivalDate && !isRealDate(arrivalDate)) errors.push(err('arrivalDate', 'import.invalid_date'));
    const flagText = cell(row, 'flags');
    const flags = flagText ? parseRiskFlags(flagText) : [];
    if (flags === null) errors.push(err('flags', 'import.invalid_flag'));
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
      flags: flags ?? [],
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
  return { ok: true, rows: out, counts };
}
