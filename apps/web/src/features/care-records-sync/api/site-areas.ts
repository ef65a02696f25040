import type { TSite } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteLayoutKey } from '../../../lib/query-keys.ts';

/** GET facility/{id}: the site's name, time zone and areas (where an import's new rooms go). */
export const siteQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: siteLayoutKey(facilityId),
    queryFn: ({ signal }) => api<TSite>(`facility/${encodeURIComponent(facilityId)}`, { signal }),
  });

export const useSite = (facilityId: string) => useQuery(siteQueryOptions(facilityId));
