import type { TReportOperation } from '@carehome/contracts';
import type { TileState } from './types.ts';

/**
 * A task tile in normal mode, first match wins: skipped → 'incomplete'; ticked
 * (`checked === true`) → 'complete'; unticked (`checked === false`) → 'pending'; `checked === null`
 * (the spec's 'false' value) → 'notRequired'. A skipped operation has `checked === false` (ticking it
 * clears the skip), so the order only matters for data written elsewhere; the spec lists skipped first.
 */
export function tileState(op: Pick<TReportOperation, 'checked' | 'skipped'>): TileState {
  if (op.skipped) return 'incomplete';
  if (op.checked === true) return 'complete';
  if (op.checked === false) return 'pending';
  return 'notRequired';
}
