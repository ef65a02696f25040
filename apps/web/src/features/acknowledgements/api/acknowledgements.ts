import type { TAcknowledgementInput, TAcknowledgementLevel, TAcknowledgementList, TBriefingReport } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const acknowledgementKeys = {
  site: (facilityId: string | undefined) => ['acknowledgements', facilityId] as const,
  briefingReport: (facilityId: string | undefined, date: string | null) => ['briefing-report', facilityId, date] as const,
};

/** GET acknowledgements?facilityId=: every level the site sees, with what the user may edit. */
export const acknowledgementsQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: acknowledgementKeys.site(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TAcknowledgementList>('acknowledgements', { query: { facilityId }, signal }),
  });

export const useAcknowledgements = (facilityId: string | undefined) => useQuery(acknowledgementsQueryOptions(facilityId));

/**
 * Saves one level's whole list through the call of its level: the site's through
 * tenant/savefacilityacknowledgements, the organization's through tenant/saveaorganizationcknowledgements,
 * the provider's (health authority, provincial) through chssystem/updateacknowledgements.
 */
export function useSaveLevel(facilityId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ level, acknowledgements }: { level: TAcknowledgementLevel; acknowledgements: TAcknowledgementInput[] }) => {
      if (level === 'Site') return api('tenant/savefacilityacknowledgements', { body: { facilityId, acknowledgements } });
      if (level === 'Organization') return api('tenant/saveaorganizationcknowledgements', { body: { facilityId, acknowledgements } });
      return api('chssystem/updateacknowledgements', { body: { level, acknowledgements } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: acknowledgementKeys.site(facilityId) }),
  });
}

/** GET briefings/report?facilityId=&date=: who acknowledged what and when, who has not, items ticked. */
export const briefingReportQueryOptions = (facilityId: string | undefined, date: string | null) =>
  queryOptions({
    queryKey: acknowledgementKeys.briefingReport(facilityId, date),
    enabled: Boolean(facilityId && date),
    retry: false,
    queryFn: ({ signal }) => api<TBriefingReport>('briefings/report', { query: { facilityId, date: date ?? '' }, signal }),
  });

export const useBriefingReport = (facilityId: string | undefined, date: string | null) =>
  useQuery(briefingReportQueryOptions(facilityId, date));
