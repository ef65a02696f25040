import type { TAuditStatus } from '@carehome/contracts';
import type { CleaningErrorCode } from './types.ts';

// Spec constants of the cleaning report screen (sections 2, 4, 5, 8 and 9). Texts are the spec's English
// wording, to the letter; the client translates by key or code.

/** Tile flip animation. The click toggles `checked` once the flip is over; the timing is the UI's job. */
export const TILE_FLIP_MS = 300;

/** Group double tap: a second tap on the current group counts when it comes more than 2 s after selecting it… */
export const GROUP_DOUBLE_TAP_MIN_MS = 2000;
/** …and under 5 s after it. At 5 s or more, the tap selects the group again. */
export const GROUP_DOUBLE_TAP_MAX_MS = 5000;

/** The camera of a photo capture closes itself after 30 s. */
export const CAMERA_AUTO_CLOSE_MS = 30_000;

/** Text boxes: the comment box has 5 rows (3 in the audit screen), notes 6; post-clean notes at most 100 px high. */
export const COMMENT_ROWS = 5;
export const AUDIT_COMMENT_ROWS = 3;
export const NOTE_ROWS = 6;
export const POST_CLEAN_NOTES_MAX_HEIGHT_PX = 100;

/** 'Supervisor Comment updated.' is shown for 800 ms once the supervisor note is saved. */
export const SUPERVISOR_NOTE_UPDATED = 'Supervisor Comment updated.';
export const SUPERVISOR_NOTE_TOAST_MS = 800;

/** The cancel confirmation. */
export const CANCEL_CONFIRMATION = 'Are you sure? Changes will be lost.';

/** Shortcut texts. */
export const ROOM_OCCUPIED_LABEL = 'Room occupied.';
export const ROOM_CHECKED_CLEAN_LABEL = 'Room checked, CLEAN.';
export const ROOM_CHECKED_CLEAN_COMMENT = 'Room checked & CLEAN';
export const SHORTCUTS_OVERLAY_TITLE = 'Tap to Continue';

/** Audit result labels. */
export const AUDIT_STATUS_LABELS: Readonly<Record<TAuditStatus, string>> = {
  CleanedPass: 'Cleaned Pass',
  CleanedFailed: 'Cleaned Fail',
  NotCleanedFailed: 'Not Cleaned Fail',
  NotObserved: 'Not observed',
  NotPresent: 'Not present',
};

export const SAVE_PERMISSION_ERROR = 'Current user does not have permission to save cleaning reports.';
export const MARKING_SAVE_PERMISSION_ERROR = 'Current user does not have permission to save Pre-Audit Marking reports.';
export const SIGNATURE_REQUIRED = 'Signature is required';
/** Section 5: "The clean type must match the marking report's clean type." */
export const CLEAN_TYPE_MISMATCH_ERROR = "The clean type must match the marking report's clean type.";
/** Section 5: "Readonly reports cannot be modified." */
export const REPORT_READONLY_ERROR = 'Readonly reports cannot be modified.';

/** An audit result the operation's ATP reading does not give, without the auditor's reason. */
export const ATP_OVERRIDE_REASON_REQUIRED = 'Give a reason for a result the ATP reading does not give.';

/** Every error of this module by its proposed code (see README, "Contracts"). */
export const CLEANING_ERROR_MESSAGES: Readonly<Record<CleaningErrorCode, string>> = {
  'report.no_permission': SAVE_PERMISSION_ERROR,
  'marking.no_permission': MARKING_SAVE_PERMISSION_ERROR,
  'report.signature_required': SIGNATURE_REQUIRED,
  'report.clean_type_mismatch': CLEAN_TYPE_MISMATCH_ERROR,
  'report.readonly': REPORT_READONLY_ERROR,
  'atp.override_reason_required': ATP_OVERRIDE_REASON_REQUIRED,
};
