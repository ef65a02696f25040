import type { TResidentImportPreview } from '@carehome/contracts';
import { type CheckedResidentRow, checkResidentImport } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { fromRequest, recordEvent } from '../../platform/events.ts';
import { getSite } from '../auth/auth.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';
import { logResidentAccess } from './residents.access-log.ts';
import { findResidentRow, insertResidentEvent, insertResidentRow, residentRefs, updateResidentRow } from './residents.repository.ts';
import { loadRoomIndex } from './room-index.ts';

// CSV import of residents (issue 10, item 6): the rows are checked by the domain's `checkResidentImport`
// against the site's rooms and the organization's residents; the preview writes nothing, the import
// writes the valid rows (new residents, or updates by resident ID) in one transaction and reports the
// rows it skipped. A resident from the care-records system is never changed by a file.

async function check(tx: Executor, facilityId: string, csv: string) {
  if (!(await getSite(tx, facilityId))) throw notFound();
  const rooms = await loadRoomIndex(tx, facilityId);
  const existing = new Map(
    (await residentRefs(tx)).map((r) => [r.ref.toLowerCase(), { id: r.id, imported: r.syncId !== null, facilityId: r.facilityId }]),
  );
  const result = checkResidentImport(csv, {
    rooms: [...rooms.values()].filter((r) => !r.isArchived),
    existing,
    facilityId,
  });
  if (!result.ok) throw new AppError(400, result.code);
  return result;
}

const publicRow = ({ roomId: _r, existingId: _e, ...row }: CheckedResidentRow) => row;

export async function previewResidentImport(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  csv: string,
): Promise<TResidentImportPreview> {
  assertSiteVisible(auth, facilityId);
  const result = await withTenant(ctx.database.db, auth.tenantId, (tx) => check(tx, facilityId, csv));
  return { rows: result.rows.map(publicRow), counts: result.counts };
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
  facilityId: string,
  csv: string,
  fileName: string | null,
): Promise<TResidentImportPreview> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const result = await check(tx, facilityId, csv);
    const source = { kind: 'csv', name: fileName, at: new Date().toISOString() };
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
        ...fromRequest(meta),
        tenantId: auth.tenantId,
        facilityId,
        type: 'resident.imported',
        subjectType: 'site',
        subjectId: facilityId,
        data: { new: result.counts.new, update: result.counts.update },
      });
    }
    return { rows: result.rows.map(publicRow), counts: result.counts };
  });
}
