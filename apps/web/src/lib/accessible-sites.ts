import type { TAccessibleSites } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { accessibleSitesKey } from './query-keys.ts';

/** Organizations and sites the account may switch to. */
export const accessibleSitesQueryOptions = () =>
  queryOptions({ queryKey: accessibleSitesKey, queryFn: ({ signal }) => api<TAccessibleSites>('auth/sites', { signal }) });

export const useAccessibleSites = () => useQuery(accessibleSitesQueryOptions());
