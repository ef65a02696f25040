import type { TSetShift } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { fieldError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/events.ts';
import { changed, inSite, requireStaff } from './schedule-site.ts';
import { setSiteShift, setStaffShift } from './staff-schedule.repository.ts';

// Shift lengths: the site's default (7.5 h when created) and a person's own, which the day view measures
// planned minutes against and a sick call's redistribution never goes past.

export async function setShift(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, input: TSetShift) {
  const s = { ctx, auth, meta, facilityId: input.facilityId };
  return inSite(s, async (tx, plan) => {
    if (input.staffMemberId === null) {
      if (input.minutes === null) throw fieldError('minutes', 'validation.required');
      await setSiteShift(tx, plan.facilityId, input.minutes);
    } else {
      requireStaff(plan, input.staffMemberId);
      await setStaffShift(tx, plan.facilityId, input.staffMemberId, input.minutes);
    }
    // Recorded as a change of the schedule: the screens showing it reload the load figures.
    await changed(tx, s, 'assignment.updated', null, { shift: { staffMemberId: input.staffMemberId, minutes: input.minutes } });
    return { ok: true as const };
  });
}
