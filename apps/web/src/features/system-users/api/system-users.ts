import type { TSystemUser } from '@carehome/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const systemUsersKey = ['system-users'] as const;

/** GET systemusers: every system user; `isSelf` marks the signed-in one. */
export const systemUsersQueryOptions = () =>
  queryOptions({
    queryKey: systemUsersKey,
    queryFn: ({ signal }) => api<{ systemUsers: TSystemUser[] }>('systemusers', { signal }).then((r) => r.systemUsers),
  });

export const useSystemUsers = () => useQuery(systemUsersQueryOptions());

/** Puts a user the server answered with into the cached list and marks the list for a reload. */
export async function storeSystemUser(client: QueryClient, user: TSystemUser): Promise<void> {
  client.setQueryData<TSystemUser[]>(systemUsersKey, (list) =>
    list ? (list.some((u) => u.id === user.id) ? list.map((u) => (u.id === user.id ? user : u)) : [...list, user]) : list,
  );
  await client.invalidateQueries({ queryKey: systemUsersKey, refetchType: 'none' });
}
