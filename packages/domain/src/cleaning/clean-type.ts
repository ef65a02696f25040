import { cleanKey } from '../room-status/history.ts';
import { CLEAN_TYPE_MISMATCH_ERROR } from './constants.ts';
import type { CleaningProblem } from './types.ts';

export interface CleanTypeCheck {
  /** The title bar shows the mismatch warning. */
  warning: boolean;
  /** A report save with this clean type is accepted. */
  valid: boolean;
  problem: CleaningProblem | null;
}

/**
 * "The clean type must match the marking report's clean type", and the title bar's
 * warning when they differ. Clean types compare trimmed and case-insensitive, as the
 * configuration checks their uniqueness. Without a marking report (null) there is nothing to match. A
 * mismatch both warns and blocks the save.
 */
export function checkMarkingCleanType(selectedCleanType: string, markingCleanType: string | null): CleanTypeCheck {
  if (markingCleanType === null || cleanKey(selectedCleanType) === cleanKey(markingCleanType))
    return { warning: false, valid: true, problem: null };
  return { warning: true, valid: false, problem: { code: 'report.clean_type_mismatch', message: CLEAN_TYPE_MISMATCH_ERROR } };
}
