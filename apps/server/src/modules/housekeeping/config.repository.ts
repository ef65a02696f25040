import type { THousekeepingConfig } from '@carehome/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { housekeepingConfigs } from '../../db/schema/housekeeping.ts';
import { rooms } from '../../db/schema/layout.ts';
import type { Executor } from '../../platform/db/database.ts';

/** The stored document: the configuration without the site id and version, which are columns. */
export type ConfigDocument = Omit<THousekeepingConfig, 'facilityId' | 'version'>;

/** A site's configuration as stored: the document and its version (a save names the version it read). */
export interface StoredConfig {
  version: number;
  document: ConfigDocument;
}

export async function findConfig(tx: Executor, facilityId: string): Promise<StoredConfig | undefined> {
  const [row] = await tx
    .select({ version: housekeepingConfigs.version, document: housekeepingConfigs.document })
    .from(housekeepingConfigs)
    .where(eq(housekeepingConfigs.facilityId, facilityId))
    .limit(1);
  return row ? { version: row.version, document: readDocument(row.document) } : undefined;
}

/**
 * A stored document as the current contract reads it: one saved before names carried translations has
 * neither field, and is read as written in English with no translations (what those sites always showed);
 * a routine saved before outbreak routines existed is an ordinary one, with no disinfectant named.
 */
function readDocument(stored: unknown): ConfigDocument {
  const doc = stored as Partial<ConfigDocument>;
  const roomTypes = (doc.roomTypes ?? []).map((rt) => ({
    ...rt,
    routines: rt.routines.map((r) => ({
      ...r,
      outbreakOnly: r.outbreakOnly ?? false,
      agent: r.agent ?? null,
      contactTimeMinutes: r.contactTimeMinutes ?? null,
    })),
  }));
  return { ...doc, roomTypes, language: doc.language ?? 'en', translations: doc.translations ?? {} } as ConfigDocument;
}

export async function insertConfig(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  document: ConfigDocument,
  by: string | null,
): Promise<void> {
  await tx
    .insert(housekeepingConfigs)
    .values({ tenantId, facilityId, document: document as unknown as Record<string, unknown>, updatedBy: by });
}

/** Saves when the stored version is still `expected`; returns the new version, or null when it changed. */
export async function updateConfig(
  tx: Executor,
  facilityId: string,
  expected: number,
  document: ConfigDocument,
  by: string,
): Promise<number | null> {
  const rows = await tx
    .update(housekeepingConfigs)
    .set({
      document: document as unknown as Record<string, unknown>,
      version: sql`${housekeepingConfigs.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(and(eq(housekeepingConfigs.facilityId, facilityId), eq(housekeepingConfigs.version, expected)))
    .returning({ version: housekeepingConfigs.version });
  return rows[0]?.version ?? null;
}

/** How many of these file names are stored files not deleted: a configuration shows only images that exist. */
export async function countLiveFiles(tx: Executor, names: string[]): Promise<number> {
  if (!names.length) return 0;
  const found = await tx
    .select({ name: files.name })
    .from(files)
    .where(and(inArray(files.name, names), isNull(files.deletedAt)));
  return found.length;
}

/** How many rooms of the site (archived ones included) have each of these room types: a used type stays. */
export async function countRoomsOfType(tx: Executor, facilityId: string, roomTypeIds: string[]): Promise<Map<string, number>> {
  if (!roomTypeIds.length) return new Map();
  const rows = await tx
    .select({ roomTypeId: rooms.roomTypeId, n: sql<number>`count(*)::int` })
    .from(rooms)
    .where(and(eq(rooms.facilityId, facilityId), inArray(rooms.roomTypeId, roomTypeIds)))
    .groupBy(rooms.roomTypeId);
  return new Map(rows.map((r) => [r.roomTypeId as string, r.n]));
}
