import * as z from 'zod/mini';
import { ASSIGNMENT_AREAS_MAX, optionalText, roomNumbers, weekDays } from './assignment-parts.ts';
import { ZId, ZIsoDateTime } from './common.ts';
import { siteDaysFields, ZLocalDate } from './schedules.ts';

// Staff schedules (assignments with their states and rules, packages/domain/src/staff-schedule;
// POST /staffSchedule, /staffSchedule/update, /staffSchedule/addassignment), their copies, absences, sick-call
// redistribution, shifts and undo. The templates and site schedules are in schedule-templates.ts.

export { ASSIGNMENT_AREAS_MAX, ASSIGNMENT_ROOM_NUMBERS_MAX, STAFF_SCHEDULE_MAX_DAYS } from './assignment-parts.ts';

/**
 * What an assignment covers and when: the rooms (listed by number, or all rooms of a room type and/or
 * of site areas; a clean type alone covers every room) and the days (from startDate to endDate, on the
 * ISO week days of scheduledDays; none listed is every day).
 */
export const ZAssignmentFields = z.object({
  staffMemberId: z.nullable(ZId),
  description: optionalText(300),
  /** A task to do in the rooms (e.g. 'Change the curtains'), shown on the schedule. */
  task: optionalText(300),
  startDate: ZLocalDate,
  endDate: ZLocalDate,
  roomNumbers: z._default(roomNumbers, []),
  roomTypeId: z._default(z.nullable(ZId), null),
  facilityAreas: z._default(z.array(ZId).check(z.maxLength(ASSIGNMENT_AREAS_MAX)), []),
  cleanType: optionalText(60),
  scheduledDays: z._default(weekDays, []),
});
export type TAssignmentFields = z.infer<typeof ZAssignmentFields>;
export type TAssignmentFieldsInput = z.input<typeof ZAssignmentFields>;

