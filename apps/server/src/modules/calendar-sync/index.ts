// The calendar-sync module's public face: its routes (the import wizard and the site's feed; no other
// module reads calendars).
export { calendarSyncRoutes } from './calendar-sync.routes.ts';
