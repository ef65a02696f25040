import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import type { Executor } from '../../platform/db/database.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Executor, f: typeof files.$inferInsert): Promise<void> {
  await tx.insert(files).values(f);
}

/** Inside a tenant transaction: another organization's file is simply not there. */
export async function findFile(tx: Executor, name: string): Promise<FileRow | undefined> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.name, name), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

/** A file by name, also when deleted (an upload sent again must not reuse a deleted file's name). */
export async function findFileAnyState(tx: Executor, name: string): Promise<FileRow | undefined> {
  const [row] = await tx.select().from(files).where(eq(files.name, name)).limit(1);
  return row;
}

/**
 * The names among `names` that are stored files usable at a site: its own files and the
 * organization's (no site). A report of one site can never carry, or mail, another site's photo.
 */
export async function filesUsableAt(tx: Executor, facilityId: string, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await tx
    .select({ name: files.name })
    .from(files)
    .where(and(inArray(files.name, names), isNull(files.deletedAt), or(eq(files.facilityId, facilityId), isNull(files.facilityId))));
  return new Set(rows.map((r) => r.name));
}

export async function markFileDeleted(tx: Executor, name: string): Promise<void> {
  await tx.update(files).set({ deletedAt: sql`now()` }).where(eq(files.name, name));
}
