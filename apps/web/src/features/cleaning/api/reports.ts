import type { THousekeepingReport, TMarkingReport } from '@carehome/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Query keys under 'housekeeping' and the site, so live updates reload them with the dashboard. */
export const reportKey = (facilityId: string | undefined, reportId: string | null | undefined) =>
  ['housekeeping', 'report', facilityId ?? null, reportId ?? null] as const;
export const markingKey = (facilityId: string | undefined, markingId: string | null | undefined) =>
  ['housekeeping', 'marking', facilityId ?? null, markingId ?? null] as const;

/** POST housekeeping/reports {facilityId, ids}: one saved report (continue, audit, history); null when not found. */
export const reportQueryOptions = (facilityId: string | undefined, reportId: string | null | undefined) =>
  queryOptions({
    queryKey: reportKey(facilityId, reportId),
    enabled: Boolean(facilityId && reportId),
    // The screen opens on what the server has now: a report may have been continued or audited elsewhere.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const byId = await api<Record<string, THousekeepingReport>>('housekeeping/reports', {
        signal,
        body: { facilityId, ids: [reportId] },
      });
      return byId[reportId as string] ?? null;
    },
  });

export const useReport = (facilityId: string | undefined, reportId: string | null | undefined) =>
  useQuery(reportQueryOptions(facilityId, reportId));

/** POST housekeeping/markingreports {facilityId, ids}: the pre-audit marking an audited clean answers. */
export const markingReportQueryOptions = (facilityId: string | undefined, markingId: string | null | undefined) =>
  queryOptions({
    queryKey: markingKey(facilityId, markingId),
    enabled: Boolean(facilityId && markingId),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const byId = await api<Record<string, TMarkingReport>>('housekeeping/markingreports', {
        signal,
        body: { facilityId, ids: [markingId] },
      });
      return byId[markingId as string] ?? null;
    },
  });

export const useMarkingReport = (facilityId: string | undefined, markingId: string | null | undefined) =>
  useQuery(markingReportQueryOptions(facilityId, markingId));
