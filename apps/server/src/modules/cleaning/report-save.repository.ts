import { getTableColumns, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import { cleanTaskLog } from '../../db/schema/infection-control.ts';
import { events, siteVersions } from '../../db/schema/platform.ts';
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
} from './cleaning.repository.ts';

// The SQL of first saves of reports (the common save: a new id), in two statements for any number of
// saves of one organization: what they need to know (`findSaveFacts`) and what they write
// (`insertNewReports`). Replays and changes of a saved report take the longer way of `report-save.ts`
// (advisory lock, the stored report locked, one step at a time).

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

/** What one save asks `findSaveFacts` about. */
export interface SaveQuery {
  facilityId: string;
  roomId: string;
  cleanType: string;
  /** The devices the request comes through (its session's tablet, its X-Device-Token's). */
  deviceIds: string[];
  authorStaffId: string;
}

const saveFacts = preparedStatement<FactsRow & { i: number }>(() => {
  const more = sql`,
    (select json_agg(json_build_object('taskKey', k.task_key, 'cleanType', k.clean_type, 'startedAt', k.start_date))
      from ${outstandingTasks} k where k.room_id = r.id and k.task_key = any(${p('taskKeys')}::text[]) and k.clean_type is not null) as open_tasks,
    (select json_agg(json_build_object('cleanType', z.doc ->> 'cleanType', 'priority', coalesce((z.doc ->> 'priority')::int, 0)))
      from jsonb_array_elements(rt.doc -> 'routines') as z(doc)) as routines`;
  return sql`
    select q.i, t.*,
      (select d.id from ${devices} d where d.id = any(q.device_ids) and d.tenant_id = ${p('tenantId')}
        and d.unregistered_at is null limit 1) as tablet_id,
      s.id as author_id, s.first_name as author_first_name, s.last_name as author_last_name
    from jsonb_to_recordset(${p('queries')}::jsonb)
      as q(i int, facility_id uuid, room_id uuid, clean_type text, device_ids uuid[], author_staff_id uuid)
    cross join lateral (${cleanTargetSql(sql`q.facility_id`, sql`q.room_id`, sql`q.clean_type`, more)}) t
    left join ${staffMembers} s on s.id = q.author_staff_id`;
});

/**
 * For each save, the room and routine it names (`cleanTargetSql`), the tablet it comes through, its
 * author, and the room's open clean tasks with its type's routines, all saves in one round trip;
 * undefined for a save whose room is not one of its site's. The devices table has no row security: the
 * tenant is checked here.
 */
export async function findSaveFacts(
  tx: Executor,
  tenantId: string,
  queries: readonly SaveQuery[],
  taskKeys: readonly string[],
): Promise<(SaveFacts | undefined)[]> {
  const rows = await saveFacts(tx, {
    tenantId,
    taskKeys,
    queries: JSON.stringify(
      queries.map((q, i) => ({
        i,
        facility_id: q.facilityId,
        room_id: q.roomId,
        clean_type: q.cleanType,
        device_ids: q.deviceIds,
        author_staff_id: q.authorStaffId,
      })),
    ),
  });
  const facts: (SaveFacts | undefined)[] = queries.map(() => undefined);
  for (const row of rows) {
    facts[row.i] = {
      target: toCleanTarget(row),
      tabletId: row.tablet_id,
      author: row.author_id
        ? { id: row.author_id, firstName: row.author_first_name ?? '', lastName: row.author_last_name ?? '' }
        : undefined,
      openTasks: (row.open_tasks ?? []).map((t) => ({ ...t, startDate: new Date(t.startedAt) })),
      routines: row.routines ?? [],
    };
  }
  return facts;
}

const reportColumns = Object.entries(getTableColumns(housekeepingReports));
const reportColumnsByKey = new Map(reportColumns);
/** The column name of a field of housekeeping_reports (`roomId` → `room_id`). */
const columnNameOf = (field: string) => (reportColumnsByKey.get(field) as { name: string }).name;

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

/** A first save `insertNewReports` writes: the report, the tasks it ends, its event. */
export interface NewReport {
  row: NewReportRow;
  ending: readonly Pick<OpenCleanTask, 'taskKey' | 'startedAt'>[];
  event: EventInput & { tenantId: string; subjectId: string; data: { roomId: string } };
}

