import { AUDIT_RECLEAN, LANGUAGES, type TLanguage } from '@carehome/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { correctiveActions } from '../../db/schema/corrective-actions.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import type { Executor } from '../../platform/db/database.ts';

export type CorrectiveRow = typeof correctiveActions.$inferSelect;
export type NewCorrectiveRow = typeof correctiveActions.$inferInsert;

/** The room's loop under way (re-clean open or re-audit due), locked: two saves of a room decide one after the other. */
export async function findActiveForUpdate(tx: Executor, roomId: string): Promise<CorrectiveRow | undefined> {
  const [row] = await tx
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.roomId, roomId), ne(correctiveActions.status, 'closed')))
    .for('update');
  return row;
}

/** The loops under way of these rooms (the dashboard's), one per room at most. */
export async function listActive(tx: Executor, roomIds: readonly string[]): Promise<CorrectiveRow[]> {
  if (!roomIds.length) return [];
  return tx
    .select()
    .from(correctiveActions)
    .where(and(inArray(correctiveActions.roomId, [...roomIds]), ne(correctiveActions.status, 'closed')));
}

/**
 * Opens a pass for a failed audit. A report whose audit failed before (a pass closed since, replaced or
 * re-audited) opens its pass again from now, with no re-clean or re-audit yet: one row per failed report.
 */
export async function insertAction(tx: Executor, row: NewCorrectiveRow): Promise<CorrectiveRow> {
  const reset = {
    recleanReportId: null,
    recleanBy: null,
    recleanAt: null,
    recleanOperations: null,
    reauditResult: null,
    reauditAt: null,
    reauditBy: null,
  };
  const [saved] = await tx
    .insert(correctiveActions)
    .values(row)
    .onConflictDoUpdate({ target: correctiveActions.failedReportId, set: { ...row, ...reset, status: 'open', updatedAt: sql`now()` } })
    .returning();
  if (!saved) throw new Error('corrective action not inserted');
  return saved;
}

export async function updateAction(tx: Executor, id: string, values: Partial<NewCorrectiveRow>): Promise<void> {
  await tx
    .update(correctiveActions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(correctiveActions.id, id));
}

export async function deleteAction(tx: Executor, id: string): Promise<void> {
  await tx.delete(correctiveActions).where(eq(correctiveActions.id, id));
}

export interface Recipient {
  email: string;
  language: TLanguage;
}

/**
 * The supervisors a site's corrective-loop notices go to, each address once (case-insensitive): its
 * active staff of FacilityAssistant and above with an email and notifications on, and the configured
 * notification addresses (`settings.notifyEmails`) but a staff member's whose switch is off. Each in the
 * language of their last sign-in, English when unknown.
 */
export async function notifiedSupervisors(tx: Executor, facilityId: string): Promise<Recipient[]> {
  const res = await tx.execute<{ email: string; language: TLanguage | null }>(sql`
    with configured as (
      select jsonb_array_elements_text(coalesce(c.document -> 'settings' -> 'notifyEmails', '[]'::jsonb)) as email
      from housekeeping_configs c where c.facility_id = ${facilityId}
    ), staff as (
      select s.email, s.language from staff_members s
      where s.facility_id = ${facilityId} and not s.is_archived and s.email_notifications and coalesce(s.email, '') <> ''
        and s.role in ('SiteAdministrator', 'SiteAssistant', 'MultiFacilityAdministrator', 'FacilityAdministrator', 'FacilityAssistant')
    )
    select email, language from staff
    union all
    select c.email, s.language from configured c
      left join staff_members s on lower(s.email) = lower(c.email)
      where c.email <> '' and coalesce(s.email_notifications, true)`);
  return uniqueRecipients(res.rows);
}

/** The site's active FacilityAdministrators with an email and notifications on. */
export async function facilityAdministrators(tx: Executor, facilityId: string): Promise<Recipient[]> {
  const res = await tx.execute<{ email: string; language: TLanguage | null }>(sql`
    select email, language from staff_members
    where facility_id = ${facilityId} and role = 'FacilityAdministrator' and not is_archived and email_notifications
      and coalesce(email, '') <> ''
    order by email`);
  return uniqueRecipients(res.rows);
}

