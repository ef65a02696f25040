import type { TDashboardRoom, THousekeepingConfig } from '@carehome/contracts';
import { isHomeRoom } from '@carehome/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { type PickerRoom, sortPickerRooms, withOccupants } from '../model/arrival-rooms.ts';
import { residentKeys } from './keys.ts';
import { useResidents } from './residents.ts';

/**
 * The site's rooms for choosing a resident's room, from GET housekeeping (the one list of rooms that
 * Nursing may read; GET facility/:id is the layout editor's, FacilityAdministrator and above), with
 * who lives in each. Archived rooms and common areas are left out.
 */
export const siteRoomsQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: residentKeys.rooms(facilityId),
    enabled: Boolean(facilityId),
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<PickerRoom[]> => {
      const [config, ...rooms] = await api<[THousekeepingConfig, ...TDashboardRoom[]]>('housekeeping', {
        signal,
        query: { facilityId: facilityId as string },
      });
      const routinesOf = new Map(config.roomTypes.map((t) => [t.id, t.routines]));
      // Common areas (no arrival or departure clean, nobody living there) are nobody's home.
      return rooms
        .filter((r) => !r.isArchived && isHomeRoom(routinesOf.get(r.roomTypeId ?? '') ?? [], r.residents.length))
        .map((r) => ({
          id: r.id,
          roomNumber: r.roomNumber,
          roomTypeId: r.roomTypeId,
          roomType: r.roomType,
          areaPath: r.facilityArea,
          residents: r.residents.map((x) => ({ id: x.id, name: x.displayName })),
        }));
    },
  });

export const useSiteRooms = (facilityId: string | undefined) => useQuery(siteRoomsQueryOptions(facilityId));

/**
 * The rooms the picker offers, vacant first, with who lives in each: the residents list (kept current by
 * every save of this browser) when it has loaded, else the rooms read. `ignoreResidentId`: the resident
 * being moved does not make their own room look occupied.
 */
export function usePickerRooms(facilityId: string | undefined, ignoreResidentId?: string | null) {
  const rooms = useSiteRooms(facilityId);
  const residents = useResidents(facilityId);
  const data = useMemo(
    () => (rooms.data ? sortPickerRooms(withOccupants(rooms.data, residents.data, ignoreResidentId)) : undefined),
    [rooms.data, residents.data, ignoreResidentId],
  );
  return { query: rooms, rooms: data };
}
