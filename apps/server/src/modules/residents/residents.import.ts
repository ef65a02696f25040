import { IMPORT_LIMITS, type TResidentImportPreview, type TResidentImportRequest } from '@carehome/contracts';
import { type CheckedResidentRow, checkResidentTable, type ImportContext, type ResidentImportCheck, readCsv } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { logResidentAccess } from './residents.access-log.ts';
import { findResidentRow, insertResidentEvent, insertResidentRow, residentRefs, updateResidentRow } from './residents.repository.ts';
import { siteRooms } from './room-index.ts';

// Import of residents from a spreadsheet: the rows are checked by the domain against the site's rooms and
// the organization's residents; the preview writes nothing, the import writes the valid rows (new
// residents, or updates by resident ID) in one transaction and reports the rows it skipped. A resident
// from the care-records system is never changed by a file. The web app reads the file in the browser and
// sends its rows with the column mapping the user confirmed, so the server reads no CSV for it; `csv`
// text from API callers is bounded (IMPORT_LIMITS) before it is read.

type ImportFile = Pick<TResidentImportRequest, 'csv' | 'table' | 'columns'>;

function checkFile(file: ImportFile, ctx: ImportContext): ResidentImportCheck {
  let table = file.table;
  if (table) {
    const chars = table.rows.reduce((n, row) => n + row.reduce((m, c) => m + c.length, 0), 0);
    if (chars > IMPORT_LIMITS.chars) throw fieldError('table', 'import.file_too_large', 400, { max: IMPORT_LIMITS.chars });
  } else {
    if (file.csv === undefined) throw fieldError('csv', 'import.no_file');
    const read = readCsv(file.csv);
    if (!read.ok) return read;
    const [header = [], ...rows] = read.rows;
    table = { header, rows };
  }
  return checkResidentTable(table, file.columns ?? null, ctx);
}

async function check(tx: Executor, facilityId: string, file: ImportFile) {
  const rooms = (await siteRooms(tx, facilityId)).rooms;
  const existing = new Map(
    (await residentRefs(tx)).map((r) => [r.ref.toLowerCase(), { id: r.id, imported: r.syncId !== null, facilityId: r.facilityId }]),
  );
  const result = checkFile(file, {
    rooms: [...rooms.values()].filter((r) => !r.isArchived),
    existing,
    facilityId,
  });
  if (!result.ok) {
    const field = result.code === 'import.resident_no_header' || result.code.startsWith('import.column') ? 'columns' : 'csv';
    throw fieldError(field, result.code, 400, result.params ?? {});
  }
  return result;
}

const publicRow = ({ roomId: _r, existingId: _e, ...row }: CheckedResidentRow) => row;

export async function previewResidentImport(
  ctx: AppContext,
  auth: TenantAuth,
  body: TResidentImportRequest,
): Promise<TResidentImportPreview> {
  const result = await withVisibleSite(ctx, auth, body.facilityId, (tx) => check(tx, body.facilityId, body));
  return answer(result);
}

function answer(result: Extract<ResidentImportCheck, { ok: true }>): TResidentImportPreview {
  return { columns: result.columns, rows: result.rows.map(publicRow), counts: result.counts };
}

function notesOf(row: CheckedResidentRow) {
  return [
    ...(row.preCleanNote ? [{ type: 'PreClean' as const, text: row.preCleanNote }] : []),
    ...(row.postCleanNote ? [{ type: 'PostClean' as const, text: row.postCleanNote }] : []),
  ];
}

export async function applyResidentImport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  body: TResidentImportRequest,
): Promise<TResidentImportPreview> {
  const { facilityId } = body;
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const result = await check(tx, facilityId, body);
    const source = { kind: 'csv', name: body.fileName ?? null, at: new Date().toISOString() };
    for (const row of result.rows) {
      if (row.action === 'error') continue;
      const flags = {
        fallRisk: row.flags.includes('fallRisk'),
        exitSeeking: row.flags.includes('exitSeeking'),
        sexuallyAbusive: row.flags.includes('sexuallyAbusive'),
        verballyAbusive: row.flags.includes('verballyAbusive'),
        physicallyAggressive: row.flags.includes('physicallyAggressive'),
      };
      const values = {
        residentRef: row.residentId,
        namePrefix: row.namePrefix,
        firstName: row.firstName,
        lastName: row.lastName,
        nickName: row.nickName,
        ...flags,
        importSource: source,
      };
      if (row.action === 'update' && row.existingId) {
        const before = await findResidentRow(tx, row.existingId);
        const notes = notesOf(row);
        await updateResidentRow(tx, row.existingId, {
          ...values,
          // Empty cells leave what the record has: a file of names does not wipe rooms, dates or notes.
          ...(row.roomId && before?.status === 'Resident' ? { roomId: row.roomId } : {}),
          ...(row.arrivalDate ? { arrivalDate: row.arrivalDate } : {}),
          ...(notes.length ? { notes } : {}),
        });
        await logResidentAccess(tx, auth, meta, { residentId: row.existingId, facilityId, action: 'imported', fields: [] });
        continue;
      }
      const id = await insertResidentRow(tx, {
        ...values,
        tenantId: auth.tenantId,
        facilityId,
        roomId: row.roomId,
        status: 'Resident',
        arrivalDate: row.arrivalDate,
        notes: notesOf(row),
      });
      await insertResidentEvent(tx, {
        tenantId: auth.tenantId,
        facilityId,
        residentId: id,
        kind: 'arrival',
        date: row.arrivalDate ?? new Date().toISOString().slice(0, 10),
        toRoomId: row.roomId,
        byStaffId: auth.kind === 'staff' ? auth.subjectId : null,
        byName: auth.displayName,
      });
      await logResidentAccess(tx, auth, meta, { residentId: id, facilityId, action: 'imported', fields: [] });
    }
    const written = result.counts.new + result.counts.update;
    if (written) {
      await recordEvent(tx, {
        ...fromRequestIn(meta, auth),
        facilityId,
        type: 'resident.imported',
        subjectType: 'site',
        subjectId: facilityId,
        data: { new: result.counts.new, update: result.counts.update },
      });
    }
    return answer(result);
  });
}
