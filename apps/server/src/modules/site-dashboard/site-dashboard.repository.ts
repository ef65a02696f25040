import type { TAtpBand, TAuditStatus, TReportStatus } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

// SQL of the site dashboard: the facts of a site over a period, read through row security.
// Instants leave the database as epoch milliseconds (float8). Sums are made here, not in memory.

const ms = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const iso = (d: Date) => d.toISOString();

export type SiteRow = {
  id: string;
  name: string;
  time_zone: string;
};

export async function findSite(tx: Executor, facilityId: string): Promise<SiteRow | undefined> {
  const res = await tx.execute<SiteRow>(sql`select id, name, time_zone from sites where id = ${facilityId}`);
  return res.rows[0];
}

/** The organization's active sites, by name. */
export async function listActiveSites(tx: Executor): Promise<SiteRow[]> {
  const res = await tx.execute<SiteRow>(sql`select id, name, time_zone from sites where not is_archived order by name, id`);
  return res.rows;
}

export async function listAreas(tx: Executor, facilityId: string) {
  const res = await tx.execute<{ id: string; parent_id: string | null; name: string }>(
    sql`select id, parent_id, name from room_areas where facility_id = ${facilityId} order by sort_order, name`,
  );
  return res.rows;
}

/** Rooms in use (not archived). */
export async function listRooms(tx: Executor, facilityId: string) {
  const res = await tx.execute<{ id: string; area_id: string | null; room_type_id: string | null; created_ms: number }>(
    sql`select id, area_id, room_type_id, ${ms(sql`created_at`)} as created_ms from rooms where facility_id = ${facilityId} and not is_archived`,
  );
  return res.rows;
}

export interface OpJson {
  id: string;
  group?: string;
  item?: string;
  isMarked?: boolean;
  auditStatus?: TAuditStatus | null;
  /** An audit's ATP reading as stored: its band is what the dashboard counts. */
  atp?: { band?: TAtpBand | null; brand?: string } | null;
}

/** Pre-audit markings started in [start, end): the marked operations and the answering clean (the latest one). */
export async function listMarkings(tx: Executor, facilityId: string, start: Date, end: Date) {
  const res = await tx.execute<{
    room_id: string;
    start_ms: number;
    marked: OpJson[];
    clean_audited: boolean | null;
    clean_operations: OpJson[] | null;
  }>(sql`
    select m.room_id, ${ms(sql`m.start_date`)} as start_ms,
      jsonb_path_query_array(m.operations, '$[*] ? (@.isMarked == true)') as marked,
      c.audit_report is not null as clean_audited,
      case when c.id is null then null else jsonb_path_query_array(c.operations, '$[*] ? (@.auditStatus != null)') end as clean_operations
    from marking_reports m
    left join lateral (
      select h.id, h.audit_report, h.operations from housekeeping_reports h where h.marking_report_id = m.id order by h.start_date desc limit 1
    ) c on true
    where m.facility_id = ${facilityId} and m.start_date >= ${iso(start)}::timestamptz and m.start_date < ${iso(end)}::timestamptz`);
  return res.rows;
}

/** An audit is done after its clean: cleans started up to this many days before the period are looked at. */
const AUDIT_LOOKBACK_DAYS = 92;

/** Audits whose own start is in [start, end), with their header (the methods) and the operations they gave a result to. */
export async function listAudits(tx: Executor, facilityId: string, start: Date, end: Date) {
  const lookback = new Date(start.getTime() - AUDIT_LOOKBACK_DAYS * 86_400_000);
  const res = await tx.execute<{ room_id: string; audit_ms: number; operations: OpJson[]; header: Record<string, unknown> }>(sql`
    select * from (
      select r.room_id, ${ms(sql`(r.audit_report ->> 'startDate')::timestamptz`)} as audit_ms,
        r.audit_report - 'photos' - 'comment' as header,
        jsonb_path_query_array(r.operations, '$[*] ? (@.auditStatus != null)') as operations
      from housekeeping_reports r
      where r.facility_id = ${facilityId} and r.audit_report is not null
        and r.start_date >= ${iso(lookback)}::timestamptz and r.start_date < ${iso(end)}::timestamptz) a
    where a.audit_ms >= ${start.getTime()} and a.audit_ms < ${end.getTime()}`);
  return res.rows;
}

/** A clean's minutes from its start to its report date; null without a report date at or after the start. */
const cleanMinutes = sql`case when r.report_date is not null and r.report_date >= r.start_date
  then round((extract(epoch from (r.report_date - r.start_date)) / 60)::numeric, 2) end`;

