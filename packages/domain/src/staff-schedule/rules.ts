import type { TAssignmentFields, TAssignmentState, TErrorCode } from '@carehome/contracts';
import { addDays, daysBetween } from './days.ts';
import { hasTarget } from './rooms.ts';

// The assignment rules:
// - One of room type, clean type, room numbers or site areas must be entered.
// - No creation on, or move to, a past date (before the site's today); the end is not before the start.
// - Not for an archived (or unknown) staff member.
// - Completed (its period is over, or it was closed by a split) cannot be modified or deleted.
// - Started (work was recorded under it, see started.ts) cannot be modified: saving a change completes
//   the original with yesterday's date and saves the change as a new assignment starting today at the
//   earliest.

/** The longest assignment: a year and a day (a standing rota is renewed, not endless). */
export const ASSIGNMENT_MAX_DAYS = 366;

export interface AssignmentProblem {
  /** The field of the request (assignment.<field>) the message goes beside. */
  field: keyof TAssignmentFields | 'id';
  code: TErrorCode;
  params?: Record<string, string>;
}

export interface AssignmentContext {
  /** The site's today (YYYY-MM-DD). */
  today: string;
  staff: ReadonlyMap<string, { isArchived: boolean }>;
  roomNumbers: ReadonlySet<string>;
  areaIds: ReadonlySet<string>;
  roomTypeIds: ReadonlySet<string>;
}

export interface StoredAssignment extends TAssignmentFields {
  id: string;
  started: boolean;
  completed: boolean;
}

/** Not started, started, completed. A period that is over is complete. */
export function assignmentState(a: Pick<StoredAssignment, 'started' | 'completed' | 'endDate'>, today: string): TAssignmentState {
  if (a.completed || a.endDate < today) return 'Completed';
  return a.started ? 'Started' : 'NotStarted';
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether `next` changes anything of `original` (the schedule's fields, not its bookkeeping). */
export function assignmentChanged(original: TAssignmentFields, next: TAssignmentFields): boolean {
  return (
    original.staffMemberId !== next.staffMemberId ||
    original.description !== next.description ||
    original.task !== next.task ||
    original.startDate !== next.startDate ||
    original.endDate !== next.endDate ||
    !sameList(original.roomNumbers, next.roomNumbers) ||
    original.roomTypeId !== next.roomTypeId ||
    !sameList(original.facilityAreas, next.facilityAreas) ||
    original.cleanType !== next.cleanType ||
    !sameList(original.scheduledDays, next.scheduledDays)
  );
}

/** What is wrong with an assignment about to be created (no `original`) or changed. */
export function assignmentProblems(next: TAssignmentFields, ctx: AssignmentContext, original?: StoredAssignment): AssignmentProblem[] {
  const problems: AssignmentProblem[] = [];
  if (original && assignmentState(original, ctx.today) === 'Completed') {
    return [{ field: 'id', code: 'assignment.completed' }];
  }
  if (!hasTarget(next)) problems.push({ field: 'roomNumbers', code: 'assignment.target_required' });
  const unknownRoom = next.roomNumbers.find((n) => !ctx.roomNumbers.has(n));
  if (unknownRoom !== undefined) problems.push({ field: 'roomNumbers', code: 'assignment.unknown_room', params: { room: unknownRoom } });
  if (next.facilityAreas.some((id) => !ctx.areaIds.has(id))) problems.push({ field: 'facilityAreas', code: 'validation.invalid' });
  if (next.roomTypeId !== null && !ctx.roomTypeIds.has(next.roomTypeId)) problems.push({ field: 'roomTypeId', code: 'validation.invalid' });

  // A started assignment's change starts today at the earliest (its past stays as it was).
  const effectiveStart = original?.started && next.startDate < ctx.today ? ctx.today : next.startDate;
  const startMoved = !original || next.startDate !== original.startDate;
  if (startMoved && effectiveStart < ctx.today) problems.push({ field: 'startDate', code: 'assignment.past_date' });
  if (next.endDate < ctx.today) problems.push({ field: 'endDate', code: 'assignment.past_date' });
  else if (next.endDate < effectiveStart) problems.push({ field: 'endDate', code: 'assignment.end_before_start' });
  else if (daysBetween(effectiveStart, next.endDate) >= ASSIGNMENT_MAX_DAYS) {
    problems.push({ field: 'endDate', code: 'assignment.too_long', params: { days: String(ASSIGNMENT_MAX_DAYS) } });
  }

  if (next.staffMemberId !== null && (!original || next.staffMemberId !== original.staffMemberId)) {
    const member = ctx.staff.get(next.staffMemberId);
    if (!member) problems.push({ field: 'staffMemberId', code: 'assignment.unknown_staff' });
    else if (member.isArchived) problems.push({ field: 'staffMemberId', code: 'assignment.archived_staff' });
  }
  return problems;
}

/** The schedule's fields of an assignment (what a save writes), without its id and bookkeeping. */
export function assignmentFieldsOf(a: TAssignmentFields): TAssignmentFields {
  return {
    staffMemberId: a.staffMemberId,
    description: a.description,
    task: a.task,
    startDate: a.startDate,
    endDate: a.endDate,
    roomNumbers: [...a.roomNumbers],
    roomTypeId: a.roomTypeId,
    facilityAreas: [...a.facilityAreas],
    cleanType: a.cleanType,
    scheduledDays: [...a.scheduledDays],
  };
}

/** How a valid change is saved. */
export type AssignmentUpdatePlan =
  | { kind: 'unchanged' }
  | { kind: 'update'; fields: TAssignmentFields }
  /** The started original ends yesterday, completed; the change is a new assignment. */
  | { kind: 'split'; originalEndDate: string; created: TAssignmentFields };

export function planAssignmentUpdate(original: StoredAssignment, next: TAssignmentFields, today: string): AssignmentUpdatePlan {
  if (!assignmentChanged(original, next)) return { kind: 'unchanged' };
  if (!original.started) return { kind: 'update', fields: assignmentFieldsOf(next) };
  const startDate = next.startDate < today ? today : next.startDate;
  return { kind: 'split', originalEndDate: addDays(today, -1), created: { ...assignmentFieldsOf(next), startDate } };
}

/** A deletion is refused for a completed assignment; a started one is closed (completed yesterday) instead. */
export function planAssignmentDelete(original: StoredAssignment, today: string): 'refuse' | 'delete' | 'close' {
  const state = assignmentState(original, today);
  if (state === 'Completed') return 'refuse';
  return state === 'Started' ? 'close' : 'delete';
}
