import type { TLanguage } from '@carehome/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST staff/invite {id, language}: mails a staff member a link to set (or reset) their password. */
export function useInviteStaffMember() {
  return useMutation({
    mutationFn: (body: { id: string; language?: TLanguage }) => api<{ ok: true }>('staff/invite', { body }),
  });
}
