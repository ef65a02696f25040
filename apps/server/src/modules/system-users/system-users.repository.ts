import { asc, eq, sql } from 'drizzle-orm';
import { loginDirectory, systemUsers } from '../../db/schema/identity.ts';
import type { Executor } from '../../platform/db/database.ts';

export type SystemUserRow = typeof systemUsers.$inferSelect;

export async function insertSystemUser(tx: Executor, user: typeof systemUsers.$inferInsert): Promise<string> {
  const [row] = await tx.insert(systemUsers).values(user).returning({ id: systemUsers.id });
  if (!row) throw new Error('system user insert returned nothing');
  await tx.insert(loginDirectory).values({ email: user.email, kind: 'system', tenantId: null, subjectId: row.id });
  return row.id;
}

export async function listSystemUsers(tx: Executor): Promise<SystemUserRow[]> {
  return tx.select().from(systemUsers).where(eq(systemUsers.isArchived, false)).orderBy(asc(systemUsers.email));
}

export async function findSystemUser(tx: Executor, id: string): Promise<SystemUserRow | undefined> {
  const [row] = await tx.select().from(systemUsers).where(eq(systemUsers.id, id)).limit(1);
  return row;
}

export async function updateSystemUser(tx: Executor, id: string, changes: { email: string; name: string; role: string }): Promise<void> {
  await tx
    .update(systemUsers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(systemUsers.id, id));
  await tx.update(loginDirectory).set({ email: changes.email }).where(eq(loginDirectory.subjectId, id));
}

export async function deleteSystemUser(tx: Executor, id: string): Promise<void> {
  await tx.delete(loginDirectory).where(eq(loginDirectory.subjectId, id));
  await tx.delete(systemUsers).where(eq(systemUsers.id, id));
}

export async function countSystemUsers(tx: Executor): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${systemUsers}`);
  return res.rows[0]?.n ?? 0;
}
