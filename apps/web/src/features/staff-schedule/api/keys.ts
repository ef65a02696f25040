import { STAFF_SCHEDULE_ROOT } from '../../../lib/query-keys.ts';

/**
 * The staff schedule's query keys. Everything a change of the schedule may alter starts with the root and
 * the site (the live updates and `scheduleChanged` refresh by that prefix).
 */
export const staffScheduleKeys = {
  site: (facilityId: string) => [STAFF_SCHEDULE_ROOT, facilityId] as const,
  days: (facilityId: string | undefined, from: string, to: string) => [STAFF_SCHEDULE_ROOT, facilityId ?? null, from, to] as const,
  templates: (facilityId: string | undefined) => [STAFF_SCHEDULE_ROOT, facilityId ?? null, 'templates'] as const,
  siteSchedules: (facilityId: string) => [STAFF_SCHEDULE_ROOT, facilityId, 'siteSchedules'] as const,
  /** Not under the root: the reload after applying a plan must not ask for the plan again. */
  redistributePlan: (request: object | null) => ['staffScheduleRedistribute', request] as const,
};
