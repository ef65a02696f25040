import type { TTenant } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { tenantKeys } from './list-tenants.ts';

/** GET tenant?id=…: one organization with its logo, report colours and supervisors. */
export const tenantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tenantKeys.one(id),
    queryFn: async ({ signal }) => {
      const { tenants } = await api<{ tenants: TTenant[] }>('tenant', { signal, query: { id } });
      const tenant = tenants[0];
      if (!tenant) throw new ApiError(404, 'not_found', 'Not found');
      return tenant;
    },
  });

export const useTenant = (id: string) => useQuery(tenantQueryOptions(id));
