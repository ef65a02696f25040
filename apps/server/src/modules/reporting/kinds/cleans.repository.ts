import type { TReportStatus } from '@carehome/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { type AuditJson, CLEAN_MINUTES, cleanFilters, ms, type OperationJson, type Scope, textSet } from '../reporting.repository.ts';

// SQL of the cleans report, the Enhanced Cleaning Report and the clean summary: the cleans
// (housekeeping_reports) started in the period, listed or summed.

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

/** What the cleans can be summed by: one expression of the row `r`, or several whose values the key joins. */
const CLEAN_GROUPINGS = {
  all: sql`'all'`,
  cleanType: sql`r.clean_type`,
  room: sql`r.room_id`,
  roomType: sql`r.room_type`,
  staff: [sql`r.staff_first_name`, sql`r.staff_last_name`],
  day: sql`r.local_start::date`,
} satisfies Record<string, SQL | readonly SQL[]>;
export type CleanGrouping = keyof typeof CLEAN_GROUPINGS;

/**
 * Cleans started in the period summed per status and per group, for several groupings in one scan
 * (GROUPING SETS): a year of cleans is summed here, not loaded. For each: how many, and the minutes of
 * those with a report date at or after their start (the domain's `combineCleanCounts` makes the counts).
 * A grouping is one expression of the row `r` (which also has `local_start`, the site-local start) or
 * several, whose values the key joins with a space (trimmed). Rows are grouped by the raw values and
 * turned into text after (a year of a large site is ~750,000 rows: no per-row casts or formatting);
 * dates read as YYYY-MM-DD.
 */
export async function sumCleans<K extends CleanGrouping>(
  tx: Executor,
  s: Scope,
  timeZone: string,
  names: readonly K[],
  opts: { onlyCleanTypes?: string[] } = {},
): Promise<Record<K, CleanSum[]>> {
  const only = opts.onlyCleanTypes ? sql`and lower(trim(r.clean_type)) in ${textSet(opts.onlyCleanTypes)}` : sql``;
  const sets = names.map((n, i) => {
    const g: SQL | readonly SQL[] = CLEAN_GROUPINGS[n];
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
