import type { TAuditTargets } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { auditSuggestionsKey } from './audit-suggestions.ts';

// GET and POST /facility/audittargets: the site's weekly audit targets (supervisors and above).

const targetsKey = (facilityId: string | undefined) => ['audit-targets', facilityId ?? null] as const;

export const useAuditTargets = (facilityId: string | undefined, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: targetsKey(facilityId),
      enabled: enabled && Boolean(facilityId),
      queryFn: ({ signal }) => api<TAuditTargets>('facility/audittargets', { query: { facilityId }, signal }),
    }),
  );

/** Saves the targets; the progress and the day's list follow them. */
export function useSaveAuditTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targets: TAuditTargets) => api<TAuditTargets>('facility/audittargets', { body: targets }),
    onSuccess: (saved) => {
      client.setQueryData(targetsKey(saved.facilityId), saved);
      void client.invalidateQueries({ queryKey: auditSuggestionsKey(saved.facilityId) });
    },
  });
}
