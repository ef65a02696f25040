import { and, eq, sql } from 'drizzle-orm';
import { housekeepingReports } from '../db/schema/reports.ts';
import type { Executor } from '../platform/db/database.ts';

// SQL of the demo's ATP readings: the audits that used the ATP system, and their operations written back.

export async function listAtpAudits(tx: Executor, facilityId: string): Promise<{ id: string; operations: unknown }[]> {
  return tx
    .select({ id: housekeepingReports.id, operations: housekeepingReports.operations })
    .from(housekeepingReports)
    .where(and(eq(housekeepingReports.facilityId, facilityId), sql`(${housekeepingReports.auditReport} ->> 'atpSystemMethod')::boolean`))
    .orderBy(housekeepingReports.startDate);
}

/** Writes each report's operations in one statement (a season of audits at once). */
export async function updateOperations(tx: Executor, rows: { id: string; operations: unknown }[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    update ${housekeepingReports} r set operations = u.operations
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(id uuid, operations jsonb)
    where r.id = u.id`);
}
