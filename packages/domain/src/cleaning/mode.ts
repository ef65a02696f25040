import type { CleaningEdit, CleaningMode } from './types.ts';

// Which edits each mode accepts. Every mutating function of this module asks `canEdit` first and returns
// its input unchanged (the same reference) when the answer is no.

const ALLOWED: Readonly<Record<CleaningMode, ReadonlySet<CleaningEdit>>> = {
  normal: new Set<CleaningEdit>(['operations', 'cleanType', 'comments', 'shortcuts', 'decline', 'save']),
  // "Read-only mode blocks all edits."
  readonly: new Set<CleaningEdit>(),
  // "Audit edits are accepted only in audit mode."
  audit: new Set<CleaningEdit>(['auditStatus', 'auditMethods', 'auditComments', 'save']),
  // "The marked flag is toggled by a checkbox in audit-marking mode only"; the clean type dropdown shows
  // in audit mode only when marking.
  marking: new Set<CleaningEdit>(['marks', 'cleanType', 'save']),
};

/** Whether the mode accepts this kind of edit; the UI disables the control when it does not. */
export function canEdit(mode: CleaningMode, kind: CleaningEdit): boolean {
  return ALLOWED[mode].has(kind);
}

/**
 * The mode of a report screen from its flags (readonly, auditMode, auditMarking).
 * Read-only wins over everything; marking is the audit's sub-mode, so `auditMarking` alone is enough.
 */
export function cleaningMode(flags: { readonly?: boolean; auditMode?: boolean; auditMarking?: boolean }): CleaningMode {
  if (flags.readonly) return 'readonly';
  if (flags.auditMarking) return 'marking';
  if (flags.auditMode) return 'audit';
  return 'normal';
}

/** The clean type dropdown is hidden in audit mode unless marking; read-only shows it disabled. */
export function showsCleanTypeDropdown(mode: CleaningMode): boolean {
  return mode !== 'audit';
}
