import type { TActiveOutbreak } from '@carehome/contracts';
import { areaPath } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { listAreas } from '../sites/index.ts';
import { listActiveOutbreakRows } from './outbreaks.repository.ts';

/** The site's running outbreaks, each with its area's path as the site shows it. */
export async function activeOutbreaks(tx: Executor, facilityId: string): Promise<TActiveOutbreak[]> {
  const rows = await listActiveOutbreakRows(tx, facilityId);
  if (!rows.length) return [];
  const areas = new Map((await listAreas(tx, facilityId)).map((a) => [a.id, a]));
  return rows.map((o) => ({
    id: o.id,
    facilityId: o.facilityId,
    areaId: o.areaId,
    areaPath: o.areaId ? areaPath(areas, o.areaId).join(' / ') : null,
    reason: o.reason,
    startedAt: o.startedAt.toISOString(),
    startedByName: o.startedByName,
  }));
}
