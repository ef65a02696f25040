import type { TDismissGettingStarted, TGettingStarted } from '@carehome/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The site's getting-started checklist (GET /facility/gettingstarted) and putting it away
// (POST /facility/gettingstarted/dismiss).

const checklistKey = (facilityId: string | undefined) => ['getting-started', facilityId ?? null] as const;

/** Read again whenever the schedule opens: a manager comes back to it after each step. */
export const useGettingStarted = (facilityId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: checklistKey(facilityId),
    enabled: enabled && Boolean(facilityId),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api<TGettingStarted>('facility/gettingstarted', { query: { facilityId }, signal }),
  });

export function useDismissGettingStarted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDismissGettingStarted) => api<TGettingStarted>('facility/gettingstarted/dismiss', { body }),
    onSuccess: (checklist) => client.setQueryData(checklistKey(checklist.facilityId), checklist),
  });
}
