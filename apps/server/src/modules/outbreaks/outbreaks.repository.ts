import { AUDIT_RECLEAN, OUTBREAK_TERMINAL_CLEAN } from '@carehome/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { staffAcknowledgements } from '../../db/schema/briefings.ts';
import { outbreaks } from '../../db/schema/infection-control.ts';
import { outstandingTasks } from '../../db/schema/reports.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of a site's outbreaks, the closing terminal cleans their end asks for, and the facts of the
// outbreak report (cleans, audits and the task log of the rooms an outbreak covered).

export type OutbreakRow = typeof outbreaks.$inferSelect;

/** The site's running outbreaks, oldest first. */
export async function listActiveOutbreakRows(tx: Executor, facilityId: string): Promise<OutbreakRow[]> {
  return tx
    .select()
    .from(outbreaks)
    .where(and(eq(outbreaks.facilityId, facilityId), isNull(outbreaks.endedAt)))
    .orderBy(asc(outbreaks.startedAt));
}

/** The site's outbreaks, running and past, newest first, at most `limit`. */
export async function listOutbreakRows(tx: Executor, facilityId: string, limit: number): Promise<OutbreakRow[]> {
  return tx
    .select()
    .from(outbreaks)
    .where(eq(outbreaks.facilityId, facilityId))
    .orderBy(sql`${outbreaks.endedAt} is null desc`, desc(outbreaks.startedAt), desc(outbreaks.id))
    .limit(limit);
}

export async function findOutbreakRow(tx: Executor, facilityId: string, id: string): Promise<OutbreakRow | undefined> {
  const [row] = await tx
    .select()
    .from(outbreaks)
    .where(and(eq(outbreaks.facilityId, facilityId), eq(outbreaks.id, id)));
  return row;
}

/** Serializes the starts of one site's outbreaks, so two overlapping declarations cannot both pass the check. */
export async function lockSiteOutbreaks(tx: Executor, facilityId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('outbreaks:' || ${facilityId}))`);
}

export async function insertOutbreak(tx: Executor, values: typeof outbreaks.$inferInsert): Promise<OutbreakRow> {
  const [row] = await tx.insert(outbreaks).values(values).returning();
  return row as OutbreakRow;
}

/** Ends a running outbreak; undefined when it had already ended. */
export async function endOutbreakRow(
  tx: Executor,
  id: string,
  end: { endedAt: Date; endedBy: string | null; endedByName: string; endNote: string | null },
): Promise<OutbreakRow | undefined> {
  const [row] = await tx
    .update(outbreaks)
    .set({ ...end, updatedAt: sql`now()` })
    .where(and(eq(outbreaks.id, id), isNull(outbreaks.endedAt)))
    .returning();
  return row;
}

/**
 * Asks each room for the closing terminal clean from `startDate` (a room asked by an earlier outbreak is
 * asked again, of this clean type).
 */
export async function upsertTerminalCleans(
  tx: Executor,
  tenantId: string,
  roomIds: readonly string[],
  task: { cleanType: string; description: string; startDate: Date },
): Promise<void> {
  if (!roomIds.length) return;
  await tx
    .insert(outstandingTasks)
    .values(roomIds.map((roomId) => ({ tenantId, roomId, taskKey: OUTBREAK_TERMINAL_CLEAN, sourceReportId: null, ...task })))
    .onConflictDoUpdate({
      target: [outstandingTasks.roomId, outstandingTasks.taskKey],
      set: { cleanType: task.cleanType, description: task.description, startDate: task.startDate, updatedAt: sql`now()` },
    });
}

/** How many staff confirmed an acknowledgement. */
export async function countAcknowledged(tx: Executor, acknowledgementId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAcknowledgements)
    .where(eq(staffAcknowledgements.acknowledgementId, acknowledgementId));
  return row?.n ?? 0;
}

/** How many had confirmed an ended outbreak's notice before it was withdrawn (its end event keeps it). */
export async function acknowledgedAtEnd(tx: Executor, outbreakId: string): Promise<number> {
  const res = await tx.execute<{ n: number | null }>(sql`
    select (data ->> 'acknowledged')::int as n from events
    where type = 'outbreak.ended' and subject_id = ${outbreakId} order by id desc limit 1`);
  return Number(res.rows[0]?.n ?? 0);
}

/**
 * The facts of the outbreak report: the covered rooms' cleans finished (or, unfinished, started) and audits
 * started in the period, and their task log.
 */
export async function outbreakReportFacts(
  tx: Executor,
  facilityId: string,
  roomIds: readonly string[],
  period: { from: Date; to: Date; endedAt: Date | null },
) {
  const rooms = `{${roomIds.join(',')}}`;
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const cleans = await tx.execute<{ clean_type: string; status: 'Complete' | 'Incomplete' | 'Declined' }>(sql`
    select clean_type, status from housekeeping_reports
    where facility_id = ${facilityId} and room_id = any(${rooms}::uuid[]) and status <> 'Initial'
      and coalesce(report_date, start_date) >= ${from}::timestamptz and coalesce(report_date, start_date) < ${to}::timestamptz`);
  const audits = await tx.execute<{ failed: boolean }>(sql`
    select exists (select 1 from jsonb_array_elements(operations) x
                   where x ->> 'auditStatus' in ('CleanedFailed', 'NotCleanedFailed')) as failed
    from housekeeping_reports
    where facility_id = ${facilityId} and room_id = any(${rooms}::uuid[]) and audit_report is not null
      and (audit_report ->> 'startDate')::timestamptz >= ${from}::timestamptz
      and (audit_report ->> 'startDate')::timestamptz < ${to}::timestamptz`);
  const recleans = await tx.execute<{ ended_at: Date | null }>(sql`
    select ended_at from clean_task_log
    where facility_id = ${facilityId} and room_id = any(${rooms}::uuid[]) and task_key = ${AUDIT_RECLEAN}
      and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`);
  const terminal = period.endedAt
    ? await tx.execute<{ room_number: string; clean_type: string | null; ended_at: Date | null }>(sql`
        select r.room_number, l.clean_type, l.ended_at from clean_task_log l join rooms r on r.id = l.room_id
        where l.facility_id = ${facilityId} and l.room_id = any(${rooms}::uuid[]) and l.task_key = ${OUTBREAK_TERMINAL_CLEAN}
          and l.created_at = ${period.endedAt.toISOString()}::timestamptz`)
    : { rows: [] };
  return {
    cleans: cleans.rows.map((r) => ({ cleanType: r.clean_type, status: r.status })),
    audits: audits.rows.map((r) => ({ failed: Boolean(r.failed) })),
    recleans: recleans.rows.map((r) => ({ endedAt: r.ended_at ? new Date(r.ended_at) : null })),
    terminalCleans: terminal.rows.map((r) => ({
      roomNumber: r.room_number,
      cleanType: r.clean_type,
      endedAt: r.ended_at ? new Date(r.ended_at) : null,
    })),
  };
}
