import { GROUP_DOUBLE_TAP_MAX_MS, GROUP_DOUBLE_TAP_MIN_MS } from './constants.ts';
import { canEdit } from './mode.ts';
import type { CleaningMode } from './types.ts';

/** The group shown in the tab strip and when it was selected (ms on a monotonic clock, e.g. performance.now()). */
export interface GroupSelection {
  group: string;
  selectedAt: number;
}

export interface GroupTap {
  group: string;
  at: number;
}

/** 'select': show the group (and start its double-tap window); 'toggleAll': tick all its operations (`tickGroup`); 'none'. */
export type GroupTapAction = 'select' | 'toggleAll' | 'none';

/**
 * A tap on the group tab strip. A tap on another group (or the first tap) selects it.
 * A second tap on the current group, when the room type allows group selection and the mode accepts
 * checklist edits: more than 2 s and under 5 s after selecting it → 'toggleAll' (the selection is kept as
 * it was); at 5 s or more → 'select' again (the window restarts); at 2 s or less → 'none'. A tap that
 * comes before `selectedAt` (a clock set back) restarts the window too. Without group selection, or in
 * another mode, a tap on the current group does nothing.
 */
export function groupTap(
  selection: GroupSelection | null,
  tap: GroupTap,
  opts: { allowGroupSelection: boolean; mode: CleaningMode },
): { action: GroupTapAction; selection: GroupSelection } {
  const selectAgain = { action: 'select' as const, selection: { group: tap.group, selectedAt: tap.at } };
  if (!selection || selection.group !== tap.group) return selectAgain;
  if (!opts.allowGroupSelection || !canEdit(opts.mode, 'operations')) return { action: 'none', selection };
  const elapsed = tap.at - selection.selectedAt;
  if (elapsed < 0 || elapsed >= GROUP_DOUBLE_TAP_MAX_MS) return selectAgain;
  if (elapsed > GROUP_DOUBLE_TAP_MIN_MS) return { action: 'toggleAll', selection };
  return { action: 'none', selection };
}
