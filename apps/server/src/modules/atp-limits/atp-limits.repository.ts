import type { TAtpLimit } from '@carehome/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { atpLimits } from '../../db/schema/infection-control.ts';
import type { Executor } from '../../platform/db/database.ts';

// The SQL of a site's ATP limits.

/** The site's limits: brands alphabetically, each brand's own limit before its surfaces. */
export async function listAtpLimitRows(tx: Executor, facilityId: string): Promise<TAtpLimit[]> {
  return tx
    .select({ brand: atpLimits.brand, surface: atpLimits.surface, passMax: atpLimits.passMax, cautionMax: atpLimits.cautionMax })
    .from(atpLimits)
    .where(eq(atpLimits.facilityId, facilityId))
    .orderBy(sql`lower(${atpLimits.brand})`, sql`${atpLimits.surface} nulls first`, asc(atpLimits.surface));
}

/** Replaces the site's whole set of limits. */
export async function replaceAtpLimitRows(
  tx: Executor,
  site: { tenantId: string; facilityId: string },
  limits: readonly TAtpLimit[],
): Promise<void> {
  await tx.delete(atpLimits).where(eq(atpLimits.facilityId, site.facilityId));
  if (limits.length) await tx.insert(atpLimits).values(limits.map((l) => ({ ...site, ...l })));
}
