import type { TStaffMember, TStaffMemberInput } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeStaffMember } from './staff-members.ts';

export type StaffMemberSave = TStaffMemberInput & { id?: string };

/** POST staff {staffMember}: creates (no id) or updates a staff member. */
export function useSaveStaffMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffMember: StaffMemberSave) => api<TStaffMember>('staff', { body: { staffMember } }),
    onSuccess: (member) => storeStaffMember(client, member),
  });
}
