import type { TAccountInfo } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readForSiteLeft } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/**
 * POST auth/switchFacility or auth/switchTenant, then every screen's data reloads for the new site
 * (only the list of sites survives, it does not depend on the site).
 */
export function useSwitchScope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { tenantId: string } | { facilityId: string }) =>
      'tenantId' in target
        ? api<TAccountInfo>('auth/switchTenant', { body: { data: { tenantId: target.tenantId } } })
        : api<TAccountInfo>('auth/switchFacility', { body: { data: { facilityId: target.facilityId } } }),
    onSuccess: async (account) => {
      session.setAccount(account);
      await client.resetQueries({ predicate: readForSiteLeft });
    },
  });
}
