import type { TAuditStatus, TReportStatus } from '@carehome/contracts';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { staffDayReports } from '../../db/schema/reporting.ts';
import type { Executor } from '../../platform/db/database.ts';

// SQL of the reports (issue 13) over the existing tables: housekeeping_reports (cleans and, in
// audit_report / operations, their audits), marking_reports, staff_assignments and staff_day_reports.
// Instants leave the database as epoch milliseconds (float8), so no driver date parsing is involved.
// Period queries use the (tenant_id, facility_id, start_date) indexes of migration 0015.

/** What narrows every query: the site, the period [start, end) and the request's filters. */
export interface Scope {
  tenantId: string;
  facilityId: string;
  start: Date;
  end: Date;
  /** Rooms allowed by the area filter; null: every room. */
  roomIds: string[] | null;
  roomTypes: string[] | null;
  cleanTypes: string[] | null;
  staffMemberId: string | null;
}

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const textSet = (values: readonly string[]) =>
  sql`(select lower(trim(x)) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) x)`;

/** The filters as conditions on a housekeeping_reports row aliased `r`. */
function cleanFilters(s: Scope, opts: { staff?: boolean } = {}): SQL {
  const parts: SQL[] = [];
  if (s.roomIds) parts.push(sql`and r.room_id = any(${uuidArray(s.roomIds)}::uuid[])`);
  if (s.roomTypes) parts.push(sql`and lower(trim(r.room_type)) in ${textSet(s.roomTypes)}`);
  if (s.cleanTypes) parts.push(sql`and lower(trim(r.clean_type)) in ${textSet(s.cleanTypes)}`);
  if (s.staffMemberId && opts.staff !== false) parts.push(sql`and r.staff_member_id = ${s.staffMemberId}`);
  return sql.join(parts, sql` `);
}

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

export type CleanRow = {
  id: string;
  room_id: string;
  room_type: string;
  clean_type: string;
  status: TReportStatus;
  start_ms: number;
  report_ms: number | null;
  staff_member_id: string | null;
  staff: string;
  resident_name: string | null;
  /** Every resident the report names (the access log records the read). */
  resident_ids: string[];
  /** The name of the resident who signed a decline. */
  declined_by: string | null;
  comment: string | null;
  resident_family_concern: string | null;
  maintenance: string | null;
  pest_control: string | null;
  supervisor_note: string | null;
  photo_count: number;
  has_signature: boolean;
  audit: AuditJson | null;
  operations: OperationJson[] | null;
};

export interface AuditJson {
  auditor?: string | null;
  startDate?: string;
  reportDate?: string | null;
  comment?: string | null;
  directObservationMethod?: boolean;
  fluorescentGelMethod?: boolean;
  atpSystemMethod?: boolean;
  swabCulturesMethod?: boolean;
  agarSlideCulturesMethod?: boolean;
}

export interface OperationJson {
  id: string;
  group?: string;
  item?: string;
  isMarked?: boolean;
  auditStatus?: TAuditStatus | null;
}

/**
 * Cleans started in the period, oldest first, at most `limit` (+1, to tell there are more). With
 * `withAudit` the audit report and operations come along (the Enhanced Cleaning Report); `cleanTypes`
 * narrows to those clean types on top of the filters.
 */
export async function listCleans(
  tx: Executor,
  s: Scope,
  limit: number,
  opts: { withAudit?: boolean; onlyCleanTypes?: string[] } = {},
): Promise<CleanRow[]> {
  const only = opts.onlyCleanTypes ? sql`and lower(trim(r.clean_type)) in ${textSet(opts.onlyCleanTypes)}` : sql``;
  const res = await tx.execute<CleanRow>(sql`
    select r.id, r.room_id, r.room_type, r.clean_type, r.status, ${ms(sql`r.start_date`)} as start_ms, ${ms(sql`r.report_date`)} as report_ms,
      r.staff_member_id, trim(r.staff_first_name || ' ' || r.staff_last_name) as staff,
      coalesce((select string_agg(x.v ->> 'name', ', ' order by x.n) from jsonb_array_elements(r.residents) with ordinality as x(v, n)),
        r.resident_name) as resident_name,
      coalesce((select array_agg(x.v ->> 'id') from jsonb_array_elements(r.residents) as x(v)),
        case when r.resident_id is null then array[]::text[] else array[r.resident_id::text] end) as resident_ids,
      (select x.v ->> 'name' from jsonb_array_elements(r.residents) as x(v) where x.v ->> 'id' = r.declined_by_resident_id::text) as declined_by,
      r.comment,
      r.resident_family_concern, r.maintenance, r.pest_control, r.supervisor_note, jsonb_array_length(r.photos)::int as photo_count,
      r.decline_signature is not null as has_signature,
      ${opts.withAudit ? sql`r.audit_report` : sql`case when r.audit_report is null then null else '{}'::jsonb end`} as audit,
      ${opts.withAudit ? sql`r.operations` : sql`null::jsonb`} as operations
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId}
      and r.start_date >= ${s.start.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
      ${cleanFilters(s)} ${only}
    order by r.start_date, r.id
    limit ${limit + 1}`);
  return res.rows;
}

