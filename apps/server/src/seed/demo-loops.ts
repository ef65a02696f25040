import type { TAuditReport, TReportOperation } from '@carehome/contracts';
import { auditHasFailure } from '@carehome/domain';
import type { housekeepingReports } from '../db/schema/reports.ts';
import { type AuditedReport, recordAudit, recordClean } from '../modules/corrective-actions/index.ts';
import type { ConfigDocument } from '../modules/housekeeping/index.ts';
import type { Executor } from '../platform/db/database.ts';
import { updateDemoAudit } from './demo-history.repository.ts';

type ReportInsert = typeof housekeepingReports.$inferInsert;

/**
 * The corrective loops of the seeded audits, replayed room by room in time order through the server's
 * own rules (no mail): a failed audit opens a loop, the next clean that ticks its failed operations makes
 * it wait for a re-audit, and the supervisor re-audits that clean an hour later (passing) unless it was
 * done in the last `reauditAfterMs` (those rooms stay 'Re-audit due'). A failure with no clean since
 * keeps its re-clean open. Between loops, a room's cleans and passed audits change nothing: they are
 * skipped, which keeps a quarter of history quick to seed.
 */
export async function replayLoops(
  tx: Executor,
  reports: ReportInsert[],
  typeOf: Map<string, ConfigDocument['roomTypes'][number]>,
  now: Date,
) {
  const reauditAfterMs = 8 * 3_600_000;
  const failedRooms = new Set(
    reports.filter((r) => r.auditReport && auditHasFailure(r.operations as unknown as TReportOperation[])).map((r) => r.roomId),
  );
  const auditOf = (r: ReportInsert, at: Date): AuditedReport => ({
    tenantId: r.tenantId,
    facilityId: r.facilityId,
    roomId: r.roomId,
    roomNumber: r.roomNumber,
    reportId: r.id,
    cleanType: r.cleanType,
    reportDate: r.reportDate ?? null,
    operations: r.operations as unknown as TReportOperation[],
    audit: { ...(r.auditReport as unknown as TAuditReport), reportDate: at.toISOString() },
  });
  for (const roomId of failedRooms) {
    const events = reports
      .filter((r) => r.roomId === roomId)
      .flatMap((r) => [
        ...(r.status === 'Complete' && r.reportDate instanceof Date ? [{ at: r.reportDate, r, audit: false }] : []),
        ...(r.auditReport ? [{ at: new Date(String(r.auditReport.startDate)), r, audit: true }] : []),
      ])
      .sort((x, y) => x.at.getTime() - y.at.getTime());
    let open = false;
    for (const e of events) {
      const routines = typeOf.get(e.r.roomTypeId ?? '')?.routines ?? [];
      if (e.audit) {
        if (!open && !auditHasFailure(e.r.operations as unknown as TReportOperation[])) continue;
        const outcome = await recordAudit(tx, auditOf(e.r, e.at), e.at, { notify: false });
        if (outcome === 'reauditPassed' || outcome === 'withdrawn') open = false;
        else if (outcome) open = true;
        continue;
      }
      if (!open) continue;
      const clean = {
        roomId,
        roomNumber: e.r.roomNumber,
        reportId: e.r.id,
        status: 'Complete',
        cleanType: e.r.cleanType,
        priority: e.r.priority,
        completedAt: e.at,
        staffName: `${e.r.staffFirstName} ${e.r.staffLastName}`,
        operations: e.r.operations as unknown as TReportOperation[],
      };
      const recleaned = await recordClean(tx, clean, routines, { notify: false });
      if (!recleaned || e.r.auditReport || e.at.getTime() > now.getTime() - reauditAfterMs) continue;
      // The re-audit: every operation passes this time.
      const at = new Date(e.at.getTime() + 3_600_000);
      const operations = clean.operations.map((op) => ({ ...op, auditStatus: 'CleanedPass' as const }));
      const auditor = events.find((x) => x.audit)?.r.auditReport as unknown as TAuditReport;
      const auditReport = {
        ...auditor,
        startDate: at.toISOString(),
        reportDate: new Date(at.getTime() + 600_000).toISOString(),
        comment: null,
        photos: [],
      };
      e.r.operations = operations as unknown as Record<string, unknown>[];
      e.r.auditReport = auditReport as unknown as Record<string, unknown>;
      await updateDemoAudit(tx, e.r.id, { operations: e.r.operations, auditReport: e.r.auditReport });
      if ((await recordAudit(tx, auditOf(e.r, at), at, { notify: false })) === 'reauditPassed') open = false;
    }
  }
}
