import type { TAuditFailure, TReportOperation } from '@carehome/contracts';
import { isFailedAuditStatus } from './audit.ts';

// The corrective loop of a failed audit: what failed, and the clean that closes its re-clean. A safety
// loop is closed only by the work it asks for: a re-clean ends when a completed clean ticks every failed
// operation, never by a shortcut or a clean that leaves one of them unticked.

type Op = Pick<TReportOperation, 'id' | 'group' | 'item' | 'checked' | 'auditStatus'>;

/** The operations an audit failed (Cleaned Fail, Not Cleaned Fail), in the report's order. */
export function auditFailures(ops: readonly Op[]): TAuditFailure[] {
  return ops.flatMap((op) =>
    isFailedAuditStatus(op.auditStatus) ? [{ id: op.id, group: op.group, item: op.item, auditStatus: op.auditStatus }] : [],
  );
}

const sameStep = (a: Pick<Op, 'group' | 'item'>, b: Pick<Op, 'group' | 'item'>) =>
  a.group.trim().toLowerCase() === b.group.trim().toLowerCase() && a.item.trim().toLowerCase() === b.item.trim().toLowerCase();

/**
 * The report's operation that does a failed one: the same operation id, else (a routine edited since)
 * the same group and item.
 */
export function operationFor<T extends Pick<Op, 'id' | 'group' | 'item'>>(failure: TAuditFailure, ops: readonly T[]): T | undefined {
  return ops.find((op) => op.id === failure.id) ?? ops.find((op) => sameStep(op, failure));
}

/** The failed operations a clean's operations leave unticked (a skipped or not required one is not done). */
export function untickedFailures(
  failures: readonly TAuditFailure[],
  ops: readonly Pick<Op, 'id' | 'group' | 'item' | 'checked'>[],
): TAuditFailure[] {
  return failures.filter((f) => operationFor(f, ops)?.checked !== true);
}

/**
 * A saved clean closes the re-clean when it is Complete and ticks every failed operation. A loop with no
 * recorded failure (cannot happen from an audit) is never closed by a clean.
 */
export function recleanDoneBy(
  failures: readonly TAuditFailure[],
  report: { status: string; operations: readonly Pick<Op, 'id' | 'group' | 'item' | 'checked'>[] },
): boolean {
  return report.status === 'Complete' && failures.length > 0 && untickedFailures(failures, report.operations).length === 0;
}

/**
 * Right first time: of a period's audits with a result, leaving out re-audits, those that passed at their
 * first pass (a first pass that failed opened a corrective loop). Rate 0 to 1, null without such audits.
 */
export function rightFirstTime(counts: { audits: number; reaudits: number; firstPassFailures: number }): {
  passed: number;
  failed: number;
  rate: number | null;
} {
  const firstPass = Math.max(0, counts.audits - counts.reaudits);
  const failed = Math.min(counts.firstPassFailures, firstPass);
  return { passed: firstPass - failed, failed, rate: firstPass ? (firstPass - failed) / firstPass : null };
}

/** The median of durations in minutes (the middle one, or the mean of the two middle ones); null when none. */
export function medianMinutes(durationsMs: readonly number[]): number | null {
  if (!durationsMs.length) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const ms = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(ms / 60_000);
}
