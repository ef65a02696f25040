import type { TResidentCheckInOut, TResidentDetail, TResidentSave } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadImage } from '../../../lib/files.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { residentKeys } from './keys.ts';
import { storeResident } from './residents.ts';

/** POST resident {resident, facilityId, photo?, cleanTask?}: creates (the arrival) or updates a resident. */
export function useSaveResident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TResidentSave) => api<TResidentDetail>('resident', { body }),
    onSuccess: (detail, body) => storeResident(client, body.facilityId, detail),
  });
}

/** POST resident/checkinout: discharge, transfer, return (arrival) or undo a discharge. */
export function useResidentMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TResidentCheckInOut) => api<TResidentDetail>('resident/checkinout', { body }),
    onSuccess: (detail, body) => storeResident(client, body.facilityId, detail),
  });
}

/** DELETE resident {id, facilityId}. */
export function useDeleteResident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; facilityId: string }) => api<{ ok: true }>('resident', { method: 'DELETE', body }),
    onSuccess: async (_answer, body) => {
      client.removeQueries({ queryKey: residentKeys.detail(body.id) });
      await client.invalidateQueries({ queryKey: residentKeys.list(body.facilityId) });
      await client.invalidateQueries({ queryKey: dashboardKeys.site(body.facilityId) });
    },
  });
}

/** A resident's photo: POST files/image with Resize 600x600; answers the file name. */
export function uploadResidentPhoto(file: Blob): Promise<string> {
  return uploadImage(file, { resize: '600x600', kind: 'resident' }).then((f) => f.fileName);
}
