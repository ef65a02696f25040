// The room dashboard's face for other features: its read of the site (the cleaning screen finds its room
// there, the printed daily list its rooms and the signed-in person's staff record), the link that opens a room's cleaning,
// and the residents' risk flags as tiles letter them (the cleaning screen's title bar letters them alike).
export { type DashboardData, dashboardQueryOptions, useDashboard, useOwnStaffRecord } from './api/dashboard.ts';
export { RISK_FLAGS } from './components/room-tile.tsx';
export { type CleaningLink, type CleaningMode, cleaningPath, parseCleaningLink } from './model/cleaning-link.ts';
