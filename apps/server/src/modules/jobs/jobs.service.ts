import type { TEditorSchedule, TJob, TJobsResponse, TNotificationJob, TSiteScheduleJob } from '@carehome/contracts';
import { nextRunAfter, parseSiteScheduleResult } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findSiteRow } from '../sites/sites.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';
import { listFacilityScheduleRows } from '../staff-schedule/facility-schedules.repository.ts';
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

/**
 * GET /jobs: the site's active jobs. The overdue-rooms notification is active while the site has a
 * notification schedule with runs ahead; it shows its next run, its last run and how many addresses the
 * next run would mail. Each active site schedule follows with its next run and last result.
 */
export async function getJobs(ctx: AppContext, auth: TenantAuth, facilityId: string, now: Date = new Date()): Promise<TJobsResponse> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await findSiteRow(tx, facilityId);
    if (!site) throw notFound();
    const notification = await notificationJob(tx, facilityId, now);
    const jobs: TJob[] = [...(notification ? [notification] : []), ...(await siteScheduleJobs(tx, facilityId, site.timeZone, now))];
    return { facilityId, timeZone: site.timeZone, jobs };
  });
}
