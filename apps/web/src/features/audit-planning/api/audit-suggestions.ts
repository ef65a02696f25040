import type { TAuditSuggestions } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// GET /facility/auditsuggestions: the day's suggested audits and the week's progress against the targets.

export const auditSuggestionsKey = (facilityId: string | undefined) => ['audit-suggestions', facilityId ?? null] as const;

export const useAuditSuggestions = (facilityId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: auditSuggestionsKey(facilityId),
      enabled: Boolean(facilityId),
      queryFn: ({ signal }) => api<TAuditSuggestions>('facility/auditsuggestions', { query: { facilityId }, signal }),
    }),
  );
