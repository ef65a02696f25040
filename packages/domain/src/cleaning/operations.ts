import type { TOperation, TReportOperation } from '@carehome/contracts';
import { isoTime } from './dates.ts';
import { canEdit } from './mode.ts';
import type { EditContext, MarkingOperations } from './types.ts';

// The checklist of a clean ("Cleaning record"): building it, ticking and unticking
// operations and groups. Functions never change their input; an edit the mode does not accept, or one
// that changes nothing, returns the input array itself.

/**
 * The value of `checked` before an operation is done: false (pending) for a required operation, null
 * ("not required", the spec's 'false' value) for an optional one.
 */
export function uncheckedValue(op: Pick<TReportOperation, 'optional'>): false | null {
  return op.optional ? null : false;
}

function markedIds(marking: MarkingOperations | null): ReadonlySet<string> | null {
  return marking ? new Set(marking.filter((m) => m.isMarked).map((m) => m.id)) : null;
}

/**
 * The checklist of a new report, from the routine's operations in their configured order (`index` =
 * position). Required operations start pending (`checked: false`), optional ones not required
 * (`checked: null`). `isMarked` is carried over from the pre-audit marking the clean answers, by id.
 */
export function initialOperations(routineOps: readonly TOperation[], marking: MarkingOperations | null = null): TReportOperation[] {
  const marked = markedIds(marking);
  return routineOps.map((op, index) => ({
    id: op.id,
    group: op.group,
    item: op.item,
    optional: op.optional,
    icon: op.icon,
    index,
    checked: uncheckedValue(op),
    skipped: false,
    timeStamp: null,
    auditStatus: null,
    isMarked: marked?.has(op.id) ?? false,
  }));
}

/**
 * The checklist of a continued (Incomplete) report: its saved operations as they are (they are the record
 * of what was done, even for a step removed from the routine since), then the routine's operations it does
 * not have yet, appended in routine order after the highest saved index. With a marking, `isMarked`
 * follows the marking.
 */
export function continueOperations(
  saved: readonly TReportOperation[],
  routineOps: readonly TOperation[],
  marking: MarkingOperations | null = null,
): TReportOperation[] {
  const marked = markedIds(marking);
  const have = new Set(saved.map((op) => op.id));
  const next = saved.reduce((max, op) => Math.max(max, op.index + 1), 0);
  const added = initialOperations(
    routineOps.filter((op) => !have.has(op.id)),
    marking,
  ).map((op, i) => ({ ...op, index: next + i }));
  const kept = saved.map((op) => (marked && marked.has(op.id) !== op.isMarked ? { ...op, isMarked: marked.has(op.id) } : op));
  return [...kept, ...added];
}

/** The groups of a checklist for the tab strip, ordered by their first operation. */
export function operationGroups(ops: readonly TReportOperation[]): string[] {
  const first = new Map<string, number>();
  for (const op of ops) first.set(op.group, Math.min(first.get(op.group) ?? Number.POSITIVE_INFINITY, op.index));
  return [...first.entries()].sort((a, b) => a[1] - b[1]).map(([group]) => group);
}

/** Ticks the operation at `pos`: done, stamped, no longer skipped; earlier unticked required operations become skipped. */
function tickAt(ops: TReportOperation[], pos: number, stamp: string): TReportOperation[] {
  const target = ops[pos];
  if (!target || target.checked === true) return ops;
  return ops.map((op, i) => {
    if (i === pos) return { ...op, checked: true, skipped: false, timeStamp: stamp };
    if (op.index < target.index && !op.optional && op.checked === false && !op.skipped) return { ...op, skipped: true };
    return op;
  });
}

function untickAt(ops: TReportOperation[], pos: number): TReportOperation[] {
  const target = ops[pos];
  if (target?.checked !== true) return ops;
  return ops.map((op, i) => (i === pos ? { ...op, checked: uncheckedValue(op), skipped: false, timeStamp: null } : op));
}

const position = (ops: readonly TReportOperation[], id: string) => ops.findIndex((op) => op.id === id);

/**
 * Ticks an operation (normal mode only): `checked: true`, `timeStamp` = now, `skipped` cleared; every
 * earlier (lower `index`) required operation that is still unticked (`checked === false`) is marked
 * skipped. Earlier optional operations, and "not required" ones (`checked === null`), are left alone.
 * An operation already ticked keeps its first time stamp.
 */
export function tickOperation(ops: TReportOperation[], id: string, ctx: EditContext): TReportOperation[] {
  if (!canEdit(ctx.mode, 'operations')) return ops;
  const pos = position(ops, id);
  return pos < 0 ? ops : tickAt(ops, pos, isoTime(ctx.now));
}

/**
 * Unticks an operation (normal mode only): back to pending (required) or not required (optional), time
 * stamp cleared. The skips its tick made stay: they record that those steps were passed over.
 */
export function untickOperation(ops: TReportOperation[], id: string, ctx: EditContext): TReportOperation[] {
  if (!canEdit(ctx.mode, 'operations')) return ops;
  const pos = position(ops, id);
  return pos < 0 ? ops : untickAt(ops, pos);
}

/**
 * A tile click in normal mode (after the 300 ms flip): a ticked operation is unticked, anything else
 * (pending, skipped, not required) is ticked. Ticking a skipped operation clears its skip.
 */
export function toggleOperation(ops: TReportOperation[], id: string, ctx: EditContext): TReportOperation[] {
  if (!canEdit(ctx.mode, 'operations')) return ops;
  const pos = position(ops, id);
  if (pos < 0) return ops;
  return ops[pos]?.checked === true ? untickAt(ops, pos) : tickAt(ops, pos, isoTime(ctx.now));
}

/**
 * Ticks every operation of a group (normal mode only), optional ones included, one after the other in
 * `index` order, each as `tickOperation` would: each is stamped now (one already ticked keeps its stamp),
 * and earlier unticked required operations of other groups become skipped. Never unticks.
 */
export function tickGroup(ops: TReportOperation[], group: string, ctx: EditContext): TReportOperation[] {
  if (!canEdit(ctx.mode, 'operations')) return ops;
  const positions = ops
    .map((op, pos) => ({ op, pos }))
    .filter(({ op }) => op.group === group)
    .sort((a, b) => a.op.index - b.op.index || a.pos - b.pos)
    .map(({ pos }) => pos);
  if (positions.every((pos) => ops[pos]?.checked === true)) return ops;
  const stamp = isoTime(ctx.now);
  return positions.reduce((acc, pos) => tickAt(acc, pos, stamp), ops);
}
