import { and, asc, eq, isNull } from 'drizzle-orm';
import { outbreaks } from '../../db/schema/infection-control.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of a site's outbreaks.

export type OutbreakRow = typeof outbreaks.$inferSelect;

/** The site's running outbreaks, oldest first. */
export async function listActiveOutbreakRows(tx: Executor, facilityId: string): Promise<OutbreakRow[]> {
  return tx
    .select()
    .from(outbreaks)
    .where(and(eq(outbreaks.facilityId, facilityId), isNull(outbreaks.endedAt)))
    .orderBy(asc(outbreaks.startedAt));
}
