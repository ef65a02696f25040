import type { TAccountInfo } from '@carehome/contracts';
import { roleIncludes } from '@carehome/domain';

/** The default route after sign-in: where Nursing and above land. */
export const DEFAULT_ROUTE = '/facility/staffschedule';

/** A nurse's work on a unit's tablet is the residents (arrivals, discharges, flags), not the housekeeping plan. */
const NURSE_TABLET_ROUTE = '/admin/resident';

/**
 * Where an account lands after sign-in: the default route for Nursing and above, except a nurse signing
 * in by PIN on a tablet, who lands on Residents; staff below Nursing on the housekeeping dashboard,
 * except tablet administrators, who land on tablet registration.
 */
export function landingFor(account: TAccountInfo, via: 'password' | 'pin' = 'password'): string {
  if (via === 'pin' && account.role === 'Nursing') return NURSE_TABLET_ROUTE;
  if (roleIncludes(account.role, 'Nursing')) return DEFAULT_ROUTE;
  if (account.role === 'TabletRegistration') return '/device';
  return account.staffMember ? '/housekeeping' : '/staffdashboard';
}
