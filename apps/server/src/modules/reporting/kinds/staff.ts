import {
  REPORT_MAX_ROWS,
  type TReportingRequest,
  type TSavedStaffReport,
  type TSaveStaffReport,
  type TStaffDayRow,
  type TStaffReportResponse,
} from '@carehome/contracts';
import { cleanCounts, coveredDates, groupBy, localDateToDisplay, staffDayAssignmentText } from '@carehome/domain';
import type { AppContext } from '../../../platform/app-context.ts';
import type { TenantAuth } from '../../../platform/auth/tenant-access.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../../platform/events.ts';
import { withVisibleSite } from '../../../platform/site-scope.ts';
import { listSiteStaff } from '../../staff-schedule/index.ts';
import { at, columnsOf, exportTable, num } from '../export-table.ts';
import { countsRow, iso, type ReportKind, reportTx, siteAndScope } from '../reporting.run.ts';
import { loadReportSite } from '../reporting.site.ts';
import { listAssignments, listStaffDayReports, staffDays, upsertStaffDayReport } from './staff.repository.ts';

// The daily staff report (POST /housekeeping/staffreports), a supervisor's review of a day
// (POST /housekeeping/savestaffreport), and the report's export columns.

const toSaved = (r: Awaited<ReturnType<typeof listStaffDayReports>>[number]): TSavedStaffReport => ({
  id: r.id,
  staffMemberId: r.staffMemberId,
  date: r.date,
  comment: r.comment,
  savedBy: r.savedByName,
  savedAt: r.savedAt.toISOString(),
});

/** Daily staff report: each staff member's days in the period (assignments, cleans, rooms, times) with the saved review. */
export async function staffReport(ctx: AppContext, auth: TenantAuth, req: TReportingRequest): Promise<TStaffReportResponse> {
  const { site, scope, meta } = await siteAndScope(ctx, auth, req, new Date());
  const inTx = <T>(fn: (tx: Executor) => Promise<T>) => reportTx(ctx, auth, fn);
  // One scan of the period's cleans, beside the small reads of staff, assignments and reviews.
  const [staff, assignments, facts, reviews] = await Promise.all([
    inTx((tx) => listSiteStaff(tx, site.facilityId)),
    inTx((tx) => listAssignments(tx, site.facilityId, req.from, req.to)),
    inTx((tx) => staffDays(tx, scope, site.timeZone)),
    inTx((tx) => listStaffDayReports(tx, site.facilityId, req.from, req.to)),
  ]);
  const names = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()]));
  const wanted = (id: string | null): id is string => id !== null && names.has(id) && (!scope.staffMemberId || id === scope.staffMemberId);
  const key = (id: string, date: string) => `${id}|${date}`;
  const days = new Map<string, TStaffDayRow>();
  const day = (id: string, date: string): TStaffDayRow => {
    const k = key(id, date);
    let row = days.get(k);
    if (!row) {
      row = {
        staffMemberId: id,
        name: names.get(id) ?? '',
        date,
        assignments: [],
        cleans: { key: k, ...cleanCounts([]) },
        rooms: [],
        firstStart: null,
        lastEnd: null,
        review: null,
      };
      days.set(k, row);
    }
    return row;
  };
  for (const a of assignments) {
    if (!wanted(a.staff_member_id)) continue;
    const label = { text: a.description || a.task || null, cleanType: a.clean_type || null, rooms: a.room_numbers };
    for (const date of coveredDates({ startDate: a.start_date, endDate: a.end_date, scheduledDays: a.scheduled_days }, req.from, req.to)) {
      day(a.staff_member_id, date).assignments.push(label);
    }
  }
  for (const g of groupBy(facts, (f) => `${f.staff_member_id}|${f.day}`)) {
    const first = g.items[0];
    if (!first || !wanted(first.staff_member_id)) continue;
    const row = day(first.staff_member_id, first.day);
    row.cleans = countsRow(g.key, g.items);
    row.rooms = [...new Set(g.items.flatMap((f) => f.rooms))].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
    row.firstStart = iso(Math.min(...g.items.map((f) => f.first_ms)));
    const ends = g.items.flatMap((f) => (f.last_ms === null ? [] : [f.last_ms]));
    row.lastEnd = ends.length ? iso(Math.max(...ends)) : null;
  }
  for (const saved of reviews) {
    if (!wanted(saved.staffMemberId)) continue;
    day(saved.staffMemberId, saved.date).review = toSaved(saved);
  }
  const rows = [...days.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return { meta, truncated: rows.length > REPORT_MAX_ROWS, rows: rows.slice(0, REPORT_MAX_ROWS) };
}

/** A supervisor saves the review of a staff member's day with a comment (saving again replaces the comment). */
export async function saveStaffReport(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveStaffReport,
): Promise<TSavedStaffReport> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const site = await loadReportSite(tx, input.facilityId);
    const member = (await listSiteStaff(tx, site.facilityId)).find((s) => s.id === input.staffMemberId);
    if (!member) throw notFound();
    const saved = await upsertStaffDayReport(tx, {
      tenantId: auth.tenantId,
      facilityId: site.facilityId,
      staffMemberId: member.id,
      date: input.date,
      comment: input.comment,
      savedBy: auth.subjectId,
      savedByName: auth.displayName,
    });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: site.facilityId,
      type: 'reporting.staff_report_saved',
      subjectType: 'staff_day_report',
      subjectId: saved.id,
      data: { staffMemberId: member.id, date: input.date },
    });
    return toSaved(saved);
  });
}

const col = columnsOf<TStaffDayRow>();

/** One row per staff member and day. */
const columns = [
  col('date', (r) => localDateToDisplay(r.date)),
  col('staffMember', (r) => r.name),
  col('assignments', (r, v) => r.assignments.map((a) => staffDayAssignmentText(a, v.name)).join('; ')),
  col('cleans', (r) => String(r.cleans.total)),
  col('complete', (r) => String(r.cleans.complete)),
  col('incomplete', (r) => String(r.cleans.incomplete)),
  col('declined', (r) => String(r.cleans.declined)),
  col('averageMinutes', (r) => num(r.cleans.averageMinutes)),
  col('rooms', (r) => r.rooms.join(', ')),
  col(
    'firstStart',
    at((r) => r.firstStart),
  ),
  col(
    'lastEnd',
    at((r) => r.lastEnd),
  ),
  col('review', (r) => r.review?.comment ?? ''),
  col('reviewedBy', (r) => r.review?.savedBy ?? ''),
];

export const staff: ReportKind<TStaffReportResponse> = {
  run: staffReport,
  table: (d, v) => exportTable('staff', columns, d, { summary: [] }, v),
};
