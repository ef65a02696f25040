import type { TResidentImportPreview, TResidentImportRequest } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { residentKeys } from './keys.ts';

/** POST resident/import/preview {facilityId, table, columns}: every row checked with the confirmed mapping, nothing written. */
export function usePreviewResidentImport() {
  return useMutation({
    mutationFn: (body: TResidentImportRequest) => api<TResidentImportPreview>('resident/import/preview', { body }),
  });
}

/**
 * POST resident/import {facilityId, table, columns, fileName?}: writes the valid rows (new residents, or updates by
 * resident ID) and skips the rows with errors; answers every row as written or skipped. The file's name
 * is kept as the residents' import source.
 */
export function useApplyResidentImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TResidentImportRequest) => api<TResidentImportPreview>('resident/import', { body }),
    onSuccess: async (_answer, body) => {
      await client.invalidateQueries({ queryKey: residentKeys.list(body.facilityId) });
      await client.invalidateQueries({ queryKey: dashboardKeys.site(body.facilityId) });
    },
  });
}
