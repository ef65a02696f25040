import type { TResidentValues } from '@carehome/contracts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { countReportsOf, deleteResidentRow, type NewResident, updateResidentRow } from './residents.repository.ts';
import { changed, loadResident } from './residents.shared.ts';

// The writes the care-records sync makes to an imported resident, inside its transaction: what the external
// system owns of the record, its status where no move applies, and a synced move taken back.

/** The fields of an imported resident the external system owns. */
export interface SyncedResidentValues {
  namePrefix: TResidentValues['namePrefix'];
  firstName: string;
  lastName: string;
  nickName: string | null;
  arrivalDate: string | null;
  dischargeDate: string | null;
  importSource: Record<string, unknown>;
}

/**
 * The care-records sync writes what the external system owns of an imported resident (names, dates);
 * status and room change only through moves. Returns the changed field names (empty: nothing written).
 */
export async function updateSyncedResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
  values: SyncedResidentValues,
): Promise<string[]> {
  const row = await loadResident(tx, facilityId, id);
  const fields = (['namePrefix', 'firstName', 'lastName', 'nickName', 'arrivalDate', 'dischargeDate'] as const).filter(
    (k) => (row[k] ?? null) !== (values[k] ?? null),
  );
  await updateResidentRow(tx, id, {
    namePrefix: values.namePrefix,
    firstName: values.firstName,
    lastName: values.lastName,
    nickName: values.nickName,
    ...(values.arrivalDate ? { arrivalDate: values.arrivalDate } : {}),
    dischargeDate: values.dischargeDate,
    importSource: values.importSource,
    syncStatus: 'None',
  });
  if (fields.length) await changed(tx, auth, meta, row, 'resident.updated', 'updated', [...fields]);
  return [...fields];
}

/** Takes back what a synced move did (a cancellation in the external system): the resident's state as it was. */
export async function restoreSyncedResidentIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
  before: { status: 'Resident' | 'Discharged'; roomId: string | null; arrivalDate: string | null; dischargeDate: string | null },
): Promise<void> {
  const row = await loadResident(tx, facilityId, id);
  await updateResidentRow(tx, id, {
    status: before.status,
    roomId: before.roomId,
    ...(before.arrivalDate ? { arrivalDate: before.arrivalDate } : {}),
    dischargeDate: before.dischargeDate,
  });
  await changed(tx, auth, meta, row, 'resident.move_cancelled', 'updated', ['status', 'roomId', 'arrivalDate', 'dischargeDate']);
}

/**
 * The status the external system gives a resident where no move applies (one imported as discharged,
 * readmitted without a room): written as it is, with no clean asked and no move on the timeline.
 */
export async function setSyncedStatusIn(
  tx: Executor,
  id: string,
  changes: Pick<NewResident, 'status'> & Partial<Pick<NewResident, 'roomId' | 'arrivalDate' | 'dischargeDate'>>,
): Promise<void> {
  await updateResidentRow(tx, id, changes);
}

/** Removes a resident the sync created (its admission cancelled), unless cleaning reports name them; true when removed. */
export async function removeSyncedResidentIn(tx: Executor, id: string): Promise<boolean> {
  if ((await countReportsOf(tx, id)) > 0) return false;
  await deleteResidentRow(tx, id);
  return true;
}