export const ASSIGNMENT_STATES = ['NotStarted', 'Started', 'Completed'] as const;
export type TAssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** An assignment as the server answers it (plain values: a response is not parsed again). */
export const ZAssignment = z.object({
  id: ZId,
  facilityId: ZId,
  staffMemberId: z.nullable(ZId),
  description: z.nullable(z.string()),
  task: z.nullable(z.string()),
  startDate: ZLocalDate,
  endDate: ZLocalDate,
  roomNumbers: z.array(z.string()),
  roomTypeId: z.nullable(ZId),
  facilityAreas: z.array(ZId),
  cleanType: z.nullable(z.string()),
  scheduledDays: z.array(z.number()),
  started: z.boolean(),
  completed: z.boolean(),
  state: z.enum(ASSIGNMENT_STATES),
  updatedAt: ZIsoDateTime,
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** POST /staffSchedule: the site's schedule for some days (a day or a week on the screen). */
export const ZStaffScheduleRequest = z.object(siteDaysFields);
export type TStaffScheduleRequest = z.infer<typeof ZStaffScheduleRequest>;

/** One assignment on one day: the rooms it covers that day and how many are done. */
export const ZAssignmentDay = z.object({
  assignmentId: ZId,
  date: ZLocalDate,
  roomIds: z.array(ZId),
  /** Rooms with a completed report that day (today and earlier; null for a day to come). */
  doneRoomIds: z.nullable(z.array(ZId)),
  /** Expected cleaning minutes of these rooms (their routines' typical duration). */
  expectedMinutes: z.number(),
});
export type TAssignmentDay = z.infer<typeof ZAssignmentDay>;

export const ZScheduleStaffMember = z.object({
  id: ZId,
  name: z.string(),
  staffId: z.nullable(z.string()),
  role: z.string(),
  position: z.nullable(z.string()),
  isArchived: z.boolean(),
  restrictedArea: z.nullable(z.string()),
  restrictedAreaAssignmentId: z.nullable(ZId),
  /** The planned minutes of this person's shift: their own length, else the site's default. */
  shiftMinutes: z.number(),
  /** Whether the length is this person's own (not the site's default). */
  ownShift: z.boolean(),
});
export type TScheduleStaffMember = z.infer<typeof ZScheduleStaffMember>;

export const ZScheduleRoom = z.object({
  id: ZId,
  roomNumber: z.string(),
  roomTypeId: z.nullable(ZId),
  areaIds: z.array(ZId),
  expectedMinutes: z.number(),
});
export type TScheduleRoom = z.infer<typeof ZScheduleRoom>;

export const ZStaffSchedule = z.object({
  ...siteDaysFields,
  /** The site's today: no assignment is created on or moved to a day before it. */
  today: ZLocalDate,
  /** The site's default shift length in minutes (7.5 h unless the site changed it). */
  shiftMinutes: z.number(),
  staff: z.array(ZScheduleStaffMember),
  rooms: z.array(ZScheduleRoom),
  areas: z.array(z.object({ id: ZId, name: z.string(), parentId: z.nullable(ZId) })),
  roomTypes: z.array(z.object({ id: ZId, name: z.string(), cleanTypes: z.array(z.string()) })),
  assignments: z.array(ZAssignment),
  days: z.array(ZAssignmentDay),
  /**
   * Per day: the rooms on nobody's list (coverage gaps). A list counts when someone present and not
   * archived is named on it: an open assignment's rooms are nobody's yet.
   */
  uncovered: z.array(z.object({ date: ZLocalDate, roomIds: z.array(ZId) })),
  /** Per day: the rooms on two or more lists of people present (each room with the assignments it is on). */
  doubled: z.array(z.object({ date: ZLocalDate, rooms: z.array(z.object({ roomId: ZId, assignmentIds: z.array(ZId) })) })),
  absences: z.array(z.object({ staffMemberId: ZId, date: ZLocalDate })),
  templates: z.array(z.object({ id: ZId, description: z.string(), assignments: z.number() })),
});
export type TStaffSchedule = z.infer<typeof ZStaffSchedule>;

/** POST /staffSchedule/addassignment. */
export const ZAddAssignment = z.object({ facilityId: ZId, assignment: ZAssignmentFields });
export type TAddAssignment = z.infer<typeof ZAddAssignment>;

/**
 * POST /staffSchedule/update: a change of an assignment (a started one is completed with yesterday's
 * date and the change saved as a new one, returned in `created`), its deletion, copies and spans.
 */
export const ZUpdateAssignment = z.object({
  facilityId: ZId,
  assignment: z.object({ ...ZAssignmentFields.shape, id: ZId }),
  /** The version the editor started from: a change made meanwhile by someone else is refused. */
  updatedAt: z.optional(ZIsoDateTime),
});
export type TUpdateAssignment = z.infer<typeof ZUpdateAssignment>;

export const ZAssignmentSaved = z.object({
  assignment: ZAssignment,
  /** Span: the change can be undone for a while. */
  undo: z.optional(z.object({ id: ZId, until: ZIsoDateTime })),
  /** The started original, now completed with yesterday's date (when the change was split). */
  completedOriginal: z.nullable(ZAssignment),
});
export type TAssignmentSaved = z.infer<typeof ZAssignmentSaved>;

export const ZDeleteAssignment = z.object({ facilityId: ZId, id: ZId });

/** Copy the assignments of a day to the next day, or of a week (Monday to Sunday) to the next week. */
export const ZCopyAssignments = z.object({
  facilityId: ZId,
  period: z.enum(['day', 'week']),
  /** The day copied, or any day of the week copied. */
  date: ZLocalDate,
});
export type TCopyAssignments = z.infer<typeof ZCopyAssignments>;
/** A change that can be taken back for a while (POST /staffSchedule/undo with its id, until `until`). */
export const ZUndo = z.object({ id: ZId, until: ZIsoDateTime });
export type TUndo = z.infer<typeof ZUndo>;
export const ZUndoRequest = z.object({ facilityId: ZId, id: ZId });
export const ZUndoResult = z.object({ ok: z.literal(true), removed: z.number(), restored: z.number() });

export const ZCopyResult = z.object({ created: z.array(ZAssignment), skipped: z.number(), undo: z.optional(ZUndo) });
export type TCopyResult = z.infer<typeof ZCopyResult>;

/** Span an assignment over its week: from its start (or today, if later) to that week's Sunday. */
export const ZSpanAssignment = z.object({ facilityId: ZId, id: ZId });

/** Marks a staff member absent for a day (or present again). */
export const ZAbsence = z.object({ facilityId: ZId, staffMemberId: ZId, date: ZLocalDate, absent: z.boolean() });
export type TAbsence = z.infer<typeof ZAbsence>;

/**
 * Redistribute an absent staff member's rooms of one day across the staff present (balanced by expected
 * cleaning minutes). `preview: true` answers the plan without saving it.
 */
export const ZRedistribute = z.object({
  facilityId: ZId,
  date: ZLocalDate,
  staffMemberId: ZId,
  /**
   * Who takes rooms (default: the housekeeping staff, Housekeeper and LeadHousekeeper, present that day
   * with a list of their own; a lead may name anyone).
   */
  toStaffMemberIds: z.optional(z.array(ZId).check(z.minLength(1), z.maxLength(200))),
  preview: z._default(z.boolean(), false),
});
export type TRedistribute = z.infer<typeof ZRedistribute>;

/** Shift lengths a person or site may have: 1 to 16 hours, in minutes. */
export const SHIFT_MINUTES_MIN = 60;
export const SHIFT_MINUTES_MAX = 960;
const shiftMinutes = z.int().check(z.minimum(SHIFT_MINUTES_MIN), z.maximum(SHIFT_MINUTES_MAX));
/**
 * POST /staffSchedule/shift: a staff member's shift length (null: back to the site's default), or with
 * no staff member the site's default.
 */
export const ZSetShift = z.object({
  facilityId: ZId,
  staffMemberId: z.nullable(ZId),
  minutes: z.nullable(shiftMinutes),
});
export type TSetShift = z.infer<typeof ZSetShift>;
export const ZRedistributePlan = z.object({
  moves: z.array(
    z.object({
      staffMemberId: ZId,
      roomIds: z.array(ZId),
      addedMinutes: z.number(),
      totalMinutes: z.number(),
      /** The person's shift length: a plan never takes anyone past it. */
      shiftMinutes: z.number(),
    }),
  ),
  /** The rooms that fit in nobody's shift (left on nobody's list), with their expected minutes. */
  unplaced: z.array(ZId),
  unplacedMinutes: z.number(),
  created: z.array(ZAssignment),
  undo: z.optional(ZUndo),
});
export type TRedistributePlan = z.infer<typeof ZRedistributePlan>;
