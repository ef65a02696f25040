import type { TPortalLinks } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { portalLinksKeys } from './query-keys.ts';

// The dashboard report links offered to the signed-in person at their site (GET /reporting/portal):
// exactly the links that name their role, the default (shown embedded on the site dashboard) first.
// Shared by the portal and the site dashboard.

export const portalLinksQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: portalLinksKeys.site(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TPortalLinks>('reporting/portal', { query: { facilityId }, signal }).then((r) => r.links),
  });

export const usePortalLinks = (facilityId: string | undefined) => useQuery(portalLinksQueryOptions(facilityId));
