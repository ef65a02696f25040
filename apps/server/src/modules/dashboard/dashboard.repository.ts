import type { TEventType } from '@carehome/contracts';
import { FAILED_AUDIT_STATUSES } from '@carehome/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rooms } from '../../db/schema/layout.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import type { Executor } from '../../platform/db/database.ts';

export type HistoryRow = {
  room_id: string;
  id: string;
  clean_type: string;
  status: 'Initial' | 'Incomplete' | 'Complete' | 'Declined';
  start_date: Date;
  report_date: Date | null;
  priority: number;
  staff_first_name: string;
  staff_last_name: string;
  comment: string | null;
  has_photos: boolean;
  has_comments: boolean;
  audit_started: boolean;
  audit_complete: boolean;
  audit_failed: boolean;
  audit_report_date: string | null;
};

/** The report's audit gave an operation a failed status (Cleaned Fail, Not Cleaned Fail; `r` is the report row). */
const AUDIT_FAILED = sql.raw(
  `(r.audit_report is not null and jsonb_path_exists(r.operations, '$[*] ? (${FAILED_AUDIT_STATUSES.map((s) => `@.auditStatus == "${s}"`).join(' || ')})'))`,
);

/** Drizzle's raw queries answer timestamps as text: rows are turned back into Dates here. */
const asDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));
const asDateOrNull = (v: Date | string | null): Date | null => (v === null ? null : asDate(v));

/**
 * The reports of each room from its own window start, and at least its last `minimum` reports. The
 * lower bound is one instant per room (the earlier of its window start and its `minimum`-th newest
 * report), so each room is one range scan of the (room_id, start_date desc) index: the cost follows
 * the windows asked for, not the years of history behind them.
 */
export async function loadHistory(tx: Executor, windows: { roomId: string; since: Date }[], minimum = 3): Promise<HistoryRow[]> {
  if (!windows.length) return [];
  const ids = `{${windows.map((w) => w.roomId).join(',')}}`;
  const since = `{${windows.map((w) => `"${w.since.toISOString()}"`).join(',')}}`;
  const res = await tx.execute<HistoryRow>(sql`
    select w.room_id, h.*
    from unnest(${ids}::uuid[], ${since}::timestamptz[]) as w(room_id, since)
    cross join lateral (
      select r.id, r.clean_type, r.status, r.start_date, r.report_date, r.priority, r.staff_first_name, r.staff_last_name, r.comment,
        jsonb_array_length(r.photos) > 0 as has_photos,
        (coalesce(r.comment, '') <> '' or r.resident_family_concern is not null or r.maintenance is not null or r.pest_control is not null) as has_comments,
        r.audit_report is not null as audit_started,
        (r.audit_report ->> 'reportDate') is not null as audit_complete,
        ${AUDIT_FAILED} as audit_failed,
        r.audit_report ->> 'reportDate' as audit_report_date
      from housekeeping_reports r
      where r.room_id = w.room_id
        and (r.start_date >= least(w.since, coalesce((
          select x.start_date from housekeeping_reports x where x.room_id = w.room_id
          order by x.start_date desc nulls last offset ${minimum - 1} limit 1), '-infinity'::timestamptz))
          -- a clean completed after the last report started decides whether that report is outstanding
          or r.report_date >= (select max(x.start_date) from housekeeping_reports x where x.room_id = w.room_id))
      order by r.start_date desc nulls last
    ) h`);
  return res.rows.map((r) => ({ ...r, start_date: asDate(r.start_date), report_date: asDateOrNull(r.report_date) }));
}

/** `roomIds` null: every room of the site; else only those rooms (a dashboard patch). */
const roomFilter = (column: string, roomIds: string[] | null) =>
  roomIds ? sql` and ${sql.raw(column)} = any(${`{${roomIds.join(',')}}`}::uuid[])` : sql``;

export async function loadLastCleans(tx: Executor, facilityId: string, roomIds: string[] | null = null) {
  const res = await tx.execute<{ room_id: string; priority: number; completed_at: Date }>(sql`
    select c.room_id, c.priority, c.completed_at from room_last_cleans c join rooms r on r.id = c.room_id
    where r.facility_id = ${facilityId}${roomFilter('c.room_id', roomIds)}`);
  return res.rows.map((r) => ({ ...r, completed_at: asDate(r.completed_at) }));
}

/** The newest pre-audit marking of each room (the engine decides whether a clean came after it). */
export async function loadLatestMarkings(tx: Executor, facilityId: string, roomIds: string[] | null = null) {
  const res = await tx.execute<{ id: string; room_id: string; start_date: Date; clean_type: string; auditor_name: string | null }>(sql`
    select distinct on (room_id) id, room_id, start_date, clean_type, auditor_name
    from marking_reports where facility_id = ${facilityId} and audited_report_id is null and start_date > now() - interval '30 days'${roomFilter('room_id', roomIds)}
    order by room_id, start_date desc`);
  return res.rows.map((r) => ({ ...r, start_date: asDate(r.start_date) }));
}

