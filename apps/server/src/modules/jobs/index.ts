// The jobs module's public face: the overdue-rooms notification's job (the app start registers it) and
// the site's list of jobs.
export { getJobs } from './jobs.service.ts';
export { OVERDUE_NOTIFICATION_JOB, runOverdueNotifications } from './overdue-notification.service.ts';
