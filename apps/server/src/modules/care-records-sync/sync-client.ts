import type { AppContext } from '../../platform/app-context.ts';
import { CareRecordsClient, SyncFailureError } from './care-records.client.ts';
import type { DataSourceRow } from './data-sources.repository.ts';

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
