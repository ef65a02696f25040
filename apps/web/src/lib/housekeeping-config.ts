import type { THousekeepingConfig } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { housekeepingConfigKey } from './query-keys.ts';

/** GET housekeeping/config: the site's configuration alone (GET housekeeping adds every room). */
export function fetchHousekeepingConfig(facilityId: string, signal?: AbortSignal) {
  return api<THousekeepingConfig>('housekeeping/config', { signal, query: { facilityId } });
}

/**
 * The configuration of a site. `facilityId` keys the cache so that a site switch never shows another
 * site's configuration. Always read afresh when a screen opens, so that an edit starts from the latest
 * saved version.
 */
export const housekeepingConfigQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: housekeepingConfigKey(facilityId),
    enabled: Boolean(facilityId),
    staleTime: 0,
    queryFn: ({ signal }) => fetchHousekeepingConfig(facilityId as string, signal),
  });

export const useHousekeepingConfig = (facilityId: string | undefined) => useQuery(housekeepingConfigQueryOptions(facilityId));
