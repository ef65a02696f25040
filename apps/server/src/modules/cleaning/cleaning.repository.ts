import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { devices } from '../../db/schema/auth.ts';
import { housekeepingConfigs } from '../../db/schema/housekeeping.ts';
import { staffMembers } from '../../db/schema/identity.ts';
import { rooms } from '../../db/schema/layout.ts';
import { housekeepingReports, markingReports, roomLastCleans } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
import { organizations } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export type ReportRow = typeof housekeepingReports.$inferSelect;
export type NewReportRow = typeof housekeepingReports.$inferInsert;
export type MarkingRow = typeof markingReports.$inferSelect;

/** A report by id, locked for the rest of the transaction (two saves of one report queue up). */
export async function findReportForUpdate(tx: Executor, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx.select().from(housekeepingReports).where(eq(housekeepingReports.id, id)).for('update').limit(1);
  return row;
}

export async function findReport(tx: Executor, facilityId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(housekeepingReports)
    .where(and(eq(housekeepingReports.id, id), eq(housekeepingReports.facilityId, facilityId)))
    .limit(1);
  return row;
}

/**
 * Serializes the saves of one report id until the transaction ends: a retry sent while the first try
 * is still running waits for it and then finds the report, instead of racing it to the insert.
 */
export async function lockReportId(tx: Executor, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
}

/**
 * Inserts a new report; undefined when the id is already taken. Under row-level security a report of
 * another organization is invisible, so its id shows up here, as a conflict, and nowhere else.
 */
export async function insertReport(tx: Executor, row: NewReportRow): Promise<ReportRow | undefined> {
  const [saved] = await tx.insert(housekeepingReports).values(row).onConflictDoNothing({ target: housekeepingReports.id }).returning();
  return saved;
}

export async function updateReport(tx: Executor, id: string, changes: Partial<NewReportRow>): Promise<ReportRow> {
  const [saved] = await tx
    .update(housekeepingReports)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(housekeepingReports.id, id))
    .returning();
  return saved as ReportRow;
}

/** Keeps the last completed clean per room and priority (what the dashboard reads instead of years of history). */
export async function recordCompletedClean(
  tx: Executor,
  tenantId: string,
  roomId: string,
  priority: number,
  completedAt: Date,
  reportId: string,
) {
  await tx
    .insert(roomLastCleans)
    .values({ tenantId, roomId, priority, completedAt, reportId })
    .onConflictDoUpdate({
      target: [roomLastCleans.roomId, roomLastCleans.priority],
      set: { completedAt, reportId },
      setWhere: sql`${roomLastCleans.completedAt} < excluded.completed_at`,
    });
}

/**
 * The first of these devices that is a registered (not unregistered) tablet of the organization. The
 * devices table has no row security (it is read before a tenant is known), so the tenant is checked here.
 */
export async function findRegisteredTablet(tx: Executor, tenantId: string, ids: string[]): Promise<string | null> {
  if (!ids.length) return null;
  const [row] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(inArray(devices.id, ids), eq(devices.tenantId, tenantId), isNull(devices.unregisteredAt)))
    .limit(1);
  return row?.id ?? null;
}

/** A room with what a save needs of it: its type's routine for the clean type, and its resident now. */
export interface CleanTarget {
  id: string;
  roomNumber: string;
  roomTypeId: string | null;
  roomType: string | null;
  routine: { id: string; cleanType: string; priority: number } | null;
  /** The room's first resident (by arrival), or null when it is vacant. */
  resident: { id: string; firstName: string; lastName: string } | null;
  /** Every resident of the room now, by arrival: a shared room has two or more. */
  residents: { id: string; firstName: string; lastName: string }[];
}

/** A value of a statement: given, or a placeholder of a prepared statement. */
type Value = string | Placeholder | SQL;

/** The columns `cleanTargetSql` selects, as PostgreSQL answers them. */
export type CleanTargetColumns = {
  id: string;
  room_number: string;
  room_type_id: string | null;
  room_type: string | null;
  routine_id: string | null;
  clean_type: string | null;
  priority: number | null;
  residents: { id: string; firstName: string; lastName: string }[] | null;
};

/**
 * The room, its type's routine of `cleanType` and its current residents, as one query. The routine is
 * picked out of the site's configuration inside PostgreSQL: a save does not load and parse the whole
 * configuration document (room types, operations, images) to read one routine of it. `more` adds
 * columns (they may use the room `r` and its type's document `rt.doc`).
 */
export function cleanTargetSql(facilityId: Value, roomId: Value, cleanType: Value, more: SQL = sql``): SQL {
  return sql`
    select r.id, r.room_number, r.room_type_id, rt.doc ->> 'roomType' as room_type,
      ro.doc ->> 'id' as routine_id, ro.doc ->> 'cleanType' as clean_type, (ro.doc ->> 'priority')::int as priority,
      res.residents ${more}
    from ${rooms} r
    left join ${housekeepingConfigs} c on c.facility_id = r.facility_id
    left join lateral (
      select x.doc from jsonb_array_elements(c.document -> 'roomTypes') as x(doc) where x.doc ->> 'id' = r.room_type_id::text limit 1
    ) rt on true
    left join lateral (
      select y.doc from jsonb_array_elements(rt.doc -> 'routines') as y(doc) where y.doc ->> 'cleanType' = ${cleanType} limit 1
    ) ro on true
    left join lateral (
      select json_agg(json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name)
        order by p.arrival_date, p.created_at) as residents
      from ${residents} p where p.room_id = r.id and p.status = 'Resident'
    ) res on true
    where r.facility_id = ${facilityId} and r.id = ${roomId}`;
}

