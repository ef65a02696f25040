import type { TRoomsSave, TSite } from '@carehome/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteLayoutKey } from '../../../lib/query-keys.ts';
import { siteLayoutQueryOptions } from '../../../lib/site-layout.ts';

/** The site with its areas and rooms. */
export const useSite = (facilityId: string | undefined) => useQuery(siteLayoutQueryOptions(facilityId));

/** POST facility/rooms: a batch of layout changes; the answer (the whole site) replaces the cached one. */
export function useSaveLayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: TRoomsSave) => api<TSite>('facility/rooms', { body: changes }),
    onSuccess: (site) => client.setQueryData(siteLayoutKey(site.id), site),
  });
}

/** DELETE a room ('Room cannot be deleted' when history or a schedule refers to it). */
export function useDeleteRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ facilityId, roomId }: { facilityId: string; roomId: string }) =>
      api<TSite>(`facility/${facilityId}/rooms/${roomId}`, { method: 'DELETE' }),
    onSuccess: (site) => client.setQueryData(siteLayoutKey(site.id), site),
  });
}
