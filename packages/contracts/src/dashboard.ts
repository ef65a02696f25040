import * as z from 'zod/mini';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZCorrectiveAction } from './corrective-actions.ts';
import { ZHousekeepingConfig } from './housekeeping.ts';
import { ZActiveOutbreak } from './outbreaks.ts';
import { ZHistoryEntry, ZOutstandingTask } from './reports.ts';

export const ZBucketView = z.object({ start: ZIsoDateTime, due: ZIsoDateTime, end: z.nullable(ZIsoDateTime) });
export type TBucketView = z.infer<typeof ZBucketView>;

export const BANNER_KINDS = [
  'state',
  'reclean',
  'dueSoon',
  'declined',
  'incomplete',
  'missed',
  'reauditDue',
  'auditFailed',
  'auditComplete',
  'auditReady',
  'preAuditMarked',
] as const;
export const STATUS_LABELS = ['OK', 'NeedsCleaning', 'DueSoon', 'Incomplete', 'Missed', 'Declined', 'State'] as const;

/** What the room status engine says about a room, as the dashboard shows it. */
export const ZRoomStatusView = z.object({
  label: z.enum(STATUS_LABELS),
  needsCleaning: z.boolean(),
  dueSoon: z.boolean(),
  incomplete: z.boolean(),
  missed: z.boolean(),
  declined: z.boolean(),
  banner: z.nullable(z.object({ kind: z.enum(BANNER_KINDS), text: z.nullable(z.string()) })),
  color: z.string(),
  textColor: z.string(),
  border: z.nullable(z.object({ color: z.string(), style: z.string() })),
  /** The clean the tile is about (the current clean, else the outstanding report's clean type). */
  currentCleanType: z.nullable(z.string()),
  /** The last report when it is Incomplete or Declined and nothing completed it since. */
  outstanding: z.optional(
    z.nullable(z.object({ kind: z.enum(['incomplete', 'declined']), reportId: ZId, cleanType: z.string(), startDate: ZIsoDateTime })),
  ),
  /** The Incomplete filter: the room's last history entry is incomplete. */
  lastIncomplete: z.boolean(),
  /** The ToDo filter for a viewer whose plan includes the room: no completed report today at the plan's priority. */
  todoIfPlanned: z.boolean(),
  /** The tooltip facts, for Nursing and above. */
  tooltip: z.object({
    scheduledClean: z.nullable(z.string()),
    scheduleType: z.nullable(z.string()),
    bucket: z.nullable(ZBucketView),
    dueSoon: z.boolean(),
    missed: z.boolean(),
    incomplete: z.boolean(),
    previousBucket: z.nullable(ZBucketView),
  }),
});
export type TRoomStatusView = z.infer<typeof ZRoomStatusView>;

/** The resident of a room as tiles and the pre-clean summary show them. */
export const ZDashboardResident = z.object({
  id: ZId,
  residentId: z.string(),
  displayName: z.string(),
  namePrefix: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.nullable(z.string()),
  photo: z.nullable(z.string()),
  fallRisk: z.boolean(),
  exitSeeking: z.boolean(),
  sexuallyAbusive: z.boolean(),
  verballyAbusive: z.boolean(),
  physicallyAggressive: z.boolean(),
  preCleanNotes: z.array(z.string()),
  postCleanNotes: z.array(z.string()),
});
export type TDashboardResident = z.infer<typeof ZDashboardResident>;

/** A room of GET /housekeeping (Room), with its status. */
export const ZDashboardRoom = z.object({
  id: ZId,
  roomNumber: z.string(),
  roomTypeId: z.nullable(ZId),
  roomType: z.nullable(z.string()),
  qrCode: z.string(),
  areaId: z.nullable(ZId),
  /** The ids of the nested areas from the top (the cascading area filters). */
  areaIds: z.array(ZId),
  facilityArea: z.array(z.string()),
  description: z.nullable(z.string()),
  roomState: z.nullable(z.object({ id: ZId, stateName: z.string() })),
  stateCleanType: z.nullable(z.string()),
  outstandingTasks: z.array(ZOutstandingTask),
  housekeepingHistory: z.array(ZHistoryEntry),
  lastMarkingReport: z.nullable(z.object({ id: ZId, startDate: ZIsoDateTime, cleanType: z.string(), auditor: z.nullable(z.string()) })),
  /** The room's first resident (by arrival), or null when it is vacant. */
  resident: z.nullable(ZDashboardResident),
  /** Every resident of the room: a shared room has two or more. */
  residents: z.array(ZDashboardResident),
  latest: z.object({ hasComments: z.boolean(), hasPhotos: z.boolean() }),
  /** Staff members with an assignment covering this room today (null: an assignment without a person). */
  assignees: z.array(z.nullable(ZId)),
  isArchived: z.boolean(),
  /** The failed audit's loop under way in the room (re-clean to do, or re-audit due), with what failed. */
  correctiveAction: z.optional(z.nullable(ZCorrectiveAction)),
  /** The running outbreaks covering the room (ids of the head's `outbreaks`): its tile says so. Absent: none. */
  outbreakIds: z.optional(z.array(ZId)),
  status: ZRoomStatusView,
});
export type TDashboardRoom = z.infer<typeof ZDashboardRoom>;

/**
 * The first item of GET /housekeeping: the site's configuration, with the outbreaks running there (the
 * dashboard's banner lists them; every role that sees the rooms sees why they follow outbreak routines),
 * absent while none runs.
 */
export const ZDashboardHead = z.extend(ZHousekeepingConfig, { outbreaks: z.optional(z.array(ZActiveOutbreak)) });
export type TDashboardHead = z.infer<typeof ZDashboardHead>;

export const ASSIGNMENT_FILTERS = ['All', 'DailyList', 'OtherSchedules', 'Incomplete', 'ToDo'] as const;
export type TAssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

/** POST /housekeeping/roomstate: set a room state (with an optional clean type) or reset to Resident (null). */
export const ZRoomStateUpdate = z.object({
  facilityId: ZId,
  roomId: ZId,
  roomStateId: z.nullable(ZId),
  cleanType: z.optional(z.nullable(z.string().check(z.maxLength(60)))),
});

/** POST /housekeeping/cleans: one room's cleaning history, newest first, in pages. */
export const ZCleansRequest = z.object({
  facilityId: ZId,
  roomId: ZId,
  before: z.optional(ZIsoDateTime),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
});
export const ZCleansResponse = z.object({ history: z.array(ZHistoryEntry), more: z.boolean() });
export type TCleansResponse = z.infer<typeof ZCleansResponse>;
