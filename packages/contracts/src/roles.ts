import * as z from 'zod/mini';

/** The roles of one site's people and tablets, from the site's administrator down. */
export const FACILITY_ROLES = [
  'FacilityAdministrator',
  'FacilityAssistant',
  'LeadHousekeeper',
  'Nursing',
  'RegisteredDevice',
  'Housekeeper',
] as const;

/** Every role, from the provider's administrator down to the tablet registration account. */
export const ROLES = ['SiteAdministrator', 'SiteAssistant', 'MultiFacilityAdministrator', ...FACILITY_ROLES, 'TabletRegistration'] as const;

export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Roles a platform (system) user can hold; everyone else is a staff member of one organization. */
export const SYSTEM_USER_ROLES = ['SiteAdministrator', 'SiteAssistant'] as const satisfies readonly TRole[];
export const ZSystemUserRole = z.enum(SYSTEM_USER_ROLES);

/** Roles a staff member can hold (RegisteredDevice belongs to tablets, not people). */
export const STAFF_ROLES = [
  'MultiFacilityAdministrator',
  'FacilityAdministrator',
  'FacilityAssistant',
  'LeadHousekeeper',
  'Nursing',
  'Housekeeper',
  'TabletRegistration',
] as const satisfies readonly TRole[];
export const ZStaffRole = z.enum(STAFF_ROLES);
