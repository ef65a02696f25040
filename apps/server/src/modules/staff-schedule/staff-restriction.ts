import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { inSite, requireStaff } from './schedule-site.ts';
import type { SitePlan } from './site-plan.ts';
import { lockAssignmentRow, setStaffRestriction } from './staff-schedule.repository.ts';

/** A staff member restricted to the area of a deleted assignment is restricted no more. */
export async function setStaffRestrictionFor(tx: Executor, plan: SitePlan, assignmentId: string) {
  for (const member of plan.staff) {
    if (member.restrictedAreaAssignmentId === assignmentId) {
      await setStaffRestriction(tx, plan.facilityId, member.id, { area: null, assignmentId: null });
    }
  }
}

/** Restricts a staff member's dashboard to the area of one of their assignments by area, or lifts it. */
export async function restrictStaff(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; staffMemberId: string; assignmentId: string | null },
) {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    requireStaff(plan, input.staffMemberId);
    let area: string | null = null;
    if (input.assignmentId) {
      const row = await lockAssignmentRow(tx, plan.facilityId, input.assignmentId);
      if (!row || row.staffMemberId !== input.staffMemberId) throw fieldError('assignmentId', 'validation.invalid');
      area = row.facilityAreas[0] ?? null;
      if (!area) throw fieldError('assignmentId', 'validation.invalid');
    }
    await setStaffRestriction(tx, plan.facilityId, input.staffMemberId, { area, assignmentId: input.assignmentId });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: plan.facilityId,
      type: 'staff.updated',
      subjectType: 'staff',
      subjectId: input.staffMemberId,
    });
    return { ok: true as const };
  });
}
