import type { TGettingStarted } from '@carehome/contracts';
import { gettingStartedSteps, gettingStartedVisible } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { Executor } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { loadSiteSetup } from './getting-started.repository.ts';

// A site's getting-started checklist: the day-one steps ticked from the site's data (domain
// `gettingStartedSteps`), and putting it away, remembered per person and site as an event of that person
// (decision 0032): each manager of a new site has their own guide, and the audit trail says who put it away.

async function checklist(tx: Executor, auth: TenantAuth, facilityId: string, now: Date): Promise<TGettingStarted> {
  if (!(await siteExists(tx, facilityId))) throw notFound();
  const { firstCleanAt, dismissed, ...facts } = await loadSiteSetup(tx, auth.tenantId, facilityId, auth.subjectId);
  const steps = gettingStartedSteps(facts);
  return { facilityId, steps, dismissed, visible: gettingStartedVisible(steps, dismissed, firstCleanAt, now) };
}

/** GET /facility/gettingstarted: the site's checklist for the caller. */
export function getGettingStarted(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TGettingStarted> {
  return withVisibleSite(ctx, auth, facilityId, (tx) => checklist(tx, auth, facilityId, new Date()));
}

/** POST /facility/gettingstarted/dismiss: the caller puts the site's checklist away (a second time changes nothing). */
export function dismissGettingStarted(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, facilityId: string): Promise<TGettingStarted> {
  return withVisibleSite(ctx, auth, facilityId, async (tx) => {
    const before = await checklist(tx, auth, facilityId, new Date());
    if (before.dismissed) return before;
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: 'getting_started.dismissed',
      subjectType: 'facility',
      subjectId: facilityId,
      data: { done: before.steps.filter((s) => s.done).map((s) => s.key) },
    });
    return { ...before, dismissed: true, visible: false };
  });
}
