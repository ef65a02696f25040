import type { TAccountInfo, TRole } from '@carehome/contracts';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { prefetchApi } from '../lib/prefetch.ts';
import { session } from '../lib/session.ts';

export type MenuGroup = 'top' | 'manageSite' | 'reporting' | 'administration' | 'configuration' | 'organization' | 'provider';

export interface MenuEntry {
  group: MenuGroup;
  /** Key in the `menu` namespace. */
  label: string;
  order: number;
  /** The link when the path has parameters (e.g. the current site's id); null hides the entry. */
  to?: (account: TAccountInfo) => string | null;
  /** Only for staff members (app-mode screens); system users have no staff record. */
  staffOnly?: boolean;
}

export interface AppRoute {
  id: string;
  path: string;
  minRole: TRole;
  /**
   * 'only': the screen runs in app mode (staff on tablets) and is not open to others; 'staff': app mode
   * for staff members, the normal layout for anyone else; 'never': only outside app mode.
   */
  appMode?: 'only' | 'staff' | 'never';
  /** Screens that work without a current site (organization and provider administration). */
  siteIndependent?: boolean;
  /** The screen; routes without one show their title and an empty state until their issue lands. */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * Started together with the screen's code when the route is entered (its data and its language
   * file), so that the screen does not wait for its own code before asking for them.
   */
  preload?: () => void;
  /**
   * The screen opens with its route's title as its page header (`PageHeader` with `titles.<id>`): the
   * title is shown in that place while the screen's code loads, so it does not wait for the code.
   */
  header?: boolean;
  /** Language files the screen needs, loaded with the first ones when the app opens on this route. */
  namespaces?: readonly string[];
  menu?: MenuEntry;
}

const dashboard = () => import('../features/dashboard/pages/dashboard-page.tsx');
/** The dashboard's rooms and language file start loading with its code. */
const dashboardPreload = () => {
  const facilityId = session.get().account?.facility?.id;
  if (facilityId) prefetchApi('housekeeping', { facilityId });
  for (const ns of DASHBOARD_NAMESPACES) loadNamespace(ns);
};
const DASHBOARD_NAMESPACES = ['dashboard', 'room'] as const;
/** Loads a language file now, or as soon as i18next is set up (a preload may run before that). */
function loadNamespace(ns: string): void {
  if (i18next.isInitialized) void i18next.loadNamespaces(ns);
  else i18next.on('initialized', () => void i18next.loadNamespaces(ns));
}
/** Site dashboard, portal and dashboard links: one entry in the first page's script for the three. */
const reportScreens = () => import('./screens/report-screens.ts');
/** Staff dashboard, daily briefings, acknowledgements and the tablet's housekeeping screen: one entry for the four. */
const briefingScreens = () => import('./screens/briefing-screens.ts');
const facilityEdit = (a: TAccountInfo) => (a.facility ? `/admin/facilities/edit/${a.facility.id}` : null);

