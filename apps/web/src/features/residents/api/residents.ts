import type { TResident, TResidentDetail } from '@carehome/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { residentKeys } from './keys.ts';

// The residents of the current site (GET resident) and one resident with its moves (GET resident/:id).
// Reading one resident is recorded in its access log by the server: the detail query is not
// prefetched and not kept longer than the screen needs it.

/** Every resident of the site, current and discharged (the screen filters). */
export const residentsQueryOptions = (facilityId: string | undefined) =>
  queryOptions({
    queryKey: residentKeys.list(facilityId),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) =>
      api<{ residents: TResident[] }>('resident', { query: { facilityId: facilityId as string, status: 'all' }, signal }).then(
        (r) => r.residents,
      ),
  });

export const useResidents = (facilityId: string | undefined) => useQuery(residentsQueryOptions(facilityId));

/** One resident with its arrival, discharge and transfer events (newest first). */
export const residentQueryOptions = (facilityId: string | undefined, id: string | undefined) =>
  queryOptions({
    queryKey: residentKeys.detail(id),
    enabled: Boolean(facilityId && id),
    gcTime: 60_000,
    queryFn: ({ signal }) => api<TResidentDetail>(`resident/${id}`, { query: { facilityId: facilityId as string }, signal }),
  });

export const useResident = (facilityId: string | undefined, id: string | undefined) => useQuery(residentQueryOptions(facilityId, id));

/** Puts what the server answered into the caches, then marks the list and the dashboard stale. */
export async function storeResident(client: QueryClient, facilityId: string, detail: TResidentDetail): Promise<void> {
  client.setQueryData(residentKeys.detail(detail.resident.id), detail);
  client.setQueryData<TResident[]>(residentKeys.list(facilityId), (list) =>
    list
      ? list.some((r) => r.id === detail.resident.id)
        ? list.map((r) => (r.id === detail.resident.id ? detail.resident : r))
        : [...list, detail.resident]
      : list,
  );
  await client.invalidateQueries({ queryKey: residentKeys.list(facilityId), refetchType: 'none' });
  // The room picker's rooms carry who lives where: a move changes that.
  await client.invalidateQueries({ queryKey: residentKeys.rooms(facilityId) });
  // The save or move is in the resident's access log now.
  await client.invalidateQueries({ queryKey: residentKeys.accessLog(detail.resident.id) });
  await client.invalidateQueries({ queryKey: dashboardKeys.site(facilityId) });
}
