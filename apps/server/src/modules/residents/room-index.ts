import type { TRoutine } from '@carehome/contracts';
import { siteToday } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { loadSiteLayout, type SiteLayout } from '../sites/index.ts';

// The site's rooms as resident moves see them: a view over the site's layout, keyed by room id.

/** A room of the site as resident moves see it: where it is, its type's routines and allowed states. */
export interface IndexedRoom {
  id: string;
  roomNumber: string;
  areaPath: string[];
  roomType: string | null;
  isArchived: boolean;
  routines: TRoutine[];
  roomStates: string[];
}
export type RoomIndex = Map<string, IndexedRoom>;

/** Every room of the layout (archived included, so old moves still name their rooms). */
export function roomIndexOf(layout: SiteLayout): RoomIndex {
  const types = new Map((layout.config?.roomTypes ?? []).map((t) => [t.id, t]));
  return new Map(
    layout.rooms.map((r) => {
      const type = r.roomTypeId ? types.get(r.roomTypeId) : undefined;
      return [
        r.id,
        {
          id: r.id,
          roomNumber: r.roomNumber,
          areaPath: r.areaPath,
          roomType: type?.roomType ?? null,
          isArchived: r.isArchived,
          routines: type?.routines ?? [],
          roomStates: type?.roomStates ?? [],
        },
      ];
    }),
  );
}

/** Every room of the site (archived included); a site the organization does not have is not found. */
export async function loadRoomIndex(tx: Executor, facilityId: string): Promise<RoomIndex> {
  return roomIndexOf(await loadSiteLayout(tx, facilityId));
}

/** An active site's today (in its calendar) and its rooms; an archived or unknown site is not found. */
export async function siteRooms(tx: Executor, facilityId: string): Promise<{ today: string; rooms: RoomIndex }> {
  const layout = await loadSiteLayout(tx, facilityId, { activeOnly: true });
  return { today: siteToday(layout.site.timeZone), rooms: roomIndexOf(layout) };
}
