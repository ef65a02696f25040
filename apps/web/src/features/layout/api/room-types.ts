import type { THousekeepingConfig } from '@carehome/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The room types of the site (first item of GET housekeeping). */
export function useRoomTypes(facilityId: string | undefined) {
  return useQuery({
    queryKey: ['housekeeping', 'config', facilityId],
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<[THousekeepingConfig, ...unknown[]]>('housekeeping', { signal, query: { facilityId } }),
    select: (list) => list[0].roomTypes.map((t) => ({ id: t.id, name: t.roomType })),
  });
}
