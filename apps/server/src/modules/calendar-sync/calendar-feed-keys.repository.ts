import { and, asc, eq } from 'drizzle-orm';
import { calendarFeedKeys } from '../../db/schema/calendar-sync.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of a site's feed addresses: list, create, revoke, and the feed's look-up of a key.

const listed = {
  id: calendarFeedKeys.id,
  label: calendarFeedKeys.label,
  createdByName: calendarFeedKeys.createdByName,
  createdAt: calendarFeedKeys.createdAt,
  lastUsedAt: calendarFeedKeys.lastUsedAt,
};
export type FeedKeyRow = { id: string; label: string; createdByName: string; createdAt: Date; lastUsedAt: Date | null };

/** The site's feed addresses, oldest first. */
export async function listFeedKeys(tx: Executor, facilityId: string): Promise<FeedKeyRow[]> {
  return tx
    .select(listed)
    .from(calendarFeedKeys)
    .where(eq(calendarFeedKeys.facilityId, facilityId))
    .orderBy(asc(calendarFeedKeys.createdAt));
}

export async function insertFeedKey(
  tx: Executor,
  row: { tenantId: string; facilityId: string; label: string; keyHash: Buffer; createdBy: string; createdByName: string },
): Promise<FeedKeyRow> {
  const [created] = await tx.insert(calendarFeedKeys).values(row).returning(listed);
  if (!created) throw new Error('calendar feed key not inserted');
  return created;
}

/** Deletes one of the site's feed addresses; undefined when the site has no such key. */
export async function deleteFeedKey(tx: Executor, facilityId: string, id: string): Promise<FeedKeyRow | undefined> {
  const [row] = await tx
    .delete(calendarFeedKeys)
    .where(and(eq(calendarFeedKeys.facilityId, facilityId), eq(calendarFeedKeys.id, id)))
    .returning(listed);
  return row;
}

/**
 * Marks the site's feed key hashing to `keyHash` as read now; false when the site has no such key (run
 * under withPlatform by the feed: another site's key matches nothing here).
 */
export async function touchFeedKey(tx: Executor, facilityId: string, keyHash: Buffer): Promise<boolean> {
  const rows = await tx
    .update(calendarFeedKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(calendarFeedKeys.facilityId, facilityId), eq(calendarFeedKeys.keyHash, keyHash)))
    .returning({ id: calendarFeedKeys.id });
  return rows.length > 0;
}
