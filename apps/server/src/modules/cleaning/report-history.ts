import type { THousekeepingReport, TMarkingReport } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { toMarking, toReport } from './cleaning.mapping.ts';
import { listMarkings, listReports, type ReportFilter } from './cleaning.repository.ts';
import { shownReports } from './report-history.access.ts';

/** POST /housekeeping/reports: reports by ids, room or period, keyed by id. */
export async function findReports(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  filter: ReportFilter,
): Promise<Record<string, THousekeepingReport>> {
  const reports = await withVisibleSite(ctx, auth, filter.facilityId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return shownReports(tx, auth, meta, filter.facilityId, (await listReports(tx, filter)).map(toReport));
  });
  return Object.fromEntries(reports.map((r) => [r.id, r]));
}

/** POST /housekeeping/markingreports: pre-audit markings by ids, room or period, keyed by id. */
export async function findMarkings(ctx: AppContext, auth: TenantAuth, filter: ReportFilter): Promise<Record<string, TMarkingReport>> {
  const rows = await withVisibleSite(ctx, auth, filter.facilityId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return listMarkings(tx, filter);
  });
  return Object.fromEntries(rows.map(({ marking, roomNumber }) => [marking.id, toMarking(marking, roomNumber)]));
}
