import type { TCleanTaskInput, TResident, TResidentDetail, TResidentValues } from '@carehome/contracts';
import { RESIDENT_ARRIVAL_TASK } from '@carehome/contracts';
import { changedResidentFields, forbiddenImportedChanges, type ResidentFields, riskFlagsOf } from '@carehome/domain';
import { logBulkRead } from '../../platform/access-log.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { logResidentAccess } from './residents.access-log.ts';
import {
  countReportsOf,
  deleteResidentRow,
  insertResidentEvent,
  insertResidentRow,
  listResidentRows,
  type ResidentRow,
  updateResidentRow,
} from './residents.repository.ts';
import { askForClean, assertNotImported, assertPhoto, changed, loadResident, moveEvent, roomOf, withUnique } from './residents.shared.ts';
import { detailOf, toResident } from './residents.view.ts';
import { siteRooms } from './room-index.ts';

// The records of a site's residents: the list, one resident, an arrival (a new record), a change of the
// record and the removal of one entered by mistake. Every read and change goes into the access log; moves
// are in residents.moves.ts.

function fieldsOf(row: ResidentRow): ResidentFields {
  return {
    residentId: row.residentRef,
    namePrefix: row.namePrefix,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    photo: row.photo,
    roomId: row.roomId,
    arrivalDate: row.arrivalDate,
    notes: row.notes as ResidentFields['notes'],
    ...riskFlagsOf(row),
  };
}

/** The residents list (notes and flags of every resident); the read is one entry of the access log. */
export async function listResidents(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  status: 'Resident' | 'Discharged' | null,
): Promise<TResident[]> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const rooms = (await siteRooms(tx, facilityId)).rooms;
    const rows = await listResidentRows(tx, facilityId, status);
    await logBulkRead(tx, auth, meta, { facilityId, kind: 'residentList', route: '/resident', residentIds: rows.map((r) => r.id) });
    return rows.map((r) => toResident(r, rooms));
  });
}

/** One resident with its moves; the read is recorded in the access log. */
export async function getResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
): Promise<TResidentDetail> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const row = await loadResident(tx, facilityId, id);
    await logResidentAccess(tx, auth, meta, { residentId: row.id, facilityId, action: 'viewed', fields: [] });
    return detailOf(tx, auth, row);
  });
}

export interface ResidentSaveInput {
  resident: TResidentValues & { id?: string | undefined };
  facilityId: string;
  photo?: string | null | undefined;
  cleanTask?: TCleanTaskInput | null | undefined;
  /** An import from the external care-records system: the patient it is, and where it came from. */
  sync?: { syncId: string; syncFacilityId: string; importSource: Record<string, unknown> } | undefined;
}

/** POST /resident without an id: the arrival of a new resident, with the arrival clean of their room. */
export async function createResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, input.facilityId);
  return withUnique(() => withTenant(ctx.database.db, auth.tenantId, (tx) => createResidentIn(tx, auth, meta, input)));
}

/** The arrival inside the caller's transaction (the demo seed creates its residents through it too). */
export async function createResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  const { resident, facilityId } = input;
  const { today, rooms } = await siteRooms(tx, facilityId);
  if (resident.roomId) roomOf(rooms, resident.roomId, 'resident.roomId');
  if (input.cleanTask && !resident.roomId) throw fieldError('resident.roomId', 'validation.required');
  await assertPhoto(tx, facilityId, input.photo);
  const arrivalDate = resident.arrivalDate ?? today;
  const id = await insertResidentRow(tx, {
    tenantId: auth.tenantId,
    facilityId,
    residentRef: resident.residentId,
    namePrefix: resident.namePrefix,
    firstName: resident.firstName,
    lastName: resident.lastName,
    nickName: resident.nickName,
    photo: input.photo ?? null,
    roomId: resident.roomId,
    status: 'Resident',
    arrivalDate,
    notes: resident.notes,
    ...riskFlagsOf(resident),
    ...(input.sync ? { syncId: input.sync.syncId, syncFacilityId: input.sync.syncFacilityId, importSource: input.sync.importSource } : {}),
  });
  if (input.cleanTask && resident.roomId) {
    await askForClean(tx, auth, rooms, resident.roomId, RESIDENT_ARRIVAL_TASK, input.cleanTask, 'cleanTask');
  }
  const row = { id, facilityId };
  await insertResidentEvent(tx, {
    ...moveEvent(auth, row),
    kind: 'arrival',
    date: arrivalDate,
    toRoomId: resident.roomId,
    clean: input.cleanTask && resident.roomId ? { roomId: resident.roomId, cleanType: input.cleanTask.cleanType, stateName: null } : null,
  });
  await changed(tx, auth, meta, row, 'resident.created', 'created');
  return detailOf(tx, auth, await loadResident(tx, facilityId, id), rooms);
}

/**
 * POST /resident with an id: changes the record. The room changes only through a move (transfer), so
 * `roomId` is ignored here. An imported resident may change only what this product owns (notes, photo,
 * risk flags): anything else is 409 'Imported resident cannot be modified'.
 */
export async function updateResident(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  id: string,
  input: ResidentSaveInput,
): Promise<TResidentDetail> {
  assertSiteVisible(auth, input.facilityId);
  const { resident, facilityId } = input;
  return withUnique(() =>
    withTenant(ctx.database.db, auth.tenantId, async (tx) => {
      const row = await loadResident(tx, facilityId, id);
      if (input.photo !== undefined && input.photo !== row.photo) await assertPhoto(tx, facilityId, input.photo);
      const next: ResidentFields = {
        ...fieldsOf(row),
        residentId: resident.residentId,
        namePrefix: resident.namePrefix,
        firstName: resident.firstName,
        lastName: resident.lastName,
        nickName: resident.nickName,
        photo: input.photo === undefined ? row.photo : input.photo,
        arrivalDate: resident.arrivalDate ?? row.arrivalDate,
        notes: resident.notes,
        ...riskFlagsOf(resident),
      };
      const fields = changedResidentFields(fieldsOf(row), next);
      if (row.syncId !== null && forbiddenImportedChanges(fields).length) throw new AppError(409, 'resident.imported');
      if (fields.length) {
        await updateResidentRow(tx, id, {
          residentRef: next.residentId,
          namePrefix: next.namePrefix,
          firstName: next.firstName,
          lastName: next.lastName,
          nickName: next.nickName,
          photo: next.photo,
          arrivalDate: next.arrivalDate,
          notes: [...next.notes],
          ...riskFlagsOf(next),
        });
        await changed(tx, auth, meta, row, 'resident.updated', 'updated', fields);
      }
      return detailOf(tx, auth, await loadResident(tx, facilityId, id));
    }),
  );
}

/** DELETE /resident: a record entered by mistake. One with cleaning reports is discharged instead. */
export async function deleteResident(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string, id: string): Promise<void> {
  await withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const row = await loadResident(tx, facilityId, id);
    assertNotImported(row);
    if ((await countReportsOf(tx, id)) > 0) throw new AppError(409, 'resident.has_history');
    await deleteResidentRow(tx, id);
    await changed(tx, auth, meta, row, 'resident.deleted', 'deleted');
  });
}
