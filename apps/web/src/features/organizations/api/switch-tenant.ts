import type { TAccountInfo } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readForSiteLeft } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/**
 * POST auth/switchTenant: the account works in this organization from now on (on its first site).
 * Every screen's data then reloads; only the list of organizations and sites survives.
 */
export function useSwitchTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tenantId: string) => api<TAccountInfo>('auth/switchTenant', { body: { data: { tenantId } } }),
    onSuccess: async (account) => {
      session.setAccount(account);
      await client.resetQueries({ predicate: readForSiteLeft });
    },
  });
}
