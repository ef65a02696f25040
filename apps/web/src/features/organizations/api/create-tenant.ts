import type { TTenant, TTenantCreate } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessibleSitesKey } from '../../../lib/query-keys.ts';
import { tenantKeys } from './list-tenants.ts';

export interface TenantCreated {
  tenant: TTenant;
  siteId: string;
  sponsorId: string;
}

/**
 * POST tenant/create (onboarding): the organization, its first site with a starter housekeeping
 * configuration, and the sponsor as organization administrator, who is sent an invitation.
 */
export function useCreateTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TTenantCreate) => api<TenantCreated>('tenant/create', { body: input }),
    onSettled: async () => {
      // Also after a refusal: a name taken in the meantime is then known to the name check.
      await Promise.all([
        client.invalidateQueries({ queryKey: tenantKeys.list }),
        client.invalidateQueries({ queryKey: accessibleSitesKey }),
      ]);
    },
  });
}
