import type { TTenant } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys of this feature: the list and each organization. */
export const tenantKeys = {
  all: ['organizations'] as const,
  list: ['organizations', 'list'] as const,
  one: (id: string) => ['organizations', 'one', id] as const,
};

/** GET tenant: every organization (provider administrators) or the account's own. */
export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.list,
    queryFn: ({ signal }) => api<{ tenants: TTenant[] }>('tenant', { signal }).then((r) => r.tenants),
  });

export const useTenants = () => useQuery(tenantsQueryOptions());
