import type { TSiteBenchmark, TSiteDashboard } from '@carehome/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { BENCHMARK_POLL_MS, benchmarkStatus } from '../model/benchmark-status.ts';

// GET /sitedashboard (the site's weeks, with an area or operation to drill into) and
// GET /sitedashboard/sites (every site of the organization side by side).

export interface DashboardFilter {
  weeks: number;
  areaId: string | null;
  operation: string | null;
}

export const siteDashboardKeys = {
  site: (facilityId: string | undefined, f: DashboardFilter) =>
    ['site-dashboard', facilityId ?? null, f.weeks, f.areaId, f.operation] as const,
  benchmark: (weeks: number) => ['site-dashboard', 'sites', weeks] as const,
};

export const siteDashboardQueryOptions = (facilityId: string | undefined, f: DashboardFilter, enabled: boolean) =>
  queryOptions({
    queryKey: siteDashboardKeys.site(facilityId, f),
    enabled: enabled && Boolean(facilityId),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api<TSiteDashboard>('sitedashboard', {
        query: {
          facilityId,
          weeks: f.weeks,
          ...(f.areaId ? { areaId: f.areaId } : {}),
          ...(f.operation ? { operation: f.operation } : {}),
        },
        signal,
      }),
  });

export const useSiteDashboard = (facilityId: string | undefined, f: DashboardFilter, enabled: boolean) =>
  useQuery(siteDashboardQueryOptions(facilityId, f, enabled));

export const siteBenchmarkQueryOptions = (weeks: number, enabled: boolean) =>
  queryOptions({
    queryKey: siteDashboardKeys.benchmark(weeks),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api<TSiteBenchmark>('sitedashboard/sites', { query: { weeks }, signal }),
    // A large organization's measures arrive a few sites at a time: ask again until they are all in.
    refetchInterval: (query) => (query.state.data && benchmarkStatus(query.state.data).working ? BENCHMARK_POLL_MS : false),
  });

export const useSiteBenchmark = (weeks: number, enabled: boolean) => useQuery(siteBenchmarkQueryOptions(weeks, enabled));
