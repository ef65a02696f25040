import type { TRedistributePlan, TSetShift } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffScheduleKeys } from './keys.ts';
import { scheduleChanged } from './staff-schedule.ts';

// The sick call: mark someone absent for a day, then move their rooms to the staff present (a preview
// of the plan first, then the same request applied).

export function useSetAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; staffMemberId: string; date: string; absent: boolean }) =>
      api<{ ok: true }>('staffSchedule/absence', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}

export interface RedistributeRequest {
  facilityId: string;
  date: string;
  staffMemberId: string;
  toStaffMemberIds: string[];
}

/** The plan for the people ticked (nothing asked while nobody is ticked). */
export const redistributePreviewQueryOptions = (req: RedistributeRequest | null) =>
  queryOptions({
    queryKey: staffScheduleKeys.redistributePlan(req),
    enabled: Boolean(req && req.toStaffMemberIds.length > 0),
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) => api<TRedistributePlan>('staffSchedule/redistribute', { body: { ...req, preview: true }, signal }),
  });

export const useRedistributePreview = (req: RedistributeRequest | null) => useQuery(redistributePreviewQueryOptions(req));

export function useRedistribute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (req: RedistributeRequest) => api<TRedistributePlan>('staffSchedule/redistribute', { body: { ...req, preview: false } }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}

/** A staff member's shift length in minutes (null: the site's default), or the site's default (no staff member). */
export function useSetShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetShift) => api<{ ok: true }>('staffSchedule/shift', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}
