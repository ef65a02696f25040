import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { listResidentRows, type ResidentRow, updateResidentRow } from './residents.repository.ts';
import { changed, loadResident } from './residents.shared.ts';

// A resident entered by hand becoming the imported one of a care-records patient (the reconciliation
// before the first import pairs them): the same record, so its history, flags, notes and reports stay,
// and from then on the external system owns its names, dates and moves.

/** The site's residents in the home entered by hand (no external system owns them), for the reconciliation. */
export async function handEnteredResidentsIn(tx: Executor, facilityId: string): Promise<ResidentRow[]> {
  return (await listResidentRows(tx, facilityId, 'Resident')).filter((r) => r.syncId === null);
}

/** Links a resident entered by hand to an external patient; one already imported is refused (409 resident.imported). */
export async function linkResidentToPatientIn(
  tx: Executor,
  auth: TenantAuth,
  meta: RequestMeta,
  facilityId: string,
  id: string,
  sync: { syncId: string; syncFacilityId: string; importSource: Record<string, unknown> },
): Promise<void> {
  const row = await loadResident(tx, facilityId, id);
  if (row.syncId !== null) throw new AppError(409, 'resident.imported');
  await updateResidentRow(tx, id, { ...sync, syncStatus: 'None' });
  await changed(tx, auth, meta, row, 'resident.updated', 'updated', ['syncId']);
}
