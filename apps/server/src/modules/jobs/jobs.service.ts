import type { TCareRecordsSyncJob, TEditorSchedule, TJob, TJobsResponse, TNotificationJob, TSiteScheduleJob } from '@carehome/contracts';
import { nextRunAfter, parseSiteScheduleResult } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findSiteRow } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { listDataSources, listRuns as listSyncRuns, messageCounts } from '../care-records-sync/index.ts';
import { listFacilityScheduleRows } from '../staff-schedule/index.ts';
import { latestRun, listScheduledSites } from './jobs.repository.ts';
import { recipientsOf } from './overdue-notification.service.ts';

/** The next run of a schedule, null when it has none ahead or the engine cannot read it. */
function nextRun(schedule: TEditorSchedule, timeZone: string, now: Date): Date | null {
  try {
    return nextRunAfter(schedule, timeZone, now);
  } catch {
    return null;
  }
}

/** The overdue-rooms notification, while the site has a notification schedule with runs ahead. */
async function notificationJob(tx: Executor, facilityId: string, now: Date): Promise<TNotificationJob | null> {
  const [scheduled] = await listScheduledSites(tx, facilityId);
  const next = scheduled ? nextRun(scheduled.schedule, scheduled.timeZone, now) : null;
  if (!scheduled || !next) return null;
  const last = await latestRun(tx, facilityId);
  return {
    kind: 'overdueRoomsNotification',
    nextRunAt: next.toISOString(),
    lastRun: last ? { ...last, runAt: last.runAt.toISOString(), finishedAt: last.finishedAt.toISOString() } : null,
    recipientCount: (await recipientsOf(tx, scheduled)).length,
  };
}

/** Each active site schedule (paused ones are not jobs), with its last run's result read from the row. */
async function siteScheduleJobs(tx: Executor, facilityId: string, timeZone: string, now: Date): Promise<TSiteScheduleJob[]> {
  const rows = (await listFacilityScheduleRows(tx, facilityId)).filter((r) => r.active);
  return rows.map((r) => {
    const result = parseSiteScheduleResult(r.lastResult);
    return {
      kind: 'siteSchedule',
      id: r.id,
      description: r.description,
      nextRunAt: nextRun(r.schedule, timeZone, now)?.toISOString() ?? null,
      lastRun:
        r.lastRun && result
          ? {
              runAt: r.lastRun.toISOString(),
              result: result.result,
              created: result.result === 'created' ? result.created : 0,
              existing: result.result === 'created' ? result.existing : 0,
              error: result.result === 'failed' ? result.error : null,
            }
          : null,
    };
  });
}

/** The next daily reconciliation (03:00 UTC, the cron of SYNC_DAILY_JOB in main.ts). */
function nextReconciliation(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  return at > now ? at : new Date(at.getTime() + 86_400_000);
}

/** Each care-records data source: its daily reconciliation, its last run and its webhook messages in trouble. */
async function careRecordsJobs(tx: Executor, facilityId: string, now: Date): Promise<TCareRecordsSyncJob[]> {
  const out: TCareRecordsSyncJob[] = [];
  for (const ds of await listDataSources(tx, facilityId)) {
    const [last] = await listSyncRuns(tx, ds.id, 1);
    const counts = await messageCounts(tx, ds.id);
    out.push({
      kind: 'careRecordsSync',
      id: ds.id,
      description: ds.name,
      nextRunAt: nextReconciliation(now).toISOString(),
      lastRun: last
        ? { runAt: last.startedAt.toISOString(), kind: last.kind, status: last.status, error: last.failure?.code ?? null }
        : null,
      retryingMessages: counts.retrying,
      failedMessages: counts.failed,
    });
  }
  return out;
}

/**
 * GET /jobs: the site's active jobs. The overdue-rooms notification is active while the site has a
 * notification schedule with runs ahead; it shows its next run, its last run and how many addresses the
 * next run would mail. Each active site schedule follows with its next run and last result, then each
 * care-records data source (daily reconciliation, last run, webhook messages retrying or failed).
 */
export async function getJobs(ctx: AppContext, auth: TenantAuth, facilityId: string, now: Date = new Date()): Promise<TJobsResponse> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const site = await findSiteRow(tx, facilityId);
    if (!site) throw notFound();
    const notification = await notificationJob(tx, facilityId, now);
    const jobs: TJob[] = [
      ...(notification ? [notification] : []),
      ...(await siteScheduleJobs(tx, facilityId, site.timeZone, now)),
      ...(await careRecordsJobs(tx, facilityId, now)),
    ];
    return { facilityId, timeZone: site.timeZone, jobs };
  });
}
