import type { TAssignment, TAssignmentFields, TStaffSchedule } from '@carehome/contracts';
import { type AssignmentContext, assignmentChanged, assignmentProblems, assignmentState } from '@carehome/domain';

// The create/edit assignment form: its values, the fields it saves, the domain's rules run on the
// client before the save, and which form field a server error goes beside.

export interface AssignmentFormValues {
  staffMemberId: string | null;
  startDate: string;
  endDate: string;
  /** ISO week days (1 = Monday); none is every day. */
  scheduledDays: number[];
  roomNumbers: string[];
  facilityAreas: string[];
  roomTypeId: string | null;
  cleanType: string | null;
  task: string;
  description: string;
}

export type AssignmentField = keyof AssignmentFormValues;

export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A new assignment on `date` (one day), optionally for someone and some rooms already chosen. */
export function newAssignmentForm(date: string, preset: Partial<AssignmentFormValues> = {}): AssignmentFormValues {
  return {
    staffMemberId: null,
    startDate: date,
    endDate: date,
    scheduledDays: [],
    roomNumbers: [],
    facilityAreas: [],
    roomTypeId: null,
    cleanType: null,
    task: '',
    description: '',
    ...preset,
  };
}

export function assignmentFormOf(a: TAssignment): AssignmentFormValues {
  return {
    staffMemberId: a.staffMemberId,
    startDate: a.startDate,
    endDate: a.endDate,
    scheduledDays: [...a.scheduledDays],
    roomNumbers: [...a.roomNumbers],
    facilityAreas: [...a.facilityAreas],
    roomTypeId: a.roomTypeId,
    cleanType: a.cleanType,
    task: a.task ?? '',
    description: a.description ?? '',
  };
}

const textOrNull = (v: string) => v.trim() || null;

/** What a save sends (the contract's normal form: sorted week days, no duplicates, empty texts null). */
export function assignmentFieldsOf(v: AssignmentFormValues): TAssignmentFields {
  return {
    staffMemberId: v.staffMemberId,
    description: textOrNull(v.description),
    task: textOrNull(v.task),
    startDate: v.startDate,
    endDate: v.endDate,
    roomNumbers: [...new Set(v.roomNumbers)],
    roomTypeId: v.roomTypeId,
    facilityAreas: [...new Set(v.facilityAreas)],
    cleanType: v.cleanType?.trim() || null,
    scheduledDays: [...new Set(v.scheduledDays)].sort((a, b) => a - b),
  };
}

/** The domain rules' view of the site (its today, staff, rooms, areas and room types). */
export function assignmentContextOf(schedule: TStaffSchedule): AssignmentContext {
  return {
    today: schedule.today,
    staff: new Map(schedule.staff.map((s) => [s.id, { isArchived: s.isArchived }])),
    roomNumbers: new Set(schedule.rooms.map((r) => r.roomNumber)),
    areaIds: new Set(schedule.areas.map((a) => a.id)),
    roomTypeIds: new Set(schedule.roomTypes.map((t) => t.id)),
  };
}

export interface FieldProblem {
  code: string;
  params?: Record<string, string>;
}

/** The rule problems of the form, one per field (the first), keyed by form field ('id': the whole assignment). */
export function assignmentFormProblems(
  values: AssignmentFormValues,
  schedule: TStaffSchedule,
  original?: TAssignment,
): Partial<Record<AssignmentField | 'id', FieldProblem>> {
  const out: Partial<Record<AssignmentField | 'id', FieldProblem>> = {};
  for (const p of assignmentProblems(assignmentFieldsOf(values), assignmentContextOf(schedule), original)) {
    out[p.field] ??= { code: p.code, ...(p.params ? { params: p.params } : {}) };
  }
  return out;
}

const FORM_FIELDS: readonly string[] = [
  'staffMemberId',
  'startDate',
  'endDate',
  'scheduledDays',
  'roomNumbers',
  'facilityAreas',
  'roomTypeId',
  'cleanType',
  'task',
  'description',
] satisfies readonly AssignmentField[];

/** The form field of a server error field ('assignment.roomNumbers.3' → 'roomNumbers'), or undefined. */
export function formFieldOf(serverField: string): AssignmentField | undefined {
  const [root, name] = serverField.split('.');
  const field = root === 'assignment' ? name : root;
  return field && FORM_FIELDS.includes(field) ? (field as AssignmentField) : undefined;
}

/** The clean types offered: the chosen room type's, else every room type's (each once, in order). */
export function cleanTypeOptions(schedule: TStaffSchedule, roomTypeId: string | null): string[] {
  const types = roomTypeId ? schedule.roomTypes.filter((t) => t.id === roomTypeId) : schedule.roomTypes;
  return [...new Set(types.flatMap((t) => t.cleanTypes))];
}

/** How the dialog treats an assignment: editable, editable with a split on save, or read-only. */
export type EditMode = 'new' | 'edit' | 'split' | 'readOnly';

export function editModeOf(a: TAssignment | undefined, today: string): EditMode {
  if (!a) return 'new';
  const state = assignmentState(a, today);
  return state === 'Completed' ? 'readOnly' : state === 'Started' ? 'split' : 'edit';
}

/** Whether the form holds a change of the original (or anything worth keeping for a new one). */
export function formChanged(values: AssignmentFormValues, original: TAssignment | undefined, initial: AssignmentFormValues): boolean {
  const base = original ? assignmentFieldsOf(assignmentFormOf(original)) : assignmentFieldsOf(initial);
  return assignmentChanged(base, assignmentFieldsOf(values));
}

/** The staff a new assignment can name: active (not archived) staff, by name. */
export function assignableStaff(schedule: TStaffSchedule): TStaffSchedule['staff'] {
  return schedule.staff.filter((s) => !s.isArchived).sort((a, b) => a.name.localeCompare(b.name));
}

/** The room numbers to choose from, each once (two areas may each have a 'Dining Room'; a number covers both). */
export function roomNumberOptions(schedule: TStaffSchedule): string[] {
  return [...new Set(schedule.rooms.map((r) => r.roomNumber))];
}
