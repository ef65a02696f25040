import type { TAuditStatus, TCleanCountsRow, TCleanSummaryResponse, TReportingRequest } from '@carehome/contracts';
import { auditOutcome, auditPassRate, groupBy, localDateToDisplay, markedObjects, onTimeFromTally, thoroughness } from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { type CellView, columnsOf, type ExportView, exportTable, num, passRateOf, rateOf } from '../export-table.ts';
import { classifyPeriod } from '../on-time.ts';
import { countsRow, passRow, type ReportKind, reportTx, siteAndScope } from '../reporting.run.ts';
import { areaKeysOf, NO_AREA } from '../reporting.site.ts';
import { fill } from '../texts/index.ts';
import { auditStatuses } from './audits.repository.ts';
import { type CleanSum, sumCleans } from './cleans.repository.ts';
import { markingStatuses } from './markings.repository.ts';

// The clean summary (POST /reporting/summary): its numbers and its export, one row per group.

const sumsBy = (sums: readonly CleanSum[]) => groupBy(sums, (s) => s.key).map((g) => countsRow(g.key, g.items));

/**
 * Clean summary: counts and average durations by clean type, area, room type, staff and day; the audit
 * pass rate, TDC and on-time rate of the period. The four parts read the database in their own
 * transactions at once (a year of a large site: one scan of the cleans each), so they run side by side.
 */
export async function cleanSummary(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TCleanSummaryResponse> {
  const now = new Date();
  const { site, scope, meta } = await siteAndScope(ctx, auth, req, now);
  const inTx = <T>(fn: (tx: Executor) => Promise<T>) => reportTx(ctx, auth, fn);
  const [sums, statuses, markings, tallies] = await Promise.all([
    inTx((tx) => sumCleans(tx, scope, site.timeZone, ['cleanType', 'room', 'roomType', 'staff', 'day'])),
    inTx((tx) => auditStatuses(tx, scope)),
    inTx((tx) => markingStatuses(tx, scope)),
    inTx((tx) => classifyPeriod(tx, site, scope, now, { totalOnly: true })),
  ]);
  const byArea = groupBy(
    sums.room.flatMap((x) => areaKeysOf(site, x.key).map((area) => ({ ...x, area }))),
    (x) => x.area,
  ).map((g) => countsRow(g.key, g.items));
  const outcomes = statuses.map((list) => auditOutcome(list.split(',').map((x) => ({ auditStatus: (x || null) as TAuditStatus | null }))));
  const objects = markings.flatMap((m) =>
    markedObjects(
      { operations: m.statuses.map((_, i) => ({ id: String(i), isMarked: true })) },
      { audited: m.audited, operations: m.statuses.map((x, i) => ({ id: String(i), auditStatus: (x || null) as TAuditStatus | null })) },
    ),
  );
  return {
    meta,
    summary: {
      // Every clean has a clean type: the total is the sum of that grouping.
      total: countsRow('all', sums.cleanType),
      byCleanType: sumsBy(sums.cleanType),
      byArea,
      byRoomType: sumsBy(sums.roomType),
      byStaff: sumsBy(sums.staff),
      byDay: sumsBy(sums.day),
      audits: passRow('all', auditPassRate(outcomes)),
      tdc: { key: 'all', ...thoroughness(objects) },
      onTime: { key: 'all', ...onTimeFromTally(tallies.total) },
    },
  };
}

type Grouping = keyof ExportView['t']['groupBy'];
type GroupRow = TCleanCountsRow & { groupedBy: Grouping };
const col = columnsOf<GroupRow>();

/** A group's name: configuration names in the reader's language, days MM/DD/YYYY. */
const groupName = (r: GroupRow, v: CellView) => {
  if (r.groupedBy === 'all') return '';
  if (r.groupedBy === 'day') return localDateToDisplay(r.key);
  if (r.groupedBy === 'area' && r.key === NO_AREA) return v.t.word.noArea;
  return r.groupedBy === 'cleanType' || r.groupedBy === 'roomType' ? v.name(r.key) : r.key;
};

/** One row per group: all, then each clean type, area, room type, staff member and day. */
const columns = [
  col('groupedBy', (r, v) => v.t.groupBy[r.groupedBy]),
  col('group', groupName),
  col('cleans', (r) => String(r.total)),
  col('complete', (r) => String(r.complete)),
  col('incomplete', (r) => String(r.incomplete)),
  col('declined', (r) => String(r.declined)),
  col('inProgress', (r) => String(r.inProgress)),
  col('averageMinutes', (r) => num(r.averageMinutes)),
];

export const summary: ReportKind<TCleanSummaryResponse> = {
  run: cleanSummary,
  table: (d, v) => {
    const s = d.summary;
    const groups: [Grouping, TCleanCountsRow[]][] = [
      ['all', [s.total]],
      ['cleanType', s.byCleanType],
      ['area', s.byArea],
      ['roomType', s.byRoomType],
      ['staffMember', s.byStaff],
      ['day', s.byDay],
    ];
    const rows = groups.flatMap(([groupedBy, list]) => list.map((r) => ({ ...r, groupedBy })));
    return exportTable(
      'summary',
      columns,
      { meta: d.meta, rows },
      {
        summary: [
          fill(v.t.summary.auditPassRate, { rate: passRateOf(v, s.audits) }),
          fill(v.t.summary.summaryTdc, { rate: rateOf(v, s.tdc.tdc, s.tdc.cleaned, s.tdc.marked) }),
          fill(v.t.summary.summaryOnTime, { rate: rateOf(v, s.onTime.rate, s.onTime.onTime, s.onTime.due) }),
        ],
      },
      v,
    );
  },
};
