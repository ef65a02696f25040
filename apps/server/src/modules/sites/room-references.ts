import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

/**
 * Tables that refer to a room: cleaning history and schedule references. A room that any of them
 * mentions can only be archived, never deleted ('Room cannot be deleted'). Each issue that adds a
 * table referring to rooms adds it here (and to the test of this rule).
 */
export const ROOM_REFERENCES: readonly { table: string; column: string; what: 'history' | 'schedule' }[] = [];

export async function roomIsReferenced(tx: Executor, roomId: string): Promise<boolean> {
  for (const ref of ROOM_REFERENCES) {
    const res = await tx.execute<{ found: boolean }>(
      sql`select exists (select 1 from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${roomId}) as found`,
    );
    if (res.rows[0]?.found) return true;
  }
  return false;
}
