import type { TAssignment, TStaffSchedule } from '@carehome/contracts';
import { weekDayOf } from '@carehome/domain';
import { weekdayName } from '../../../lib/dates.ts';

// How an assignment reads on the schedule: what it covers (room numbers, area names, room type, clean
// type) and the names of days, in the user's language. The room type and clean type are names of the
// site's configuration: `name` gives them in the reader's language (`useConfigText`).

export interface AssignmentTargets {
  roomNumbers: string[];
  areas: string[];
  roomType: string | null;
  cleanType: string | null;
}

export function assignmentTargets(
  a: TAssignment,
  schedule: TStaffSchedule,
  areaNames: ReadonlyMap<string, string>,
  name: (text: string) => string,
): AssignmentTargets {
  const roomType = a.roomTypeId ? schedule.roomTypes.find((t) => t.id === a.roomTypeId)?.name : undefined;
  return {
    roomNumbers: a.roomNumbers,
    areas: a.facilityAreas.map((id) => areaNames.get(id) ?? '?'),
    roomType: a.roomTypeId ? (roomType ? name(roomType) : '?') : null,
    cleanType: a.cleanType ? name(a.cleanType) : null,
  };
}

/** One line naming what the assignment covers ('101, 102 · Wing A · Bedroom'), for compact cells. */
export function targetLine(targets: AssignmentTargets): string {
  return [targets.roomNumbers.join(', '), ...targets.areas, targets.roomType, targets.cleanType].filter(Boolean).join(' · ');
}

/** The name of an ISO week day (1 = Monday) in `locale`. */
export function weekDayLabel(isoDay: number, locale: string, width: 'short' | 'long' = 'short'): string {
  return weekdayName(isoDay, locale, width);
}

/** The week day name of a YYYY-MM-DD. */
export function dateWeekDay(date: string, locale: string, width: 'short' | 'long' = 'short'): string {
  return weekDayLabel(weekDayOf(date), locale, width);
}

/** At most `max` items and how many more there are ('101, 102, 103' and 4). */
export function firstOf<T>(list: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}
