import type { TAccountInfo } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';

/** The default route after sign-in: where Nursing and above land. */
export const DEFAULT_ROUTE = '/facility/staffschedule';

/**
 * Where an account lands after sign-in: the default route for Nursing and above; staff below Nursing
 * on the housekeeping dashboard, except tablet administrators, who land on tablet registration.
 */
export function landingFor(account: TAccountInfo): string {
  if (roleIncludes(account.role, 'Nursing')) return DEFAULT_ROUTE;
  if (account.role === 'TabletRegistration') return '/device';
  return account.staffMember ? '/housekeeping' : '/staffdashboard';
}
