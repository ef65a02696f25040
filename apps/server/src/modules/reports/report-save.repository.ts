import { getTableColumns, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import { events } from '../../db/schema/platform.ts';
import { housekeepingReports, outstandingTasks, roomLastCleans } from '../../db/schema/reports.ts';
import { type Executor, preparedStatement } from '../../platform/db/database.ts';
import type { EventInput } from '../../platform/events.ts';
import {
  type CleanTarget,
  type CleanTargetColumns,
  cleanTargetSql,
  type NewReportRow,
  type ReportRow,
  toCleanTarget,
} from './reports.repository.ts';

// The SQL of a first save of a report (the common save: a new id), in two statements: what it needs to
// know (`findSaveFacts`) and what it writes (`insertNewReport`). Replays and changes of a saved report
// take the longer way of `reports.service.ts` (advisory lock, the stored report locked, one step at a time).

/** An outstanding clean task of the room; `startedAt` is PostgreSQL's text of its start (to the microsecond, as stored). */
export interface OpenCleanTask {
  taskKey: string;
  cleanType: string;
  startDate: Date;
  startedAt: string;
}

/** What a save of a report in a room needs to know besides the report, read together in one statement. */
export interface SaveFacts {
  target: CleanTarget;
  /** The first of the given devices that is a registered tablet of the organization (as `findRegisteredTablet`). */
  tabletId: string | null;
  author: { id: string; firstName: string; lastName: string } | undefined;
  /** The room's outstanding tasks with the given keys that ask for a clean (as `listCleanTasks`). */
  openTasks: OpenCleanTask[];
  /** The clean types and priorities of the room's type (as `roomTypeRoutines`). */
  routines: { cleanType: string; priority: number }[];
}

type FactsRow = CleanTargetColumns & {
  open_tasks: { taskKey: string; cleanType: string; startedAt: string }[] | null;
  routines: { cleanType: string; priority: number }[] | null;
  tablet_id: string | null;
  author_id: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
};

const p = sql.placeholder;

const saveFacts = preparedStatement<FactsRow>(() => {
  const more = sql`,
    (select json_agg(json_build_object('taskKey', k.task_key, 'cleanType', k.clean_type, 'startedAt', k.start_date))
      from ${outstandingTasks} k where k.room_id = r.id and k.task_key = any(${p('taskKeys')}::text[]) and k.clean_type is not null) as open_tasks,
    (select json_agg(json_build_object('cleanType', z.doc ->> 'cleanType', 'priority', coalesce((z.doc ->> 'priority')::int, 0)))
      from jsonb_array_elements(rt.doc -> 'routines') as z(doc)) as routines`;
  return sql`
    select t.*,
      (select d.id from ${devices} d where d.id = any(${p('deviceIds')}::uuid[]) and d.tenant_id = ${p('tenantId')}
        and d.unregistered_at is null limit 1) as tablet_id,
      s.id as author_id, s.first_name as author_first_name, s.last_name as author_last_name
    from (${cleanTargetSql(p('facilityId'), p('roomId'), p('cleanType'), more)}) t
    left join ${staffMembers} s on s.id = ${p('authorStaffId')}`;
});

/**
 * The room and routine of a save (`cleanTargetSql`), the tablet it comes through, its author, and the
 * room's open clean tasks with its type's routines, in one round trip; undefined when the room is not
 * one of the site's. The devices table has no row security: the tenant is checked here.
 */
export async function findSaveFacts(
  tx: Executor,
  q: {
    tenantId: string;
    facilityId: string;
    roomId: string;
    cleanType: string;
    deviceIds: string[];
    authorStaffId: string;
    taskKeys: readonly string[];
  },
): Promise<SaveFacts | undefined> {
  const [row] = await saveFacts(tx, q);
  if (!row) return undefined;
  return {
    target: toCleanTarget(row),
    tabletId: row.tablet_id,
    author: row.author_id ? { id: row.author_id, firstName: row.author_first_name ?? '', lastName: row.author_last_name ?? '' } : undefined,
    openTasks: (row.open_tasks ?? []).map((t) => ({ ...t, startDate: new Date(t.startedAt) })),
    routines: row.routines ?? [],
  };
}

const reportColumns = Object.entries(getTableColumns(housekeepingReports));

/** A row of housekeeping_reports as PostgreSQL answers it (column names, driver values) as drizzle's select gives it. */
function toReportRow(raw: Record<string, unknown>): ReportRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of reportColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ReportRow;
}

type SavedRow = Record<string, unknown> & { ended_tasks: string[] | null };

