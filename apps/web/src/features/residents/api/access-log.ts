import type { TResidentAccessEntry } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { residentKeys } from './keys.ts';

/** GET resident/:id/accesslog (FacilityAdministrator and above): who read or changed the record, newest first. */
export const residentAccessLogQueryOptions = (facilityId: string | undefined, id: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: residentKeys.accessLog(id),
    enabled: enabled && Boolean(facilityId && id),
    queryFn: ({ signal }) =>
      api<{ entries: TResidentAccessEntry[] }>(`resident/${id}/accesslog`, { query: { facilityId: facilityId as string }, signal }).then(
        (r) => r.entries,
      ),
  });

export const useResidentAccessLog = (facilityId: string | undefined, id: string | undefined, enabled: boolean) =>
  useQuery(residentAccessLogQueryOptions(facilityId, id, enabled));
