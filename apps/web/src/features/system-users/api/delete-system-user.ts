import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { systemUsersKey } from './system-users.ts';

/** DELETE systemusers {id}: removes a system user and ends their sessions. */
export function useDeleteSystemUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>('systemusers', { method: 'DELETE', body: { id } }),
    // Not awaited: the screens react to the deletion (close, leave the edit page) before the list reloads.
    onSuccess: () => void client.invalidateQueries({ queryKey: systemUsersKey }),
  });
}
