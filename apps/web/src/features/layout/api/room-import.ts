import type { TRoomImportPreview, TSite } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteKey } from './site.ts';

/** POST facility/rooms/import/preview: every row checked, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: { facilityId: string; csv: string }) => api<TRoomImportPreview>('facility/rooms/import/preview', { body: input }),
  });
}

/** POST facility/rooms/import: applies a file without errors, in one transaction. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { facilityId: string; csv: string }) => api<TSite>('facility/rooms/import', { body: input }),
    onSuccess: (site) => client.setQueryData(siteKey(site.id), site),
  });
}
