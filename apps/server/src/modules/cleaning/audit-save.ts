import type { TAuditReport, TAuditSave, THousekeepingReport, TReportOperation } from '@carehome/contracts';
import { applyAuditDefaults, auditMethodsForSave, auditReportDate, roleIncludes } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { recordAudit } from '../corrective-actions/index.ts';
import { toReport } from './cleaning.mapping.ts';
import { findMarking, findReportForUpdate, markMarkingAudited, updateReport } from './cleaning.repository.ts';
import { assertStaff, authorOf, tabletOf } from './save-checks.ts';

/**
 * POST /housekeeping/submitReport with an audit: a supervisor records the methods used and each
 * operation's result on a saved report. Operations left without a result get the domain's default; the
 * audit report date is set when no operation is NotObserved, and kept from the first time it was.
 * With a pre-audit marking, fluorescent gel was the method of the marked spots.
 */
export async function submitAudit(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  device: DeviceContext | null,
  audit: TAuditSave,
): Promise<THousekeepingReport> {
  assertStaff(auth, false);
  if (!roleIncludes(auth.role, 'FacilityAssistant')) throw new AppError(403, 'report.not_audit_role');
  return withVisibleSite(ctx, auth, audit.facilityId, async (tx) => {
    const report = await findReportForUpdate(tx, audit.reportId);
    if (!report || report.facilityId !== audit.facilityId) throw notFound();
    if (report.status !== 'Complete' && report.status !== 'Incomplete') throw new AppError(409, 'report.readonly');
    const auditor = await authorOf(tx, auth, await tabletOf(tx, auth, device), audit.authorStaffId);
    if (!roleIncludes(auditor.role as TenantAuth['role'], 'FacilityAssistant')) throw new AppError(403, 'report.not_audit_role');
    const marking = report.markingReportId ? await findMarking(tx, audit.facilityId, report.markingReportId) : undefined;
    const hasMarkingReport = Boolean(marking);
    const marked = new Set(((marking?.operations ?? []) as unknown as TReportOperation[]).filter((o) => o.isMarked).map((o) => o.id));
    const results = new Map(audit.operations.map((o) => [o.id, o.auditStatus]));
    const operations = applyAuditDefaults(
      (report.operations as unknown as TReportOperation[]).map((o) => ({
        ...o,
        isMarked: marked.has(o.id),
        auditStatus: results.get(o.id) ?? o.auditStatus,
      })),
      { mode: 'audit', hasMarkingReport },
    );
    const previous = report.auditReport as unknown as TAuditReport | null;
    const completedAt = auditReportDate(operations, new Date());
    const methods = auditMethodsForSave(
      {
        directObservationMethod: audit.directObservationMethod,
        fluorescentGelMethod: audit.fluorescentGelMethod,
        atpSystemMethod: audit.atpSystemMethod,
        swabCulturesMethod: audit.swabCulturesMethod,
        agarSlideCulturesMethod: audit.agarSlideCulturesMethod,
      },
      hasMarkingReport,
    );
    const auditReport: TAuditReport = {
      auditorId: auditor.id,
      auditor: `${auditor.firstName} ${auditor.lastName}`,
      markingDate: (marking?.markingDate ?? marking?.startDate)?.toISOString() ?? null,
      startDate: previous?.startDate ?? audit.startDate,
      reportDate: completedAt === null ? null : (previous?.reportDate ?? completedAt),
      comment: audit.comment,
      photos: audit.photos,
      ...methods,
    };
    const row = await updateReport(tx, report.id, {
      operations: operations as unknown as Record<string, unknown>[],
      auditReport: auditReport as unknown as Record<string, unknown>,
    });
    if (marking) await markMarkingAudited(tx, marking.id, report.id);
    const reclean = await recordAudit(
      tx,
      {
        tenantId: auth.tenantId,
        facilityId: report.facilityId,
        roomId: report.roomId,
        roomNumber: report.roomNumber,
        reportId: report.id,
        cleanType: report.cleanType,
        reportDate: report.reportDate,
        operations,
        audit: auditReport,
      },
      new Date(),
    );
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: audit.facilityId,
      type: 'report.audited',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.roomId, complete: completedAt !== null, auditor: auditor.id, ...(reclean ? { reclean } : {}) },
    });
    return toReport(row);
  });
}
