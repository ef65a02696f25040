import type { TSyncFailure } from '@carehome/contracts';
import { quotaUsage } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { withTenant } from '../../platform/db/database.ts';
import { CareRecordsClient, SyncFailureError } from './care-records.client.ts';
import { type DataSourceRow, setDataSourceState } from './data-sources.repository.ts';
import { refusalOf } from './sync-site.ts';

// The care-records adapter as the sync uses it: the data source's secrets unsealed for one use, and the
// operator's bounds on outbound calls and listings (config OUTBOUND_*, SYNC_MAX_*).

/** The adapter for a data source, its secrets unsealed for this use only. */
export function clientFor(ctx: AppContext, ds: DataSourceRow): CareRecordsClient {
  const open = (sealed: string | null, field: 'client_secret' | 'private_key') => {
    if (!sealed) return null;
    try {
      return ctx.secrets.box.open(sealed, `sync_data_source:${ds.id}:${field}`);
    } catch {
      throw new SyncFailureError({ code: 'sync.credentials_unreadable', status: null, detail: null });
    }
  };
  return new CareRecordsClient(
    {
      baseUrl: ds.baseUrl,
      authKind: ds.authKind,
      organizationUuid: ds.organizationUuid,
      externalFacilityId: ds.externalFacilityId,
      clientId: ds.clientId,
      clientSecret: open(ds.clientSecretSealed, 'client_secret'),
      clientCertificate: ds.clientCertificate,
      privateKey: open(ds.privateKeySealed, 'private_key'),
    },
    {
      outbound: {
        allowedHosts: ctx.config.outboundAllowedHosts,
        maxResponseBytes: ctx.config.outboundMaxResponseBytes,
        connectTimeoutMs: ctx.config.outboundConnectTimeoutMs,
        timeoutMs: ctx.config.outboundTimeoutMs,
      },
      ca: ctx.config.syncCa,
      maxPages: ctx.config.syncMaxPages,
      maxPatients: ctx.config.syncMaxPatients,
    },
  );
}

/** Keeps the quota the last answer reported on the data source (shown as a percentage and the reset time). */
export async function keepQuota(ctx: AppContext, ds: DataSourceRow, client: CareRecordsClient): Promise<void> {
  if (!client.lastQuota) return;
  const usage = quotaUsage(client.lastQuota, new Date());
  await withTenant(ctx.database.db, ds.tenantId, (tx) => setDataSourceState(tx, ds.id, { quota: usage }));
}

/** A failed sync call as the screen shows it: what the external system answered, or what our own rules refused. */
export const failureOf = (err: unknown): TSyncFailure => {
  if (err instanceof SyncFailureError) return err.failure;
  const refusal = refusalOf(err);
  if (refusal) return refusal;
  throw err;
};
