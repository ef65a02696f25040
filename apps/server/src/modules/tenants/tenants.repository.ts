import { organizations, sites } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export async function insertOrganization(tx: Executor, org: typeof organizations.$inferInsert): Promise<string> {
  const [row] = await tx.insert(organizations).values(org).returning({ id: organizations.id });
  if (!row) throw new Error('organization insert returned nothing');
  return row.id;
}

export async function insertSite(tx: Executor, site: typeof sites.$inferInsert): Promise<string> {
  const [row] = await tx.insert(sites).values(site).returning({ id: sites.id });
  if (!row) throw new Error('site insert returned nothing');
  return row.id;
}
