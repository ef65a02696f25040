import type { TCleansResponse, TDashboardDelta, TStaffMember } from '@carehome/contracts';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { watchesLive } from '../../../lib/live-updates.ts';
import { takePrefetched } from '../../../lib/prefetch.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { applyAnswer, applyHubDeltas, type Board } from '../model/board-delta.ts';
import { type DashboardData, isBoard, saveBoard, savedBoard, takeKeptForRead } from './board-store.ts';
import './board-live.ts';

export type { DashboardData } from './board-store.ts';

/** The status of rooms changes with the clock: the dashboard asks this often what changed (a tiny answer when nothing did). */
export const DASHBOARD_REFRESH_MS = 60_000;
const DASHBOARD_STALE_MS = 15_000;

/**
 * The query of GET housekeeping for a board held at `base`: what changed since its version (and what the
 * clock changed since its time), or the whole board (`since=0`) when there is none. The route's preload
 * asks `boardQuery(facilityId)` too, so the screen takes its answer.
 */
export function boardQuery(facilityId: string, base?: Board): Record<string, string> {
  return base ? { facilityId, since: String(base.version), at: String(base.at) } : { facilityId, since: '0' };
}

async function readBoard(facilityId: string, withAudit: boolean, signal: AbortSignal): Promise<DashboardData> {
  const key = dashboardKeys.view(facilityId, withAudit);
  const held = (): DashboardData | undefined => {
    const data = queryClient.getQueryData<DashboardData>(key);
    return isBoard(data) ? data : undefined;
  };
  // Hub messages from now on are kept for this read's answer (see board-live.ts).
  takeKeptForRead(facilityId, withAudit);
  try {
    // The route's preload may have asked for the whole board already (see AppRoute.preload).
    const prefetched = takePrefetched<TDashboardDelta>('housekeeping', boardQuery(facilityId));
    // Otherwise only what changed since the board held here, or saved on the device.
    const base = prefetched ? undefined : (held() ?? (await savedBoard(facilityId, withAudit)));
    const answer = await (prefetched ?? api<TDashboardDelta>('housekeeping', { signal, query: boardQuery(facilityId, base) }));
    const board = applyAnswer(base, answer);
    // Asked from nothing (since=0), the server answers the whole board with its configuration.
    if (!board) throw new Error('GET housekeeping?since=0 answered no whole board');
    // What the hub sent while the answer was on its way goes on top (already in the answer: nothing to do).
    const caught = applyHubDeltas(board, takeKeptForRead(facilityId, withAudit));
    // A message was missed meanwhile: one more read, once this answer is in the cache.
    if (caught.gap) setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false }), 0);
    const data: DashboardData = { ...caught.board, fetchedAt: Date.now(), offline: false };
    saveBoard(facilityId, withAudit, data);
    return data;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) {
      const saved = held() ?? (await savedBoard(facilityId, withAudit));
      if (saved) return { ...saved, offline: true, savedReason: err.status === 0 ? 'offline' : 'serverDown' };
    }
    throw err;
  }
}

/**
 * GET housekeeping: the configuration and every room of the site with its status. The first read takes
 * the whole board; later ones (every minute, after a reconnection, after a hub message that does not
 * follow on) only what changed since the version held.
 */
export const dashboardQueryOptions = (facilityId: string | undefined, withAudit: boolean) =>
  queryOptions({
    queryKey: dashboardKeys.view(facilityId, withAudit),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => readBoard(facilityId as string, withAudit, signal),
    staleTime: DASHBOARD_STALE_MS,
    refetchInterval: DASHBOARD_REFRESH_MS,
    // A screen that listens to the hub catches up when its socket is back (after it listens, so nothing
    // falls between the read and the socket); reading on the network's return as well would ask twice.
    refetchOnReconnect: () => !facilityId || !watchesLive(facilityId),
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
    void savedBoard(facilityId, withAudit).then((saved) => {
      if (!cancelled && saved && !queryClient.getQueryData(key)) {
        queryClient.setQueryData(key, { ...saved, savedReason: 'online' }, { updatedAt: 0 });
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
