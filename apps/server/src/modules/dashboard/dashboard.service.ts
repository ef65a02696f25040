import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import type { RoomEntry, Variant } from './room-view.ts';
import { answerOf, currentEntry, type SiteEntry } from './site-entry.ts';

/** What one request gets: the bytes' identity and the parts of the body, pre-serialized. */
export interface DashboardSnapshot {
  etag: string;
  /** The answer as JSON text. */
  json: string;
  /** Every resident the body names (the access log records who was shown whom). */
  residentIds: string[];
}

export const variantOf = (showAuditBanners: boolean): Variant => (showAuditBanners ? 'audit' : 'plain');

/** The residents of some rooms of an entry, for the access log. */
export function residentsOf(rooms: Iterable<RoomEntry>, variant: Variant): string[] {
  const ids: string[] = [];
  for (const room of rooms) for (const r of room.room[variant].residents) ids.push(r.id);
  return ids;
}

export const roomsInOrder = (entry: SiteEntry) => entry.order.map((id) => entry.rooms.get(id) as RoomEntry);

/**
 * The dashboard of a site: the configuration first, then the rooms with their last three reports (GET
 * /housekeeping, the spec's answer). Built once per version of the kept entry and variant (the audit
 * banners make two variants of each room) and shared by every viewer.
 */
export async function getDashboard(
  ctx: AppContext,
  auth: TenantAuth,
  facilityId: string,
  showAuditBanners: boolean,
): Promise<DashboardSnapshot> {
  assertSiteVisible(auth, facilityId);
  const variant = variantOf(showAuditBanners);
  const entry = await currentEntry(ctx, auth, facilityId);
  return answerOf(entry, `full:${variant}`, () => {
    const rooms = roomsInOrder(entry);
    return {
      etag: `"${facilityId.slice(0, 8)}-${entry.version}-${entry.computedAt.toString(36)}-${variant === 'audit' ? 'a' : 'n'}${entry.generation}"`,
      json: `[${[entry.configJson, ...rooms.map((room) => room.json[variant])].join(',')}]`,
      residentIds: residentsOf(rooms, variant),
    };
  });
}
