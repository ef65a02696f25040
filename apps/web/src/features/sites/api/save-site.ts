import type { TSite } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessibleSitesKey } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';
import { siteKeys } from './list-sites.ts';

export interface SiteSave {
  id?: string;
  name: string;
  timeZone: string;
  copyConfigurationFrom?: string | null;
}

/**
 * POST facility: creates a site (its housekeeping configuration copied from another site or the
 * starter one) or renames it and changes its time zone.
 */
export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (site: SiteSave) => api<TSite>('facility', { body: { site } }),
    onSuccess: async (site) => {
      client.setQueryData(siteKeys.one(site.id), site);
      // The header shows the current site's name, and its time zone formats every date.
      const { account } = session.get();
      if (account?.facility?.id === site.id && (account.facility.name !== site.name || account.facility.timeZone !== site.timeZone)) {
        session.setAccount({ ...account, facility: { ...account.facility, name: site.name, timeZone: site.timeZone } });
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: siteKeys.list }),
        client.invalidateQueries({ queryKey: accessibleSitesKey }),
      ]);
    },
  });
}
