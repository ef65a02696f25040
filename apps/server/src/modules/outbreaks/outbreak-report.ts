import type { TOutbreakReport } from '@carehome/contracts';
import { outbreakDueRows, outbreakReportCounts } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { classifyPeriod, loadReportSite } from '../reporting/index.ts';
import { loadSiteLayout } from '../sites/index.ts';
import { acknowledgedAtEnd, countAcknowledged, findOutbreakRow, outbreakReportFacts } from './outbreaks.repository.ts';
import { coveredRooms, toOutbreak } from './outbreaks.service.ts';

// The outbreak report: what an inspector reads of one outbreak, running (to now) or ended. The facts come
// from the covered rooms' reports and task log; the domain's `outbreakReportCounts` counts them.

/**
 * The scheduled cleans due in the covered rooms over the period, classified as the overdue and summary
 * reports classify them. Reporting leaves the outbreak routines out (they are not due outside an outbreak);
 * over an outbreak's period they are in force for its rooms, so the site is read with them as ordinary routines.
 */
async function dueVersusDone(tx: Executor, facilityId: string, roomIds: string[], from: Date, to: Date) {
  const site = await loadReportSite(tx, facilityId);
  const outbreakTypes = site.roomTypes.flatMap((t) => t.routines.filter((r) => r.outbreakOnly).map((r) => r.cleanType));
  const inForce = {
    ...site,
    roomTypes: site.roomTypes.map((t) => ({ ...t, routines: t.routines.map((r) => ({ ...r, outbreakOnly: false })) })),
  };
  const scope = {
    tenantId: site.tenantId,
    facilityId,
    start: from,
    end: to,
    roomIds,
    roomTypes: null,
    cleanTypes: null,
    staffMemberId: null,
  };
  const tallies = await classifyPeriod(tx, inForce, scope, new Date());
  return outbreakDueRows(tallies.byCleanType, outbreakTypes);
}

/** GET /outbreaks/report */
export function outbreakReport(ctx: AppContext, auth: TenantAuth, facilityId: string, id: string): Promise<TOutbreakReport> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const layout = await loadSiteLayout(tx, facilityId);
    const row = await findOutbreakRow(tx, facilityId, id);
    if (!row) throw notFound();
    const to = row.endedAt ?? new Date();
    const rooms = coveredRooms(layout, row);
    const ids = rooms.map((r) => r.id);
    const facts = await outbreakReportFacts(tx, facilityId, ids, { from: row.startedAt, to, endedAt: row.endedAt });
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
      due: ids.length ? await dueVersusDone(tx, facilityId, ids, row.startedAt, to) : [],
      acknowledgedBy,
    };
  });
}
