import type { TReportOperation, TReportStatus } from '@carehome/contracts';

/** A report nobody has saved yet is Initial (spec section 4). */
export const NEW_REPORT_STATUS: TReportStatus = 'Initial';

/**
 * The status the Save button saves with (spec section 4): Complete when no required operation is left
 * undone, that is every non-optional operation is ticked (`checked === true`) or not required
 * (`checked === null`); Incomplete otherwise (a pending or skipped required operation). Optional
 * operations never count. A checklist without operations is Complete. The shortcuts and the decline set
 * their own status instead.
 */
export function completionStatus(ops: readonly Pick<TReportOperation, 'optional' | 'checked'>[]): 'Complete' | 'Incomplete' {
  return ops.every((op) => op.optional || op.checked !== false) ? 'Complete' : 'Incomplete';
}
