import type { TSite } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from './list-sites.ts';

/**
 * POST facility/generateapikey: a new API key for the site's calendar export. The answer is the only
 * time the whole key is seen; the previous key stops working at once.
 */
export function useGenerateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facilityId: string) => api<{ apiKey: string; site: TSite }>('facility/generateapikey', { body: { facilityId } }),
    onSuccess: ({ site }) => {
      client.setQueryData(siteKeys.one(site.id), site);
    },
  });
}

/** POST facility/revokeapikey: the site has no key any more; calendars subscribed with it stop updating. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facilityId: string) => api<TSite>('facility/revokeapikey', { body: { facilityId } }),
    onSuccess: (site) => {
      client.setQueryData(siteKeys.one(site.id), site);
    },
  });
}
