import type { TCopyResult, TFacilitySchedule, TSaveFacilitySchedule } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffScheduleKeys } from '../api/keys.ts';
import { scheduleChanged } from '../api/staff-schedule.ts';

// Site schedules (POST facilitySchedule, facilitySchedule/update, facilitySchedule/addTransaction): a
// template applied on a schedule's runs. Under the staff schedule's key, so live updates refresh them.

type List = { schedules: TFacilitySchedule[] };

export const siteSchedulesQueryOptions = (facilityId: string) =>
  queryOptions({
    queryKey: staffScheduleKeys.siteSchedules(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<List>('facilitySchedule', { body: { facilityId }, signal }).then((r) => r.schedules),
  });

export const useSiteSchedules = (facilityId: string) => useQuery(siteSchedulesQueryOptions(facilityId));

/** Saves, pauses or deletes one; the answer is the new list. */
export function useSaveSiteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveFacilitySchedule) => api<List>('facilitySchedule/update', { body }),
    onSuccess: (r, body) => client.setQueryData(staffScheduleKeys.siteSchedules(body.facilityId), r.schedules),
  });
}

/** Applies one now (to the site's today); the schedule and the list (its last run) are read again. */
export function useRunSiteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; id: string }) => api<TCopyResult>('facilitySchedule/addTransaction', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}
