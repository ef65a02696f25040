// The loaders of the site dashboard, portal and dashboard-link screens, one step removed from
// the route table: the first page's script (the sign-in budget, e2e/budget.spec.ts) carries one entry for
// this small file instead of one per screen and its styles. Opening one of them fetches this file first.

export const siteDashboardScreen = () => import('../../features/site-dashboard/pages/site-dashboard-page.tsx');
export const portalScreen = () => import('../../features/portal/pages/portal-page.tsx');
export const dashboardLinksScreen = () => import('../../features/dashboard-links/pages/dashboard-links-page.tsx');
