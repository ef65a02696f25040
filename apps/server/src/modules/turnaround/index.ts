// The turnaround module's public face: its routes; the record of the clean that ends a task, which the
// cleaning and corrective-actions modules write before they delete the task; and the writes of a site's
// targets and past tasks the demo and the bench make.
export { insertPastTasks, type PastTaskRow, recordTaskCleaned, saveTargets } from './turnaround.repository.ts';
export { turnaroundRoutes } from './turnaround.routes.ts';
