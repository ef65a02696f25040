import type { TReportOperation } from '@carehome/contracts';
import { type CleaningMode, canEdit, type GroupSelection, groupTap, TILE_FLIP_MS } from '@carehome/domain';
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import type { DraftAction } from '../model/draft.ts';

/**
 * What a tap on the screen's groups and tiles does. The first group starts selected, outside any
 * double-tap window; a double tap on a group ticks it whole where the room type allows it. In normal
 * mode a tile flips (300 ms) and then toggles; an audit cycles its status, a marking marks it.
 */
export function useTaskTaps({
  groups,
  mode,
  allowGroupSelection,
  dispatch,
}: {
  groups: string[];
  mode: CleaningMode;
  allowGroupSelection: boolean;
  dispatch: Dispatch<DraftAction>;
}) {
  const [selection, setSelection] = useState<GroupSelection | null>(null);
  const current = selection && groups.includes(selection.group) ? selection.group : (groups[0] ?? null);
  const onGroupTap = (group: string) => {
    const base =
      selection && groups.includes(selection.group) ? selection : current ? { group: current, selectedAt: Number.NEGATIVE_INFINITY } : null;
    const tap = groupTap(base, { group, at: performance.now() }, { allowGroupSelection, mode });
    setSelection(tap.selection);
    if (tap.action === 'toggleAll') dispatch({ type: 'tickGroup', group, now: new Date() });
  };

  const [flipping, setFlipping] = useState<ReadonlySet<string>>(new Set());
  const flipTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = flipTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
  const onActivate = useCallback(
    (op: TReportOperation) => {
      if (mode === 'audit') dispatch({ type: 'cycleAudit', id: op.id });
      else if (mode === 'marking') dispatch({ type: 'toggleMarked', id: op.id });
      else if (canEdit(mode, 'operations') && !flipTimers.current.has(op.id)) {
        setFlipping((s) => new Set(s).add(op.id));
        flipTimers.current.set(
          op.id,
          setTimeout(() => {
            flipTimers.current.delete(op.id);
            dispatch({ type: 'toggle', id: op.id, now: new Date() });
            setFlipping((s) => {
              const next = new Set(s);
              next.delete(op.id);
              return next;
            });
          }, TILE_FLIP_MS),
        );
      }
    },
    [mode, dispatch],
  );

  return { current, onGroupTap, flipping, onActivate };
}
