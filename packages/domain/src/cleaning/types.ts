import type {
  AUDIT_METHODS,
  SAVED_REPORT_STATUSES,
  TAtpReading,
  TAuditStatus,
  TReportOperation,
  TReportPhoto,
  TReportSave,
} from '@carehome/contracts';

/**
 * The modes of the cleaning report screen: a normal clean, a saved report shown read-only
 * (history), the audit of a saved report, and the audit-marking sub-mode (a pre-audit marking, before the
 * clean). `cleaningMode` derives it from the report's flags.
 */
export const CLEANING_MODES = ['normal', 'readonly', 'audit', 'marking'] as const;
export type CleaningMode = (typeof CLEANING_MODES)[number];

/** What the user can change on the screen; `canEdit(mode, kind)` says in which modes. */
export const CLEANING_EDITS = [
  'operations',
  'cleanType',
  'comments',
  'shortcuts',
  'decline',
  'auditStatus',
  'marks',
  'auditMethods',
  'auditComments',
  'save',
] as const;
export type CleaningEdit = (typeof CLEANING_EDITS)[number];

/** How a task tile looks in normal mode. */
export type TileState = 'incomplete' | 'pending' | 'complete' | 'notRequired';

export type SavedReportStatus = (typeof SAVED_REPORT_STATUSES)[number];
export type AuditMethod = (typeof AUDIT_METHODS)[number];
export type AuditMethods = Record<AuditMethod, boolean>;

/** An edit of the checklist: who edits (the mode) and when (the time stamp of a tick). */
export interface EditContext {
  mode: CleaningMode;
  now: Date;
}

/** What the audit rules depend on: the mode, and whether the clean answers a pre-audit marking. */
export interface AuditContext {
  mode: CleaningMode;
  hasMarkingReport: boolean;
}

/** The operation's marks of a pre-audit marking report, by operation id. */
export type MarkingOperations = readonly Pick<TReportOperation, 'id' | 'isMarked'>[];

/** The parts of a cleaning report the housekeeper edits (the rest of `TReportSave` is set by the screen). */
export type ReportDraft = Pick<
  TReportSave,
  'selectedCleanType' | 'comment' | 'residentFamilyConcern' | 'maintenance' | 'pestControl' | 'operations' | 'photos' | 'declineSignature'
>;

/** The parts of an audit the auditor edits. */
export interface AuditDraft extends AuditMethods {
  comment: string | null;
  photos: TReportPhoto[];
}

/** An operation's audit result, as `ZAuditSave` carries it. */
export interface AuditResult {
  id: string;
  auditStatus: TAuditStatus;
  /** The operation's ATP reading; null: removed; absent: none taken on this screen. */
  atp?: TAtpReading | null;
}

/** Proposed error codes (see README, "Contracts"): the server answers with them, the client translates. */
export type CleaningErrorCode =
  | 'report.no_permission'
  | 'marking.no_permission'
  | 'report.signature_required'
  | 'report.clean_type_mismatch'
  | 'report.readonly'
  | 'atp.override_reason_required';

export interface CleaningProblem {
  code: CleaningErrorCode;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problems: CleaningProblem[] };
