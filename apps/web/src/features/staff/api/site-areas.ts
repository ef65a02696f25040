import type { TRoomArea, TSite } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-members.ts';

/** GET facility/<id>: the areas of a site, for the restricted-area choice. */
export const siteAreasQueryOptions = (facilityId: string | null) =>
  queryOptions({
    queryKey: staffKeys.siteAreas(facilityId),
    queryFn: ({ signal }) => api<TSite>(`facility/${facilityId}`, { signal }).then((s): TRoomArea[] => s.areas),
    enabled: Boolean(facilityId),
    staleTime: 60_000,
  });

export const useSiteAreas = (facilityId: string | null) => useQuery(siteAreasQueryOptions(facilityId));
