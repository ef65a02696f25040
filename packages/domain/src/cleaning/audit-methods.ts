import { canEdit } from './mode.ts';
import type { AuditMethod, AuditMethods, CleaningMode } from './types.ts';

// The audit header's method checkboxes. "Fluorescent gel is disabled while marking or
// when a marking report exists." The pre-audit marking is the fluorescent-gel step: the auditor puts gel
// on the marked spots before the clean and checks them afterwards. So an audit that follows a marking
// used fluorescent gel (ticked and locked), and a marking is not an audit yet (unticked and locked).

export interface MethodState {
  checked: boolean;
  disabled: boolean;
}

/**
 * The fluorescent gel checkbox. Marking: unticked and locked. Audit of a clean that answers a marking:
 * ticked and locked. Audit without a marking: the auditor's value (`current`), enabled. Read-only and
 * normal mode: `current`, locked.
 */
export function fluorescentGelState(mode: CleaningMode, hasMarkingReport: boolean, current = false): MethodState {
  if (mode === 'marking') return { checked: false, disabled: true };
  if (mode === 'audit' && hasMarkingReport) return { checked: true, disabled: true };
  return { checked: current, disabled: !canEdit(mode, 'auditMethods') };
}

/** Any method checkbox, with the value in `methods`. */
export function auditMethodState(method: AuditMethod, methods: AuditMethods, mode: CleaningMode, hasMarkingReport: boolean): MethodState {
  if (method === 'fluorescentGelMethod') return fluorescentGelState(mode, hasMarkingReport, methods.fluorescentGelMethod);
  return { checked: methods[method], disabled: !canEdit(mode, 'auditMethods') };
}

/** Ticks or unticks a method; refused (input returned) when its checkbox is disabled. */
export function setAuditMethod(
  methods: AuditMethods,
  method: AuditMethod,
  value: boolean,
  mode: CleaningMode,
  hasMarkingReport: boolean,
): AuditMethods {
  if (auditMethodState(method, methods, mode, hasMarkingReport).disabled || methods[method] === value) return methods;
  return { ...methods, [method]: value };
}

/** The methods as an audit saves them: fluorescent gel is ticked when the clean answers a marking. */
export function auditMethodsForSave<T extends AuditMethods>(methods: T, hasMarkingReport: boolean): T {
  return hasMarkingReport && !methods.fluorescentGelMethod ? { ...methods, fluorescentGelMethod: true } : methods;
}
