import type { TAssignmentFields } from '@carehome/contracts';
import { coversDay, datesBetween } from './days.ts';

// An assignment that duplicates another: the same person (or both open), the same work (the same rooms,
// area and room type, clean type and task) on a day both apply. Two such cards put the same rooms twice
// on one list and twice in the calendar feed, so a single save naming one is refused (naming the other,
// for the lead to change that one instead), and copies, templates and site schedules skip it.
// Refused rather than merged: merging would silently change a card the lead did not touch (perhaps
// started, with its own description), which the split rules of started assignments forbid.

export type WorkFields = Pick<TAssignmentFields, 'staffMemberId' | 'task' | 'roomNumbers' | 'roomTypeId' | 'facilityAreas' | 'cleanType'>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The same person and the same work (lists compared as sets: order is not a difference). */
export function sameWork(a: WorkFields, b: WorkFields): boolean {
  return (
    a.staffMemberId === b.staffMemberId &&
    (a.task ?? null) === (b.task ?? null) &&
    (a.cleanType ?? null) === (b.cleanType ?? null) &&
    a.roomTypeId === b.roomTypeId &&
    sameSet(a.roomNumbers, b.roomNumbers) &&
    sameSet(a.facilityAreas, b.facilityAreas)
  );
}

/** The first day both assignments apply on, or null. */
export function firstSharedDay(
  a: Pick<TAssignmentFields, 'startDate' | 'endDate' | 'scheduledDays'>,
  b: Pick<TAssignmentFields, 'startDate' | 'endDate' | 'scheduledDays'>,
): string | null {
  const from = a.startDate > b.startDate ? a.startDate : b.startDate;
  const to = a.endDate < b.endDate ? a.endDate : b.endDate;
  if (from > to) return null;
  return datesBetween(from, to).find((d) => coversDay(a, d) && coversDay(b, d)) ?? null;
}

export interface ExistingAssignment extends TAssignmentFields {
  id: string;
  completed: boolean;
}

export interface Duplicate<E> {
  of: E;
  /** The first day both apply on. */
  date: string;
}

/**
 * The assignment `next` would duplicate, with the first day they share; `selfId` is the assignment being
 * changed (not a duplicate of itself). Completed ones are history, not the plan, and are left out.
 */
export function findDuplicate<E extends ExistingAssignment>(
  next: TAssignmentFields,
  existing: readonly E[],
  selfId?: string,
): Duplicate<E> | null {
  for (const e of existing) {
    if (e.id === selfId || e.completed || !sameWork(e, next)) continue;
    const date = firstSharedDay(e, next);
    if (date) return { of: e, date };
  }
  return null;
}

/**
 * What of `next` is not already planned: the pieces of it (same fields, narrower dates) on the days no
 * assignment of the same work applies. A copy or template applied over a partly planned week fills the
 * gaps without doubling the days already there; nothing left means it is a duplicate as a whole.
 */
export function withoutDuplicateDays(next: TAssignmentFields, existing: readonly ExistingAssignment[]): TAssignmentFields[] {
  const same = existing.filter((e) => !e.completed && sameWork(e, next));
  const pieces: TAssignmentFields[] = [];
  let open: TAssignmentFields | null = null;
  for (const date of datesBetween(next.startDate, next.endDate)) {
    if (!coversDay(next, date)) continue;
    if (same.some((e) => coversDay(e, date))) {
      open = null;
    } else if (open) {
      open.endDate = date;
    } else {
      open = { ...next, startDate: date, endDate: date };
      pieces.push(open);
    }
  }
  return pieces;
}
