import type { TSite } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from './list-sites.ts';

/** GET facility/{id}: one site with its areas, rooms and API key (prefix and date only). */
export const siteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: siteKeys.one(id),
    queryFn: ({ signal }) => api<TSite>(`facility/${encodeURIComponent(id)}`, { signal }),
  });

export const useSite = (id: string) => useQuery(siteQueryOptions(id));
