import type { TOutbreakReport } from '@carehome/contracts';
import { outbreakReportCounts } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { notFound } from '../../platform/errors.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { loadSiteLayout } from '../sites/index.ts';
import { acknowledgedAtEnd, countAcknowledged, findOutbreakRow, outbreakReportFacts } from './outbreaks.repository.ts';
import { coveredRooms, toOutbreak } from './outbreaks.service.ts';

// The outbreak report: what an inspector reads of one outbreak, running (to now) or ended. The facts come
// from the covered rooms' reports and task log; the domain's `outbreakReportCounts` counts them.

/** GET /outbreaks/report */
export function outbreakReport(ctx: AppContext, auth: TenantAuth, facilityId: string, id: string): Promise<TOutbreakReport> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, facilityId);
    const row = await findOutbreakRow(tx, facilityId, id);
    if (!row) throw notFound();
    const to = row.endedAt ?? new Date();
    const rooms = coveredRooms(layout, row);
    const facts = await outbreakReportFacts(
      tx,
      facilityId,
      rooms.map((r) => r.id),
      { from: row.startedAt, to, endedAt: row.endedAt },
    );
    const acknowledgedBy = row.endedAt
      ? await acknowledgedAtEnd(tx, row.id)
      : row.acknowledgementId
        ? await countAcknowledged(tx, row.acknowledgementId)
        : 0;
    return {
      outbreak: toOutbreak(layout, row),
      from: row.startedAt.toISOString(),
      to: to.toISOString(),
      ...outbreakReportCounts(facts),
      acknowledgedBy,
    };
  });
}