/**
 * Cleans started in [start, end) summed per room, status and site-local day: how many, and the minutes of
 * those with a report date at or after their start (the domain's `combineCleanCounts` parts). `at_ms` is
 * the first start of the group, an instant of that local day.
 */
export async function sumCleans(tx: Executor, facilityId: string, timeZone: string, start: Date, end: Date) {
  const res = await tx.execute<{
    room_id: string;
    status: TReportStatus;
    at_ms: number;
    count: number;
    minutes: number;
    timed: number;
  }>(sql`
    with c as (
      select r.room_id, r.status, r.start_date, (r.start_date at time zone ${timeZone})::date as day, ${cleanMinutes} as minutes
      from housekeeping_reports r
      where r.facility_id = ${facilityId} and r.start_date >= ${iso(start)}::timestamptz and r.start_date < ${iso(end)}::timestamptz)
    select room_id, status, ${ms(sql`min(start_date)`)} as at_ms, count(*)::int as count,
      coalesce(sum(minutes), 0)::float8 as minutes, count(minutes)::int as timed
    from c group by room_id, status, day`);
  return res.rows;
}

/**
 * Cleans started in [start, end) summed per status only, the same parts as `sumCleans`: the totals of the
 * site, what the organization's benchmark shows (a year of a site is one row per status, not one per room
 * and day).
 */
export async function sumCleanTotals(tx: Executor, facilityId: string, start: Date, end: Date) {
  const res = await tx.execute<{ status: TReportStatus; count: number; minutes: number; timed: number }>(sql`
    with c as (
      select r.status, ${cleanMinutes} as minutes
      from housekeeping_reports r
      where r.facility_id = ${facilityId} and r.start_date >= ${iso(start)}::timestamptz and r.start_date < ${iso(end)}::timestamptz)
    select status, count(*)::int as count, coalesce(sum(minutes), 0)::float8 as minutes, count(minutes)::int as timed
    from c group by status`);
  return res.rows;
}

/** Completed cleans per room and priority in [from, to), ascending epoch milliseconds joined by commas. */
export async function completionsByRoom(tx: Executor, facilityId: string, from: Date, to: Date) {
  const res = await tx.execute<{ room_id: string; priority: number; done: string }>(sql`
    select r.room_id, r.priority, string_agg(((extract(epoch from r.report_date) * 1000)::bigint)::text, ',' order by r.report_date) as done
    from housekeeping_reports r
    where r.facility_id = ${facilityId} and r.status = 'Complete'
      and r.report_date >= ${iso(from)}::timestamptz and r.report_date < ${iso(to)}::timestamptz
    group by r.room_id, r.priority`);
  return res.rows;
}

export type BenchmarkEntryRow = { facility_id: string; period_to: string; measures: unknown; computed_ms: number };

/** The organization's benchmark entries for `weeks` (site-dashboard.benchmark.ts). */
export async function listBenchmarkEntries(tx: Executor, weeks: number): Promise<BenchmarkEntryRow[]> {
  const res = await tx.execute<BenchmarkEntryRow>(sql`
    select facility_id, period_to::text as period_to, measures, ${ms(sql`computed_at`)} as computed_ms
    from site_benchmark_entries where weeks = ${weeks}`);
  return res.rows;
}

/** Keeps a site's measures, unless newer ones were kept meanwhile (by a job or another request). */
export async function saveBenchmarkEntry(
  tx: Executor,
  e: { tenantId: string; facilityId: string; weeks: number; periodTo: string; measures: unknown; computedAt: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into site_benchmark_entries (tenant_id, facility_id, weeks, period_to, measures, computed_at)
    values (${e.tenantId}, ${e.facilityId}, ${e.weeks}, ${e.periodTo}::date, ${JSON.stringify(e.measures)}::jsonb, ${iso(e.computedAt)}::timestamptz)
    on conflict (tenant_id, facility_id, weeks) do update
      set period_to = excluded.period_to, measures = excluded.measures, computed_at = excluded.computed_at
      where site_benchmark_entries.computed_at < excluded.computed_at`);
}

/** Advisory-lock space of the benchmark (two-key form: apart from the one-key locks of reports). */
const BENCHMARK_LOCK_SPACE = 7_272_016;

/**
 * Claims the working out of a site's measures for the transaction: false when another request or job is
 * at it right now (its result will be there shortly), so no two work the same site at once.
 */
export async function claimBenchmarkSite(tx: Executor, facilityId: string, weeks: number): Promise<boolean> {
  const res = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(${BENCHMARK_LOCK_SPACE}, hashtext(${`${facilityId}:${weeks}`})) as ok`,
  );
  return res.rows[0]?.ok === true;
}
