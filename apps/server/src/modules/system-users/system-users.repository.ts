import { sql } from 'drizzle-orm';
import { loginDirectory, systemUsers } from '../../db/schema/identity.ts';
import type { Executor } from '../../platform/db/database.ts';

export async function insertSystemUser(tx: Executor, user: typeof systemUsers.$inferInsert): Promise<string> {
  const [row] = await tx.insert(systemUsers).values(user).returning({ id: systemUsers.id });
  if (!row) throw new Error('system user insert returned nothing');
  await tx.insert(loginDirectory).values({ email: user.email, kind: 'system', tenantId: null, subjectId: row.id });
  return row.id;
}

export async function countSystemUsers(tx: Executor): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${systemUsers}`);
  return res.rows[0]?.n ?? 0;
}