export async function loadResidents(tx: Executor, facilityId: string, roomIds: string[] | null = null) {
  return tx
    .select()
    .from(residents)
    .where(
      and(
        eq(residents.facilityId, facilityId),
        eq(residents.status, 'Resident'),
        roomIds ? inArray(residents.roomId, roomIds) : sql`${residents.roomId} is not null`,
      ),
    )
    .orderBy(asc(residents.arrivalDate), asc(residents.createdAt));
}

export async function loadTasks(tx: Executor, facilityId: string, roomIds: string[] | null = null) {
  return tx
    .select()
    .from(outstandingTasks)
    .where(
      roomIds
        ? inArray(outstandingTasks.roomId, roomIds)
        : sql`${outstandingTasks.roomId} in (select id from rooms where facility_id = ${facilityId})`,
    )
    .orderBy(asc(outstandingTasks.startDate));
}

/** Rooms of the site, or only some of them. */
export async function loadRooms(tx: Executor, facilityId: string, roomIds: string[] | null = null) {
  return tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.facilityId, facilityId), roomIds ? inArray(rooms.id, roomIds) : undefined))
    .orderBy(asc(rooms.roomNumber));
}

/** Today's assignments of the site (site-local date and ISO week day); an absent person's do not count. */
export async function loadAssignments(tx: Executor, facilityId: string, localDate: string, isoWeekday: number) {
  const res = await tx.execute<{
    staff_member_id: string | null;
    room_numbers: string[];
    room_type_id: string | null;
    facility_areas: string[];
    clean_type: string | null;
  }>(sql`
    select staff_member_id, room_numbers, room_type_id, facility_areas, clean_type from staff_assignments a
    where facility_id = ${facilityId} and start_date <= ${localDate}::date and end_date >= ${localDate}::date and not completed
      and (cardinality(scheduled_days) = 0 or ${isoWeekday} = any(scheduled_days))
      and not exists (
        select 1 from staff_absences ab
        where ab.facility_id = a.facility_id and ab.staff_member_id = a.staff_member_id and ab.date = ${localDate}::date)`);
  return res.rows;
}

/**
 * The site's dashboard version (moved by every change its board shows, `insertEvent`): a kept dashboard
 * stays valid while it is the same. One statement that sets the tenant itself (`app_dashboard_version`,
 * migration 0034): asked on every read of the dashboard, it is one round trip on the pool instead of a
 * four-step tenant transaction.
 */
export async function dashboardVersion(db: Executor, tenantId: string, facilityId: string): Promise<number> {
  const res = await db.execute<{ v: string | number }>(sql`select app_dashboard_version(${tenantId}::uuid, ${facilityId}::uuid) as v`);
  return Number(res.rows[0]?.v ?? 0);
}

/**
 * The site's logged changes after version `after` up to `upTo` (at most `limit`): a board patches the rooms
 * they name. Room-scoped events carry the room in `subject_id` (room state) or `data.roomId` (reports and
 * markings). A version without a row here was a change of the organization (see `planDelta`).
 */
export async function siteChangesBetween(tx: Executor, facilityId: string, after: number, upTo: number, limit: number) {
  const res = await tx.execute<{ type: TEventType; subject_id: string | null; room_id: string | null }>(sql`
    select type, subject_id, data ->> 'roomId' as room_id from events
    where facility_id = ${facilityId} and site_version > ${after} and site_version <= ${upTo}
    order by site_version limit ${limit}`);
  return res.rows.map((r) => ({ type: r.type, subjectId: r.subject_id, roomId: r.room_id }));
}

export type CleansPageRow = Pick<
  HistoryRow,
  'id' | 'clean_type' | 'status' | 'start_date' | 'report_date' | 'priority' | 'comment' | 'has_photos'
> & {
  staff: string;
  audit_started: boolean;
  audit_failed: boolean;
  audit_report_date: string | null;
};

/** One room's reports, newest first, `limit + 1` of them (the extra one says there is more) before `before`. */
export async function loadCleansPage(tx: Executor, roomId: string, before: string | undefined, limit: number): Promise<CleansPageRow[]> {
  const res = await tx.execute<CleansPageRow>(sql`
    select r.id, r.clean_type, r.status, r.start_date, r.report_date, r.priority, trim(r.staff_first_name || ' ' || r.staff_last_name) as staff,
      r.comment, jsonb_array_length(r.photos) > 0 as has_photos, r.audit_report is not null as audit_started,
      ${AUDIT_FAILED} as audit_failed, r.audit_report ->> 'reportDate' as audit_report_date
    from housekeeping_reports r
    where r.room_id = ${roomId} ${before ? sql`and r.start_date < ${before}::timestamptz` : sql``}
    order by r.start_date desc limit ${limit + 1}`);
  return res.rows.map((r) => ({ ...r, start_date: asDate(r.start_date), report_date: asDateOrNull(r.report_date) }));
}
