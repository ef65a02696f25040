import type { THousekeepingReport } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKey } from './reports.ts';

/** POST housekeeping/updatereportprops: the supervisor note, saved apart from the report. */
export function useSaveSupervisorNote(facilityId: string, reportId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (supervisorNote: string | null) =>
      api<THousekeepingReport>('housekeeping/updatereportprops', { body: { id: reportId, facilityId, supervisorNote } }),
    onSuccess: (report) => client.setQueryData(reportKey(facilityId, reportId), report),
  });
}
