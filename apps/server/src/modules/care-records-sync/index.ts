// The care-records sync's public face: the jobs it runs (for the app start and the jobs screen) and the
// reads of its data sources, runs and messages other modules make inside their own transactions.
export { listDataSources } from './data-sources.repository.ts';
export { apiKeyHash } from './data-sources.service.ts';
export { listRuns, messageCounts } from './sync.repository.ts';
export { SYNC_SWEEP_JOB, sweepSync, syncWorkers } from './sync-jobs.ts';
export { reconcileAll, SYNC_DAILY_JOB } from './sync-runs.service.ts';
