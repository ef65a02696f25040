import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accessibleSitesKey } from '../../../lib/query-keys.ts';
import { siteKeys } from './list-sites.ts';

/** DELETE facility/{id}: only an empty site (no rooms, staff or history); others are refused (409). */
export function useDeleteSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`facility/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: siteKeys.list }),
        client.invalidateQueries({ queryKey: accessibleSitesKey }),
      ]);
    },
  });
}
