import type { TTenant, TTenantUpdate } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessibleSitesKey } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';
import { tenantKeys } from './list-tenants.ts';

/** POST tenant/update: name, logo, report colours and supervisors of one organization. */
export function useUpdateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tenant: TTenantUpdate) => api<TTenant>('tenant/update', { body: { tenant } }),
    onSuccess: async (tenant) => {
      client.setQueryData(tenantKeys.one(tenant.id), tenant);
      // The organization switch and the header show the name of the current organization.
      const { account } = session.get();
      if (account && account.tenantId === tenant.id && account.tenantName !== tenant.name) {
        session.setAccount({ ...account, tenantName: tenant.name });
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: tenantKeys.list }),
        client.invalidateQueries({ queryKey: accessibleSitesKey }),
      ]);
    },
  });
}