/** The statement of `insertNewReport` for rows of these fields (one per shape: the save's rows all have one). */
const newReportStatements = new Map<string, ReturnType<typeof preparedStatement<SavedRow>>>();
function newReportStatement(fields: string[]) {
  const key = fields.join();
  let statement = newReportStatements.get(key);
  if (statement) return statement;
  statement = preparedStatement<SavedRow>((qb) => {
    const values = Object.fromEntries(fields.map((f) => [f, p(`row.${f}`)])) as unknown as NewReportRow;
    const insert = qb.insert(housekeepingReports).values(values).onConflictDoNothing({ target: housekeepingReports.id }).returning();
    const lc = roomLastCleans;
    const endedTasks = sql`(select jsonb_agg(task_key) from ended)`;
    return sql`
    with saved as (${insert.getSQL()}),
    last_clean as (
      insert into ${lc} (tenant_id, room_id, priority, completed_at, report_id)
      select s.tenant_id, s.room_id, s.priority, s.report_date, s.id from saved s where s.status = 'Complete' and s.report_date is not null
      on conflict (room_id, priority) do update set completed_at = excluded.completed_at, report_id = excluded.report_id
        where ${lc}.completed_at < excluded.completed_at
      returning 1),
    ended as (
      delete from ${outstandingTasks} k using saved
      where saved.status = 'Complete' and k.room_id = saved.room_id
        and (k.task_key, k.start_date) in (select * from unnest(${p('endKeys')}::text[], ${p('endStarts')}::timestamptz[]))
      returning k.task_key),
    recorded as (
      insert into ${events} (tenant_id, facility_id, type, actor_kind, actor_id, subject_type, subject_id, data, ip, device_id, session_id, trace_id)
      select ${p('event.tenantId')}::uuid, ${p('event.facilityId')}::uuid, ${p('event.type')}, ${p('event.actorKind')}, ${p('event.actorId')}::uuid,
        ${p('event.subjectType')}, saved.id::text,
        ${p('event.data')}::jsonb || case when ${endedTasks} is null then '{}'::jsonb else jsonb_build_object('endedTasks', ${endedTasks}) end,
        ${p('event.ip')}, ${p('event.deviceId')}::uuid, ${p('event.sessionId')}::uuid, ${p('event.traceId')}
      from saved
      returning 1)
    select saved.*, ${endedTasks} as ended_tasks, (select count(pg_notify('events', ${p('notice')}::text)) from recorded) as notified
    from saved`;
  });
  newReportStatements.set(key, statement);
  return statement;
}

/**
 * Inserts a report whose id is new, in one statement with what its save changes besides: a Complete
 * report moves the room's last clean at its priority (as `recordCompletedClean`) and ends the tasks
 * `ending` names, each only while it is the request that was read (same start: a task asked again since
 * is left); and the save's event is recorded and notified as `recordEvent` does it, its data naming the
 * tasks the save ended (`endedTasks`, when there are). Undefined when the id is taken (a saved report,
 * one being saved, another organization's): nothing is written then, no event either.
 */
export async function insertNewReport(
  tx: Executor,
  row: NewReportRow,
  ending: readonly Pick<OpenCleanTask, 'taskKey' | 'startedAt'>[],
  event: EventInput & { tenantId: string; subjectId: string; data: { roomId: string } },
): Promise<{ row: ReportRow; endedTasks: string[] } | undefined> {
  const fields = Object.keys(row);
  const values: Record<string, unknown> = {
    endKeys: ending.map((t) => t.taskKey),
    endStarts: ending.map((t) => t.startedAt),
    'event.tenantId': event.tenantId,
    'event.facilityId': event.facilityId ?? null,
    'event.type': event.type,
    'event.actorKind': event.actorKind,
    'event.actorId': event.actorId ?? null,
    'event.subjectType': event.subjectType ?? null,
    'event.data': JSON.stringify(event.data),
    'event.ip': event.ip ?? null,
    'event.deviceId': event.deviceId ?? null,
    'event.sessionId': event.sessionId ?? null,
    'event.traceId': event.traceId ?? null,
    // The notice of `recordEvent`: what the update bus forwards to the site's tablets.
    notice: JSON.stringify({
      tenantId: event.tenantId,
      facilityId: event.facilityId ?? null,
      type: event.type,
      subjectId: event.subjectId,
      roomId: event.data.roomId,
    }),
  };
  for (const f of fields) values[`row.${f}`] = row[f as keyof NewReportRow] ?? null;
  const [saved] = await newReportStatement(fields)(tx, values);
  if (!saved) return undefined;
  return { row: toReportRow(saved), endedTasks: saved.ended_tasks ?? [] };
}
