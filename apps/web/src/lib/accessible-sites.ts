import type { TAccessibleSites } from '@carehome/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const sitesKey = ['auth', 'sites'] as const;

/** Organizations and sites the account may switch to. */
export function useAccessibleSites() {
  return useQuery({ queryKey: sitesKey, queryFn: ({ signal }) => api<TAccessibleSites>('auth/sites', { signal }) });
}
