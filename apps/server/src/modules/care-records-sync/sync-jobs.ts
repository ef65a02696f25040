import type { AppContext } from '../../platform/app-context.ts';
import type { QueueWorker } from '../../platform/jobs.ts';
import { runSyncJob, SYNC_RUN_JOB, sweepRuns } from './sync-runs.service.ts';
import { processMessage, SYNC_MESSAGE_JOB, sweepMessages } from './sync-webhooks.service.ts';

// The care-records sync's work for the job runner (platform/jobs.ts): runs (imports, reconciliations) and
// webhook messages as queues, and a sweep each minute that sends again what a lost job left behind.

export const SYNC_SWEEP_JOB = 'care-records-sync-sweep';

export function syncWorkers(ctx: AppContext): QueueWorker[] {
  return [
    // An import of hundreds of residents runs for minutes: its job may take an hour before pg-boss gives up on it.
    { name: SYNC_RUN_JOB, run: (d) => runSyncJob(ctx, d as { tenantId: string; runId: string }), expireInSeconds: 3600 },
    { name: SYNC_MESSAGE_JOB, run: (d) => processMessage(ctx, d as { tenantId: string; id: string }) },
  ];
}

export async function sweepSync(ctx: AppContext): Promise<void> {
  await sweepMessages(ctx);
  await sweepRuns(ctx);
}
