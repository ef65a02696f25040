import type { TDataSource } from '@carehome/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { syncDataSources } from '../../db/schema/sync.ts';
import type { Executor } from '../../platform/db/database.ts';

export type DataSourceRow = typeof syncDataSources.$inferSelect;
export type DataSourceValues = Omit<typeof syncDataSources.$inferInsert, 'id' | 'tenantId' | 'facilityId' | 'createdAt' | 'updatedAt'>;

/** A row as the API shows it: whether each secret is set, never the secret. */
export const toDataSource = (r: DataSourceRow): TDataSource => ({
  id: r.id,
  facilityId: r.facilityId,
  name: r.name,
  application: r.application,
  externalFacilityId: r.externalFacilityId,
  organizationUuid: r.organizationUuid,
  authKind: r.authKind,
  baseUrl: r.baseUrl,
  clientId: r.clientId,
  hasClientSecret: r.clientSecretSealed !== null,
  hasClientCertificate: r.clientCertificate !== null,
  webhookSync: r.webhookSync,
  hasApiKey: r.apiKeyHash !== null,
  quota: r.quota ?? null,
});

export async function listDataSources(tx: Executor, facilityId: string): Promise<DataSourceRow[]> {
  return tx.select().from(syncDataSources).where(eq(syncDataSources.facilityId, facilityId)).orderBy(asc(syncDataSources.name));
}

export async function getDataSource(tx: Executor, facilityId: string, id: string): Promise<DataSourceRow | undefined> {
  const [row] = await tx
    .select()
    .from(syncDataSources)
    .where(and(eq(syncDataSources.id, id), eq(syncDataSources.facilityId, facilityId)));
  return row;
}

export async function insertDataSource(
  tx: Executor,
  tenantId: string,
  facilityId: string,
  id: string,
  v: DataSourceValues,
): Promise<DataSourceRow> {
  const [row] = await tx
    .insert(syncDataSources)
    .values({ id, tenantId, facilityId, ...v })
    .returning();
  return row as DataSourceRow;
}

export async function updateDataSource(
  tx: Executor,
  facilityId: string,
  id: string,
  v: Partial<DataSourceValues>,
): Promise<DataSourceRow | undefined> {
  const [row] = await tx
    .update(syncDataSources)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(syncDataSources.id, id), eq(syncDataSources.facilityId, facilityId)))
    .returning();
  return row;
}

/** Deletes one of the organization's data sources by id; false when there is none (another organization's is hidden by RLS). */
export async function deleteDataSource(tx: Executor, id: string): Promise<{ facilityId: string; name: string } | undefined> {
  const [row] = await tx
    .delete(syncDataSources)
    .where(eq(syncDataSources.id, id))
    .returning({ facilityId: syncDataSources.facilityId, name: syncDataSources.name });
  return row;
}

/** A data source by id alone (its tenant's, or any with platform access: the webhook and the jobs). */
export async function findDataSourceById(tx: Executor, id: string, lock = false): Promise<DataSourceRow | undefined> {
  const q = tx.select().from(syncDataSources).where(eq(syncDataSources.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** What the sync writes back on a data source: the quota last reported, the import area, the last reconciliation. */
export async function setDataSourceState(
  tx: Executor,
  id: string,
  changes: Partial<Pick<typeof syncDataSources.$inferInsert, 'quota' | 'importAreaId' | 'lastReconciledAt'>>,
): Promise<void> {
  await tx.update(syncDataSources).set(changes).where(eq(syncDataSources.id, id));
}
