import {
  REPORT_MAX_ROWS,
  type TAuditStatus,
  type TEnhancedReportResponse,
  type TEnhancedRow,
  type TReportingRequest,
} from '@carehome/contracts';
import { auditOutcome, auditPassRate, cleanCounts, durationMinutes, enhancedCleanKind, groupBy } from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import { at, type CellView, columnsOf, exportTable, passRateOf, roomColumns } from '../export-table.ts';
import type { AuditJson } from '../reporting.repository.ts';
import { inReportSite, iso, methodsOf, passRow, type ReportKind } from '../reporting.run.ts';
import { reportRoom } from '../reporting.site.ts';
import { fill } from '../texts/index.ts';
import { listCleans } from './cleans.repository.ts';
import { cleanTimeColumns } from './cleans.ts';

// The Enhanced Cleaning Report (POST /reporting/enhanced): the state-triggered cleans (a room state such
// as Isolation asks for them) and terminal cleans of the period with their audits, and its export's columns.

/** Enhanced Cleaning Report: state-triggered and terminal cleans of the period with their audits. */
export async function enhancedReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TEnhancedReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const siteConfig = {
      roomStates: site.config?.roomStates ?? [],
      vacatedCleanType: site.config?.settings.vacatedRoom?.cleanType ?? null,
    };
    const candidates = new Set<string>();
    for (const s of siteConfig.roomStates) if (s.cleanType) candidates.add(s.cleanType);
    if (siteConfig.vacatedCleanType) candidates.add(siteConfig.vacatedCleanType);
    for (const t of site.roomTypes) for (const r of t.routines) if (r.stateClean || r.kind === 'Post-Clean') candidates.add(r.cleanType);
    const typeOf = (roomId: string, roomTypeName: string) => {
      const id = site.rooms.get(roomId)?.roomTypeId;
      return site.roomTypes.find((t) => t.id === id) ?? site.roomTypes.find((t) => t.roomType === roomTypeName);
    };
    const found = candidates.size ? await listCleans(tx, scope, REPORT_MAX_ROWS, { withAudit: true, onlyCleanTypes: [...candidates] }) : [];
    const rows: TEnhancedRow[] = [];
    for (const c of found.slice(0, REPORT_MAX_ROWS)) {
      const kind = enhancedCleanKind(c.clean_type, typeOf(c.room_id, c.room_type), siteConfig);
      if (!kind) continue;
      const audit = c.audit as AuditJson | null;
      rows.push({
        reportId: c.id,
        room: reportRoom(site, c.room_id, { roomType: c.room_type }),
        kind: kind.kind,
        reason: kind.reason,
        cleanType: c.clean_type,
        status: c.status,
        startDate: iso(c.start_ms) as string,
        reportDate: c.status === 'Initial' ? null : iso(c.report_ms),
        durationMinutes: c.status === 'Initial' ? null : durationMinutes(iso(c.start_ms), iso(c.report_ms)),
        staff: c.staff || null,
        comment: c.comment,
        audit: audit
          ? {
              auditor: audit.auditor ?? null,
              auditStart: audit.startDate ?? (iso(c.start_ms) as string),
              auditDate: audit.reportDate ?? null,
              methods: methodsOf(audit),
              outcome: auditOutcome((c.operations ?? []).map((op) => ({ auditStatus: (op.auditStatus ?? null) as TAuditStatus | null }))),
            }
          : null,
      });
    }
    const facts = rows.map((r) => ({
      cleanType: r.cleanType,
      status: r.status,
      startDate: new Date(r.startDate),
      reportDate: r.reportDate ? new Date(r.reportDate) : null,
    }));
    return {
      meta,
      truncated: found.length > REPORT_MAX_ROWS,
      rows,
      summary: {
        byCleanType: groupBy(facts, (f) => f.cleanType).map((g) => ({ key: g.key, ...cleanCounts(g.items) })),
        audits: passRow('all', auditPassRate(rows.flatMap((r) => (r.audit ? [r.audit.outcome] : [])))),
        unaudited: rows.filter((r) => !r.audit).length,
      },
    };
  });
}

const col = columnsOf<TEnhancedRow>();

/** The product's own reasons are in the catalog; any other reason is a room state's configured name. */
const reasonOf = (reason: string, v: CellView) =>
  Object.hasOwn(v.t.reason, reason) ? v.t.reason[reason as keyof CellView['t']['reason']] : v.name(reason);

/** One row per enhanced clean, with its audit. */
const columns = [
  ...cleanTimeColumns<TEnhancedRow>(),
  ...roomColumns<TEnhancedRow>(),
  col('kind', (r, v) => v.t.enhancedKind[r.kind]),
  col('reason', (r, v) => reasonOf(r.reason, v)),
  col('cleanType', (r, v) => v.name(r.cleanType)),
  col('status', (r, v) => v.t.status[r.status]),
  col('staff', (r) => r.staff ?? ''),
  col('auditResult', (r, v) => (r.audit ? v.t.outcome[r.audit.outcome] : v.t.word.notAudited)),
  col('auditor', (r) => r.audit?.auditor ?? ''),
  col(
    'audited',
    at((r) => r.audit?.auditStart),
  ),
];

export const enhanced: ReportKind<TEnhancedReportResponse> = {
  run: enhancedReport,
  table: (d, v) =>
    exportTable(
      'enhanced',
      columns,
      d,
      {
        summary: [
          fill(v.t.summary.enhanced, { count: d.rows.length, audited: d.rows.length - d.summary.unaudited }),
          fill(v.t.summary.auditPassRate, { rate: passRateOf(v, d.summary.audits) }),
        ],
      },
      v,
    ),
};
