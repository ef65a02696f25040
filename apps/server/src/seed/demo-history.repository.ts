import { eq, getTableColumns, sql } from 'drizzle-orm';
import { housekeepingReports, markingReports, outstandingTasks, roomLastCleans } from '../db/schema/reports.ts';
import { staffAssignments } from '../db/schema/schedules.ts';
import type { Executor } from '../platform/db/database.ts';

// The demo history's writes. History is written directly, not through the services: the services'
// rules refuse past dates and the demo needs weeks of them.

export type DemoReport = typeof housekeepingReports.$inferInsert;

export async function insertDemoAssignment(tx: Executor, assignment: typeof staffAssignments.$inferInsert): Promise<void> {
  await tx.insert(staffAssignments).values(assignment);
}

/** Moves the creation of the site's rooms back to `createdAt`, before the history written for them. */
export async function backdateRooms(tx: Executor, facilityId: string, createdAt: Date): Promise<void> {
  await tx.execute(sql`update rooms set created_at = ${createdAt} where facility_id = ${facilityId}`);
}

const reportColumns = new Map(Object.entries(getTableColumns(housekeepingReports)).map(([key, column]) => [key, column.name]));

/**
 * Writes the reports 2,000 at a time, each batch as one JSON parameter PostgreSQL unpacks itself: a
 * quarter of history is some 8,000 reports, which row-by-row parameters made the first start wait for.
 */
export async function insertDemoReports(tx: Executor, reports: DemoReport[]): Promise<void> {
  for (let i = 0; i < reports.length; i += 2000) {
    const batch = reports.slice(i, i + 2000);
    const fields = [...new Set(batch.flatMap((r) => Object.keys(r)))];
    const rows = batch.map((r) =>
      Object.fromEntries(fields.map((f) => [reportColumns.get(f) as string, r[f as keyof DemoReport] ?? null])),
    );
    const columns = sql.join(
      fields.map((f) => sql.identifier(reportColumns.get(f) as string)),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${housekeepingReports} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${housekeepingReports}, ${JSON.stringify(rows)}::jsonb)`);
  }
}

/** The re-audit of a report whose failed audit's re-clean was done: its operations and audit as re-audited. */
export async function updateDemoAudit(
  tx: Executor,
  reportId: string,
  values: Pick<DemoReport, 'operations' | 'auditReport'>,
): Promise<void> {
  await tx.update(housekeepingReports).set(values).where(eq(housekeepingReports.id, reportId));
}

export async function insertDemoLastCleans(tx: Executor, cleans: (typeof roomLastCleans.$inferInsert)[]): Promise<void> {
  if (cleans.length) await tx.insert(roomLastCleans).values(cleans);
}

export async function insertDemoMarking(tx: Executor, marking: typeof markingReports.$inferInsert): Promise<void> {
  await tx.insert(markingReports).values(marking);
}

/** Puts a room in a room state, as a supervisor setting it would. */
export async function setDemoRoomState(
  tx: Executor,
  roomId: string,
  state: { stateId: string; cleanType: string | null; setAt: Date; setBy: string },
): Promise<void> {
  await tx.execute(
    sql`update rooms set room_state_id = ${state.stateId}, state_clean_type = ${state.cleanType}, state_set_at = ${state.setAt}, state_set_by = ${state.setBy} where id = ${roomId}`,
  );
}

export async function insertDemoTask(tx: Executor, task: typeof outstandingTasks.$inferInsert): Promise<void> {
  await tx.insert(outstandingTasks).values(task);
}
