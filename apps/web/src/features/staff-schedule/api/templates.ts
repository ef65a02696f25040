import type { TAssignmentTemplate, TCopyResult } from '@carehome/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffScheduleKeys } from './keys.ts';
import { scheduleChanged } from './staff-schedule.ts';

// Assignment templates of the site: the list (GET/POST facility/assignmentTemplates, saved as a whole),
// a template made from a day, and a template applied to a day or a week.

export const templatesQueryOptions = (facilityId: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: staffScheduleKeys.templates(facilityId),
    enabled: Boolean(facilityId) && enabled,
    queryFn: ({ signal }) =>
      api<{ templates: TAssignmentTemplate[] }>('facility/assignmentTemplates', { query: { facilityId }, signal }).then((r) => r.templates),
  });

export const useTemplates = (facilityId: string | undefined, enabled: boolean) => useQuery(templatesQueryOptions(facilityId, enabled));

export function useSaveTemplates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; templates: TAssignmentTemplate[] }) =>
      api<{ templates: TAssignmentTemplate[] }>('facility/assignmentTemplates', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}

export function useTemplateFromDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; date: string; description: string }) =>
      api<{ template: TAssignmentTemplate }>('staffSchedule/templateFromDay', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}

export function useApplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; templateId: string; date: string; period: 'day' | 'week' }) =>
      api<TCopyResult>('staffSchedule/applyTemplate', { body }),
    onSuccess: (_r, body) => scheduleChanged(client, body.facilityId),
  });
}
