import type { TAtpReading, TAuditStatus, TReportOperation } from '@carehome/contracts';
import { auditStatusOfBand } from '../infection-control/atp-band.ts';
import { isoTime } from './dates.ts';
import { canEdit } from './mode.ts';
import type { AuditContext, AuditResult, CleaningMode } from './types.ts';

// Operation audit results ("Operation audit status") and the pre-audit marks.

/**
 * The tile click cycle: CleanedPass → CleanedFailed → NotCleanedFailed → NotObserved → CleanedPass. Not
 * present is set apart (a menu entry), so the usual cycle stays four clicks; a click on it starts the cycle again.
 */
export const NEXT_AUDIT_STATUS: Readonly<Record<TAuditStatus, TAuditStatus>> = {
  CleanedPass: 'CleanedFailed',
  CleanedFailed: 'NotCleanedFailed',
  NotCleanedFailed: 'NotObserved',
  NotObserved: 'CleanedPass',
  NotPresent: 'CleanedPass',
};

/**
 * The status of an operation nobody has set: NotObserved in marking mode, or when the clean answers a
 * pre-audit marking and the operation is not marked; otherwise CleanedPass.
 */
export function defaultAuditStatus(op: Pick<TReportOperation, 'isMarked'>, ctx: AuditContext): TAuditStatus {
  return ctx.mode === 'marking' || (ctx.hasMarkingReport && !op.isMarked) ? 'NotObserved' : 'CleanedPass';
}

/** What the tile shows: the status set, or the default. */
export function effectiveAuditStatus(op: Pick<TReportOperation, 'auditStatus' | 'isMarked'>, ctx: AuditContext): TAuditStatus {
  return op.auditStatus ?? defaultAuditStatus(op, ctx);
}

/** Gives every operation without a status its default (on save). Not an edit: any mode. */
export function applyAuditDefaults(ops: TReportOperation[], ctx: AuditContext): TReportOperation[] {
  if (ops.every((op) => op.auditStatus !== null)) return ops;
  return ops.map((op) => (op.auditStatus === null ? { ...op, auditStatus: defaultAuditStatus(op, ctx) } : op));
}

function update(ops: TReportOperation[], id: string, change: (op: TReportOperation) => Partial<TReportOperation>): TReportOperation[] {
  const pos = ops.findIndex((op) => op.id === id);
  const target = ops[pos];
  if (!target) return ops;
  const next = { ...target, ...change(target) };
  if (next.auditStatus === target.auditStatus && next.isMarked === target.isMarked && next.atp === target.atp) return ops;
  return ops.map((op, i) => (i === pos ? next : op));
}

/** A tile click in audit mode: the next status in the cycle after the one shown (audit mode only). */
export function cycleAuditStatus(ops: TReportOperation[], id: string, ctx: AuditContext): TReportOperation[] {
  if (!canEdit(ctx.mode, 'auditStatus')) return ops;
  return update(ops, id, (op) => ({ auditStatus: NEXT_AUDIT_STATUS[effectiveAuditStatus(op, ctx)] }));
}

/** The radio buttons: sets a status directly (audit mode only). */
export function setAuditStatus(ops: TReportOperation[], id: string, status: TAuditStatus, mode: CleaningMode): TReportOperation[] {
  if (!canEdit(mode, 'auditStatus')) return ops;
  return update(ops, id, () => ({ auditStatus: status }));
}

/**
 * An ATP reading of an operation (audit mode only), its band already read from the site's limits: a band
 * sets the result it gives (the auditor may then override it, with a reason); null removes the reading.
 */
export function setAtpReading(ops: TReportOperation[], id: string, reading: TAtpReading | null, mode: CleaningMode): TReportOperation[] {
  if (!canEdit(mode, 'auditStatus')) return ops;
  return update(ops, id, (op) => ({
    atp: reading,
    auditStatus: reading?.band && op.atp?.band !== reading.band ? auditStatusOfBand(reading.band) : op.auditStatus,
  }));
}

/** The marked checkbox (audit-marking mode only). */
export function toggleMarked(ops: TReportOperation[], id: string, mode: CleaningMode): TReportOperation[] {
  if (!canEdit(mode, 'marks')) return ops;
  return update(ops, id, (op) => ({ isMarked: !op.isMarked }));
}

/**
 * The audit report date (`reportDate`, "the audit is complete"): now when no operation is NotObserved
 * (NotPresent answers an operation), otherwise null. An operation still without a status counts as not observed: apply the defaults first.
 */
export function auditReportDate(ops: readonly Pick<TReportOperation, 'auditStatus'>[], now: Date): string | null {
  return ops.every((op) => op.auditStatus !== null && op.auditStatus !== 'NotObserved') ? isoTime(now) : null;
}

/** The audit statuses that fail an operation: the room was not clean there (audit result labels). */
export const FAILED_AUDIT_STATUSES: readonly TAuditStatus[] = ['CleanedFailed', 'NotCleanedFailed'];

/** An audit status that fails its operation: Cleaned Fail or Not Cleaned Fail. */
export function isFailedAuditStatus(status: TAuditStatus | null | undefined): status is 'CleanedFailed' | 'NotCleanedFailed' {
  return status != null && FAILED_AUDIT_STATUSES.includes(status);
}

/**
 * The audit failed: at least one operation is Cleaned Fail or Not Cleaned Fail. A failed audit asks for a
 * re-clean of the audited report's clean type (the outstanding task 'Audit Re-clean'), so a failed audit never reads as complete.
 */
export function auditHasFailure(ops: readonly Pick<TReportOperation, 'auditStatus'>[]): boolean {
  return ops.some((op) => isFailedAuditStatus(op.auditStatus));
}

/** The results `ZAuditSave` carries: each operation's status, defaults applied. */
export function auditResults(ops: TReportOperation[], ctx: AuditContext): AuditResult[] {
  return applyAuditDefaults(ops, ctx).map((op) => ({
    id: op.id,
    auditStatus: op.auditStatus ?? defaultAuditStatus(op, ctx),
    // null removes a reading taken before; absent leaves what the report has.
    ...(op.atp !== undefined ? { atp: op.atp } : {}),
  }));
}
