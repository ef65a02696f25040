import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { housekeepingReports } from '../db/schema/reports.ts';
import type { Executor } from '../platform/db/database.ts';
import type { DemoReport } from './demo-history.repository.ts';

/**
 * Each room's last completed clean (not an audit) before `before`: the demo outbreak's cleans are written
 * as that room's own, by the housekeeper who cleaned it, with its residents.
 */
export async function lastCleansBefore(tx: Executor, roomIds: readonly string[], before: Date): Promise<DemoReport[]> {
  if (!roomIds.length) return [];
  return tx
    .selectDistinctOn([housekeepingReports.roomId])
    .from(housekeepingReports)
    .where(
      and(
        inArray(housekeepingReports.roomId, [...roomIds]),
        eq(housekeepingReports.status, 'Complete'),
        isNull(housekeepingReports.auditReport),
        lt(housekeepingReports.reportDate, before),
      ),
    )
    .orderBy(asc(housekeepingReports.roomId), desc(housekeepingReports.reportDate));
}
