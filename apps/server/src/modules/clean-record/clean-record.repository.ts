import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { CleanRow } from '../reporting/index.ts';

// SQL of the clean record: the reports of a room or an area's rooms over a period, their last cleans per
// priority and the weekend days they were cleaned. A room's reports are read through reports_tenant_room_start_idx
// (room, start) and the completions through reports_completed_idx, so the cost follows the period and the
// rooms asked for, never the years of history behind them. Instants leave as epoch milliseconds.

/** The rooms and the period [start, end) of a record. */
export interface RecordScope {
  tenantId: string;
  facilityId: string;
  roomIds: readonly string[];
  start: Date;
  end: Date;
}

const ids = (list: readonly string[]) => `{${list.join(',')}}`;
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** A saved report with the columns the cleans report reads, its residents by name and its audit. */
export type RecordReportRow = Pick<
  CleanRow,
  'id' | 'room_id' | 'clean_type' | 'status' | 'start_ms' | 'report_ms' | 'staff' | 'resident_ids' | 'declined_by' | 'has_signature'
> & {
  residents: string[];
  audit: { auditor?: string | null; reportDate?: string | null; startDate?: string; [method: string]: unknown } | null;
  /** The audited report's operations (group, item, audit status); null when it has no audit. */
  ops: { group: string | null; item: string | null; auditStatus: string | null }[] | null;
};

/** Saved reports (not those in progress) of the rooms started in the period, oldest first, at most `limit` + 1. */
export async function listRecordReports(tx: Executor, s: RecordScope, limit: number): Promise<RecordReportRow[]> {
  if (!s.roomIds.length) return [];
  const res = await tx.execute<RecordReportRow>(sql`
    select r.id, r.room_id, r.clean_type, r.status, ${ms('r.start_date')} as start_ms, ${ms('r.report_date')} as report_ms,
      trim(r.staff_first_name || ' ' || r.staff_last_name) as staff,
      coalesce((select array_agg(x.v ->> 'name' order by x.n) from jsonb_array_elements(r.residents) with ordinality as x(v, n)),
        case when r.resident_name is null then array[]::text[] else array[r.resident_name] end) as residents,
      coalesce((select array_agg(x.v ->> 'id') from jsonb_array_elements(r.residents) as x(v)),
        case when r.resident_id is null then array[]::text[] else array[r.resident_id::text] end) as resident_ids,
      (select x.v ->> 'name' from jsonb_array_elements(r.residents) as x(v) where x.v ->> 'id' = r.declined_by_resident_id::text) as declined_by,
      r.decline_signature is not null as has_signature,
      r.audit_report as audit,
      case when r.audit_report is null then null else (
        select coalesce(jsonb_agg(jsonb_build_object('group', o ->> 'group', 'item', o ->> 'item', 'auditStatus', o ->> 'auditStatus')), '[]'::jsonb)
        from jsonb_array_elements(r.operations) as o) end as ops
    from housekeeping_reports r
    where r.room_id = any(${ids(s.roomIds)}::uuid[]) and r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId}
      and r.start_date >= ${s.start.toISOString()}::timestamptz and r.start_date < ${s.end.toISOString()}::timestamptz
      and r.status <> 'Initial'
    order by r.start_date, r.id
    limit ${limit + 1}`);
  return res.rows;
}

/** Each room's latest completed clean per priority (kept by the cleaning module on every save). */
export async function lastCleansOf(tx: Executor, roomIds: readonly string[]) {
  if (!roomIds.length) return [];
  const res = await tx.execute<{ room_id: string; priority: number; completed_ms: number }>(sql`
    select c.room_id, c.priority, ${ms('c.completed_at')} as completed_ms from room_last_cleans c
    where c.room_id = any(${ids(roomIds)}::uuid[])`);
  return res.rows;
}

/** When each room was made: a long routine is first due from then, not at once (the status engine's rule). */
export async function roomsCreatedAt(tx: Executor, roomIds: readonly string[]): Promise<Map<string, Date>> {
  if (!roomIds.length) return new Map();
  const res = await tx.execute<{ id: string; created_ms: number }>(sql`
    select r.id, ${ms('r.created_at')} as created_ms from rooms r where r.id = any(${ids(roomIds)}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, new Date(r.created_ms)]));
}

/** The first completed clean of each room on each Saturday and Sunday of the period, on the site's calendar. */
export async function weekendCompletions(tx: Executor, s: RecordScope, timeZone: string) {
  if (!s.roomIds.length) return [];
  const res = await tx.execute<{ room_id: string; at_ms: number }>(sql`
    select r.room_id, min(${ms('r.report_date')}) as at_ms
    from housekeeping_reports r
    where r.tenant_id = ${s.tenantId} and r.facility_id = ${s.facilityId} and r.status = 'Complete'
      and r.report_date >= ${s.start.toISOString()}::timestamptz and r.report_date < ${s.end.toISOString()}::timestamptz
      and r.room_id = any(${ids(s.roomIds)}::uuid[])
      and extract(isodow from r.report_date at time zone ${timeZone}) >= 6
    group by r.room_id, (r.report_date at time zone ${timeZone})::date`);
  return res.rows;
}