function uniqueRecipients(rows: { email: string; language: TLanguage | null }[]): Recipient[] {
  const byEmail = new Map<string, Recipient>();
  for (const r of rows) {
    const language = LANGUAGES.includes(r.language as TLanguage) ? (r.language as TLanguage) : 'en';
    if (!byEmail.has(r.email.toLowerCase())) byEmail.set(r.email.toLowerCase(), { email: r.email, language });
  }
  return [...byEmail.values()];
}

/**
 * Asks for the re-clean: the room's outstanding task 'Audit Re-clean' (the dashboard's room status engine
 * reads it), from the failed audit on; a newer failure asks again.
 */
export async function askRecleanTask(
  tx: Executor,
  task: { tenantId: string; roomId: string; cleanType: string; sourceReportId: string; since: Date },
): Promise<void> {
  const values = { description: task.cleanType, cleanType: task.cleanType, sourceReportId: task.sourceReportId, startDate: task.since };
  await tx
    .insert(outstandingTasks)
    .values({ tenantId: task.tenantId, roomId: task.roomId, taskKey: AUDIT_RECLEAN, ...values })
    .onConflictDoUpdate({
      target: [outstandingTasks.roomId, outstandingTasks.taskKey],
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function endRecleanTask(tx: Executor, roomId: string): Promise<void> {
  await tx.delete(outstandingTasks).where(and(eq(outstandingTasks.roomId, roomId), eq(outstandingTasks.taskKey, AUDIT_RECLEAN)));
}

/** The loops these reports took part in: as the failed audit's report, or as the re-clean. */
export async function listForReports(tx: Executor, reportIds: readonly string[]): Promise<CorrectiveRow[]> {
  if (!reportIds.length) return [];
  return tx
    .select()
    .from(correctiveActions)
    .where(or(inArray(correctiveActions.failedReportId, [...reportIds]), inArray(correctiveActions.recleanReportId, [...reportIds])));
}

/**
 * The site's loops closed by a passing re-audit in [from, to), each with the instant its first pass
 * failed (a failed re-audit's next pass goes back to the pass whose re-clean it audited).
 */
export async function closedLoopsBetween(
  tx: Executor,
  facilityId: string,
  from: Date,
  to: Date,
): Promise<{ startedAt: Date; closedAt: Date }[]> {
  const res = await tx.execute<{ started_at: string; closed_at: string }>(sql`
    with recursive chain as (
      select c.id as closing_id, c.room_id, c.failed_report_id, c.failed_at, c.reaudit_at as closed_at
      from corrective_actions c
      where c.facility_id = ${facilityId} and c.reaudit_result = 'pass'
        and c.reaudit_at >= ${from.toISOString()}::timestamptz and c.reaudit_at < ${to.toISOString()}::timestamptz
      union all
      select ch.closing_id, p.room_id, p.failed_report_id, p.failed_at, ch.closed_at
      from chain ch join corrective_actions p
        on p.room_id = ch.room_id and p.reclean_report_id = ch.failed_report_id and p.reaudit_result = 'fail'
    )
    select min(failed_at) as started_at, max(closed_at) as closed_at from chain group by closing_id`);
  return res.rows.map((r) => ({ startedAt: new Date(r.started_at), closedAt: new Date(r.closed_at) }));
}

/** The site's corrective-loop counts over [from, to): first passes opened, re-audits done, loops under way now. */
export async function loopCounts(
  tx: Executor,
  facilityId: string,
  from: Date,
  to: Date,
): Promise<{ firstPassFailures: number; reaudits: number; underWay: number }> {
  const res = await tx.execute<{ first_pass_failures: number; reaudits: number; under_way: number }>(sql`
    select
      count(*) filter (where pass = 1 and failed_at >= ${from.toISOString()}::timestamptz and failed_at < ${to.toISOString()}::timestamptz)::int
        as first_pass_failures,
      count(*) filter (where reaudit_result in ('pass', 'fail') and reaudit_at >= ${from.toISOString()}::timestamptz
        and reaudit_at < ${to.toISOString()}::timestamptz)::int as reaudits,
      count(*) filter (where status <> 'closed')::int as under_way
    from corrective_actions where facility_id = ${facilityId}`);
  const r = res.rows[0];
  return { firstPassFailures: r?.first_pass_failures ?? 0, reaudits: r?.reaudits ?? 0, underWay: r?.under_way ?? 0 };
}
