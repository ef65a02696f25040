import { RESIDENT_ARRIVAL_TASK, RESIDENT_DEPARTURE_TASK } from '@carehome/contracts';
import { FAILED_AUDIT_STATUSES } from '@carehome/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditTargets } from '../../db/schema/infection-control.ts';
import type { Executor } from '../../platform/db/database.ts';

// SQL of the audit planning: a site's weekly targets, and the facts the risk weighting reads, each over a
// bounded window so the cost follows the windows, not the years of history (1,000 rooms, five years).

const iso = (d: Date) => d.toISOString();
const ms = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The audit's operations gave a failed status (Cleaned Fail, Not Cleaned Fail; `r` is the report row). */
const AUDIT_FAILED = sql.raw(
  `jsonb_path_exists(r.operations, '$[*] ? (${FAILED_AUDIT_STATUSES.map((s) => `@.auditStatus == "${s}"`).join(' || ')})')`,
);

export interface TargetRow {
  areaId: string | null;
  perWeek: number;
}

export async function listTargets(tx: Executor, facilityId: string): Promise<TargetRow[]> {
  return tx
    .select({ areaId: auditTargets.areaId, perWeek: auditTargets.perWeek })
    .from(auditTargets)
    .where(eq(auditTargets.facilityId, facilityId));
}

/** Replaces the site's targets with `targets` (the editor saves them all at once). */
export async function replaceTargets(tx: Executor, tenantId: string, facilityId: string, targets: TargetRow[]): Promise<void> {
  await tx.delete(auditTargets).where(and(eq(auditTargets.tenantId, tenantId), eq(auditTargets.facilityId, facilityId)));
  if (targets.length) await tx.insert(auditTargets).values(targets.map((t) => ({ tenantId, facilityId, ...t })));
}

export type AuditFact = {
  room_id: string;
  /** The audit's own start (the clean's start when the audit has none). */
  audit_ms: number;
  failed: boolean;
};

/**
 * The site's audits of cleans started since `since`, through reports_audited_idx: each audit's room, when it
 * was done and whether it failed an operation, for cleans started since `recent`; before that only each
 * room's last audit (its operations are not read: a year of audits' operations is most of the cost).
 */
export async function listAuditFacts(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  window: { since: Date; recent: Date },
): Promise<AuditFact[]> {
  const res = await tx.execute<AuditFact>(sql`
    with a as (
      select r.room_id, r.start_date >= ${iso(window.recent)}::timestamptz as recent,
        ${ms(sql`coalesce((r.audit_report ->> 'startDate')::timestamptz, r.start_date)`)} as audit_ms,
        case when r.start_date >= ${iso(window.recent)}::timestamptz then ${AUDIT_FAILED} else false end as failed
      from housekeeping_reports r
      where r.tenant_id = ${tenantId} and r.facility_id = ${facilityId} and r.audit_report is not null
        and r.start_date >= ${iso(window.since)}::timestamptz)
    select room_id, audit_ms, failed from a where recent
    union all
    select room_id, max(audit_ms), false from a where not recent group by room_id`);
  return res.rows;
}

export type FlaggedResident = {
  room_id: string;
  name: string;
  exit_seeking: boolean;
  physically_aggressive: boolean;
  verbally_abusive: boolean;
};

/** The site's residents with a flag the weighting counts, by room and arrival. */
export async function listFlaggedResidents(tx: Executor, tenantId: string, facilityId: string): Promise<FlaggedResident[]> {
  const res = await tx.execute<FlaggedResident>(sql`
    select room_id, trim(first_name || ' ' || last_name) as name, exit_seeking, physically_aggressive, verbally_abusive
    from residents
    where tenant_id = ${tenantId} and facility_id = ${facilityId} and status = 'Resident' and room_id is not null
      and (exit_seeking or physically_aggressive or verbally_abusive)
    order by room_id, arrival_date nulls last, last_name, first_name`);
  return res.rows;
}

export type MoveFact = {
  room_id: string;
  kind: 'arrival' | 'departure';
  at_ms: number;
};

/**
 * Residents' moves since `since`: the arrival and departure tasks rooms were given (clean_task_log keeps
 * them after their clean), and cleans of the clean types a departure asks for (`departureCleanTypes`).
 */
export async function listMoves(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  since: Date,
  departureCleanTypes: string[],
): Promise<MoveFact[]> {
  const types = `{${departureCleanTypes.map((t) => `"${t.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  const res = await tx.execute<MoveFact>(sql`
    select l.room_id, case when l.task_key = ${RESIDENT_ARRIVAL_TASK} then 'arrival' else 'departure' end as kind, ${ms(sql`l.created_at`)} as at_ms
    from clean_task_log l
    where l.tenant_id = ${tenantId} and l.facility_id = ${facilityId} and l.created_at >= ${iso(since)}::timestamptz
      and l.task_key in (${RESIDENT_ARRIVAL_TASK}, ${RESIDENT_DEPARTURE_TASK})
    union all
    select r.room_id, 'departure', ${ms(sql`r.start_date`)}
    from housekeeping_reports r
    where r.tenant_id = ${tenantId} and r.facility_id = ${facilityId} and r.start_date >= ${iso(since)}::timestamptz
      and r.clean_type = any(${types}::text[])`);
  return res.rows;
}

/** Each listed room's last clean (any status), which 'Start audit' audits: one index probe per room. */
export async function lastReports(tx: Executor, roomIds: string[]): Promise<Map<string, string>> {
  if (!roomIds.length) return new Map();
  const res = await tx.execute<{ room_id: string; id: string }>(sql`
    select w.room_id, h.id
    from unnest(${`{${roomIds.join(',')}}`}::uuid[]) as w(room_id)
    cross join lateral (
      select r.id from housekeeping_reports r where r.room_id = w.room_id order by r.start_date desc limit 1
    ) h`);
  return new Map(res.rows.map((r) => [r.room_id, r.id]));
}
