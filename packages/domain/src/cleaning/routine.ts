import type { TOperation, TReportOperation, TRoutine } from '@carehome/contracts';
import { cleanKey } from '../room-status/history.ts';
import { initialOperations } from './operations.ts';
import type { MarkingOperations } from './types.ts';

// The routine behind the clean type dropdown: which routine a clean type means, which clean type a
// screen opens with, and the checklist when the clean type changes.

/** The routine of a clean type on a room type (clean types compare trimmed and case-insensitive); null when none. */
export function routineFor(routines: readonly TRoutine[], cleanType: string | null | undefined): TRoutine | null {
  if (!cleanType) return null;
  const key = cleanKey(cleanType);
  return routines.find((r) => cleanKey(r.cleanType) === key) ?? null;
}

/** The clean types the dropdown offers: one per clean type (the first routine wins), in configured order. */
export function cleanTypeOptions(routines: readonly TRoutine[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of routines) {
    const key = cleanKey(r.cleanType);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r.cleanType);
  }
  return out;
}

export interface StartingCleanType {
  /** The clean type of the saved report the screen opens (continue, audit, history): kept as saved. */
  report?: string | null;
  /** The clean type of the pre-audit marking the clean answers: a new clean starts with it, so the two match. */
  marking?: string | null;
  /** The clean type asked for by the dashboard (the room's current clean). */
  requested?: string | null;
}

/**
 * The clean type the screen opens with: the saved report's, as it is; else the first configured of the
 * marking's, the requested one, the default routine's (isDefault) and the first routine's, spelt as
 * configured. Null when the room type has no routine.
 */
export function startingCleanType(routines: readonly TRoutine[], from: StartingCleanType): string | null {
  if (from.report) return from.report;
  for (const wanted of [from.marking, from.requested]) {
    const routine = routineFor(routines, wanted);
    if (routine) return routine.cleanType;
  }
  return (routines.find((r) => r.isDefault) ?? routines[0])?.cleanType ?? null;
}

/**
 * The checklist after the clean type changes: the new routine's operations in its order. An operation
 * the current checklist has too (same id) keeps what was done (checked, skipped, time stamp, audit
 * status). With a marking, marks follow the marking; without (the marking sub-mode), an operation
 * keeps the mark the auditor gave it.
 */
export function switchRoutine(
  current: readonly TReportOperation[],
  routineOps: readonly TOperation[],
  marking: MarkingOperations | null = null,
): TReportOperation[] {
  const before = new Map(current.map((op) => [op.id, op]));
  return initialOperations(routineOps, marking).map((op) => {
    const prev = before.get(op.id);
    if (!prev) return op;
    return {
      ...op,
      checked: prev.checked,
      skipped: prev.skipped,
      timeStamp: prev.timeStamp,
      auditStatus: prev.auditStatus,
      isMarked: marking ? op.isMarked : prev.isMarked,
    };
  });
}

/**
 * A saved checklist with the marks of the pre-audit marking it answers, by operation id (an audit reads
 * the marks from the marking, whatever the tablet knew when it saved). Unchanged input comes back as is.
 */
export function applyMarks(ops: TReportOperation[], marking: MarkingOperations | null): TReportOperation[] {
  if (!marking) return ops;
  const marked = new Set(marking.filter((m) => m.isMarked).map((m) => m.id));
  if (ops.every((op) => op.isMarked === marked.has(op.id))) return ops;
  return ops.map((op) => (op.isMarked === marked.has(op.id) ? op : { ...op, isMarked: marked.has(op.id) }));
}

/**
 * The detail images of an operation or routine in the user's language (they exist per language): that
 * language's; else English's (the default language); else those of the first language that has any, as
 * a picture helps more than none.
 */
export function detailImagesFor<T extends { locale: string }>(images: readonly T[], language: string): T[] {
  const of = (locale: string) => images.filter((i) => i.locale === locale);
  for (const locale of [language, 'en']) {
    const found = of(locale);
    if (found.length) return found;
  }
  const first = images[0];
  return first ? of(first.locale) : [];
}
