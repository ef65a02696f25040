import type { TReportOperation, TReportStatus } from '@carehome/contracts';

/** A report nobody has saved yet is Initial. */
export const NEW_REPORT_STATUS: TReportStatus = 'Initial';

/**
 * The status the Save button saves with: Complete when no required operation is left
 * undone, that is every non-optional operation is ticked (`checked === true`) or not required
 * (`checked === null`); Incomplete otherwise (a pending or skipped required operation). Optional
 * operations never count. A checklist without operations is Complete. The shortcuts and the decline set
 * their own status instead.
 */
export function completionStatus(ops: readonly Pick<TReportOperation, 'optional' | 'checked'>[]): 'Complete' | 'Incomplete' {
  return ops.every((op) => op.optional || op.checked !== false) ? 'Complete' : 'Incomplete';
}

/** How far the required operations of a checklist are: optional ones never count. */
export interface RequiredProgress {
  required: number;
  /** Required operations neither ticked nor marked not required: pending or skipped. */
  left: number;
}

/**
 * The required operations not done, for the question before a Save that would make the report
 * Incomplete (a partial clean never looks like a full one, and the housekeeper is told so).
 */
export function requiredProgress(ops: readonly Pick<TReportOperation, 'optional' | 'checked'>[]): RequiredProgress {
  let required = 0;
  let left = 0;
  for (const op of ops) {
    if (op.optional) continue;
    required += 1;
    if (op.checked === false) left += 1;
  }
  return { required, left };
}
