import { MARKING_SAVE_PERMISSION_ERROR, SAVE_PERMISSION_ERROR } from './constants.ts';
import type { CleaningMode, CleaningProblem } from './types.ts';

/**
 * Only staff members save cleaning reports, audits and pre-audit markings. The
 * problem to show otherwise: the marking wording in marking mode, the cleaning wording in every other
 * mode. Whether the mode accepts a save at all is `canEdit(mode, 'save')`.
 */
export function savePermissionProblem(who: { isStaffMember: boolean; mode: CleaningMode }): CleaningProblem | null {
  if (who.isStaffMember) return null;
  return who.mode === 'marking'
    ? { code: 'marking.no_permission', message: MARKING_SAVE_PERMISSION_ERROR }
    : { code: 'report.no_permission', message: SAVE_PERMISSION_ERROR };
}

/** The same, as the text alone (null: allowed). */
export function savePermissionError(who: { isStaffMember: boolean; mode: CleaningMode }): string | null {
  return savePermissionProblem(who)?.message ?? null;
}