export interface CleanSum {
  key: string;
  status: TReportStatus;
  count: number;
  minutes: number;
  timed: number;
}

/**
 * Cleans started in the period summed per status and per group, for several groupings in one scan
 * (GROUPING SETS): a year of cleans is summed here, not loaded. For each: how many, and the minutes of
 * those with a report date at or after their start (the domain's `combineCleanCounts` makes the counts).
 * A grouping is one expression of the row `r` (which also has `local_start`, the site-local start) or
 * several, whose values the key joins with a space (trimmed). Rows are grouped by the raw values and
 * turned into text after (a year of a large site is ~750,000 rows: no per-row casts or formatting);
 * dates read as YYYY-MM-DD.
 */
export async function sumCleans<K extends string>(
  tx: Executor,
  s: Scope,
  timeZone: string,
  groupings: Record<K, SQL | readonly SQL[]>,
  opts: { onlyCleanTypes?: string[] } = {},
): Promise<Record<K, CleanSum[]>> {
  const names = Object.keys(groupings) as K[];
  const only = opts.onlyCleanTypes ? sql`and lower(trim(r.clean_type)) in ${textSet(opts.onlyCleanTypes)}` : sql``;
  const sets = names.map((n, i) => {
    const g = groupings[n];
    const exprs: readonly SQL[] = Array.isArray(g) ? g : [g as SQL];
    return exprs.map((expr, j) => ({ expr, col: `k${i}_${j}` }));
  });
  const all = sets.flat();
  const col = (c: string) => sql.raw(c);
  // The planner over-estimates the groups of these expressions and would sort a year of cleans for some
  // sets; with room for its estimate it hashes every set in one pass (the real groups are a few thousand).
  await tx.execute(sql`set local work_mem = '256MB'`);
  await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
  const res = await tx.execute<
    Record<string, unknown> & { status: TReportStatus; g: number; count: number; minutes: number; timed: number }
  >(
    sql`
    select status, grouping(${sql.join(
      all.map((c) => col(c.col)),
      sql`, `,
    )})::int as g, ${sql.join(
      all.map((c) => sql`${col(c.col)}::text as ${col(c.col)}`),
      sql`, `,
    )},
      count(*)::int as count, coalesce(sum(minutes), 0)::float8 as minutes, count(minutes)::int as timed
    from (
      select r.status, ${CLEAN_MINUTES} as minutes, ${sql.join(
        all.map((c) => sql`${c.expr} as ${col(c.col)}`),
        sql`, `,
      )}
      from (select r.*, (r.start_date at time zone ${timeZone}) as local_start from housekeeping_reports r
        where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId}
          and r.start_date >= ${s.start.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
          ${cleanFilters(s)} ${only}) r) k
    group by grouping sets (${sql.join(
      sets.map(
        (set) =>
          sql`(status, ${sql.join(
            set.map((c) => col(c.col)),
            sql`, `,
          )})`,
      ),
      sql`, `,
    )})`,
  );
  const out = Object.fromEntries(names.map((n) => [n, [] as CleanSum[]])) as Record<K, CleanSum[]>;
  const bit = new Map(all.map((c, j) => [c.col, all.length - 1 - j]));
  for (const row of res.rows) {
    // grouping(): a 1 bit for each column left out of the row's set.
    const i = sets.findIndex((set) => set.every((c) => ((row.g >> (bit.get(c.col) as number)) & 1) === 0));
    const name = names[i];
    const set = sets[i];
    if (name === undefined || !set) continue;
    const key = set
      .map((c) => (row[c.col] ?? '') as string)
      .join(' ')
      .trim();
    out[name].push({ key, status: row.status, count: row.count, minutes: row.minutes, timed: row.timed });
  }
  return out;
}

/**
 * A clean's minutes (report date minus start, rounded to hundredths) when its report date is at or after
 * its start, else null. In float8: numeric arithmetic over a year of cleans costs a third of the query.
 */
const CLEAN_MINUTES = sql`case when r.report_date >= r.start_date then round(date_part('epoch', r.report_date - r.start_date) / 0.6) / 100 end`;

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

