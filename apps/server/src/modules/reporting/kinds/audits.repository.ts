import type { TReportStatus } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.ts';
import { type AuditJson, cleanFilters, ms, type OperationJson, type Scope } from '../reporting.repository.ts';

// SQL of the audit report and of the clean summary's pass rate: the audits (a clean's audit_report and
// its operations' audit statuses) started in the period.

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
