import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

/**
 * What refers to a room: cleaning history (reports, pre-audit markings), schedule references (staff
 * assignments and assignment templates name rooms by number) and residents living in it. A room that any of them mentions can
 * only be archived, never deleted ('Room cannot be deleted'). A later table that refers to rooms adds
 * its check here, and to the test of this rule.
 */
export const ROOM_REFERENCES = [
  { what: 'history', query: (id: string) => sql`select 1 from housekeeping_reports where room_id = ${id}` },
  { what: 'history', query: (id: string) => sql`select 1 from marking_reports where room_id = ${id}` },
  { what: 'resident', query: (id: string) => sql`select 1 from residents where room_id = ${id}` },
  {
    what: 'schedule',
    query: (id: string) =>
      sql`select 1 from staff_assignments a join rooms r on r.id = ${id} where a.facility_id = r.facility_id and r.room_number = any(a.room_numbers)`,
  },
  {
    what: 'schedule',
    query: (id: string) =>
      sql`select 1 from assignment_templates t join rooms r on r.id = ${id}
          where t.facility_id = r.facility_id and t.assignments @> jsonb_build_array(jsonb_build_object('roomNumbers', jsonb_build_array(r.room_number)))`,
  },
] as const;

export async function roomIsReferenced(tx: Executor, roomId: string): Promise<boolean> {
  for (const ref of ROOM_REFERENCES) {
    const res = await tx.execute<{ found: boolean }>(sql`select exists (${ref.query(roomId)}) as found`);
    if (res.rows[0]?.found) return true;
  }
  return false;
}