export type AuditRow = {
  id: string;
  room_id: string;
  clean_type: string;
  status: TReportStatus;
  start_ms: number;
  report_ms: number | null;
  staff: string;
  priority: number;
  audit: AuditJson;
  operations: OperationJson[];
  audit_start_ms: number;
};

/**
 * Audits started in the period (the audit's own start date), oldest first. An audit is done after its
 * clean: cleans started up to AUDIT_LOOKBACK_DAYS before the period are looked at.
 */
export const AUDIT_LOOKBACK_DAYS = 92;
export async function listAudits(tx: Executor, s: Scope, limit: number): Promise<AuditRow[]> {
  const lookback = new Date(s.start.getTime() - AUDIT_LOOKBACK_DAYS * 86_400_000);
  // The audits of the period are picked by id and audit start first, then only those listed are read
  // whole (sorting a year of audits with their operations would spill to disk).
  const res = await tx.execute<AuditRow>(sql`
    with picked as (
      select a.id, a.audit_start_ms from (
        select r.id, ${ms(sql`(r.audit_report ->> 'startDate')::timestamptz`)} as audit_start_ms
        from housekeeping_reports r
        where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.audit_report is not null
          and r.start_date >= ${lookback.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
          ${cleanFilters(s)}) a
      where a.audit_start_ms >= ${s.start.getTime()} and a.audit_start_ms < ${s.end.getTime()}
      order by a.audit_start_ms, a.id
      limit ${limit + 1})
    select r.id, r.room_id, r.clean_type, r.status, ${ms(sql`r.start_date`)} as start_ms, ${ms(sql`r.report_date`)} as report_ms,
      trim(r.staff_first_name || ' ' || r.staff_last_name) as staff, r.priority, r.audit_report as audit,
      jsonb_path_query_array(r.operations, '$[*] ? (@.auditStatus != null || @.isMarked == true)') as operations,
      p.audit_start_ms
    from picked p join housekeeping_reports r on r.id = p.id
    order by p.audit_start_ms, p.id`);
  return res.rows;
}

/**
 * The operations' audit statuses of every audit started in the period, comma-joined (no JSON leaves
 * the database): what the summary's pass rate needs from a year of audits.
 */
export async function auditStatuses(tx: Executor, s: Scope): Promise<string[]> {
  const lookback = new Date(s.start.getTime() - AUDIT_LOOKBACK_DAYS * 86_400_000);
  const res = await tx.execute<{ statuses: string | null }>(sql`
    select (select string_agg(coalesce(x ->> 'auditStatus', ''), ',') from jsonb_array_elements(r.operations) x) as statuses
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.audit_report is not null
      and r.start_date >= ${lookback.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
      and (r.audit_report ->> 'startDate')::timestamptz >= ${s.start.toISOString()}::timestamptz
      and (r.audit_report ->> 'startDate')::timestamptz < ${s.end.toISOString()}::timestamptz
      ${cleanFilters(s)}`);
  return res.rows.map((r) => r.statuses ?? '');
}

/**
 * For each marking started in the period: whether its answering clean was audited, and the audit status
 * that clean's audit gave each marked operation, comma-joined in the marking's order ('' when the clean
 * has no status for it): the summary's TDC from a year of markings.
 */
export async function markingStatuses(tx: Executor, s: Scope): Promise<{ audited: boolean; statuses: string[] }[]> {
  const markingFilters: SQL[] = [];
  if (s.roomIds) markingFilters.push(sql`and m.room_id = any(${uuidArray(s.roomIds)}::uuid[])`);
  if (s.roomTypes) markingFilters.push(sql`and lower(trim(m.room_type)) in ${textSet(s.roomTypes)}`);
  if (s.cleanTypes) markingFilters.push(sql`and lower(trim(m.clean_type)) in ${textSet(s.cleanTypes)}`);
  const res = await tx.execute<{ audited: boolean | null; marked: number; statuses: string | null }>(sql`
    select c.audited, (select count(*) from jsonb_array_elements(m.operations) mo where mo ->> 'isMarked' = 'true')::int as marked, (
      select string_agg(coalesce((select co ->> 'auditStatus' from jsonb_array_elements(c.operations) co where co ->> 'id' = mo ->> 'id' limit 1), ''), ',')
      from jsonb_array_elements(m.operations) mo where mo ->> 'isMarked' = 'true') as statuses
    from marking_reports m
    left join lateral (
      select h.audit_report is not null as audited, h.operations, h.staff_member_id from housekeeping_reports h
      where h.marking_report_id = m.id order by h.start_date desc limit 1
    ) c on true
    where m.tenant_id = ${s.tenantId} and m.facility_id = ${s.facilityId}
      and m.start_date >= ${s.start.toISOString()}::timestamptz and m.start_date < ${s.end.toISOString()}::timestamptz
      ${sql.join(markingFilters, sql` `)}
      ${s.staffMemberId ? sql`and c.staff_member_id = ${s.staffMemberId}` : sql``}`);
  return res.rows.map((r) => ({ audited: r.audited === true, statuses: r.marked > 0 ? (r.statuses ?? '').split(',') : [] }));
}

