import { FACILITY_ROLES, type TRole } from '@carehome/contracts';

/**
 * The role hierarchy: for each role, the roles it includes (itself included).
 * FacilityAdministrator and FacilityAssistant are treated alike; TabletRegistration is only reached
 * from MultiFacilityAdministrator and above.
 */
export const ROLE_INCLUDES: Readonly<Record<TRole, ReadonlySet<TRole>>> = {
  SiteAdministrator: new Set<TRole>([
    'SiteAdministrator',
    'SiteAssistant',
    'MultiFacilityAdministrator',
    ...FACILITY_ROLES,
    'TabletRegistration',
  ]),
  SiteAssistant: new Set<TRole>(['SiteAssistant', 'MultiFacilityAdministrator', ...FACILITY_ROLES, 'TabletRegistration']),
  MultiFacilityAdministrator: new Set<TRole>(['MultiFacilityAdministrator', ...FACILITY_ROLES, 'TabletRegistration']),
  FacilityAdministrator: new Set<TRole>(FACILITY_ROLES),
  FacilityAssistant: new Set<TRole>(FACILITY_ROLES),
  LeadHousekeeper: new Set<TRole>(['LeadHousekeeper', 'Nursing', 'RegisteredDevice', 'Housekeeper']),
  Nursing: new Set<TRole>(['Nursing', 'RegisteredDevice', 'Housekeeper']),
  TabletRegistration: new Set<TRole>(['TabletRegistration', 'RegisteredDevice', 'Housekeeper']),
  RegisteredDevice: new Set<TRole>(['RegisteredDevice']),
  Housekeeper: new Set<TRole>(['Housekeeper']),
};

/** True when `held` includes `required` in the hierarchy. */
export function roleIncludes(held: TRole, required: TRole): boolean {
  return ROLE_INCLUDES[held].has(required);
}

/**
 * The role check the UI uses to show or hide elements: a check with no
 * signed-in account passes (route guards send signed-out users to sign in before any role check).
 */
export function hasRole(account: { role: TRole } | null | undefined, required: TRole): boolean {
  if (!account) return true;
  return roleIncludes(account.role, required);
}

/** Display names of the roles; the i18n key is `roles.<Role>` on the client. */
export const ROLE_DISPLAY_NAMES: Readonly<Record<TRole, string>> = {
  SiteAdministrator: 'Provider Administrator',
  SiteAssistant: 'Multi-site Assistant',
  MultiFacilityAdministrator: 'Organization Administrator',
  FacilityAdministrator: 'Staff Manager',
  FacilityAssistant: 'Supervisor',
  LeadHousekeeper: 'Lead Housekeeper',
  Nursing: 'Nursing',
  RegisteredDevice: 'Registered Device',
  Housekeeper: 'Staff',
  TabletRegistration: 'Tablet Registration',
};

/**
 * Whether an editor may change a person holding `target`: limited roles may not edit higher roles.
 * A role may edit anyone whose role it includes.
 */
export function canManageRole(editor: TRole, target: TRole): boolean {
  return roleIncludes(editor, target);
}

/** Organization-wide roles see every site of their organization; others only their own site. */
export function seesAllSitesOfOrganization(role: TRole): boolean {
  return roleIncludes(role, 'MultiFacilityAdministrator');
}
