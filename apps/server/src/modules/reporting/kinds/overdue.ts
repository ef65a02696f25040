import {
  REPORT_MAX_ROWS,
  type TOverdueReportResponse,
  type TOverdueRow,
  type TReportingRequest,
  type TReportRoom,
  type TRoutine,
} from '@carehome/contracts';
import { type BucketResult, durationMinutes, onTimeFromTally, type TBucket } from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import { at, columnsOf, exportTable, num, rateOf, roomColumns } from '../export-table.ts';
import { classifyPeriod, tallyRows } from '../on-time.ts';
import { inReportSite, type ReportKind } from '../reporting.run.ts';
import { fill } from '../texts/index.ts';

// The overdue report (POST /housekeeping/overduereports): its rows and on-time numbers (on-time.ts
// classifies the scheduled cleans), and its export's columns.

/** Overdue report: scheduled cleans missed or completed late, per room and area, with the on-time rate. */
export async function overdueReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TOverdueReportResponse> {
  return inReportSite(ctx, auth, req, async (tx, site, scope, meta) => {
    const rows: TOverdueRow[] = [];
    let truncated = false;
    const lateOrMissed = (room: TReportRoom, routine: TRoutine, b: TBucket, r: BucketResult) => {
      if (rows.length >= REPORT_MAX_ROWS) {
        truncated = true;
        return;
      }
      rows.push({
        room,
        cleanType: routine.cleanType,
        priority: routine.priority,
        scheduleType: routine.schedule?.type ?? '',
        bucketStart: b.start.toISOString(),
        due: b.due.toISOString(),
        bucketEnd: b.end ? b.end.toISOString() : null,
        outcome: r.outcome === 'late' ? 'late' : 'missed',
        completedAt: r.completedAt ? r.completedAt.toISOString() : null,
        minutesLate: r.outcome === 'late' && r.completedAt ? durationMinutes(b.due, r.completedAt) : null,
      });
    };
    const tallies = await classifyPeriod(tx, site, scope, new Date(), { lateOrMissed });
    rows.sort((x, y) => x.bucketStart.localeCompare(y.bucketStart) || x.room.number.localeCompare(y.room.number, 'en', { numeric: true }));
    return {
      meta,
      rows,
      truncated,
      summary: {
        total: { key: 'all', ...onTimeFromTally(tallies.total) },
        byRoom: tallyRows(tallies.byRoom),
        byArea: tallyRows(tallies.byArea),
        byCleanType: tallyRows(tallies.byCleanType),
        byDay: tallyRows(tallies.byDay),
      },
    };
  });
}

const col = columnsOf<TOverdueRow>();

/** One row per late or missed scheduled clean. */
const columns = [
  col(
    'windowStart',
    at((r) => r.bucketStart),
  ),
  col(
    'due',
    at((r) => r.due),
  ),
  col(
    'windowEnd',
    at((r) => r.bucketEnd),
  ),
  ...roomColumns<TOverdueRow>(),
  col('cleanType', (r, v) => v.name(r.cleanType)),
  col('result', (r, v) => v.t.overdueResult[r.outcome]),
  col(
    'completed',
    at((r) => r.completedAt),
  ),
  col('minutesLate', (r) => num(r.minutesLate)),
];

export const overdue: ReportKind<TOverdueReportResponse> = {
  run: overdueReport,
  table: (d, v) => {
    const t = d.summary.total;
    return exportTable(
      'overdue',
      columns,
      d,
      {
        summary: [fill(v.t.summary.onTime, { rate: rateOf(v, t.rate, t.onTime, t.due) }), fill(v.t.summary.lateMissed, t)],
      },
      v,
    );
  },
};
