import type {
  TExternalPatient,
  TSyncDataSourceRef,
  TSyncResident,
  TSyncResidentList,
  TSyncResidentsQuery,
  TTestConnectionResult,
} from '@carehome/contracts';
import { quotaUsage, syncDifferences, syncStatusOf } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { type CareRecordsClient, SyncFailureError } from './care-records.client.ts';
import { loadVisibleDataSource } from './data-sources.service.ts';
import { syncedResidents } from './sync.repository.ts';
import { clientFor, failureOf, keepQuota } from './sync-client.ts';
import { loadSiteContext } from './sync-site.ts';

// The screens' questions to the external system, answered at once: does the connection work, and how do
// its residents compare with ours.

/** POST /sync/testconnection: a token (or the TLS handshake) and the facility lookup, with what the system answered. */
export async function testConnection(ctx: AppContext, auth: TenantAuth, ref: TSyncDataSourceRef): Promise<TTestConnectionResult> {
  const ds = await withTenant(ctx.database.db, auth.tenantId, (tx) => loadVisibleDataSource(tx, auth, ref));
  const checkedAt = new Date().toISOString();
  let client: CareRecordsClient | null = null;
  try {
    client = clientFor(ctx, ds);
    const facility = await client.facility();
    await keepQuota(ctx, ds, client);
    return {
      ok: true,
      facilityName: facility.facilityName,
      failure: null,
      quota: client.lastQuota ? quotaUsage(client.lastQuota, new Date()) : null,
      checkedAt,
    };
  } catch (err) {
    const failure = failureOf(err);
    if (client) await keepQuota(ctx, ds, client);
    const quota = err instanceof SyncFailureError && err.quota ? quotaUsage(err.quota, new Date()) : null;
    return { ok: false, facilityName: null, failure, quota, checkedAt };
  }
}

/** POST /sync/residents: every external resident of the facility (page after page) against ours. */
export async function listSyncResidents(ctx: AppContext, auth: TenantAuth, q: TSyncResidentsQuery): Promise<TSyncResidentList> {
  const ds = await withTenant(ctx.database.db, auth.tenantId, (tx) => loadVisibleDataSource(tx, auth, q));
  let client: CareRecordsClient | null = null;
  let patients: TExternalPatient[];
  try {
    client = clientFor(ctx, ds);
    patients = await client.allPatients(q.patientStatus ?? null);
  } catch (err) {
    const failure = failureOf(err);
    if (client) await keepQuota(ctx, ds, client);
    return { residents: [], quota: ds.quota ?? null, failure };
  }
  await keepQuota(ctx, ds, client);
  const residents = await withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const s = await loadSiteContext(tx, ds);
    const ours = await syncedResidents(tx, ds.facilityId, ds.externalFacilityId);
    const byNumber = new Map<string, string>();
    for (const r of s.rooms.values())
      if (!r.isArchived && !byNumber.has(r.roomNumber.toLowerCase())) byNumber.set(r.roomNumber.toLowerCase(), r.id);
    return patients.map((p): TSyncResident => {
      const mine = ours.get(p.patientId);
      const fields = mine
        ? {
            firstName: mine.firstName,
            lastName: mine.lastName,
            namePrefix: mine.namePrefix,
            nickName: mine.nickName,
            status: mine.status,
            roomNumber: mine.roomId ? (s.rooms.get(mine.roomId)?.roomNumber ?? null) : null,
            arrivalDate: mine.arrivalDate,
            dischargeDate: mine.dischargeDate,
          }
        : null;
      return {
        patient: p,
        syncStatus: syncStatusOf(fields, p),
        residentId: mine?.id ?? null,
        differences: fields ? syncDifferences(fields, p) : [],
        roomId: p.roomNumber ? (byNumber.get(p.roomNumber.trim().toLowerCase()) ?? null) : null,
      };
    });
  });
  return { residents, quota: client.lastQuota ? quotaUsage(client.lastQuota, new Date()) : (ds.quota ?? null), failure: null };
}
