import type { TRoutine, TRoutineSchedule } from '@carehome/contracts';
import type { TBucket } from '../schedules/buckets.ts';

// The shapes of the room status engine. Rules and decisions: README.md in this folder.

export const REPORT_STATUSES = ['Initial', 'Incomplete', 'Complete', 'Declined'] as const;
/** A cleaning report's status. A decline is saved as Declined; 'Room checked, CLEAN.' is saved as Complete. */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** One report (history entry) of the room. Any order: the engine sorts. */
export interface HistoryEntry {
  reportId: string;
  cleanType: string;
  status: ReportStatus;
  startDate: Date;
  /** The report date when Complete, Incomplete or Declined; null while Initial. */
  completedAt: Date | null;
  /** The priority of the report's routine when the report was saved. */
  priority: number;
  hasAuditReport: boolean;
  /** The audit is finished: every operation observed (audit report date set). */
  auditComplete: boolean;
  /** The audit gave at least one operation Cleaned Fail or Not Cleaned Fail. */
  auditFailed?: boolean | undefined;
}

/** The latest completed clean ever at one priority level (the caller's summary table). */
export interface CompletedAtPriority {
  priority: number;
  completedAt: Date;
}

/** The room state set on the room (a copy of the site's TRoomState with the instant it was set). */
export interface RoomStateInput {
  stateName: string;
  /** The clean the state asks for ('State Room Clean'), or null for a state without a clean. */
  cleanType: string | null;
  setAt: Date;
  color: string;
  borderColor: string;
  style: string;
}

/**
 * The corrective clean a failed audit asks for (the outstanding task 'Audit Re-clean'): the audited
 * report's clean type, from the instant the audit was saved.
 */
export interface RecleanInput {
  cleanType: string;
  since: Date;
}

/**
 * A clean a resident's move asks for (the outstanding tasks 'Resident Arrival' and 'Resident Departure'):
 * its clean type from `since` on (the time chosen in the workflow). Before `since` it asks for nothing.
 */
export interface TaskCleanInput {
  /** The outstanding task's id. */
  key: string;
  cleanType: string;
  since: Date;
}

/** A pre-audit marking report not yet followed by a clean. */
export interface MarkingReport {
  startDate: Date;
  cleanType: string;
}

export interface RoomStatusInput {
  now: Date;
  /** The site's IANA time zone. */
  timeZone: string;
  /** The routines of the room's type. */
  routines: readonly TRoutine[];
  /**
   * The room's reports from `windowStart(...)` on (every report whose startDate or completedAt is at or
   * after it), plus the room's last report (newest startDate).
   */
  history: readonly HistoryEntry[];
  /** Per priority level, the latest completed clean ever (for Relative schedules and long periods). Optional. */
  lastCompletedByPriority?: readonly CompletedAtPriority[] | undefined;
  roomState: RoomStateInput | null;
  /** The re-clean a failed audit asks for, while its outstanding task is open. Optional. */
  reclean?: RecleanInput | null | undefined;
  /** A clean ticked a failed audit's failed operations and waits for its re-audit. Optional. */
  reauditDue?: boolean | undefined;
  /** The cleans resident moves ask for, while their outstanding tasks are open. Optional. */
  tasks?: readonly TaskCleanInput[] | undefined;
  /** When the room was created: buckets that started before it are never missed. Optional. */
  createdAt?: Date | null | undefined;
  /**
   * When the outbreak covering the room started (the earliest, when several do); null or absent: no outbreak
   * covers it, and its type's outbreak routines (`outbreakOnly`) do not apply. Optional.
   */
  outbreakSince?: Date | null | undefined;
  lastMarkingReport: MarkingReport | null;
  /** The room is in today's assignments of the viewer's plan (the caller decides). */
  todaysPlan: boolean;
  /**
   * The priority a completed report of today must reach to take the room off the ToDo filter. Default: the
   * priority of the default routine (isDefault), else the lowest routine priority, else 0 (any completed report).
   */
  planPriority?: number | undefined;
}

export interface RoomStatusOptions {
  /** FacilityAssistant and above: the audit banners (Audit Complete, Audit ready, Pre-Audit Marked) may show. */
  showAuditBanners: boolean;
}

export type ScheduleType = TRoutineSchedule['type'];

/** The facts every clean the tile can be about shares. */
export interface CleanStatusFacts {
  cleanType: string;
  scheduleType: ScheduleType | null;
  /** The bucket containing now (Cron, Absolute, Relative); null when none is open or for the state clean. */
  bucket: TBucket | null;
  /** The last bucket that ended at or before now (Cron, Absolute); null for Relative and the state clean. */
  previousBucket: TBucket | null;
  needsCleaning: boolean;
  dueSoon: boolean;
  incomplete: boolean;
  missed: boolean;
  declined: boolean;
}

