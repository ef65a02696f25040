import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffScheduleKeys } from './keys.ts';
import { scheduleChanged } from './staff-schedule.ts';

// Taking back a copy, span, redistribution or site schedule run (POST staffSchedule/undo), for 30 minutes.

export function useUndoChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; id: string }) =>
      api<{ ok: true; removed: number; restored: number }>('staffSchedule/undo', { body }),
    onSuccess: async (_r, body) => {
      await scheduleChanged(client, body.facilityId);
      await client.invalidateQueries({ queryKey: staffScheduleKeys.siteSchedules(body.facilityId) });
    },
  });
}
