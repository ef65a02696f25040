import type { TBriefing, TBriefingInput, TBriefingList } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const briefingsKey = (facilityId: string | undefined) => ['briefings', facilityId] as const;

/** GET briefings?facilityId=: the site's briefings and the organization's, with the levels the user may edit. */
export const briefingsQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: briefingsKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TBriefingList>('briefings', { query: { facilityId }, signal }),
  });

export const useBriefings = (facilityId: string | undefined) => useQuery(briefingsQueryOptions(facilityId));

/** POST briefings/save: creates or changes a briefing. */
export function useSaveBriefing(facilityId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (briefing: TBriefingInput) => api<TBriefing>('briefings/save', { body: { facilityId, briefing } }),
    onSuccess: () => client.invalidateQueries({ queryKey: briefingsKey(facilityId) }),
  });
}

/** POST briefings/delete. */
export function useDeleteBriefing(facilityId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>('briefings/delete', { body: { facilityId, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: briefingsKey(facilityId) }),
  });
}
