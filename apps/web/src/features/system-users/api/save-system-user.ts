import type { SYSTEM_USER_ROLES, TLanguage, TSystemUser } from '@carehome/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeSystemUser } from './system-users.ts';

export interface SystemUserSave {
  id?: string;
  email: string;
  name: string;
  role: (typeof SYSTEM_USER_ROLES)[number];
  language?: TLanguage;
}

/** POST systemusers {systemUser}: creates (no id; an invitation mail follows) or updates a system user. */
export function useSaveSystemUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (systemUser: SystemUserSave) => api<TSystemUser>('systemusers', { body: { systemUser } }),
    onSuccess: (user) => storeSystemUser(client, user),
  });
}
