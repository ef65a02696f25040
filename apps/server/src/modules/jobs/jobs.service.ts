import type { TJobsResponse } from '@carehome/contracts';
import { nextRunAfter } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findSiteRow } from '../sites/sites.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';
import { latestRun, listScheduledSites } from './jobs.repository.ts';
import { recipientsOf } from './overdue-notification.service.ts';

/**
 * GET /jobs: the site's active jobs. The overdue-rooms notification is active while the site has a
 * notification schedule with runs ahead; it shows its next run, its last run and how many addresses the
 * next run would mail.
 */
export async function getJobs(ctx: AppContext, auth: TenantAuth, facilityId: string, now: Date = new Date()): Promise<TJobsResponse> {
  assertSiteVisible(auth, facilityId);
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const site = await findSiteRow(tx, facilityId);
    if (!site) throw notFound();
    const response: TJobsResponse = { facilityId, timeZone: site.timeZone, jobs: [] };
    const [scheduled] = await listScheduledSites(tx, facilityId);
    if (!scheduled) return response;
    let next: Date | null = null;
    try {
      next = nextRunAfter(scheduled.schedule, scheduled.timeZone, now);
    } catch {
      // A schedule the engine cannot read has no runs: the job is not active.
    }
    if (!next) return response;
    const last = await latestRun(tx, facilityId);
    response.jobs.push({
      kind: 'overdueRoomsNotification',
      nextRunAt: next.toISOString(),
      lastRun: last ? { ...last, runAt: last.runAt.toISOString(), finishedAt: last.finishedAt.toISOString() } : null,
      recipientCount: (await recipientsOf(tx, scheduled)).length,
    });
    return response;
  });
}
