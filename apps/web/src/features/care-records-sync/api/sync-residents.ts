import type { TExternalPatientStatus, TSyncResidentList, TSyncRun } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteLayoutKey } from '../../../lib/query-keys.ts';
import { runIsActive } from '../model/sync-text.ts';
import { syncKeys } from './keys.ts';

/** While a run goes on its progress is read every second. */
export const RUN_POLL_MS = 1000;

/**
 * POST sync/residents: the external residents compared with ours. Each read spends the external API's
 * quota, so the list is read when the tab opens or the filter changes, and again only on request.
 */
export const syncResidentsQueryOptions = (
  facilityId: string,
  dataSourceId: string,
  patientStatus: TExternalPatientStatus | null,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: syncKeys.residents(facilityId, dataSourceId, patientStatus),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api<TSyncResidentList>('sync/residents', { body: { facilityId, dataSourceId, patientStatus }, signal }),
  });

export const useSyncResidents = (
  facilityId: string,
  dataSourceId: string,
  patientStatus: TExternalPatientStatus | null,
  enabled: boolean,
) => useQuery(syncResidentsQueryOptions(facilityId, dataSourceId, patientStatus, enabled));

/** POST sync/reconcile: compares every resident with the external system now (it also runs daily). */
export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; dataSourceId: string }) => api<TSyncRun>('sync/reconcile', { body }),
    onSuccess: (run, body) => {
      client.setQueryData(syncKeys.run(body.facilityId, run.id), run);
      void client.invalidateQueries({ queryKey: syncKeys.runs(body.facilityId, body.dataSourceId) });
    },
  });
}

/**
 * GET sync/runs/{id}?facilityId=: one run, read every second while it goes on. Once it ends, what it
 * changed is read again: the residents compared, the runs, and the site's rooms.
 */
export function useSyncRun(facilityId: string, id: string | null) {
  const client = useQueryClient();
  return useQuery<TSyncRun>({
    queryKey: syncKeys.run(facilityId, id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && !runIsActive(query.state.data.status) ? false : RUN_POLL_MS),
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<TSyncRun>(syncKeys.run(facilityId, id ?? ''));
      const run = await api<TSyncRun>(`sync/runs/${encodeURIComponent(id ?? '')}`, { query: { facilityId }, signal });
      if ((!before || runIsActive(before.status)) && !runIsActive(run.status)) {
        void client.invalidateQueries({ queryKey: syncKeys.residentsOf(facilityId, run.dataSourceId) });
        void client.invalidateQueries({ queryKey: syncKeys.runs(facilityId, run.dataSourceId) });
        void client.invalidateQueries({ queryKey: siteLayoutKey(facilityId) });
      }
      return run;
    },
  });
}
