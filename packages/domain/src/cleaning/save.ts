import type { TReportOperation, TReportStatus } from '@carehome/contracts';
import { atpOverridden } from '../infection-control/atp-band.ts';
import { applyAuditDefaults, auditReportDate, auditResults } from './audit.ts';
import { auditMethodsForSave } from './audit-methods.ts';
import { checkMarkingCleanType } from './clean-type.ts';
import { ATP_OVERRIDE_REASON_REQUIRED, REPORT_READONLY_ERROR, SIGNATURE_REQUIRED } from './constants.ts';
import { isoTime } from './dates.ts';
import { hasSignature } from './decline.ts';
import { canEdit } from './mode.ts';
import { savePermissionProblem } from './permissions.ts';
import { type ShortcutKind, shortcutSave } from './shortcuts.ts';
import { completionStatus } from './status.ts';
import { appendLine } from './text.ts';
import type {
  AuditDraft,
  AuditMethods,
  AuditResult,
  CleaningMode,
  CleaningProblem,
  Outcome,
  ReportDraft,
  SavedReportStatus,
} from './types.ts';

// The save buttons of the three kinds of report, and the server's checks of a report save. Each returns
// every problem found (read-only first, then permission, then the rest), or the fields to send.

const READONLY: CleaningProblem = { code: 'report.readonly', message: REPORT_READONLY_ERROR };
const SIGNATURE: CleaningProblem = { code: 'report.signature_required', message: SIGNATURE_REQUIRED };

/** Save: the status from the checklist. A shortcut: its status and comment line. Decline: Declined with the signature. */
export type ReportSaveAction = { kind: 'save' } | { kind: ShortcutKind } | { kind: 'decline'; signature: string | null };

export interface ReportSaveContext {
  mode: CleaningMode;
  isStaffMember: boolean;
  now: Date;
  timeZone: string;
  /** The clean type of the pre-audit marking this clean answers, or null. */
  markingCleanType: string | null;
}

export type ReportSaveFields = ReportDraft & { status: SavedReportStatus; reportDate: string };

/**
 * A cleaning report save (normal mode). The status: the checklist's (`completionStatus`) for Save, the
 * shortcut's, or Declined. A shortcut's comment line is added to the housekeeper's comment (alone when it
 * is empty). A decline needs a signature; any other save sends no signature. The clean type must match
 * the marking's.
 */
export function prepareReportSave(draft: ReportDraft, action: ReportSaveAction, ctx: ReportSaveContext): Outcome<ReportSaveFields> {
  const problems: CleaningProblem[] = [];
  const editKind = action.kind === 'save' ? 'save' : action.kind === 'decline' ? 'decline' : 'shortcuts';
  if (ctx.mode !== 'normal' || !canEdit(ctx.mode, editKind)) problems.push(READONLY);
  const permission = savePermissionProblem({ isStaffMember: ctx.isStaffMember, mode: ctx.mode });
  if (permission) problems.push(permission);
  if (action.kind === 'decline' && !hasSignature(action.signature)) problems.push(SIGNATURE);
  const cleanType = checkMarkingCleanType(draft.selectedCleanType, ctx.markingCleanType);
  if (cleanType.problem) problems.push(cleanType.problem);
  if (problems.length > 0) return { ok: false, problems };

  const reportDate = isoTime(ctx.now);
  if (action.kind === 'decline')
    return { ok: true, value: { ...draft, status: 'Declined', declineSignature: action.signature, reportDate } };
  const base = { ...draft, declineSignature: null, reportDate };
  if (action.kind === 'save') return { ok: true, value: { ...base, status: completionStatus(draft.operations) } };
  const shortcut = shortcutSave(action.kind, ctx.now, ctx.timeZone);
  return { ok: true, value: { ...base, status: shortcut.status, comment: appendLine(draft.comment, shortcut.comment) } };
}

/** A saved report is history once Complete or Declined; an Incomplete one can be continued. */
export function isReportReadonly(status: TReportStatus): boolean {
  return status === 'Complete' || status === 'Declined';
}

/**
 * The server's checks of a report save (POST /housekeeping/submitReport): a staff member saves it; a
 * report already stored Complete or Declined is not modified (an identical replay from the offline
 * outbox should be answered before this check); a decline carries a signature; the clean type matches
 * the marking's (`markingCleanType`: the clean type of `markingReportId`'s marking, null when none).
 */
export function validateReportSave(
  save: { status: SavedReportStatus; declineSignature: string | null; selectedCleanType: string },
  ctx: { isStaffMember: boolean; markingCleanType: string | null; storedStatus?: TReportStatus | null },
): CleaningProblem[] {
  const problems: CleaningProblem[] = [];
  if (ctx.storedStatus && isReportReadonly(ctx.storedStatus)) problems.push(READONLY);
  const permission = savePermissionProblem({ isStaffMember: ctx.isStaffMember, mode: 'normal' });
  if (permission) problems.push(permission);
  if (save.status === 'Declined' && !hasSignature(save.declineSignature)) problems.push(SIGNATURE);
  const cleanType = checkMarkingCleanType(save.selectedCleanType, ctx.markingCleanType);
  if (cleanType.problem) problems.push(cleanType.problem);
  return problems;
}

export interface AuditSaveContext {
  mode: CleaningMode;
  isStaffMember: boolean;
  hasMarkingReport: boolean;
  now: Date;
}

export type AuditSaveFields = AuditMethods & {
  comment: string | null;
  photos: AuditDraft['photos'];
  operations: AuditResult[];
  /** The audit report date: set when no operation is NotObserved (the server sets the same with `auditReportDate`). */
  reportDate: string | null;
};

/** An audit save (audit mode): every operation gets a status (defaults), fluorescent gel follows the marking, and the report date. */
export function prepareAuditSave(ops: TReportOperation[], audit: AuditDraft, ctx: AuditSaveContext): Outcome<AuditSaveFields> {
  const problems: CleaningProblem[] = [];
  if (ctx.mode !== 'audit') problems.push(READONLY);
  const permission = savePermissionProblem({ isStaffMember: ctx.isStaffMember, mode: ctx.mode });
  if (permission) problems.push(permission);
  if (ops.some((op) => op.auditStatus && atpOverridden(op.atp, op.auditStatus) && !op.atp?.overrideReason?.trim()))
    problems.push({ code: 'atp.override_reason_required', message: ATP_OVERRIDE_REASON_REQUIRED });
  if (problems.length > 0) return { ok: false, problems };
  const auditCtx = { mode: ctx.mode, hasMarkingReport: ctx.hasMarkingReport };
  const operations = auditResults(ops, auditCtx);
  return {
    ok: true,
    value: { ...auditMethodsForSave(audit, ctx.hasMarkingReport), operations, reportDate: auditReportDate(operations, ctx.now) },
  };
}

/** A pre-audit marking save (marking mode): the operations with their marks, statuses left unset NotObserved, and the marking date. */
export function prepareMarkingSave(
  ops: TReportOperation[],
  ctx: { mode: CleaningMode; isStaffMember: boolean; now: Date },
): Outcome<{ operations: TReportOperation[]; markingDate: string }> {
  const problems: CleaningProblem[] = [];
  if (ctx.mode !== 'marking') problems.push(READONLY);
  const permission = savePermissionProblem({ isStaffMember: ctx.isStaffMember, mode: ctx.mode });
  if (permission) problems.push(permission);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: { operations: applyAuditDefaults(ops, { mode: 'marking', hasMarkingReport: false }), markingDate: isoTime(ctx.now) },
  };
}