/** The status of one routine of the room type (every routine appears, unscheduled ones with everything false). */
export interface RoutineStatus extends CleanStatusFacts {
  source: 'routine';
  routineId: string;
  priority: number;
}

/**
 * The clean a room state asks for ('State Room Clean'), from the instant the state was set; or (source
 * 'reclean') the corrective clean a failed audit asks for, from the instant of the audit.
 */
export interface StateCleanStatus extends CleanStatusFacts {
  source: 'state' | 'reclean' | 'task';
  /** The outstanding task's id (source 'task'). */
  taskKey?: string;
  /** The routine of the state's clean type, or null when the room type has none. */
  routineId: string | null;
  priority: number | null;
  /** The instant the state was set (or the audit saved): reports from then on count. */
  since: Date;
}

/**
 * The room's last report when it is Incomplete or Declined and no completed clean of its priority (or its
 * clean type) came after it: the tile says so whether or not a bucket is open, so a partial clean, a
 * 'Room occupied.' or a refusal never looks like a clean room.
 */
export interface OutstandingReport {
  kind: 'incomplete' | 'declined';
  reportId: string;
  cleanType: string;
  priority: number;
  startDate: Date;
}

export type CleanStatus = RoutineStatus | StateCleanStatus;

export type BannerKind =
  | 'state'
  | 'reclean'
  | 'dueSoon'
  | 'declined'
  | 'incomplete'
  | 'missed'
  | 'reauditDue'
  | 'auditFailed'
  | 'auditComplete'
  | 'auditReady'
  | 'preAuditMarked';
export type Banner = { kind: 'state'; text: string } | { kind: Exclude<BannerKind, 'state'> };

export type RoomStatusLabel = 'OK' | 'NeedsCleaning' | 'DueSoon' | 'Incomplete' | 'Missed' | 'Declined' | 'State';

export interface RoomTooltip {
  scheduledClean: string | null;
  scheduleType: ScheduleType | null;
  bucket: TBucket | null;
  dueSoon: boolean;
  missed: boolean;
  incomplete: boolean;
  previousBucket: TBucket | null;
}

export interface RoomStatus {
  /** One entry per routine of the room type, in the order given. */
  routines: RoutineStatus[];
  /** The state's clean when the room state names a clean type, else null. */
  stateClean: StateCleanStatus | null;
  /** The re-clean of a failed audit while its task is open, else null. */
  reclean: StateCleanStatus | null;
  /** The cleans of resident moves that have started (`since` at or before now), in the order given. */
  taskCleans: StateCleanStatus[];
  /** The last report, when it is an Incomplete or Declined one nothing completed since. */
  outstanding: OutstandingReport | null;
  needsCleaning: boolean;
  dueSoon: boolean;
  incomplete: boolean;
  missed: boolean;
  declined: boolean;
  /**
   * The clean the tile is about: the state clean when it needs cleaning, else the re-clean when it does,
   * else the earliest task clean (resident moves) that does, else the highest-priority routine that needs cleaning, else null.
   */
  current: CleanStatus | null;
  label: RoomStatusLabel;
  banner: Banner | null;
  /**
   * The state's colour when a state is set, else the current clean's routine colour, else the outstanding
   * report's routine colour, else ROOM_COMPLETE_COLOR.
   */
  color: string;
  textColor: '#000000' | '#FFFFFF';
  /** The state's border when a state is set. */
  border: { color: string; style: string } | null;
  filters: { incomplete: boolean; todo: boolean };
  /** For Nursing and above (the caller decides who sees it). */
  tooltip: RoomTooltip;
}

/** The buckets of one Cron or Absolute routine at an instant. */
export interface RoutineBucketPair {
  /** The schedule these buckets belong to (compared by identity before reuse). */
  schedule: TRoutineSchedule;
  bucket: TBucket | null;
  previousBucket: TBucket | null;
  /** The instant they were computed at. */
  from: Date;
  /** Exclusive end of their validity: the next instant a bucket opens, becomes due or closes; null: never. */
  until: Date | null;
}

/**
 * Buckets of the Cron and Absolute routines of a room type, computed once for many rooms. Valid for any
 * instant in [from, until): no bucket opens, becomes due or closes in between.
 */
export interface RoutineBuckets {
  timeZone: string;
  from: Date;
  /** Exclusive; null when no Cron or Absolute bucket will ever open, become due or close again. */
  until: Date | null;
  byRoutine: Map<string, RoutineBucketPair>;
}
