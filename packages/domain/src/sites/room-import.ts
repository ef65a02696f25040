import {
  ERROR_MESSAGES,
  formatMessage,
  type TErrorCode,
  type TRoomImportField,
  type TRoomImportPreview,
  type TRoomImportRow,
  type TRoomsSave,
} from '@carehome/contracts';
import { readCsv } from '../csv.ts';
import { checkColumnMapping, matchColumns, ROOM_COLUMN_NAMES } from '../spreadsheet-columns.ts';

// The import of rooms from a spreadsheet, pure: each column fills the field it is mapped to (from its
// header, or as the user chose), every row is checked against the site's areas, rooms, room types and
// the organization's QR codes, and the changes to write are planned (new areas parents first, then
// rooms); the server reads what the check needs and writes the plan. A row is a 'new' room, an 'update'
// of the room with the same number in the same area, or an 'error' with its reasons.

const LIMITS = { roomNumber: 40, area: 80, qrCode: 64, description: 500 };

/** The fields a room needs a column for. */
const REQUIRED_COLUMNS: readonly TRoomImportField[] = ['roomNumber', 'roomType'];

type Mapping = readonly (TRoomImportField | null)[] | null | undefined;

/** A rooms file read and its columns mapped, or why it cannot be. */
export type RoomFile =
  | { ok: true; header: string[]; rows: string[][]; columns: (TRoomImportField | null)[] }
  | { ok: false; code: TErrorCode; params?: Record<string, number> };

export interface RoomImportContext {
  facilityId: string;
  areas: readonly { id: string; parentId: string | null; name: string }[];
  rooms: readonly { id: string; areaId: string | null; roomNumber: string; qrCode: string | null; description: string | null }[];
  roomTypes: readonly { id: string; roomType: string }[];
  /** Rooms of the organization holding the QR codes the file names, by code. */
  qrOwner: ReadonlyMap<string, string>;
  /** A new id for an area the import creates. */
  newId: () => string;
}

export interface RoomImportPlan {
  preview: TRoomImportPreview;
  /** What to write when the file has no errors. */
  changes: TRoomsSave;
}

function err(column: string, code: TErrorCode, params: Record<string, number> = {}) {
  return { column, code, message: formatMessage(ERROR_MESSAGES[code], params), ...(Object.keys(params).length ? { params } : {}) };
}

/** Reads a rooms CSV file and maps its columns: the mapping the user chose, else the header names. */
export function readRoomFile(csv: string, mapping: Mapping): RoomFile {
  const read = readCsv(csv);
  if (!read.ok) return read;
  const [header = [], ...rows] = read.rows;
  const columns = mapping ? [...mapping] : matchColumns(header, ROOM_COLUMN_NAMES);
  const invalid = checkColumnMapping(header, columns, REQUIRED_COLUMNS, 'import.no_header');
  if (invalid) return { ok: false, code: invalid };
  return { ok: true, header, rows, columns };
}

