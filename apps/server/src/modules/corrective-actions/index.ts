export { storedFailures, toAuditLoop, toCorrectiveAction } from './corrective-actions.mapping.ts';
export { loopMeasures } from './corrective-actions.measures.ts';
export {
  type CorrectiveRow,
  closedLoopsBetween,
  listActive,
  listForReports,
  listForSite,
  loopCounts,
} from './corrective-actions.repository.ts';
export {
  type AuditedReport,
  type AuditOutcome,
  type LoopOptions,
  recordAudit,
  recordClean,
  type SavedClean,
} from './corrective-actions.service.ts';
