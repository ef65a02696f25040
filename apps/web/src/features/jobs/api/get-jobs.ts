import type { TJobsResponse } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const jobsKeys = {
  site: (facilityId: string, configVersion: number) => ['jobs', facilityId, configVersion] as const,
};

/**
 * GET jobs?facilityId=: the site's active jobs. Keyed by the configuration version too, so saving the
 * notification schedule reads them again; refreshed every minute for the last run's result.
 */
export const jobsQueryOptions = (facilityId: string, configVersion: number) =>
  queryOptions({
    queryKey: jobsKeys.site(facilityId, configVersion),
    queryFn: ({ signal }) => api<TJobsResponse>('jobs', { query: { facilityId }, signal }),
    refetchInterval: 60_000,
  });

export const useJobs = (facilityId: string, configVersion: number) => useQuery(jobsQueryOptions(facilityId, configVersion));
