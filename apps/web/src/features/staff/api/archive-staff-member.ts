import type { TStaffMember } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeStaffMember } from './staff-members.ts';

/** POST staff/archive {id, archived}: archives (no more sign-in) or restores a staff member. */
export function useArchiveStaffMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; archived: boolean }) => api<TStaffMember>('staff/archive', { body }),
    onSuccess: (member) => storeStaffMember(client, member),
  });
}
