import crypto from 'node:crypto';
import {
  ERROR_MESSAGES,
  formatMessage,
  type TErrorCode,
  type TRoomImportField,
  type TRoomImportPreview,
  type TRoomImportRow,
  type TRoomsSave,
  type TSite,
} from '@carehome/contracts';
import { matchColumns, ROOM_COLUMN_NAMES, readCsv } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { fromRequest, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { applyLayoutChanges } from './site-layout.service.ts';
import { loadSiteLayout, type SiteLayout } from './site-layout.ts';
import { type AreaRow, findRoomsByQrCode } from './sites.repository.ts';
import { loadSite } from './sites.service.ts';

const LIMITS = { roomNumber: 40, area: 80, qrCode: 64, description: 500 };

function err(column: string, code: TErrorCode, params: Record<string, number> = {}) {
  return { column, code, message: formatMessage(ERROR_MESSAGES[code], params), ...(Object.keys(params).length ? { params } : {}) };
}

/** Finds the id of an existing area from its path of names (case-insensitive), or undefined. */
function resolveArea(areas: AreaRow[], path: string[]): string | null | undefined {
  let parent: string | null = null;
  for (const name of path) {
    const match = areas.find((a) => a.parentId === parent && a.name.toLowerCase() === name.toLowerCase());
    if (!match) return undefined;
    parent = match.id;
  }
  return parent;
}

interface Plan {
  preview: TRoomImportPreview;
  changes: TRoomsSave;
}

type Mapping = readonly (TRoomImportField | null)[] | undefined;

/** The file's rows and the column of each field: the mapping the user chose, else the header names. */
function readRooms(csv: string, mapping: Mapping) {
  const read = readCsv(csv);
  if (!read.ok) throw fieldError('csv', read.code, 400, read.params);
  const [header = [], ...data] = read.rows;
  const columns = mapping ?? matchColumns(header, ROOM_COLUMN_NAMES);
  if (columns.length !== header.length) throw fieldError('columns', 'import.columns_mismatch');
  const used = columns.filter((c) => c !== null);
  if (new Set(used).size !== used.length) throw fieldError('columns', 'import.column_mapped_twice');
  if (!used.includes('roomNumber') || !used.includes('roomType')) throw new AppError(400, 'import.no_header');
  const cols: Partial<Record<TRoomImportField, number>> = {};
  columns.forEach((f, i) => {
    if (f) cols[f] = i;
  });
  return { header, data, columns, cols };
}

async function plan(tx: Executor, layout: SiteLayout, csv: string, mapping: Mapping): Promise<Plan> {
  const { header, data, columns, cols } = readRooms(csv, mapping);
  const { areas, rooms, config } = layout;
  const facilityId = layout.site.id;
  const roomTypes = new Map((config?.roomTypes ?? []).map((t) => [t.roomType.toLowerCase(), t]));
  const cell = (row: string[], key: TRoomImportField) => (cols[key] === undefined ? '' : (row[cols[key] as number] ?? '').trim());

  const qrInFile = new Map<string, number>();
  const seen = new Map<string, number>();
  const out: TRoomImportRow[] = [];
  const newAreaPaths = new Map<string, string[]>();
  const wantedQr = data.map((r) => cell(r, 'qrCode')).filter(Boolean);
  const takenQr = await findRoomsByQrCode(tx, wantedQr);
  const qrOwner = new Map(takenQr.map((r) => [r.qrCode, r.id]));

  data.forEach((row, i) => {
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
      const owner = qrOwner.get(qrCode);
      if ((owner && owner !== existing?.id) || qrInFile.has(qrCode)) errors.push(err('qrCode', 'room.duplicate_qr'));
      qrInFile.set(qrCode, line);
    }
    if (areaId === undefined && area.length) {
      for (let n = 1; n <= area.length; n++) {
        const sub = area.slice(0, n);
        if (resolveArea(areas, sub) === undefined) newAreaPaths.set(sub.map((s) => s.toLowerCase()).join('\u0000'), sub);
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
    return areaIds.get(path.map((s) => s.toLowerCase()).join('\u0000')) ?? null;
  };
  const newAreas = [...newAreaPaths.values()].sort((a, b) => a.length - b.length);
  const areaInputs = newAreas.map((path) => {
    const id = crypto.randomUUID();
    areaIds.set(path.map((s) => s.toLowerCase()).join('\u0000'), id);
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
    preview: { columns: header.map((h, i) => ({ header: h, field: columns[i] ?? null })), rows: out, newAreas, counts },
    changes: { facilityId, areas: areaInputs, rooms: roomInputs },
  };
}

/** The review step: every row checked, nothing written. */
export async function previewRoomImport(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  csv: string,
  mapping?: Mapping,
): Promise<TRoomImportPreview> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    return (await plan(tx, await loadSiteLayout(tx, facilityId), csv, mapping)).preview;
  });
}

/** Applies an import whose file has no errors, in one transaction. */
export async function applyRoomImport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  csv: string,
  mapping?: Mapping,
): Promise<TSite> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const layout = await loadSiteLayout(tx, facilityId);
    const { preview, changes } = await plan(tx, layout, csv, mapping);
    if (preview.counts.error) throw new AppError(400, 'import.has_errors');
    await applyLayoutChanges(tx, auth.tenantId, changes, layout);
    await recordEvent(tx, {
      ...fromRequest(meta),
      tenantId: auth.tenantId,
      facilityId,
      type: 'site.rooms_imported',
      subjectType: 'site',
      subjectId: facilityId,
      data: { ...preview.counts, newAreas: preview.newAreas.length },
    });
    return loadSite(tx, facilityId);
  });
}
