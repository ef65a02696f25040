import type { TRoomImportField, TRoomImportPreview, TSite } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { siteLayoutKey } from '../../../lib/query-keys.ts';

/** What the rooms import sends: the file and, once the user changed one, the field of each column. */
export type RoomImportInput = { facilityId: string; csv: string; columns?: (TRoomImportField | null)[] };

/** POST facility/rooms/import/preview: every row checked, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: RoomImportInput) => api<TRoomImportPreview>('facility/rooms/import/preview', { body: input }),
  });
}

/** POST facility/rooms/import: applies a file without errors, in one transaction. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomImportInput) => api<TSite>('facility/rooms/import', { body: input }),
    onSuccess: (site) => client.setQueryData(siteLayoutKey(site.id), site),
  });
}
