import type { TRoutine } from '@carehome/contracts';
import type { Executor } from '../../platform/db/database.ts';
import { findConfig } from '../housekeeping/config.repository.ts';
import { listAreas, listRooms } from '../sites/sites.repository.ts';

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

/** Every room of the site (archived included, so old moves still name their rooms). */
export async function loadRoomIndex(tx: Executor, facilityId: string): Promise<RoomIndex> {
  const [rooms, areas, config] = [await listRooms(tx, facilityId), await listAreas(tx, facilityId), await findConfig(tx, facilityId)];
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const types = new Map((config?.document.roomTypes ?? []).map((t) => [t.id, t]));
  const pathOf = (areaId: string | null) => {
    const path: string[] = [];
    const seen = new Set<string>();
    for (let id = areaId; id && !seen.has(id); ) {
      seen.add(id);
      const a = areaById.get(id);
      if (!a) break;
      path.unshift(a.name);
      id = a.parentId;
    }
    return path;
  };
  return new Map(
    rooms.map((r) => {
      const type = r.roomTypeId ? types.get(r.roomTypeId) : undefined;
      return [
        r.id,
        {
          id: r.id,
          roomNumber: r.roomNumber,
          areaPath: pathOf(r.areaId),
          roomType: type?.roomType ?? null,
          isArchived: r.isArchived,
          routines: type?.routines ?? [],
          roomStates: type?.roomStates ?? [],
        },
      ];
    }),
  );
}
