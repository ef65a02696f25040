import { AUDIT_METHODS, type TCleanCountsRow, type TReportingRequest, type TReportMeta } from '@carehome/contracts';
import { type CleanCountsPart, combineCleanCounts } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { withTenantRead } from '../../platform/db/read-replica.ts';
import type { RequestMeta } from '../../platform/events.ts';
import type { ExportTable, ExportView } from './export-table.ts';
import { type AuditJson, reportWorkMem, type Scope } from './reporting.repository.ts';
import { loadReportSite, type ReportSite, scopeOf } from './reporting.site.ts';

// How every report runs, whatever its kind (kinds/<kind>.ts): the site checked visible to the reader, read
// with the request's scope, in a read-only transaction of the organization, on the read replica when there
// is one (`withTenantRead`: never older than what was saved before the request). Numbers come from the domain's
// reporting metrics (packages/domain/src/reporting): TDC, pass rates, on-time rate, clean counts. Nursing
// and above, in their own site (organization-wide roles in any site of the organization).

/** Who reads a report that names residents, for the access log. */
export interface ReportRead {
  meta: RequestMeta;
  route: string;
}

/** A report kind: how it runs, and its answer as the one table both export writers take, for one reader. */
export interface ReportKind<R> {
  run(ctx: AppContext, auth: TenantAuth, req: TReportingRequest, read?: ReportRead): Promise<R>;
  table(data: R, view: ExportView): ExportTable;
}

export const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/**
 * A read-only transaction of a report, on the read replica when there is one: `fn` only reads (it may
 * run again on the primary). A year of a large site sums and sorts hundreds of thousands of rows: the
 * transaction gets room to sort in memory.
 */
export function reportTx<T>(ctx: AppContext, auth: TenantAuth, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return withTenantRead(ctx, auth.tenantId, async (tx) => {
    await reportWorkMem(tx);
    return fn(tx);
  });
}

/** Runs a report in the site: visibility, the site, the request's scope. */
export async function inReportSite<T>(
  ctx: AppContext,
  auth: TenantAuth,
  req: TReportingRequest,
  fn: (tx: Executor, site: ReportSite, scope: Scope, meta: TReportMeta) => Promise<T>,
): Promise<T> {
  assertSiteVisible(auth, req.facilityId);
  return reportTx(ctx, auth, async (tx) => {
    const site = await loadReportSite(tx, req.facilityId);
    const { scope, meta } = scopeOf(site, req, new Date());
    return fn(tx, site, scope, meta);
  });
}

/** The site and scope of a request, read in a transaction of their own (for reports whose parts run side by side). */
export async function siteAndScope(ctx: AppContext, auth: TenantAuth, req: TReportingRequest, now: Date) {
  assertSiteVisible(auth, req.facilityId);
  return withTenantRead(ctx, auth.tenantId, async (tx) => {
    const loaded = await loadReportSite(tx, req.facilityId);
    return { site: loaded, ...scopeOf(loaded, req, now) };
  });
}

export const methodsOf = (audit: AuditJson) => AUDIT_METHODS.filter((m) => audit[m] === true);
export const opKey = (op: { group?: string | undefined; item?: string | undefined }) => `${op.group ?? ''} / ${op.item ?? ''}`;
export const passRow = (key: string, p: { passed: number; failed: number; rate: number | null }) => ({ key, ...p });
export const countsRow = (key: string, parts: readonly CleanCountsPart[]): TCleanCountsRow => ({ key, ...combineCleanCounts(parts) });
