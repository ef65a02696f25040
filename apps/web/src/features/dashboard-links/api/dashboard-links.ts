import type { TDashboardLinkList, TSaveDashboardLinks } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { portalLinksKeys } from '../../../lib/query-keys.ts';

// The site's dashboard report links (GET/POST /facility/pbireports), read and saved as a whole list.

const linksKey = (facilityId: string | undefined) => ['dashboard-links', facilityId ?? null] as const;

export const dashboardLinksQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: linksKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TDashboardLinkList>('facility/pbireports', { query: { facilityId }, signal }).then((r) => r.links),
  });

export const useDashboardLinks = (facilityId: string | undefined) => useQuery(dashboardLinksQueryOptions(facilityId));

export function useSaveDashboardLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveDashboardLinks) => api<TDashboardLinkList>('facility/pbireports', { body }).then((r) => r.links),
    onSuccess: (links, body) => {
      client.setQueryData(linksKey(body.facilityId), links);
      // What the portal and the site dashboard offer changed.
      void client.invalidateQueries({ queryKey: portalLinksKeys.all });
    },
  });
}
