import type { THubDelta } from '@carehome/contracts';
import { type BoardPatchResult, setBoardPatcher } from '../../../lib/live-updates.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { applyHubDeltas } from '../model/board-delta.ts';
import { type DashboardData, isBoard, keepForRead, saveBoard, viewerWithAudit } from './board-store.ts';

/**
 * Applies the tile changes of hub messages to the site's cached board, with no request: the variant the
 * signed-in person reads (the hub sends theirs). Loaded with the dashboard's read (api/dashboard.ts), so
 * it is in place whenever a board is in the cache; lib/live-updates cannot import a feature.
 */
export function patchBoard(facilityId: string, deltas: readonly THubDelta[]): BoardPatchResult {
  const withAudit = viewerWithAudit();
  // The other variant (cached for someone signed in before) is not what this socket sends: read when shown.
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.view(facilityId, !withAudit), exact: true, refetchType: 'none' });
  const key = dashboardKeys.view(facilityId, withAudit);
  const query = queryClient.getQueryCache().find<DashboardData>({ queryKey: key, exact: true });
  const reading = query?.state.fetchStatus === 'fetching';
  // The answer on its way may be older than these changes: they go on top of it when it lands.
  if (reading) keepForRead(facilityId, withAudit, deltas);
  const data = query?.state.data;
  // No board yet: whoever shows it reads it whole. A copy saved by an older app: read what it lacks.
  if (!isBoard(data)) return reading || !data ? 'current' : 'gap';
  const { board, gap } = applyHubDeltas(data, deltas);
  if (board !== data) {
    const next: DashboardData = { ...data, ...board, fetchedAt: Date.now() };
    queryClient.setQueryData(key, next);
    saveBoard(facilityId, withAudit, next);
  }
  if (gap) return reading ? 'current' : 'gap';
  return board === data ? 'current' : 'applied';
}

setBoardPatcher(patchBoard);
