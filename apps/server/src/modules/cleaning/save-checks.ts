import { type CleaningErrorCode, type CleaningProblem, savePermissionProblem } from '@carehome/domain';
import type { DeviceContext } from '../../platform/auth/session.types.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findStaffMember } from '../staff/index.ts';
import { findRegisteredTablet } from './cleaning.repository.ts';

// The checks every save of a report, an audit or a marking makes: who may save, through which tablet,
// for which author.

/** How the server answers each problem the domain's save rules find. */
const PROBLEM_ANSWERS: Record<CleaningErrorCode, { status: number; field?: string }> = {
  'report.no_permission': { status: 403 },
  'marking.no_permission': { status: 403 },
  'report.readonly': { status: 409 },
  'report.signature_required': { status: 400, field: 'declineSignature' },
  'report.clean_type_mismatch': { status: 400, field: 'selectedCleanType' },
  'atp.override_reason_required': { status: 400, field: 'operations' },
};

/** The error a problem the domain's save rules find is answered with. */
export function problemError(problem: CleaningProblem): AppError {
  const answer = PROBLEM_ANSWERS[problem.code];
  return answer.field ? fieldError(answer.field, problem.code, answer.status) : new AppError(answer.status, problem.code);
}

/** Only staff members save reports, audits and markings: a system user (who has no staff record) reads them only. */
export function assertStaff(auth: TenantAuth, marking: boolean): void {
  const problem = savePermissionProblem({ isStaffMember: auth.kind === 'staff', mode: marking ? 'marking' : 'normal' });
  if (problem) throw problemError(problem);
}

/**
 * The registered tablet of the caller's organization a request comes through: the session's (signed in
 * on the tablet) or the X-Device-Token's. A device of another organization, or one unregistered since,
 * counts for nothing.
 */
export async function tabletOf(tx: Tx, auth: TenantAuth, device: DeviceContext | null): Promise<string | null> {
  return findRegisteredTablet(tx, auth.tenantId, deviceIdsOf(auth, device));
}

/**
 * The staff member a save is recorded for. A save queued on a tablet may arrive after another person
 * signed in there (or after the author's session ended): it keeps its author when it comes through a
 * registered tablet of the organization. Anywhere else, people save only as themselves.
 */
export async function authorOf(tx: Tx, auth: TenantAuth, tabletId: string | null, authorStaffId: string) {
  if (authorStaffId !== auth.subjectId && !tabletId) throw new AppError(403, 'report.author_not_allowed');
  const author = await findStaffMember(tx, authorStaffId);
  if (!author) throw fieldError('authorStaffId', 'validation.invalid');
  return author;
}

/** The devices a request may come through: its session's tablet and its X-Device-Token's. */
export function deviceIdsOf(auth: TenantAuth, device: DeviceContext | null): string[] {
  return [...new Set([auth.deviceId, device?.id].filter((id): id is string => Boolean(id)))];
}
