import type { TSite } from '@carehome/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { siteLayoutKey } from './query-keys.ts';

/**
 * GET facility/{id}: the site with its areas and rooms. One read for the layout editor and the
 * care-records sync (where an import's new rooms go), so a change in one shows in the other.
 */
export const siteLayoutQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: siteLayoutKey(facilityId ?? ''),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TSite>(`facility/${encodeURIComponent(facilityId ?? '')}`, { signal }),
  });
