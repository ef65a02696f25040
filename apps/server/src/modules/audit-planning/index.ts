// The audit-planning module's public face: its routes (the app registers them) and the targets read.
export { auditPlanningRoutes } from './audit-planning.routes.ts';
export { getAuditTargets } from './audit-planning.service.ts';
