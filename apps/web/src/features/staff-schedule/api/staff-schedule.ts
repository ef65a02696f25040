import type { TStaffSchedule } from '@carehome/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { staffScheduleKeys } from './keys.ts';

// The site's staff schedule for the days of the view (POST staffSchedule {facilityId, from, to}).
// Live updates reload every 'staffSchedule' query of the site (lib/live-updates.ts).

/** The schedule of [from, to]. */
export const staffScheduleQueryOptions = (facilityId: string | undefined, from: string, to: string) =>
  queryOptions({
    queryKey: staffScheduleKeys.days(facilityId, from, to),
    enabled: Boolean(facilityId),
    queryFn: ({ signal }) => api<TStaffSchedule>('staffSchedule', { body: { facilityId, from, to }, signal }),
  });

export const useStaffSchedule = (facilityId: string | undefined, from: string, to: string) =>
  useQuery(staffScheduleQueryOptions(facilityId, from, to));

/** After a change: the schedule of every view of the site and the dashboard (its assignment filters). */
export async function scheduleChanged(client: QueryClient, facilityId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: staffScheduleKeys.site(facilityId) }),
    client.invalidateQueries({ queryKey: dashboardKeys.site(facilityId), refetchType: 'none' }),
  ]);
}
