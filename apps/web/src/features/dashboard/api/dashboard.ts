import type { TCleansResponse, TDashboardHead, TDashboardRoom, TStaffMember } from '@carehome/contracts';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { offlineStore } from '../../../lib/offline-store.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

export interface DashboardData {
  /** The site's configuration, with the outbreaks running there. */
  config: TDashboardHead;
  rooms: TDashboardRoom[];
  /** When the server answered (epoch ms). */
  fetchedAt: number;
  /**
   * True when this is the copy saved on this device: shown while the current one loads, and kept when the
   * server cannot be reached or answers with a temporary error (the page says which, from the network state).
   */
  offline: boolean;
  /** Why the saved copy shows: the current one is loading, the server is out of reach, or it answered 5xx. */
  savedReason?: 'online' | 'offline' | 'serverDown';
}

/** The copy saved on this device, one per variant like the cache's (see `dashboardKeys.view`). */
const snapshotKey = (facilityId: string, withAudit: boolean) => `dashboard:${facilityId}:${withAudit ? 'audit' : 'plain'}`;
/** The status of rooms changes with the clock: the dashboard is read again this often (304 when unchanged). */
export const DASHBOARD_REFRESH_MS = 60_000;
const DASHBOARD_STALE_MS = 15_000;

async function fetchDashboard(facilityId: string, withAudit: boolean, signal: AbortSignal): Promise<DashboardData> {
  try {
    type Answer = [TDashboardHead, ...TDashboardRoom[]];
    // The route's preload may have asked already (see AppRoute.preload).
    const [config, ...rooms] = await (takePrefetched<Answer>('housekeeping', { facilityId }) ??
      api<Answer>('housekeeping', { signal, query: { facilityId } }));
    const data: DashboardData = { config, rooms, fetchedAt: Date.now(), offline: false };
    offlineStore.setSoon(snapshotKey(facilityId, withAudit), data);
    return data;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) {
      const saved = await offlineStore.get<DashboardData>(snapshotKey(facilityId, withAudit));
      if (saved) return { ...saved, offline: true, savedReason: err.status === 0 ? 'offline' : 'serverDown' };
    }
    throw err;
  }
}

/** GET housekeeping: the configuration and every room of the site with its status, read again every minute. */
export const dashboardQueryOptions = (facilityId: string | undefined, withAudit: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.view(facilityId, withAudit),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => fetchDashboard(facilityId as string, withAudit, signal),
    staleTime: DASHBOARD_STALE_MS,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnReconnect: true,
  });

/**
 * The site's dashboard (see `dashboardQueryOptions`). The copy saved on this device paints at once while
 * the server answers, and stays on screen (marked offline) when it does not.
 */
export function useDashboard(facilityId: string | undefined, withAudit: boolean) {
  const options = useMemo(() => dashboardQueryOptions(facilityId, withAudit), [facilityId, withAudit]);
  const key = options.queryKey;
  useEffect(() => {
    if (!facilityId) return;
    let cancelled = false;
    void offlineStore.get<DashboardData>(snapshotKey(facilityId, withAudit)).then((saved) => {
      if (!cancelled && saved && !queryClient.getQueryData(key)) {
        queryClient.setQueryData(key, { ...saved, offline: true, savedReason: 'online' }, { updatedAt: 0 });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [facilityId, withAudit, key]);
  return useQuery(options);
}

const ownStaffRecordKey = ['staff', 'me'] as const;

/** The signed-in staff member's own record (restricted area); null for system users. */
export const ownStaffRecordQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ownStaffRecordKey,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await api<{ staffMember: TStaffMember | null }>('staff/me', { signal })).staffMember,
  });

export const useOwnStaffRecord = (enabled: boolean) => useQuery(ownStaffRecordQueryOptions(enabled));

/** POST housekeeping/cleans: a room's whole history, a page at a time (the history popup). */
export function useRoomCleans(facilityId: string, roomId: string | null) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.roomCleans(facilityId, roomId),
    enabled: Boolean(roomId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api<TCleansResponse>('housekeeping/cleans', {
        signal,
        body: { facilityId, roomId, limit: 25, ...(pageParam ? { before: pageParam } : {}) },
      }),
    getNextPageParam: (last) => (last.more ? last.history.at(-1)?.startDate : undefined),
  });
}

/** POST housekeeping/roomstate: a state (with an optional clean type), or Resident (null). */
export function useSetRoomState(facilityId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { roomId: string; roomStateId: string | null; cleanType?: string | null }) =>
      api<{ roomStateId: string | null; stateName: string | null; cleanType: string | null }>('housekeeping/roomstate', {
        body: { facilityId, ...input },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.site(facilityId) }),
  });
}
