import type { TApplyReconciliation, TReconciliation, TSyncRun } from '@carehome/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { syncKeys } from './keys.ts';

/**
 * POST sync/reconciliation: what the import asks to decide first (pairs, residents the system does not
 * know, new rooms' areas). Read when the dialog opens, never kept: the residents here may have changed.
 */
export const useReconciliation = (facilityId: string, dataSourceId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...syncKeys.residentsOf(facilityId, dataSourceId), 'reconciliation'] as const,
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) => api<TReconciliation>('sync/reconciliation', { body: { facilityId, dataSourceId }, signal }),
  });

/** POST sync/reconciliation/apply: the decisions made and the import started as a run. */
export function useApplyReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplyReconciliation) => api<TSyncRun>('sync/reconciliation/apply', { body }),
    onSuccess: (run, body) => {
      client.setQueryData(syncKeys.run(body.facilityId, run.id), run);
      void client.invalidateQueries({ queryKey: syncKeys.runs(body.facilityId, body.dataSourceId) });
    },
  });
}
