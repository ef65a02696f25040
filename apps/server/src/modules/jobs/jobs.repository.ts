import type { TEditorSchedule, TJobResult, TLanguage } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

// All SQL of the jobs module. Every function runs inside a tenant transaction (row security).

const KIND = 'overdueRoomsNotification';
/** A failed run is tried again at the next ticks, this many times in all. */
export const MAX_ATTEMPTS = 3;

export interface ScheduledSite {
  facilityId: string;
  name: string;
  timeZone: string;
  schedule: TEditorSchedule;
  notifyEmails: string[];
  /** When the configuration was last saved. */
  savedAt: Date;
  /** The latest run that is done: sent, empty, or failed with no attempt left (a failed one is tried again). */
  lastRunAt: Date | null;
}

/** The organization's active sites with a notification schedule, with their latest recorded run. */
export async function listScheduledSites(tx: Executor, facilityId?: string): Promise<ScheduledSite[]> {
  const res = await tx.execute<{
    facility_id: string;
    name: string;
    time_zone: string;
    schedule: TEditorSchedule;
    notify_emails: string[] | null;
    saved_at: Date;
    last_run_at: Date | null;
  }>(sql`
    select c.facility_id, s.name, s.time_zone, c.document->'settings'->'notificationSchedule' as schedule,
           c.document->'settings'->'notifyEmails' as notify_emails, c.updated_at as saved_at,
           (select max(r.run_at) from notification_runs r
             where r.facility_id = c.facility_id and r.kind = ${KIND} and (r.result <> 'failed' or r.attempts >= ${MAX_ATTEMPTS})) as last_run_at
    from housekeeping_configs c join sites s on s.id = c.facility_id and s.tenant_id = c.tenant_id
    where not s.is_archived and jsonb_typeof(c.document->'settings'->'notificationSchedule') = 'object'
      ${facilityId ? sql`and c.facility_id = ${facilityId}` : sql``}
    order by s.name`);
  return res.rows.map((r) => ({
    facilityId: r.facility_id,
    name: r.name,
    timeZone: r.time_zone,
    schedule: r.schedule,
    notifyEmails: r.notify_emails ?? [],
    savedAt: new Date(r.saved_at),
    lastRunAt: r.last_run_at ? new Date(r.last_run_at) : null,
  }));
}

/** Staff of the site who get notifications: active, with an email, and the switch on. */
export async function listNotifiedStaff(tx: Executor, facilityId: string): Promise<{ email: string; language: TLanguage | null }[]> {
  const res = await tx.execute<{ email: string; language: TLanguage | null }>(sql`
    select email, language from staff_members
    where facility_id = ${facilityId} and not is_archived and email_notifications and email is not null and email <> ''
    order by email`);
  return res.rows;
}

/** Staff members of the organization with one of these emails (lower-cased), whatever their site. */
export async function staffByEmails(
  tx: Executor,
  emails: string[],
): Promise<{ email: string; language: TLanguage | null; emailNotifications: boolean }[]> {
  if (!emails.length) return [];
  const res = await tx.execute<{ email: string; language: TLanguage | null; email_notifications: boolean }>(sql`
    select lower(email) as email, language, email_notifications from staff_members
    where lower(email) in (${sql.join(
      emails.map((e) => sql`${e.toLowerCase()}`),
      sql`, `,
    )})`);
  return res.rows.map((r) => ({ email: r.email, language: r.language, emailNotifications: r.email_notifications }));
}

/**
 * Takes the run (site, run time) for this app copy: a new row, or a failed one with attempts left. Returns
 * its id, or null when another copy has it (the insert waits for that copy's transaction, then finds the
 * row done). The row is set to its real result before the transaction commits.
 */
export async function claimRun(tx: Executor, run: { tenantId: string; facilityId: string; runAt: Date }): Promise<string | null> {
  const res = await tx.execute<{ id: string }>(sql`
    insert into notification_runs as r (tenant_id, facility_id, kind, run_at, result, error)
    values (${run.tenantId}, ${run.facilityId}, ${KIND}, ${run.runAt.toISOString()}, 'failed', 'interrupted')
    on conflict (tenant_id, facility_id, kind, run_at) do update set finished_at = r.finished_at
      where r.result = 'failed' and r.attempts < ${MAX_ATTEMPTS}
    returning r.id`);
  return res.rows[0]?.id ?? null;
}

export async function finishRun(
  tx: Executor,
  id: string,
  outcome: { result: TJobResult; recipients: number; overdueRooms: number; error: string | null },
): Promise<void> {
  await tx.execute(sql`
    update notification_runs
    set result = ${outcome.result}, recipients = ${outcome.recipients}, overdue_rooms = ${outcome.overdueRooms},
        error = ${outcome.error}, finished_at = now()
    where id = ${id}`);
}

/** Records a run that failed (its transaction rolled back): a new row, or one more attempt on the failed one. */
export async function recordFailedRun(
  tx: Executor,
  run: { tenantId: string; facilityId: string; runAt: Date },
  error: string,
): Promise<void> {
  await tx.execute(sql`
    insert into notification_runs as r (tenant_id, facility_id, kind, run_at, result, error)
    values (${run.tenantId}, ${run.facilityId}, ${KIND}, ${run.runAt.toISOString()}, 'failed', ${error})
    on conflict (tenant_id, facility_id, kind, run_at) do update
      set attempts = r.attempts + 1, error = excluded.error, finished_at = now()
      where r.result = 'failed'`);
}

export interface RunRow {
  runAt: Date;
  finishedAt: Date;
  result: TJobResult;
  recipients: number;
  overdueRooms: number;
  error: string | null;
}

export async function latestRun(tx: Executor, facilityId: string): Promise<RunRow | null> {
  const res = await tx.execute<{
    run_at: Date;
    finished_at: Date;
    result: TJobResult;
    recipients: number;
    overdue_rooms: number;
    error: string | null;
  }>(sql`
    select run_at, finished_at, result, recipients, overdue_rooms, error from notification_runs
    where facility_id = ${facilityId} and kind = ${KIND} order by run_at desc limit 1`);
  const r = res.rows[0];
  return r
    ? {
        runAt: new Date(r.run_at),
        finishedAt: new Date(r.finished_at),
        result: r.result,
        recipients: r.recipients,
        overdueRooms: r.overdue_rooms,
        error: r.error,
      }
    : null;
}
