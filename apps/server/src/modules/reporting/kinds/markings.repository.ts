import type { TReportStatus } from '@carehome/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { type AuditJson, ms, type OperationJson, type Scope, textSet, uuidArray } from '../reporting.repository.ts';

// SQL of the pre-audit marking report and of the clean summary's TDC: the markings (marking_reports)
// started in the period, each with the clean that answered it.

/** The filters as conditions on a marking_reports row aliased `m` (the staff filter is the answering clean's). */
function markingFilters(s: Scope): SQL {
  const parts: SQL[] = [];
  if (s.roomIds) parts.push(sql`and m.room_id = any(${uuidArray(s.roomIds)}::uuid[])`);
  if (s.roomTypes) parts.push(sql`and lower(trim(m.room_type)) in ${textSet(s.roomTypes)}`);
  if (s.cleanTypes) parts.push(sql`and lower(trim(m.clean_type)) in ${textSet(s.cleanTypes)}`);
  return sql.join(parts, sql` `);
}

/**
 * For each marking started in the period: whether its answering clean was audited, and the audit status
 * that clean's audit gave each marked operation, comma-joined in the marking's order ('' when the clean
 * has no status for it): the summary's TDC from a year of markings.
 */
export async function markingStatuses(tx: Executor, s: Scope): Promise<{ audited: boolean; statuses: string[] }[]> {
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
      ${markingFilters(s)}
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
  /** The answering clean's audit header (its methods), without its photos and comment. */
  clean_audit: AuditJson | null;
};

/**
 * Pre-audit markings started in the period with their marked operations and the clean that answered
 * each (the report whose marking_report_id is the marking; the latest one if several did), oldest first.
 * The staff filter applies to the answering clean.
 */
export async function listMarkings(tx: Executor, s: Scope, limit: number): Promise<MarkingRow[]> {
  const staff = s.staffMemberId ? sql`and c.staff_member_id = ${s.staffMemberId}` : sql``;
  const res = await tx.execute<MarkingRow>(sql`
    select m.id, m.room_id, m.clean_type, m.auditor_name, ${ms(sql`m.start_date`)} as start_ms,
      jsonb_path_query_array(m.operations, '$[*] ? (@.isMarked == true)') as marked,
      c.id as clean_id, c.status as clean_status, trim(c.staff_first_name || ' ' || c.staff_last_name) as clean_staff,
      ${ms(sql`c.report_date`)} as clean_report_ms, c.audit_report is not null as clean_audited,
      c.audit_report - 'photos' - 'comment' as clean_audit,
      case when c.id is null then null else jsonb_path_query_array(c.operations, '$[*] ? (@.auditStatus != null)') end as clean_operations
    from marking_reports m
    left join lateral (
      select * from housekeeping_reports h where h.marking_report_id = m.id order by h.start_date desc limit 1
    ) c on true
    where m.tenant_id = ${s.tenantId} and m.facility_id = ${s.facilityId}
      and m.start_date >= ${s.start.toISOString()}::timestamptz and m.start_date < ${s.end.toISOString()}::timestamptz
      ${markingFilters(s)}
      ${s.staffMemberId ? sql`and c.id is not null ${staff}` : sql``}
    order by m.start_date, m.id
    limit ${limit + 1}`);
  return res.rows;
}
