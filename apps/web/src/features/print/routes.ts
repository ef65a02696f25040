import type { AppRoute } from '../../app/route-types.ts';

/**
 * The print views: a housekeeper's daily list (app mode for staff, like her dashboard) and the day's
 * staff schedule (who may read the schedule).
 */
export const PRINT_ROUTES: readonly AppRoute[] = [
  {
    id: 'printDailyList',
    path: '/print/dailylist',
    minRole: 'Housekeeper',
    appMode: 'staff',
    screen: () => import('./pages/daily-list-print-page.tsx'),
    namespaces: ['print'],
  },
  {
    id: 'printSchedule',
    path: '/print/schedule',
    minRole: 'Nursing',
    screen: () => import('./pages/schedule-print-page.tsx'),
    namespaces: ['print'],
  },
];
