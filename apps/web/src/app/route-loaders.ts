import { roleIncludes } from '@carehome/domain';
import i18next from 'i18next';
import { prefetchApi } from '../lib/prefetch.ts';
import { dashboardKeys } from '../lib/query-keys.ts';
import { session } from '../lib/session.ts';

// The screens' code and what starts loading with it, shared by the route lists.

export const dashboard = () => import('../features/dashboard/pages/dashboard-page.tsx');
/**
 * The dashboard's rooms and language file start loading with its code: the whole board, in the form the
 * screen's first read asks (`boardQuery` of features/dashboard/api/dashboard.ts), unless this page has
 * a board already (the screen then asks only what changed). The query cache is looked at only when the
 * route is entered from another screen: it comes with the signed-in layout, and in the first page's
 * script it weighed on the sign-in page (its budget, e2e/budget.spec.ts); a page opening on the board
 * holds none yet.
 */
export const dashboardPreload = (opts: { firstScreen?: boolean } = {}) => {
  const account = session.get().account;
  const facilityId = account?.facility?.id;
  for (const ns of DASHBOARD_NAMESPACES) loadNamespace(ns);
  if (!facilityId) return;
  if (opts.firstScreen) {
    prefetchApi('housekeeping', { facilityId, since: '0' });
    return;
  }
  const withAudit = roleIncludes(account?.role ?? 'Housekeeper', 'FacilityAssistant');
  void import('../lib/query-client.ts').then(({ queryClient }) => {
    if (!queryClient.getQueryData(dashboardKeys.view(facilityId, withAudit))) prefetchApi('housekeeping', { facilityId, since: '0' });
  });
};
export const DASHBOARD_NAMESPACES = ['dashboard', 'room'] as const;
/** Loads a language file now, or as soon as i18next is set up (a preload may run before that). */
function loadNamespace(ns: string): void {
  if (i18next.isInitialized) void i18next.loadNamespaces(ns);
  else i18next.on('initialized', () => void i18next.loadNamespaces(ns));
}
/** Site dashboard, portal and dashboard links: one entry in the first page's script for the three. */
export const reportScreens = () => import('./screens/report-screens.ts');
/** Staff dashboard, daily briefings, acknowledgements and the tablet's housekeeping screen: one entry for the four. */
export const briefingScreens = () => import('./screens/briefing-screens.ts');
