// The clean record module's public face: a room's or an area's clean record (the bench reads it too).
export { cleanRecordRoutes } from './clean-record.routes.ts';
export { cleanRecord, recordPeriod } from './clean-record.service.ts';