/** The statement of `insertNewReports` for rows of these fields (one per shape: the save's rows all have one). */
const newReportStatements = new Map<string, ReturnType<typeof preparedStatement<SavedRow>>>();
function newReportStatement(fields: string[]) {
  const key = fields.join();
  let statement = newReportStatements.get(key);
  if (statement) return statement;
  statement = preparedStatement<SavedRow>(() => {
    const columns = sql.join(
      fields.map((f) => sql.identifier(columnNameOf(f))),
      sql`, `,
    );
    const lc = roomLastCleans;
    return sql`
    with saved as (
      insert into ${housekeepingReports} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${housekeepingReports}, ${p('rows')}::jsonb)
      on conflict (id) do nothing
      returning *),
    last_clean as (
      insert into ${lc} (tenant_id, room_id, priority, completed_at, report_id)
      select distinct on (s.room_id, s.priority) s.tenant_id, s.room_id, s.priority, s.report_date, s.id
      from saved s where s.status = 'Complete' and s.report_date is not null
      order by s.room_id, s.priority, s.report_date desc
      on conflict (room_id, priority) do update set completed_at = excluded.completed_at, report_id = excluded.report_id
        where ${lc}.completed_at < excluded.completed_at
      returning 1),
    ended as (
      delete from ${outstandingTasks} k
      using saved, jsonb_to_recordset(${p('ending')}::jsonb) as e(report_id uuid, task_key text, start_date timestamptz)
      where saved.status = 'Complete' and e.report_id = saved.id and k.room_id = saved.room_id
        and k.task_key = e.task_key and k.start_date = e.start_date
      returning saved.id as report_id, k.task_key),
    -- The ended tasks' log rows keep the clean that ended them (the turnaround measures); the delete's
    -- trigger, which runs after this statement, then closes them.
    logged as (
      update ${cleanTaskLog} l set started_at = saved.start_date, completed_at = saved.report_date, report_id = saved.id
      from ended join saved on saved.id = ended.report_id
      where l.room_id = saved.room_id and l.task_key = ended.task_key and l.ended_at is null
      returning 1),
    ended_by as (select report_id, jsonb_agg(task_key) as tasks from ended group by report_id),
    planned as (
      select v.*, saved.id as saved_id, b.tasks,
        row_number() over (partition by v.facility_id order by saved.id) as k, count(*) over (partition by v.facility_id) as n
      from saved
      join jsonb_to_recordset(${p('events')}::jsonb) as v(report_id uuid, tenant_id uuid, facility_id uuid, type text, actor_kind text,
        actor_id uuid, subject_type text, data jsonb, ip text, device_id uuid, session_id uuid, trace_id text) on v.report_id = saved.id
      left join ended_by b on b.report_id = saved.id),
    -- Each save moves its site's dashboard version by one (as recordEvent does), sites locked in one order.
    bumped as (
      insert into ${siteVersions} (facility_id, tenant_id, version)
      select facility_id, tenant_id, count(*) from planned where facility_id is not null group by facility_id, tenant_id order by facility_id
      on conflict (facility_id) do update set version = ${siteVersions}.version + excluded.version
      returning facility_id, version),
    recorded as (
      insert into ${events} (tenant_id, facility_id, type, actor_kind, actor_id, subject_type, subject_id, data, ip, device_id, session_id, trace_id,
        site_version)
      select v.tenant_id, v.facility_id, v.type, v.actor_kind, v.actor_id, v.subject_type, v.saved_id::text,
        v.data || case when v.tasks is null then '{}'::jsonb else jsonb_build_object('endedTasks', v.tasks) end,
        v.ip, v.device_id, v.session_id, v.trace_id, bumped.version - v.n + v.k
      from planned v left join bumped on bumped.facility_id = v.facility_id
      returning json_build_object('tenantId', tenant_id, 'facilityId', facility_id, 'type', type, 'subjectId', subject_id,
        'roomId', data ->> 'roomId', 'version', site_version)::text as notice, site_version)
    select saved.*, b.tasks as ended_tasks,
      (select count(pg_notify('events', notice)) from (select notice from recorded order by site_version) n) as notified
    from saved left join ended_by b on b.report_id = saved.id`;
  });
  newReportStatements.set(key, statement);
  return statement;
}

/**
 * Inserts reports whose ids are new, in one statement with what each save changes besides: a Complete
 * report moves the room's last clean at its priority (as `recordCompletedClean`; of two Complete
 * reports of a room and priority, the later) and ends the tasks its `ending` names, each only while it
 * is the request that was read (same start: a task asked again since is left); and each save's event is
 * recorded and notified as `recordEvent` does it, its data naming the tasks the save ended
 * (`endedTasks`, when there are). Each answer is undefined when its id is taken (a saved report, one
 * being saved, another organization's): nothing is written for it then, no event either.
 */
export async function insertNewReports(
  tx: Executor,
  saves: readonly NewReport[],
): Promise<({ row: ReportRow; endedTasks: string[] } | undefined)[]> {
  if (!saves.length) return [];
  const fields = [...new Set(saves.flatMap((s) => Object.keys(s.row)))];
  const rows = saves.map((s) => Object.fromEntries(fields.map((f) => [columnNameOf(f), s.row[f as keyof NewReportRow] ?? null])));
  const ending = saves.flatMap((s) => s.ending.map((t) => ({ report_id: s.row.id, task_key: t.taskKey, start_date: t.startedAt })));
  const eventRows = saves.map(({ row, event: e }) => ({
    report_id: row.id,
    tenant_id: e.tenantId,
    facility_id: e.facilityId ?? null,
    type: e.type,
    actor_kind: e.actorKind,
    actor_id: e.actorId ?? null,
    subject_type: e.subjectType ?? null,
    data: e.data,
    ip: e.ip ?? null,
    device_id: e.deviceId ?? null,
    session_id: e.sessionId ?? null,
    trace_id: e.traceId ?? null,
  }));
  const saved = await newReportStatement(fields)(tx, {
    rows: JSON.stringify(rows),
    ending: JSON.stringify(ending),
    events: JSON.stringify(eventRows),
  });
  const byId = new Map(saved.map((r) => [r.id as string, r]));
  return saves.map((s) => {
    const r = byId.get(s.row.id as string);
    return r && { row: toReportRow(r), endedTasks: r.ended_tasks ?? [] };
  });
}
