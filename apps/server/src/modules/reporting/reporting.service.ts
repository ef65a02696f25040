import type { TReportingRequest, TReportKind } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { ExportTable, ExportView } from './export-table.ts';
import { audits } from './kinds/audits.ts';
import { cleans } from './kinds/cleans.ts';
import { enhanced } from './kinds/enhanced.ts';
import { markings } from './kinds/markings.ts';
import { overdue } from './kinds/overdue.ts';
import { staff } from './kinds/staff.ts';
import { summary } from './kinds/summary.ts';
import type { ReportKind, ReportRead } from './reporting.run.ts';

// The reports of /reporting/reports by kind: each kind (kinds/<kind>.ts) runs its report and lays out its
// export; the exports and mails (reporting.export.ts) reach them through here.

const KINDS = { audits, markings, cleans, overdue, staff, summary, enhanced } satisfies Record<TReportKind, ReportKind<unknown>>;

/** Each report by its kind (exports and mail); `read` says who reads it, for the access log. */
export function runReport(ctx: AppContext, auth: TenantAuth, kind: TReportKind, req: TReportingRequest, read?: ReportRead) {
  return (KINDS[kind] as ReportKind<unknown>).run(ctx, auth, req, read);
}

/** The report's answer as one table for one reader, for the CSV and PDF writers. */
export function toTable(kind: TReportKind, data: unknown, view: ExportView): ExportTable {
  return (KINDS[kind] as ReportKind<unknown>).table(data, view);
}
