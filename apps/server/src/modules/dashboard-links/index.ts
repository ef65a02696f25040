// The dashboard report links module's public face: a site's links as its administrators edit them, and
// the portal links a user of the site is shown.
export { getDashboardLinks, portalLinks, saveDashboardLinks } from './dashboard-links.service.ts';
