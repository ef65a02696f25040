import { type TAuditFailure, type TAuditLoop, type TCorrectiveAction, ZAuditFailure, ZReportPhoto } from '@carehome/contracts';
import type { CorrectiveRow } from './corrective-actions.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The failures as stored; entries that are not a failure are left out (a read never fails on a row). */
export function storedFailures(stored: unknown): TAuditFailure[] {
  return Array.isArray(stored) ? stored.filter((f): f is TAuditFailure => ZAuditFailure.safeParse(f).success) : [];
}

/** A stored loop as the API answers it. */
export function toCorrectiveAction(r: CorrectiveRow): TCorrectiveAction {
  const photos = Array.isArray(r.auditPhotos) ? r.auditPhotos.filter((p) => ZReportPhoto.safeParse(p).success && !p.isDeleted) : [];
  const recleanOps = Array.isArray(r.recleanOperations) ? r.recleanOperations.filter((o): o is string => typeof o === 'string') : [];
  return {
    id: r.id,
    pass: r.pass,
    status: r.status === 'reauditDue' || r.status === 'closed' ? r.status : 'open',
    failedReportId: r.failedReportId,
    cleanType: r.cleanType,
    failures: storedFailures(r.failures),
    auditor: r.auditorName,
    comment: r.auditComment,
    photos,
    failedAt: r.failedAt.toISOString(),
    reclean:
      r.recleanReportId && r.recleanAt
        ? { reportId: r.recleanReportId, by: r.recleanBy, at: r.recleanAt.toISOString(), operations: recleanOps }
        : null,
    reaudit:
      r.reauditResult && r.reauditAt
        ? {
            result: r.reauditResult === 'pass' ? 'pass' : r.reauditResult === 'fail' ? 'fail' : 'superseded',
            at: iso(r.reauditAt) as string,
            by: r.reauditBy,
          }
        : null,
  };
}

/** A loop as the audit report shows it beside the failed audit that opened it. */
export function toAuditLoop(r: CorrectiveRow): TAuditLoop {
  const action = toCorrectiveAction(r);
  const done = action.reclean
    ? {
        by: action.reclean.by,
        at: action.reclean.at,
        operations: action.failures.map((f) => ({ group: f.group, item: f.item })),
      }
    : null;
  return { pass: action.pass, status: action.status, reclean: done, reaudit: action.reaudit };
}
