import type { TAccountInfo } from '@carehome/contracts';
import { briefingScreens, DASHBOARD_NAMESPACES, dashboard, dashboardPreload, reportScreens } from './route-loaders.ts';
import type { AppRoute } from './route-types.ts';

const facilityEdit = (a: TAccountInfo) => (a.facility ? `/admin/facilities/edit/${a.facility.id}` : null);

/** The routes of a site's daily work: the tablet's screens and a room's cleaning, managing the site, its reports. */
export const SITE_ROUTES: readonly AppRoute[] = [
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
  // The print views: a housekeeper's daily list (app mode for staff, like her dashboard) and the day's staff
  // schedule (who may read the schedule).
  {
    id: 'printDailyList',
    path: '/print/dailylist',
    minRole: 'Housekeeper',
    appMode: 'staff',
    screen: () => import('../features/staff-schedule/print/pages/daily-list-print-page.tsx'),
    namespaces: ['print'],
  },
  {
    id: 'printSchedule',
    path: '/print/schedule',
    minRole: 'Nursing',
    screen: () => import('../features/staff-schedule/print/pages/schedule-print-page.tsx'),
    namespaces: ['print'],
  },
];
