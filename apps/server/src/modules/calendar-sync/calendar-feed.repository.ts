import type { TCalendarFeedPrivacy } from '@carehome/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { rooms } from '../../db/schema/layout.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import { sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of the site's calendar feed: the site a feed key opens, what the feed may show, and the
// outstanding tasks it lists.

/**
 * The active site whose API key hashes to `keyHash`, or with `keyHash` null (one of the site's feed keys
 * matched already) the active site itself. Run under withPlatform: the key is all a calendar app sends.
 */
export async function findFeedSite(tx: Executor, facilityId: string, keyHash: Buffer | null) {
  const [site] = await tx
    .select({
      id: sites.id,
      tenantId: sites.tenantId,
      name: sites.name,
      timeZone: sites.timeZone,
      showRoomStates: sites.feedShowsRoomStates,
      showStaffNames: sites.feedShowsStaffNames,
    })
    .from(sites)
    .where(and(eq(sites.id, facilityId), keyHash ? eq(sites.apiKeyHash, keyHash) : undefined, eq(sites.isArchived, false)));
  return site;
}

const privacyColumns = { showRoomStates: sites.feedShowsRoomStates, showStaffNames: sites.feedShowsStaffNames };

/** The site's feed privacy (no row: another organization's or an archived site). */
export async function findFeedPrivacy(tx: Executor, facilityId: string): Promise<TCalendarFeedPrivacy | undefined> {
  const [row] = await tx
    .select(privacyColumns)
    .from(sites)
    .where(and(eq(sites.id, facilityId), eq(sites.isArchived, false)));
  return row;
}

/** Saves both choices; no row for another organization's or an archived site. */
export async function updateFeedPrivacy(
  tx: Executor,
  facilityId: string,
  privacy: TCalendarFeedPrivacy,
): Promise<TCalendarFeedPrivacy | undefined> {
  const [row] = await tx
    .update(sites)
    .set({ feedShowsRoomStates: privacy.showRoomStates, feedShowsStaffNames: privacy.showStaffNames })
    .where(and(eq(sites.id, facilityId), eq(sites.isArchived, false)))
    .returning(privacyColumns);
  return row;
}

/** The outstanding tasks of the site's rooms `roomIds`. */
export async function listRoomTasks(tx: Executor, facilityId: string, roomIds: string[]) {
  const rows = await tx
    .select()
    .from(outstandingTasks)
    .innerJoin(rooms, eq(rooms.id, outstandingTasks.roomId))
    .where(and(eq(rooms.facilityId, facilityId), inArray(outstandingTasks.roomId, roomIds)));
  return rows.map((r) => r.outstanding_tasks);
}
