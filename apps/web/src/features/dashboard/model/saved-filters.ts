import { ASSIGNMENT_FILTERS, type TAssignmentFilter } from '@carehome/contracts';
import { type DashboardFilters, DEFAULT_FILTERS } from '@carehome/domain';
import { storage } from '../../../lib/storage.ts';

/** The dashboard's filter choices are kept in local storage, per site, so each tablet reopens on the rooms it watched. */
const keyOf = (facilityId: string) => `carehome.dashboard.${facilityId}`;

export function loadFilters(facilityId: string): DashboardFilters {
  try {
    const raw = JSON.parse(storage.get(keyOf(facilityId)) ?? 'null') as Partial<DashboardFilters> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_FILTERS;
    return {
      assignment: ASSIGNMENT_FILTERS.includes(raw.assignment as TAssignmentFilter) ? (raw.assignment as TAssignmentFilter) : 'All',
      roomTypeId: typeof raw.roomTypeId === 'string' ? raw.roomTypeId : null,
      areaPath: Array.isArray(raw.areaPath) ? raw.areaPath.filter((x): x is string => typeof x === 'string').slice(0, 10) : [],
    };
  } catch {
    return DEFAULT_FILTERS;
  }
}

export function saveFilters(facilityId: string, filters: DashboardFilters): void {
  storage.set(keyOf(facilityId), JSON.stringify(filters));
}
