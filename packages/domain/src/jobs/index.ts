export { type DueRunInput, dueRun, NOTIFICATION_CATCH_UP_MS, nextRunAfter } from './due-run.ts';
export { type OverdueInput, type OverdueReason, overdueReason } from './overdue.ts';
