import { roleIncludes } from '@carehome/domain';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { logResidentAccess } from './residents.access-log.ts';
import { residentsWithPhoto } from './residents.repository.ts';

/**
 * A read of a resident's photo (the files module asks it before serving one): the photo is part of the
 * record, so its read goes into the access log of each resident it shows. Housekeeping roles see the
 * photos of the site's current residents only: a discharged resident's photo is kept for Nursing and above
 * (history), not for a tablet that still has its address. Without request details nothing is logged.
 */
export async function readResidentPhoto(tx: Executor, auth: TenantAuth, fileName: string, meta: RequestMeta | undefined): Promise<void> {
  const shown = await residentsWithPhoto(tx, fileName);
  if (!roleIncludes(auth.role, 'Nursing') && !shown.some((r) => r.status === 'Resident')) throw notFound();
  if (!meta) return;
  for (const r of shown) {
    await logResidentAccess(tx, auth, meta, { residentId: r.id, facilityId: r.facilityId, action: 'photoViewed', fields: [] });
  }
}
