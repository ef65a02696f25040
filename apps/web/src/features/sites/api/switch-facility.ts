import type { TAccountInfo } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { readForSiteLeft } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/**
 * POST auth/switchFacility: the account works in this site from now on. Every screen's data then
 * reloads for it; only the list of organizations and sites survives.
 */
export function useSwitchFacility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facilityId: string) => api<TAccountInfo>('auth/switchFacility', { body: { data: { facilityId } } }),
    onSuccess: async (account) => {
      session.setAccount(account);
      await client.resetQueries({ predicate: readForSiteLeft });
    },
  });
}