/**
 * Every private route of the app, with its minimum role. The router, the guards and the menu
 * are all built from this one table.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    id: 'housekeeping',
    path: '/housekeeping',
    minRole: 'Housekeeper',
    appMode: 'only',
    // The room dashboard with the briefing panel shown after a PIN sign-in.
    screen: () => briefingScreens().then((m) => m.housekeepingScreen()),
    preload: dashboardPreload,
    namespaces: [...DASHBOARD_NAMESPACES, 'briefings'],
    menu: { group: 'top', label: 'housekeeping', order: 1, staffOnly: true },
  },
  {
    id: 'roomDashboard',
    path: '/facility/roomdashboard',
    header: true,
    minRole: 'Nursing',
    screen: dashboard,
    preload: dashboardPreload,
    namespaces: DASHBOARD_NAMESPACES,
    menu: { group: 'top', label: 'roomDashboard', order: 2 },
  },
  {
    id: 'staffDashboard',
    path: '/staffdashboard',
    minRole: 'Housekeeper',
    appMode: 'never',
    screen: () => briefingScreens().then((m) => m.staffDashboardScreen()),
    namespaces: ['briefings'],
    menu: { group: 'top', label: 'staffDashboard', order: 3 },
  },
  // The cleaning report screen (normal, continue, audit, marking, read-only history) of one room.
  {
    id: 'cleaning',
    path: '/housekeeping/room/:roomId',
    minRole: 'Housekeeper',
    appMode: 'staff',
    screen: () => import('../features/cleaning/pages/cleaning-page.tsx'),
  },

  {
    id: 'facilityEdit',
    path: '/admin/facilities/edit/:id',
    screen: () => import('../features/sites/pages/site-edit-page.tsx'),
    minRole: 'MultiFacilityAdministrator',
    menu: { group: 'manageSite', label: 'editSite', order: 1, to: facilityEdit },
  },
  {
    id: 'staffSchedule',
    path: '/facility/staffschedule',
    header: true,
    minRole: 'Nursing',
    screen: () => import('../features/staff-schedule/pages/staff-schedule-page.tsx'),
    namespaces: ['staff-schedule'],
    menu: { group: 'manageSite', label: 'staffSchedule', order: 2 },
  },
  {
    id: 'residents',
    path: '/admin/resident',
    header: true,
    minRole: 'Nursing',
    screen: () => import('../features/residents/pages/residents-page.tsx'),
    namespaces: ['residents'],
    menu: { group: 'manageSite', label: 'residents', order: 3 },
  },
  {
    id: 'residentEdit',
    path: '/admin/resident/edit/:id',
    minRole: 'Nursing',
    screen: () => import('../features/residents/pages/resident-edit-page.tsx'),
    namespaces: ['residents', 'resident-arrival'],
  },
  {
    id: 'residentNew',
    path: '/admin/resident/new',
    minRole: 'Nursing',
    screen: () => import('../features/residents/pages/resident-arrival-page.tsx'),
    namespaces: ['resident-arrival'],
  },
  {
    id: 'residentImport',
    path: '/admin/resident/import',
    minRole: 'Nursing',
    screen: () => import('../features/residents/pages/resident-import-page.tsx'),
    namespaces: ['resident-import'],
  },
  {
    id: 'calendarSync',
    path: '/facility/calendarsync',
    minRole: 'Nursing',
    screen: () => import('../features/calendar-sync/pages/calendar-sync-page.tsx'),
    namespaces: ['calendar-sync'],
    menu: { group: 'manageSite', label: 'calendarSync', order: 4 },
  },
  // The site dashboard and the portal open to Nursing too, to offer the dashboard report links set for
  // their roles; the built-in charts stay Supervisor and above (docs/ARCHITECTURE.md).
  {
    id: 'facilityDashboard',
    path: '/facilitydashboard',
    minRole: 'Nursing',
    screen: () => reportScreens().then((m) => m.siteDashboardScreen()),
    namespaces: ['site-dashboard'],
    menu: { group: 'manageSite', label: 'siteDashboard', order: 5 },
  },

  {
    id: 'portal',
    path: '/reporting/portal',
    minRole: 'Nursing',
    screen: () => reportScreens().then((m) => m.portalScreen()),
    namespaces: ['portal'],
    menu: { group: 'reporting', label: 'portal', order: 1 },
  },
  {
    id: 'reports',
    path: '/reporting/reports',
    minRole: 'Nursing',
    screen: () => import('../features/reporting/pages/reports-page.tsx'),
    namespaces: ['reporting'],
    menu: { group: 'reporting', label: 'reports', order: 2 },
  },
  {
    id: 'enhancedCleaning',
    path: '/reporting/enhancedcleaning',
    minRole: 'FacilityAssistant',
    screen: () => import('../features/reporting/pages/enhanced-cleaning-page.tsx'),
    namespaces: ['reporting'],
    menu: { group: 'reporting', label: 'enhancedCleaning', order: 3 },
  },

  {
    id: 'staff',
    path: '/admin/staff',
    header: true,
    screen: () => import('../features/staff/pages/staff-page.tsx'),
    minRole: 'FacilityAssistant',
    menu: { group: 'administration', label: 'staffMembers', order: 1 },
  },
  {
    id: 'staffEdit',
    path: '/admin/staff/edit/:id',
    screen: () => import('../features/staff/pages/staff-edit-page.tsx'),
    minRole: 'FacilityAssistant',
  },
  {
    id: 'staffNew',
    path: '/admin/staff/new',
    screen: () => import('../features/staff/pages/staff-edit-page.tsx'),
    minRole: 'FacilityAssistant',
  },
  {
    id: 'dailyBriefings',
    path: '/admin/dailybriefings',
    header: true,
    minRole: 'MultiFacilityAdministrator',
    screen: () => briefingScreens().then((m) => m.dailyBriefingsScreen()),
    namespaces: ['briefings'],
    menu: { group: 'administration', label: 'dailyBriefings', order: 2 },
  },
  {
    id: 'acknowledgements',
    path: '/admin/acknowledgements',
    header: true,
    minRole: 'Nursing',
    screen: () => briefingScreens().then((m) => m.acknowledgementsScreen()),
    namespaces: ['acknowledgements'],
    menu: { group: 'administration', label: 'acknowledgements', order: 3 },
  },
  {
    id: 'rooms',
    path: '/admin/rooms',
    screen: () => import('../features/site-layout/pages/layout-page.tsx'),
    minRole: 'FacilityAdministrator',
    menu: { group: 'administration', label: 'editSiteLayout', order: 4 },
  },
  {
    id: 'device',
    path: '/device',
    minRole: 'TabletRegistration',
    screen: () => import('../features/auth/pages/device-page.tsx'),
    menu: { group: 'administration', label: 'tabletRegistration', order: 5 },
  },
  {
    id: 'pbiReportsConfig',
    path: '/admin/pbireportsconfig',
    minRole: 'SiteAdministrator',
    screen: () => reportScreens().then((m) => m.dashboardLinksScreen()),
    namespaces: ['dashboard-links'],
    menu: { group: 'administration', label: 'siteDashboardConfiguration', order: 6 },
  },

  {
    id: 'referenceBook',
    path: '/admin/housekeepingconfig/referencebook',
    screen: () => import('../features/housekeeping-config/pages/reference-book-page.tsx'),
    minRole: 'FacilityAdministrator',
  },
  {
    id: 'qrLabels',
    path: '/admin/rooms/labels',
    screen: () => import('../features/site-layout/pages/qr-labels-page.tsx'),
    minRole: 'FacilityAdministrator',
  },
  {
    id: 'housekeepingConfig',
    path: '/admin/housekeepingconfig',
    screen: () => import('../features/housekeeping-config/pages/config-page.tsx'),
    minRole: 'FacilityAdministrator',
    menu: { group: 'configuration', label: 'housekeepingConfiguration', order: 1 },
  },
  {
    id: 'housekeepingShortcuts',
    path: '/admin/housekeepingshortcuts',
    screen: () => import('../features/housekeeping-config/pages/shortcuts-page.tsx'),
    minRole: 'FacilityAdministrator',
    menu: { group: 'configuration', label: 'roomShortcuts', order: 2 },
  },
  {
    id: 'roomStateConfig',
    path: '/admin/roomstateconfig',
    screen: () => import('../features/housekeeping-config/pages/room-states-page.tsx'),
    minRole: 'FacilityAdministrator',
    menu: { group: 'configuration', label: 'roomStates', order: 3 },
  },
  {
    id: 'roomEventConfig',
    path: '/admin/roomeventconfig',
    screen: () => import('../features/housekeeping-config/pages/room-events-page.tsx'),
    minRole: 'FacilityAdministrator',
    menu: { group: 'configuration', label: 'roomEvents', order: 4 },
  },

  {
    id: 'facilities',
    path: '/admin/facilities',
    header: true,
    screen: () => import('../features/sites/pages/sites-page.tsx'),
    minRole: 'MultiFacilityAdministrator',
    siteIndependent: true,
    menu: { group: 'organization', label: 'sites', order: 1 },
  },
  {
    id: 'facilityNew',
    path: '/admin/facilities/new',
    screen: () => import('../features/sites/pages/site-new-page.tsx'),
    minRole: 'MultiFacilityAdministrator',
    siteIndependent: true,
  },
  {
    id: 'syncDataSources',
    path: '/admin/facilities/:facilityid/syncdatasources',
    minRole: 'MultiFacilityAdministrator',
    siteIndependent: true,
    screen: () => import('../features/care-records-sync/pages/data-sources-page.tsx'),
    namespaces: ['care-records-sync'],
  },
  {
    id: 'syncDataSource',
    path: '/admin/facilities/:facilityid/syncdatasources/:id',
    minRole: 'MultiFacilityAdministrator',
    siteIndependent: true,
    screen: () => import('../features/care-records-sync/pages/data-source-page.tsx'),
    namespaces: ['care-records-sync'],
  },

  {
    id: 'onboardTenant',
    path: '/admin/onboardtenant',
    screen: () => import('../features/organizations/pages/onboard-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
    menu: { group: 'provider', label: 'onboardOrganization', order: 1 },
  },
  {
    id: 'tenants',
    path: '/admin/tenant',
    header: true,
    screen: () => import('../features/organizations/pages/tenants-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
    menu: { group: 'provider', label: 'organizations', order: 2 },
  },
  {
    id: 'tenantEdit',
    path: '/admin/tenant/edit/:id',
    screen: () => import('../features/organizations/pages/tenant-edit-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
  },
  {
    id: 'systemUsers',
    path: '/admin/systemusers',
    header: true,
    screen: () => import('../features/system-users/pages/system-users-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
    menu: { group: 'provider', label: 'systemUsers', order: 3 },
  },
  {
    id: 'systemUserEdit',
    path: '/admin/systemusers/edit/:id',
    screen: () => import('../features/system-users/pages/system-user-edit-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
  },
  {
    id: 'systemUserNew',
    path: '/admin/systemusers/new',
    screen: () => import('../features/system-users/pages/system-user-edit-page.tsx'),
    minRole: 'SiteAdministrator',
    siteIndependent: true,
  },
];

export const PUBLIC_PATHS = ['/login', '/reset-password', '/confirm-password', '/stafflogin'] as const;

/** Menu groups in display order, with their label keys; 'configuration' nests inside 'administration'. */
export const MENU_GROUPS: readonly { group: MenuGroup; label: string; parent?: MenuGroup }[] = [
  { group: 'top', label: '' },
  { group: 'manageSite', label: 'manageSite' },
  { group: 'reporting', label: 'reporting' },
  { group: 'administration', label: 'administration' },
  { group: 'configuration', label: 'configuration', parent: 'administration' },
  { group: 'organization', label: 'organizationConfiguration' },
  { group: 'provider', label: 'providerAdministration' },
];
