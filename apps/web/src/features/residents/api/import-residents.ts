import type { TResidentImportPreview } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { residentsKey } from './residents.ts';

/** POST resident/import/preview {facilityId, csv}: every row checked, nothing written. */
export function usePreviewResidentImport() {
  return useMutation({
    mutationFn: (body: { facilityId: string; csv: string }) => api<TResidentImportPreview>('resident/import/preview', { body }),
  });
}

/** POST resident/import {facilityId, csv}: writes the file when it has no errors (else 400 import.has_errors). */
export function useApplyResidentImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { facilityId: string; csv: string }) => api<TResidentImportPreview>('resident/import', { body }),
    onSuccess: async (_answer, body) => {
      await client.invalidateQueries({ queryKey: residentsKey(body.facilityId) });
      await client.invalidateQueries({ queryKey: ['housekeeping', 'dashboard', body.facilityId] });
    },
  });
}
