import type { THousekeepingReport, TMarkingReport } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { shownReports } from './report-history.access.ts';
import { toMarking, toReport } from './reports.mapping.ts';
import { listMarkings, listReports, type ReportFilter } from './reports.repository.ts';

/** POST /housekeeping/reports: reports by ids, room or period, keyed by id. */
export async function findReports(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  filter: ReportFilter,
): Promise<Record<string, THousekeepingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  const reports = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return shownReports(tx, auth, meta, filter.facilityId, (await listReports(tx, filter)).map(toReport));
  });
  return Object.fromEntries(reports.map((r) => [r.id, r]));
}

/** POST /housekeeping/markingreports: pre-audit markings by ids, room or period, keyed by id. */
export async function findMarkings(ctx: AppContext, auth: TenantAuth, filter: ReportFilter): Promise<Record<string, TMarkingReport>> {
  assertSiteVisible(auth, filter.facilityId);
  const rows = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findSiteRow(tx, filter.facilityId))) throw notFound();
    return listMarkings(tx, filter);
  });
  return Object.fromEntries(rows.map(({ marking, roomNumber }) => [marking.id, toMarking(marking, roomNumber)]));
}
