import type { TSiteSummary } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature (not ['auth', 'sites'], the switch's list of accessible sites). */
export const siteKeys = {
  all: ['facility'] as const,
  list: ['facility', 'list'] as const,
  one: (id: string) => ['facility', 'one', id] as const,
};

/** GET facility: the sites of the current organization with their room and staff counts. */
export const sitesQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: siteKeys.list,
    enabled,
    queryFn: ({ signal }) => api<{ sites: TSiteSummary[] }>('facility', { signal }).then((r) => r.sites),
  });

export const useSites = (enabled = true) => useQuery(sitesQueryOptions(enabled));
