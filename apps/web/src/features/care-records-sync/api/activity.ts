import type { TSyncMessage, TSyncMessageList, TSyncRunList } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/** The activity tab is read again every 5 s while it is shown (and the browser tab visible). */
export const ACTIVITY_REFRESH_MS = 5000;

/** GET sync/runs?facilityId=&dataSourceId=: the recent imports and reconciliations. */
export const syncRunsQueryOptions = (facilityId: string, dataSourceId: string, live: boolean) =>
  queryOptions({
    queryKey: syncKeys.runs(facilityId, dataSourceId),
    refetchInterval: live ? ACTIVITY_REFRESH_MS : false,
    queryFn: ({ signal }) => api<TSyncRunList>('sync/runs', { query: { facilityId, dataSourceId }, signal }).then((r) => r.runs),
  });

export const useSyncRuns = (facilityId: string, dataSourceId: string, live: boolean) =>
  useQuery(syncRunsQueryOptions(facilityId, dataSourceId, live));

/** GET sync/messages?facilityId=&dataSourceId=: the recent webhook messages and what they did. */
export const syncMessagesQueryOptions = (facilityId: string, dataSourceId: string, live: boolean) =>
  queryOptions({
    queryKey: syncKeys.messages(facilityId, dataSourceId),
    refetchInterval: live ? ACTIVITY_REFRESH_MS : false,
    queryFn: ({ signal }) =>
      api<TSyncMessageList>('sync/messages', { query: { facilityId, dataSourceId }, signal }).then((r) => r.messages),
  });

export const useSyncMessages = (facilityId: string, dataSourceId: string, live: boolean) =>
  useQuery(syncMessagesQueryOptions(facilityId, dataSourceId, live));

/** POST sync/messages/retry: processes a failed message again now; the answer replaces it in the list. */
export function useRetryMessage(facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TSyncMessage>('sync/messages/retry', { body: { facilityId, id } }),
    onSuccess: (message) =>
      client.setQueryData<TSyncMessage[]>(syncKeys.messages(facilityId, message.dataSourceId), (list) =>
        list?.map((m) => (m.id === message.id ? message : m)),
      ),
  });
}
