// The turnaround module's public face: its routes, and the record of the clean that ends a task, which the
// cleaning and corrective-actions modules write before they delete the task.
export { recordTaskCleaned } from './turnaround.repository.ts';
export { turnaroundRoutes } from './turnaround.routes.ts';
