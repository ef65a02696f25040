import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { housekeepingReports, markingReports, roomLastCleans } from '../../db/schema/reports.ts';
import { residents } from '../../db/schema/residents.ts';
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

export async function insertReport(tx: Executor, row: NewReportRow): Promise<ReportRow> {
  const [saved] = await tx.insert(housekeepingReports).values(row).returning();
  return saved as ReportRow;
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

/** The resident living in the room now, if any. */
export async function currentResident(tx: Executor, roomId: string) {
  const [row] = await tx
    .select({ id: residents.id, firstName: residents.firstName, lastName: residents.lastName })
    .from(residents)
    .where(and(eq(residents.roomId, roomId), eq(residents.status, 'Resident')))
    .limit(1);
  return row;
}

export async function findMarking(tx: Executor, facilityId: string, id: string): Promise<MarkingRow | undefined> {
  const [row] = await tx
    .select()
    .from(markingReports)
    .where(and(eq(markingReports.id, id), eq(markingReports.facilityId, facilityId)))
    .limit(1);
  return row;
}

/** Inserts a marking once: a replayed save finds the first one. */
export async function insertMarkingOnce(tx: Executor, row: typeof markingReports.$inferInsert): Promise<MarkingRow> {
  await tx.insert(markingReports).values(row).onConflictDoNothing({ target: markingReports.id });
  const [saved] = await tx.select().from(markingReports).where(eq(markingReports.id, row.id)).limit(1);
  return saved as MarkingRow;
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

export async function listReports(tx: Executor, f: ReportFilter): Promise<ReportRow[]> {
  const t = housekeepingReports;
  return tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.facilityId, f.facilityId),
        f.ids ? inArray(t.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
        f.roomId ? eq(t.roomId, f.roomId) : undefined,
        f.from ? gte(t.startDate, new Date(f.from)) : undefined,
        f.to ? lte(t.startDate, new Date(f.to)) : undefined,
      ),
    )
    .orderBy(desc(t.startDate))
    .limit(LIST_LIMIT);
}

export async function listMarkings(tx: Executor, f: ReportFilter): Promise<MarkingRow[]> {
  const t = markingReports;
  return tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.facilityId, f.facilityId),
        f.ids ? inArray(t.id, f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
        f.roomId ? eq(t.roomId, f.roomId) : undefined,
        f.from ? gte(t.startDate, new Date(f.from)) : undefined,
        f.to ? lte(t.startDate, new Date(f.to)) : undefined,
      ),
    )
    .orderBy(desc(t.startDate))
    .limit(LIST_LIMIT);
}