function cellReader(file: Extract<RoomFile, { ok: true }>) {
  const cols = new Map<TRoomImportField, number>(file.columns.flatMap((f, i) => (f ? [[f, i] as const] : [])));
  return (row: readonly string[], key: TRoomImportField) => {
    const i = cols.get(key);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
}

/** The QR codes the file's rows name: the server reads which rooms hold them before the check. */
export function roomFileQrCodes(file: Extract<RoomFile, { ok: true }>): string[] {
  const cell = cellReader(file);
  return file.rows.map((r) => cell(r, 'qrCode')).filter(Boolean);
}

/** Finds the id of an existing area from its path of names (case-insensitive), or undefined. */
function resolveArea(areas: RoomImportContext['areas'], path: readonly string[]): string | null | undefined {
  let parent: string | null = null;
  for (const name of path) {
    const match = areas.find((a) => a.parentId === parent && a.name.toLowerCase() === name.toLowerCase());
    if (!match) return undefined;
    parent = match.id;
  }
  return parent;
}

const pathKey = (path: readonly string[]) => path.map((s) => s.toLowerCase()).join('\u0000');

/** Checks every row of a rooms file against the site and plans the changes; writes nothing. */
export function planRoomImport(file: Extract<RoomFile, { ok: true }>, ctx: RoomImportContext): RoomImportPlan {
  const { areas, rooms } = ctx;
  const cell = cellReader(file);
  const roomTypes = new Map(ctx.roomTypes.map((t) => [t.roomType.toLowerCase(), t]));
  const qrInFile = new Map<string, number>();
  const seen = new Map<string, number>();
  const out: TRoomImportRow[] = [];
  const newAreaPaths = new Map<string, string[]>();

  file.rows.forEach((row, i) => {
    const line = i + 2;
    const area = cell(row, 'area')
      .split(/\s*(?:>|\/)\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
    const roomNumber = cell(row, 'roomNumber');
    const roomTypeName = cell(row, 'roomType');
    const qrCode = cell(row, 'qrCode') || null;
    const description = cell(row, 'description') || null;
    const errors: TRoomImportRow['errors'] = [];
    if (!roomNumber) errors.push(err('roomNumber', 'validation.required'));
    else if (roomNumber.length > LIMITS.roomNumber) errors.push(err('roomNumber', 'validation.too_big', { max: LIMITS.roomNumber }));
    if (area.some((a) => a.length > LIMITS.area)) errors.push(err('area', 'validation.too_big', { max: LIMITS.area }));
    if (!roomTypeName) errors.push(err('roomType', 'validation.required'));
    else if (!roomTypes.has(roomTypeName.toLowerCase())) errors.push(err('roomType', 'import.unknown_room_type'));
    if (description && description.length > LIMITS.description)
      errors.push(err('description', 'validation.too_big', { max: LIMITS.description }));
    if (qrCode && qrCode.length > LIMITS.qrCode) errors.push(err('qrCode', 'validation.too_big', { max: LIMITS.qrCode }));

    const key = [...area.map((a) => a.toLowerCase()), roomNumber.toLowerCase()].join('\u0000');
    if (roomNumber && seen.has(key)) errors.push(err('roomNumber', 'import.duplicate_in_file'));
    seen.set(key, line);
    const areaId = resolveArea(areas, area);
    const existing =
      areaId === undefined ? undefined : rooms.find((r) => r.areaId === areaId && r.roomNumber.toLowerCase() === roomNumber.toLowerCase());
    if (qrCode) {
      const owner = ctx.qrOwner.get(qrCode);
      if ((owner && owner !== existing?.id) || qrInFile.has(qrCode)) errors.push(err('qrCode', 'room.duplicate_qr'));
      qrInFile.set(qrCode, line);
    }
    if (areaId === undefined && area.length) {
      for (let n = 1; n <= area.length; n++) {
        const sub = area.slice(0, n);
        if (resolveArea(areas, sub) === undefined) newAreaPaths.set(pathKey(sub), sub);
      }
    }
    out.push({
      line,
      area,
      roomNumber,
      roomType: roomTypeName,
      qrCode,
      description,
      errors,
      action: errors.length ? 'error' : existing ? 'update' : 'new',
    });
  });

  // The changes to apply when the file has no errors: new areas (parents first), then rooms.
  const areaIds = new Map<string, string>();
  const idOf = (path: string[]): string | null => {
    if (!path.length) return null;
    const existing = resolveArea(areas, path);
    if (existing) return existing;
    return areaIds.get(pathKey(path)) ?? null;
  };
  const newAreas = [...newAreaPaths.values()].sort((a, b) => a.length - b.length);
  const areaInputs = newAreas.map((path) => {
    const id = ctx.newId();
    areaIds.set(pathKey(path), id);
    return { id, parentId: idOf(path.slice(0, -1)), name: path[path.length - 1] as string, order: 0 };
  });
  const roomInputs = out
    .filter((r) => r.action !== 'error')
    .map((r) => {
      const areaId = idOf(r.area);
      const existing = rooms.find((x) => x.areaId === areaId && x.roomNumber.toLowerCase() === r.roomNumber.toLowerCase());
      return {
        ...(existing ? { id: existing.id } : {}),
        areaId,
        roomNumber: r.roomNumber,
        roomTypeId: roomTypes.get(r.roomType.toLowerCase())?.id ?? null,
        qrCode: r.qrCode ?? existing?.qrCode ?? null,
        description: r.description ?? existing?.description ?? null,
      };
    });
  const counts = {
    new: out.filter((r) => r.action === 'new').length,
    update: out.filter((r) => r.action === 'update').length,
    error: out.filter((r) => r.action === 'error').length,
  };
  return {
    preview: { columns: file.header.map((h, i) => ({ header: h, field: file.columns[i] ?? null })), rows: out, newAreas, counts },
    changes: { facilityId: ctx.facilityId, areas: areaInputs, rooms: roomInputs },
  };
}
