import { sql } from 'drizzle-orm';
import { cleanTaskLog, turnaroundTargets } from '../../db/schema/infection-control.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of the turnaround measures: the site's targets and the log of the tasks its rooms were given
// (clean_task_log, written by a trigger on outstanding_tasks; the cleaning code fills in the clean).

export type TargetsRow = {
  response_minutes: number;
  clean_minutes: number;
  turnaround_minutes: number;
};

export async function findTargets(tx: Executor, facilityId: string): Promise<TargetsRow | undefined> {
  const res = await tx.execute<TargetsRow>(sql`
    select response_minutes, clean_minutes, turnaround_minutes from ${turnaroundTargets} where facility_id = ${facilityId}`);
  return res.rows[0];
}

/** Every site's saved targets, for the side-by-side view. */
export async function listTargets(tx: Executor): Promise<(TargetsRow & { facility_id: string })[]> {
  const res = await tx.execute<TargetsRow & { facility_id: string }>(sql`
    select facility_id, response_minutes, clean_minutes, turnaround_minutes from ${turnaroundTargets}`);
  return res.rows;
}

export async function saveTargets(
  tx: Executor,
  row: { tenantId: string; facilityId: string; updatedBy: string | null } & Record<'response' | 'clean' | 'turnaround', number>,
): Promise<void> {
  await tx.execute(sql`
    insert into ${turnaroundTargets} (tenant_id, facility_id, response_minutes, clean_minutes, turnaround_minutes, updated_by)
    values (${row.tenantId}, ${row.facilityId}, ${row.response}, ${row.clean}, ${row.turnaround}, ${row.updatedBy})
    on conflict (facility_id) do update set response_minutes = excluded.response_minutes, clean_minutes = excluded.clean_minutes,
      turnaround_minutes = excluded.turnaround_minutes, updated_by = excluded.updated_by, updated_at = now()`);
}

/** A logged task with its room. */
export type LoggedTaskRow = {
  id: string;
  room_id: string;
  task_key: string;
  clean_type: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  ended_at: Date | null;
  room_number: string;
  area_id: string | null;
};

const loggedTaskColumns = sql`l.id, l.room_id, l.task_key, l.clean_type, l.created_at, l.started_at, l.completed_at, l.ended_at,
  r.room_number, r.area_id`;

/**
 * The tasks asked at the site in [start, end), newest first, through the log's (tenant, site, created_at)
 * index; with `areaIds`, only those of rooms in these areas.
 */
export async function listLoggedTasks(
  tx: Executor,
  site: { tenantId: string; facilityId: string },
  span: { start: Date; end: Date },
  areaIds: readonly string[] | null,
): Promise<LoggedTaskRow[]> {
  const res = await tx.execute<LoggedTaskRow>(sql`
    select ${loggedTaskColumns}
    from ${cleanTaskLog} l join rooms r on r.id = l.room_id
    where l.tenant_id = ${site.tenantId} and l.facility_id = ${site.facilityId}
      and l.created_at >= ${span.start.toISOString()} and l.created_at < ${span.end.toISOString()}
      ${areaIds ? sql`and r.area_id = any(${`{${areaIds.join(',')}}`}::uuid[])` : sql``}
    order by l.created_at desc, l.id`);
  return res.rows.map(dated);
}

/** The site's tasks still open (not ended), oldest first. */
export async function listOpenLoggedTasks(tx: Executor, site: { tenantId: string; facilityId: string }): Promise<LoggedTaskRow[]> {
  const res = await tx.execute<LoggedTaskRow>(sql`
    select ${loggedTaskColumns}
    from ${cleanTaskLog} l join rooms r on r.id = l.room_id
    where l.tenant_id = ${site.tenantId} and l.facility_id = ${site.facilityId} and l.ended_at is null and not r.is_archived
    order by l.created_at, l.id`);
  return res.rows.map(dated);
}

/** The site's latest departure task a clean ended. */
export async function findLatestCleanedTask(
  tx: Executor,
  site: { tenantId: string; facilityId: string },
  taskKey: string,
): Promise<LoggedTaskRow | undefined> {
  const res = await tx.execute<LoggedTaskRow>(sql`
    select ${loggedTaskColumns}
    from ${cleanTaskLog} l join rooms r on r.id = l.room_id
    where l.tenant_id = ${site.tenantId} and l.facility_id = ${site.facilityId} and l.task_key = ${taskKey}
      and l.completed_at is not null
    order by l.completed_at desc, l.id limit 1`);
  return res.rows.map(dated)[0];
}

/** The rooms left and moved into by the site's transfers recorded in [start, end). */
export async function listTransfers(
  tx: Executor,
  facilityId: string,
  span: { start: Date; end: Date },
): Promise<{ from_room_id: string | null; to_room_id: string | null; created_at: Date }[]> {
  const res = await tx.execute<{ from_room_id: string | null; to_room_id: string | null; created_at: Date | string }>(sql`
    select from_room_id, to_room_id, created_at from resident_events
    where facility_id = ${facilityId} and kind = 'transfer'
      and created_at >= ${span.start.toISOString()} and created_at < ${span.end.toISOString()}`);
  return res.rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/**
 * Fills in the clean that ends a room's open task, before the task is deleted (the delete's trigger then
 * sets ended_at): the log row keeps when the clean started and finished and which report it was.
 */
export async function recordTaskCleaned(
  tx: Executor,
  task: { roomId: string; taskKey: string },
  clean: { reportId: string; startedAt: Date | null; completedAt: Date },
): Promise<void> {
  await tx.execute(sql`
    update ${cleanTaskLog} set started_at = ${clean.startedAt?.toISOString() ?? null}, completed_at = ${clean.completedAt.toISOString()},
      report_id = ${clean.reportId}
    where room_id = ${task.roomId} and task_key = ${task.taskKey} and ended_at is null`);
}

/** node-postgres answers timestamps of raw SQL as Dates; a text answer (a JSON path) is parsed the same. */
function dated(r: LoggedTaskRow): LoggedTaskRow {
  const d = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    ...r,
    created_at: new Date(r.created_at),
    started_at: d(r.started_at),
    completed_at: d(r.completed_at),
    ended_at: d(r.ended_at),
  };
}

/** The organization's active sites with their time zones, by name. */
export async function listSitesWithZones(tx: Executor): Promise<{ id: string; name: string; time_zone: string }[]> {
  const res = await tx.execute<{ id: string; name: string; time_zone: string }>(
    sql`select id, name, time_zone from sites where not is_archived order by name, id`,
  );
  return res.rows;
}

/** A finished task of the past, as the demo's history and the bench write them. */
export type PastTaskRow = {
  tenant_id: string;
  facility_id: string;
  room_id: string;
  task_key: string;
  clean_type: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  ended_at: string;
};

/** Writes past tasks straight into the log (they never were outstanding tasks), a few thousand per statement. */
export async function insertPastTasks(tx: Executor, rows: readonly PastTaskRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.execute(sql`
      insert into ${cleanTaskLog} (tenant_id, facility_id, room_id, task_key, clean_type, created_at, started_at, completed_at, ended_at)
      select tenant_id, facility_id, room_id, task_key, clean_type, created_at, started_at, completed_at, ended_at
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb) as r(tenant_id uuid, facility_id uuid, room_id uuid,
        task_key text, clean_type text, created_at timestamptz, started_at timestamptz, completed_at timestamptz, ended_at timestamptz)`);
  }
}
