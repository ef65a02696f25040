import { ADMIN_ROUTES } from './admin-routes.ts';
import { INFECTION_CONTROL_ROUTES } from './infection-control-routes.ts';
import type { AppRoute, MenuGroup } from './route-types.ts';
import { SITE_ROUTES } from './site-routes.ts';

/**
 * Every private route of the app, with its minimum role. The router, the guards and the menu
 * are all built from this one table.
 */
export const ROUTES: readonly AppRoute[] = [...SITE_ROUTES, ...INFECTION_CONTROL_ROUTES, ...ADMIN_ROUTES];

export const PUBLIC_PATHS = ['/login', '/reset-password', '/confirm-password', '/stafflogin'] as const;

/** Menu groups in display order, with their label keys; 'configuration' nests inside 'administration'. */
export const MENU_GROUPS: readonly { group: MenuGroup; label: string; parent?: MenuGroup }[] = [
  { group: 'top', label: '' },
  { group: 'manageSite', label: 'manageSite' },
  { group: 'infectionControl', label: 'infectionControl' },
  { group: 'reporting', label: 'reporting' },
  { group: 'administration', label: 'administration' },
  { group: 'configuration', label: 'configuration', parent: 'administration' },
  { group: 'organization', label: 'organizationConfiguration' },
  { group: 'provider', label: 'providerAdministration' },
];
