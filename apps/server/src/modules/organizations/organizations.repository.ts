import { asc, eq, sql } from 'drizzle-orm';
import { organizations } from '../../db/schema/tenancy.ts';
import type { Executor } from '../../platform/db/database.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function insertOrganization(tx: Executor, org: typeof organizations.$inferInsert): Promise<string> {
  const [row] = await tx.insert(organizations).values(org).returning({ id: organizations.id });
  if (!row) throw new Error('organization insert returned nothing');
  return row.id;
}

/** The organization's first administrator, named once the staff member exists. */
export async function setSponsor(tx: Executor, tenantId: string, sponsorStaffId: string): Promise<void> {
  await tx.execute(sql`update organizations set sponsor_staff_id = ${sponsorStaffId} where id = ${tenantId}`);
}

const withSiteCount = {
  org: organizations,
  // Qualified by hand: inside a subquery drizzle would print the outer column unqualified.
  siteCount: sql<number>`(select count(*)::int from sites s where s.tenant_id = "organizations"."id" and not s.is_archived)`,
};

/** Organizations visible in this transaction (one in a tenant transaction, all in a platform one). */
export async function listOrganizationsWithCounts(tx: Executor) {
  return tx.select(withSiteCount).from(organizations).orderBy(asc(organizations.name));
}

/** Every organization's id (all of them in a platform transaction): background work visits each in its own tenant transaction. */
export async function listOrganizationIds(tx: Executor): Promise<string[]> {
  const rows = await tx.select({ id: organizations.id }).from(organizations).orderBy(asc(organizations.id));
  return rows.map((r) => r.id);
}

export async function findOrganization(tx: Executor, id: string) {
  const [row] = await tx.select(withSiteCount).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function updateOrganization(tx: Executor, id: string, changes: Partial<typeof organizations.$inferInsert>): Promise<void> {
  await tx
    .update(organizations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(organizations.id, id));
}
