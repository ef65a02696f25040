export {
  applyAuditDefaults,
  auditHasFailure,
  auditReportDate,
  auditResults,
  cycleAuditStatus,
  defaultAuditStatus,
  effectiveAuditStatus,
  FAILED_AUDIT_STATUSES,
  isFailedAuditStatus,
  NEXT_AUDIT_STATUS,
  setAtpReading,
  setAuditStatus,
  toggleMarked,
} from './audit.ts';
export { auditMethodState, auditMethodsForSave, fluorescentGelState, type MethodState, setAuditMethod } from './audit-methods.ts';
export { type CleanTypeCheck, checkMarkingCleanType } from './clean-type.ts';
export {
  AUDIT_COMMENT_ROWS,
  AUDIT_STATUS_LABELS,
  CAMERA_AUTO_CLOSE_MS,
  CANCEL_CONFIRMATION,
  CLEAN_TYPE_MISMATCH_ERROR,
  CLEANING_ERROR_MESSAGES,
  COMMENT_ROWS,
  GROUP_DOUBLE_TAP_MAX_MS,
  GROUP_DOUBLE_TAP_MIN_MS,
  MARKING_SAVE_PERMISSION_ERROR,
  NOTE_ROWS,
  POST_CLEAN_NOTES_MAX_HEIGHT_PX,
  REPORT_READONLY_ERROR,
  ROOM_CHECKED_CLEAN_COMMENT,
  ROOM_CHECKED_CLEAN_LABEL,
  ROOM_OCCUPIED_LABEL,
  SAVE_PERMISSION_ERROR,
  SHORTCUTS_OVERLAY_TITLE,
  SIGNATURE_REQUIRED,
  SUPERVISOR_NOTE_TOAST_MS,
  SUPERVISOR_NOTE_UPDATED,
  TILE_FLIP_MS,
} from './constants.ts';
export { auditFailures, medianMinutes, operationFor, recleanDoneBy, rightFirstTime, untickedFailures } from './corrective.ts';
export { displayDate } from './dates.ts';
export { canDecline, type DeclineFacts, declineWording, hasSignature } from './decline.ts';
export { type DraftSnapshot, hasUnsavedChanges } from './draft.ts';
export { durationMinutes, formatDurationMinutes } from './duration.ts';
export { type GroupSelection, type GroupTap, type GroupTapAction, groupTap } from './group-selection.ts';
export { canEdit, cleaningMode, showsCleanTypeDropdown } from './mode.ts';
export {
  continueOperations,
  initialOperations,
  operationGroups,
  tickGroup,
  tickOperation,
  toggleOperation,
  uncheckedValue,
  untickOperation,
} from './operations.ts';
export { savePermissionError, savePermissionProblem } from './permissions.ts';
export {
  applyMarks,
  cleanTypeOptions,
  detailImagesFor,
  routineFor,
  type StartingCleanType,
  startingCleanType,
  switchRoutine,
} from './routine.ts';
export {
  type AuditSaveContext,
  type AuditSaveFields,
  isReportReadonly,
  prepareAuditSave,
  prepareMarkingSave,
  prepareReportSave,
  type ReportSaveAction,
  type ReportSaveContext,
  type ReportSaveFields,
  validateReportSave,
} from './save.ts';
export {
  roomCheckedCleanSave,
  roomOccupiedSave,
  type ShortcutBox,
  type ShortcutKind,
  type ShortcutSave,
  shortcutBoxes,
  shortcutSave,
} from './shortcuts.ts';
export { completionStatus, NEW_REPORT_STATUS, type RequiredProgress, requiredProgress } from './status.ts';
export { withSupervisorNote } from './supervisor-note.ts';
export { appendLine, normalText } from './text.ts';
export { tileState } from './tile.ts';
export type {
  AuditContext,
  AuditDraft,
  AuditMethod,
  AuditMethods,
  AuditResult,
  CleaningEdit,
  CleaningErrorCode,
  CleaningMode,
  CleaningProblem,
  EditContext,
  MarkingOperations,
  Outcome,
  ReportDraft,
  SavedReportStatus,
  TileState,
} from './types.ts';
export { CLEANING_EDITS, CLEANING_MODES } from './types.ts';
