export { toAuditLoop, toCorrectiveAction } from './corrective-actions.mapping.ts';
export { loopMeasures, medianMinutesToClose } from './corrective-actions.measures.ts';
export { type CorrectiveRow, listActive, listForReports } from './corrective-actions.repository.ts';
export {
  type AuditedReport,
  type AuditOutcome,
  type LoopOptions,
  recordAudit,
  recordClean,
  type SavedClean,
} from './corrective-actions.service.ts';
