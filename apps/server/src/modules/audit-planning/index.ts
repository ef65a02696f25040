// The audit-planning module's public face: the targets read, and what the demo seed uses to set targets
// its own audits meet.
export { listAuditFacts, replaceTargets } from './audit-planning.repository.ts';
export { getAuditTargets } from './audit-planning.service.ts';
