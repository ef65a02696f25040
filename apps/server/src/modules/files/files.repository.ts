import { and, eq, isNull, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import type { Executor } from '../../platform/db/database.ts';

export async function insertFile(tx: Executor, f: typeof files.$inferInsert): Promise<void> {
  await tx.insert(files).values(f);
}

/** Inside a tenant transaction: another organization's file is simply not there. */
export async function findFile(tx: Executor, name: string) {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.name, name), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

export async function markFileDeleted(tx: Executor, name: string): Promise<void> {
  await tx.update(files).set({ deletedAt: sql`now()` }).where(eq(files.name, name));
}
