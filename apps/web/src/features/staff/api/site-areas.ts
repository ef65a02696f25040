import type { TRoomArea, TSite } from '@carehome/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-members.ts';

/** GET facility/<id>: the areas of a site, for the restricted-area choice. */
export function useSiteAreas(facilityId: string | null) {
  return useQuery({
    queryKey: staffKeys.siteAreas(facilityId),
    queryFn: ({ signal }) => api<TSite>(`facility/${facilityId}`, { signal }).then((s): TRoomArea[] => s.areas),
    enabled: Boolean(facilityId),
    staleTime: 60_000,
  });
}
