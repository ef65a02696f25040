import { coversDay } from './days.ts';
import { type CoverableRoom, coversRoom } from './rooms.ts';
import type { StoredAssignment } from './rules.ts';

// When an assignment is started and completed ("Assignment: not started, started,
// completed"), from the reports of its rooms:
// - Started: a cleaning report (Complete, Incomplete or Declined; not one merely opened) exists on one of
//   the rooms it covers, on a site-local day it covers, up to today, of its clean type when it names one.
//   Work recorded under the plan makes its past history: from then on the plan is not rewritten.
// - Completed: its last day is over (its end date is before the site's today), or a change of the
//   started assignment closed it with yesterday's date. A completed assignment is kept as it is.
// Both are sticky: once started, an assignment stays started (the server stores the flag).

export interface ReportFact {
  roomNumber: string;
  /** Site-local day the report was made. */
  date: string;
  cleanType: string;
  status: 'Initial' | 'Incomplete' | 'Complete' | 'Declined';
}

export function isStartedBy(
  a: Pick<StoredAssignment, 'startDate' | 'endDate' | 'scheduledDays' | 'roomNumbers' | 'roomTypeId' | 'facilityAreas' | 'cleanType'>,
  reports: readonly ReportFact[],
  roomsByNumber: ReadonlyMap<string, CoverableRoom>,
  today: string,
): boolean {
  return reports.some((r) => {
    if (r.status === 'Initial' || r.date > today || !coversDay(a, r.date)) return false;
    if (a.cleanType && r.cleanType !== a.cleanType) return false;
    const room = roomsByNumber.get(r.roomNumber);
    return room !== undefined && coversRoom(a, room);
  });
}
