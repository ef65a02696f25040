import type { TCalendarFeedPrivacy, TSaveCalendarFeedPrivacy } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { findFeedPrivacy, updateFeedPrivacy } from './calendar-feed.repository.ts';

// What the site's calendar feed shows to whoever holds its address: the feed's URL travels into calendar
// apps, shared calendars and their logs, so clinical room states and full names stay out unless the site
// chooses otherwise.

/** GET /facility/calendarfeedprivacy. */
export async function getFeedPrivacy(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TCalendarFeedPrivacy> {
  const found = await withVisibleSite(ctx, auth, facilityId, (tx) => findFeedPrivacy(tx, facilityId));
  if (!found) throw notFound();
  return found;
}

/** POST /facility/calendarfeedprivacy: both choices at once; the change is recorded. */
export async function saveFeedPrivacy(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveCalendarFeedPrivacy,
): Promise<TCalendarFeedPrivacy> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const row = await updateFeedPrivacy(tx, input.facilityId, input);
    if (!row) throw notFound();
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'calendar.feed_privacy_saved',
      data: row,
    });
    return row;
  });
}
