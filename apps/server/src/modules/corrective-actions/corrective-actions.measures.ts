import { medianMinutes, rightFirstTime } from '@carehome/domain';
import type { Executor } from '../../platform/db/database.ts';
import { closedLoopsBetween, loopCounts } from './corrective-actions.repository.ts';

/**
 * The corrective loop's measures of a site over a period (the site dashboard's): audits passed at their
 * first pass (given the period's audits with a result; null leaves right first time out), the median
 * minutes from a failed audit to the re-audit that passed, and the loops under way now.
 */
export async function loopMeasures(tx: Executor, facilityId: string, period: { start: Date; end: Date }, audits: number | null) {
  const counts = await loopCounts(tx, facilityId, period.start, period.end);
  const toClose = await medianMinutesToClose(tx, facilityId, period);
  const first = audits === null ? { passed: 0, failed: 0, rate: null } : rightFirstTime({ audits, ...counts });
  return {
    firstPassAudits: first.passed + first.failed,
    firstPassPassed: first.passed,
    rightFirstTime: first.rate,
    medianMinutesToClose: toClose,
    underWay: counts.underWay,
  };
}

/**
 * The median minutes from a failed audit (its loop's first pass) to the re-audit that passed, over the
 * site's loops closed in the period; null when none closed.
 */
export async function medianMinutesToClose(tx: Executor, facilityId: string, period: { start: Date; end: Date }): Promise<number | null> {
  const closed = await closedLoopsBetween(tx, facilityId, period.start, period.end);
  return medianMinutes(closed.map((c) => c.closedAt.getTime() - c.startedAt.getTime()));
}
