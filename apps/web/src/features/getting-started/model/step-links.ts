import type { TGettingStartedStepKey, TRole } from '@carehome/contracts';

/**
 * Where each step is done and who may open that screen (the route table's minimum roles): a site's
 * supervisor sees the tablet step without a link, since registering a tablet is for the organization's
 * administrators and tablet registration accounts.
 */
export const STEP_LINKS: Record<TGettingStartedStepKey, { to: string; minRole: TRole }> = {
  layout: { to: '/admin/rooms', minRole: 'FacilityAdministrator' },
  routines: { to: '/admin/housekeepingconfig', minRole: 'FacilityAdministrator' },
  staff: { to: '/admin/staff', minRole: 'FacilityAssistant' },
  tablet: { to: '/device', minRole: 'TabletRegistration' },
  residents: { to: '/admin/resident', minRole: 'Nursing' },
  firstClean: { to: '/facility/roomdashboard', minRole: 'Nursing' },
};