export type MarkingRow = {
  id: string;
  room_id: string;
  clean_type: string;
  auditor_name: string | null;
  start_ms: number;
  marked: OperationJson[];
  clean_id: string | null;
  clean_status: TReportStatus | null;
  clean_staff: string | null;
  clean_report_ms: number | null;
  clean_audited: boolean | null;
  clean_operations: OperationJson[] | null;
};

/**
 * Pre-audit markings started in the period with their marked operations and the clean that answered
 * each (the report whose marking_report_id is the marking; the latest one if several did), oldest first.
 * The staff filter applies to the answering clean.
 */
export async function listMarkings(tx: Executor, s: Scope, limit: number): Promise<MarkingRow[]> {
  const markingFilters: SQL[] = [];
  if (s.roomIds) markingFilters.push(sql`and m.room_id = any(${uuidArray(s.roomIds)}::uuid[])`);
  if (s.roomTypes) markingFilters.push(sql`and lower(trim(m.room_type)) in ${textSet(s.roomTypes)}`);
  if (s.cleanTypes) markingFilters.push(sql`and lower(trim(m.clean_type)) in ${textSet(s.cleanTypes)}`);
  const staff = s.staffMemberId ? sql`and c.staff_member_id = ${s.staffMemberId}` : sql``;
  const res = await tx.execute<MarkingRow>(sql`
    select m.id, m.room_id, m.clean_type, m.auditor_name, ${ms(sql`m.start_date`)} as start_ms,
      jsonb_path_query_array(m.operations, '$[*] ? (@.isMarked == true)') as marked,
      c.id as clean_id, c.status as clean_status, trim(c.staff_first_name || ' ' || c.staff_last_name) as clean_staff,
      ${ms(sql`c.report_date`)} as clean_report_ms, c.audit_report is not null as clean_audited,
      case when c.id is null then null else jsonb_path_query_array(c.operations, '$[*] ? (@.auditStatus != null)') end as clean_operations
    from marking_reports m
    left join lateral (
      select * from housekeeping_reports h where h.marking_report_id = m.id order by h.start_date desc limit 1
    ) c on true
    where m.tenant_id = ${s.tenantId} and m.facility_id = ${s.facilityId}
      and m.start_date >= ${s.start.toISOString()}::timestamptz and m.start_date < ${s.end.toISOString()}::timestamptz
      ${sql.join(markingFilters, sql` `)}
      ${s.staffMemberId ? sql`and c.id is not null ${staff}` : sql``}
    order by m.start_date, m.id
    limit ${limit + 1}`);
  return res.rows;
}

/**
 * Completed cleans of the rooms, per room and priority, as epoch-millisecond lists joined by commas, in
 * no order (a year of a 1,000-room site is ~700,000 instants: a few thousand strings travel much faster
 * than rows, and sorting them is the caller's, per room, instead of one large sort here). Read from the
 * index of completed cleans alone (migration 0017).
 */
export async function completionsByRoom(tx: Executor, s: Scope, from: Date, to: Date) {
  const rooms = s.roomIds ? sql`and r.room_id = any(${uuidArray(s.roomIds)}::uuid[])` : sql``;
  const res = await tx.execute<{ room_id: string; priority: number; done: string }>(sql`
    select r.room_id, r.priority, string_agg(((extract(epoch from r.report_date) * 1000)::bigint)::text, ',') as done
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.status = 'Complete'
      and r.report_date >= ${from.toISOString()}::timestamptz and r.report_date < ${to.toISOString()}::timestamptz ${rooms}
    group by r.room_id, r.priority`);
  return res.rows;
}

export async function readSignature(tx: Executor, facilityId: string, reportId: string) {
  const res = await tx.execute<{ sig: string | null }>(
    sql`select decline_signature as sig from housekeeping_reports where id = ${reportId} and facility_id = ${facilityId}`,
  );
  return res.rows[0];
}

export async function readSignatures(tx: Executor, facilityId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const res = await tx.execute<{ id: string; sig: string }>(sql`
    select id, decline_signature as sig from housekeeping_reports
    where facility_id = ${facilityId} and id = any(${uuidArray(ids)}::uuid[]) and decline_signature is not null`);
  return new Map(res.rows.map((r) => [r.id, r.sig]));
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
