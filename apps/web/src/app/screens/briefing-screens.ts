// The loaders of the briefing screens, one step removed from the route table: the first page's
// script (the sign-in budget, e2e/budget.spec.ts) carries one entry for this small file instead of one
// per screen. Opening one of them fetches this file first.

export const housekeepingScreen = () => import('./housekeeping-screen.tsx');
export const staffDashboardScreen = () => import('../../features/briefings/pages/staff-dashboard-page.tsx');
export const dailyBriefingsScreen = () => import('../../features/briefings/pages/daily-briefings-page.tsx');
export const acknowledgementsScreen = () => import('../../features/acknowledgements/pages/acknowledgements-page.tsx');
