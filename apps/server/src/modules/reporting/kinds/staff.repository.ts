import type { TReportStatus } from '@carehome/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { staffDayReports } from '../../../db/schema/reporting.ts';
import type { Executor } from '../../../platform/db/database.ts';
import { CLEAN_MINUTES, cleanFilters, ms, type Scope } from '../reporting.repository.ts';

// SQL of the daily staff report: each staff member's cleans per site-local day, the assignments of the
// staff schedule over the period, and the supervisors' saved reviews (staff_day_reports).

/**
 * Per staff member, site-local day and status, in one scan of the period: how many cleans, the minutes
 * of those with a usable duration (as `sumCleans`), the rooms, the first start and the last end.
 */
export async function staffDays(tx: Executor, s: Scope, timeZone: string) {
  const res = await tx.execute<{
    staff_member_id: string;
    day: string;
    status: TReportStatus;
    count: number;
    minutes: number;
    timed: number;
    rooms: string[];
    first_ms: number;
    last_ms: number | null;
  }>(sql`
    select r.staff_member_id, to_char(r.start_date at time zone ${timeZone}, 'YYYY-MM-DD') as day, r.status, count(*)::int as count,
      coalesce(sum(${CLEAN_MINUTES}), 0)::float8 as minutes,
      count(case when r.report_date >= r.start_date then 1 end)::int as timed,
      array_agg(distinct r.room_number) as rooms, ${ms(sql`min(r.start_date)`)} as first_ms, ${ms(sql`max(r.report_date)`)} as last_ms
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.staff_member_id is not null
      and r.start_date >= ${s.start.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
      ${cleanFilters(s)}
    group by 1, 2, 3`);
  return res.rows;
}

/** Assignments of the site overlapping [from, to] (site-local dates). */
export async function listAssignments(tx: Executor, facilityId: string, from: string, to: string) {
  const res = await tx.execute<{
    staff_member_id: string | null;
    description: string | null;
    task: string | null;
    start_date: string;
    end_date: string;
    scheduled_days: number[];
    room_numbers: string[];
    clean_type: string | null;
  }>(sql`
    select staff_member_id, description, task, start_date::text, end_date::text, scheduled_days, room_numbers, clean_type
    from staff_assignments where facility_id = ${facilityId} and start_date <= ${to}::date and end_date >= ${from}::date
    order by start_date, created_at`);
  return res.rows;
}

export type StaffDayReportRow = typeof staffDayReports.$inferSelect;

export async function listStaffDayReports(tx: Executor, facilityId: string, from: string, to: string): Promise<StaffDayReportRow[]> {
  return tx
    .select()
    .from(staffDayReports)
    .where(and(eq(staffDayReports.facilityId, facilityId), gte(staffDayReports.date, from), lte(staffDayReports.date, to)));
}

export async function upsertStaffDayReport(
  tx: Executor,
  row: { tenantId: string; facilityId: string; staffMemberId: string; date: string; comment: string; savedBy: string; savedByName: string },
): Promise<StaffDayReportRow> {
  const [saved] = await tx
    .insert(staffDayReports)
    .values(row)
    .onConflictDoUpdate({
      target: [staffDayReports.facilityId, staffDayReports.staffMemberId, staffDayReports.date],
      set: { comment: row.comment, savedBy: row.savedBy, savedByName: row.savedByName, savedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  return saved as StaffDayReportRow;
}