export function toCleanTarget(row: CleanTargetColumns): CleanTarget {
  return {
    id: row.id,
    roomNumber: row.room_number,
    roomTypeId: row.room_type_id,
    roomType: row.room_type,
    routine:
      row.routine_id && row.clean_type !== null ? { id: row.routine_id, cleanType: row.clean_type, priority: row.priority ?? 0 } : null,
    resident: row.residents?.[0] ?? null,
    residents: row.residents ?? [],
  };
}

/** The room, its type's routine of `cleanType` and its current residents, in one query (see `cleanTargetSql`). */
export async function findCleanTarget(
  tx: Executor,
  facilityId: string,
  roomId: string,
  cleanType: string,
): Promise<CleanTarget | undefined> {
  const res = await tx.execute<CleanTargetColumns>(cleanTargetSql(facilityId, roomId, cleanType));
  const row = res.rows[0];
  return row ? toCleanTarget(row) : undefined;
}

export async function findMarking(tx: Executor, facilityId: string, id: string): Promise<MarkingRow | undefined> {
  const [row] = await tx
    .select()
    .from(markingReports)
    .where(and(eq(markingReports.id, id), eq(markingReports.facilityId, facilityId)))
    .limit(1);
  return row;
}

/** A marking by id alone (inside the tenant transaction: another organization's is not there). */
export async function findMarkingById(tx: Executor, id: string): Promise<MarkingRow | undefined> {
  const [row] = await tx.select().from(markingReports).where(eq(markingReports.id, id)).limit(1);
  return row;
}

/**
 * Inserts a marking once. `inserted` is false when the id already existed: the same save sent twice at
 * once (the second waits for the first and finds its row), or an id of another organization (no row).
 */
export async function insertMarkingOnce(
  tx: Executor,
  row: typeof markingReports.$inferInsert,
): Promise<{ row: MarkingRow | undefined; inserted: boolean }> {
  const [inserted] = await tx.insert(markingReports).values(row).onConflictDoNothing({ target: markingReports.id }).returning();
  if (inserted) return { row: inserted, inserted: true };
  return { row: await findMarkingById(tx, row.id as string), inserted: false };
}

export async function markMarkingAudited(tx: Executor, markingId: string, reportId: string): Promise<void> {
  await tx.update(markingReports).set({ auditedReportId: reportId }).where(eq(markingReports.id, markingId));
}

export interface ReportFilter {
  facilityId: string;
  ids?: string[] | undefined;
  roomId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const LIST_LIMIT = 500;

/** The conditions of a report or marking query; an empty id list matches nothing. */
function filterOf(t: typeof housekeepingReports | typeof markingReports, f: ReportFilter) {
  return and(
    eq(t.facilityId, f.facilityId),
    f.ids ? (f.ids.length ? inArray(t.id, f.ids) : sql`false`) : undefined,
    f.roomId ? eq(t.roomId, f.roomId) : undefined,
    f.from ? gte(t.startDate, new Date(f.from)) : undefined,
    f.to ? lte(t.startDate, new Date(f.to)) : undefined,
  );
}

export async function listReports(tx: Executor, f: ReportFilter): Promise<ReportRow[]> {
  const t = housekeepingReports;
  return tx.select().from(t).where(filterOf(t, f)).orderBy(desc(t.startDate)).limit(LIST_LIMIT);
}

export async function listMarkings(tx: Executor, f: ReportFilter): Promise<{ marking: MarkingRow; roomNumber: string }[]> {
  const t = markingReports;
  return tx
    .select({ marking: t, roomNumber: rooms.roomNumber })
    .from(t)
    .innerJoin(rooms, eq(rooms.id, t.roomId))
    .where(filterOf(t, f))
    .orderBy(desc(t.startDate))
    .limit(LIST_LIMIT);
}

/** The organization's supervisors (who receive reports by mail) and report colours. */
export async function findOrganizationMailFacts(tx: Executor, tenantId: string) {
  const [row] = await tx
    .select({ name: organizations.name, supervisors: organizations.supervisors, reportColors: organizations.reportColors })
    .from(organizations)
    .where(eq(organizations.id, tenantId))
    .limit(1);
  return row;
}

/** Emails (lower case) of active staff members of the organization among `emails` (lower case). */
export async function activeStaffEmails(tx: Executor, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${staffMembers.email})` })
    .from(staffMembers)
    .where(and(inArray(sql`lower(${staffMembers.email})`, emails), eq(staffMembers.isArchived, false)));
  return new Set(rows.map((r) => r.email));
}

/** The active (not archived) staff members of a site that have an email, by first then last name. */
export async function activeSiteStaffWithEmail(
  tx: Executor,
  facilityId: string,
): Promise<{ firstName: string; lastName: string; email: string }[]> {
  const t = staffMembers;
  const rows = await tx
    .select({ firstName: t.firstName, lastName: t.lastName, email: t.email })
    .from(t)
    .where(and(eq(t.facilityId, facilityId), eq(t.isArchived, false), isNotNull(t.email), sql`btrim(${t.email}) <> ''`))
    .orderBy(asc(sql`lower(${t.firstName})`), asc(sql`lower(${t.lastName})`), asc(t.id));
  return rows.map((r) => ({ ...r, email: r.email as string }));
}
