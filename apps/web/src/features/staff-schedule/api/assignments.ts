import type { TAssignmentFields, TAssignmentSaved, TCopyResult } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scheduleChanged } from './staff-schedule.ts';

// The changes of assignments: add, update (a started one is split by the server), delete (a started
// one is closed), span to the week, copy a day or a week. Each reloads the site's schedule.

function useScheduleMutation<B extends { facilityId: string }, R>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api<R>(path, { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}

export const useAddAssignment = () =>
  useScheduleMutation<{ facilityId: string; assignment: TAssignmentFields }, TAssignmentSaved>('staffSchedule/addassignment');

export const useUpdateAssignment = () =>
  useScheduleMutation<{ facilityId: string; assignment: TAssignmentFields & { id: string }; updatedAt?: string }, TAssignmentSaved>(
    'staffSchedule/update',
  );

export const useDeleteAssignment = () =>
  useScheduleMutation<{ facilityId: string; id: string }, { ok: true; closed: boolean }>('staffSchedule/delete');

export const useSpanAssignment = () => useScheduleMutation<{ facilityId: string; id: string }, TAssignmentSaved>('staffSchedule/span');

export const useCopyAssignments = () =>
  useScheduleMutation<{ facilityId: string; period: 'day' | 'week'; date: string }, TCopyResult>('staffSchedule/copy');

export const useRestrictArea = () =>
  useScheduleMutation<{ facilityId: string; staffMemberId: string; assignmentId: string | null }, { ok: true }>('staffSchedule/restrict');
