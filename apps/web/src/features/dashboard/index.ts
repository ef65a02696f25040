// The room dashboard's face for other features: its read of the site (the cleaning screen finds its room
// there, the printed daily list its rooms and the signed-in person's staff record) and the link that opens a room's cleaning.
export { type DashboardData, dashboardQueryOptions, useDashboard, useOwnStaffRecord } from './api/dashboard.ts';
export { type CleaningLink, type CleaningMode, cleaningPath, parseCleaningLink } from './model/cleaning-link.ts';
