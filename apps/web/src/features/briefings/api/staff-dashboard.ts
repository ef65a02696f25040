import type { TStaffDashboard } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const staffDashboardKey = (facilityId: string | undefined) => ['staff-dashboard', facilityId] as const;

/** GET staffdashboard?facilityId=: today's briefing for the person, acknowledgements waiting, own assignments. */
export const staffDashboardQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: staffDashboardKey(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TStaffDashboard>('staffdashboard', { query: { facilityId }, signal }),
  });

export const useStaffDashboard = (facilityId: string | undefined) => useQuery(staffDashboardQueryOptions(facilityId));

/** POST staffdashboard/check: ticks or unticks a briefing item (recorded with the time and the tablet). */
export function useCheckItem(facilityId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (check: { briefingId: string; itemId: string; checked: boolean }) =>
      api<TStaffDashboard>('staffdashboard/check', { body: { facilityId, ...check } }),
    onSuccess: (data) => client.setQueryData(staffDashboardKey(facilityId), data),
  });
}

/** POST tenant/saveacknowledgements: the signed-in staff member acknowledges. */
export function useAcknowledge(facilityId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acknowledgementIds: string[]) =>
      api<TStaffDashboard>('tenant/saveacknowledgements', { body: { facilityId, acknowledgementIds } }),
    onSuccess: (data) => client.setQueryData(staffDashboardKey(facilityId), data),
  });
}
