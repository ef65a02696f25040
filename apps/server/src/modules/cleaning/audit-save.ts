import type { TAuditReport, TAuditSave, THousekeepingReport, TReportOperation } from '@carehome/contracts';
import { applyAuditDefaults, atpOverridden, auditMethodsForSave, auditReportDate, roleIncludes, withAtpBand } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { siteAtpLimits } from '../atp-limits/index.ts';
import { recordAudit } from '../corrective-actions/index.ts';
import { toReport } from './cleaning.mapping.ts';
import { findMarking, findReportForUpdate, markMarkingAudited, updateReport } from './cleaning.repository.ts';
import { assertStaff, authorOf, tabletOf } from './save-checks.ts';

/**
 * POST /housekeeping/submitReport with an audit: a supervisor records the methods used and each
 * operation's result on a saved report. Operations left without a result get the domain's default; the
 * audit report date is set when no operation is NotObserved, and kept from the first time it was.
 * With a pre-audit marking, fluorescent gel was the method of the marked spots. Each ATP reading's band
 * is computed again here from the site's limits (the tablet's is only what it showed offline); a result
 * the band does not give needs the auditor's reason.
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
    const results = new Map(audit.operations.map((o) => [o.id, o]));
    const operations = await withAtpBands(
      tx,
      audit,
      applyAuditDefaults(
        (report.operations as unknown as TReportOperation[]).map((o) => {
          const result = results.get(o.id);
          const atp = result?.atp === undefined ? o.atp : result.atp;
          return {
            ...o,
            isMarked: marked.has(o.id),
            auditStatus: result?.auditStatus ?? o.auditStatus,
            ...(atp === undefined ? {} : { atp }),
          };
        }),
        { mode: 'audit', hasMarkingReport },
      ),
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

/**
 * The operations with each ATP reading banded by the site's limits (the server's answer wins over the
 * tablet's); 400 on the reading's `overrideReason` when the result overrides the band without one.
 */
async function withAtpBands(tx: Executor, audit: TAuditSave, operations: TReportOperation[]): Promise<TReportOperation[]> {
  if (!operations.some((o) => o.atp)) return operations;
  const limits = await siteAtpLimits(tx, audit.facilityId);
  return operations.map((o) => {
    if (!o.atp || o.auditStatus === null) return o;
    const atp = withAtpBand(o.atp, limits, o.item, o.auditStatus);
    if (atpOverridden(atp, o.auditStatus) && !atp.overrideReason) {
      const at = audit.operations.findIndex((r) => r.id === o.id);
      throw fieldError(at >= 0 ? `operations.${at}.atp.overrideReason` : 'operations', 'atp.override_reason_required');
    }
    return { ...o, atp };
  });
}
