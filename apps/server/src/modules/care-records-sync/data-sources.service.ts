import crypto from 'node:crypto';
import type { TDataSourceApiKey, TDataSourceList, TErrorCode, TSaveDataSource, TSyncDataSourceRef } from '@carehome/contracts';
import { dataSourceProblems } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { type Executor, withTenant } from '../../platform/db/database.ts';
import { siteExists } from '../../platform/db/site-rows.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import {
  type DataSourceRow,
  type DataSourceValues,
  deleteDataSource,
  getDataSource,
  insertDataSource,
  listDataSources,
  toDataSource,
  updateDataSource,
} from './data-sources.repository.ts';

// Synchronization data sources of a site: where its residents come from (the site's data sources screen;
// GET /sync/datasources, POST /sync/facilitydatasource, DELETE /sync/facilitydatasource/{id}, POST
// /facility/generatedatasourceapikey). Secrets are sealed with the place they belong to
// ('sync_data_source:<id>:<field>') and never answered or logged; the webhook key is kept as its SHA-256.

const place = (id: string, field: 'client_secret' | 'private_key') => `sync_data_source:${id}:${field}`;
/** The stored form of a data source's webhook API key. */
export const apiKeyHash = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('base64url');

/** The same base URL, spelled alike or not ('HTTPS://Records.example.com' is 'https://records.example.com/'). */
function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href.replace(/\/+$/, '') === new URL(b).href.replace(/\/+$/, '');
  } catch {
    return a === b;
  }
}

async function visibleSite(tx: Executor, auth: TenantAuth, facilityId: string): Promise<void> {
  assertSiteVisible(auth, facilityId);
  if (!(await siteExists(tx, facilityId))) throw notFound();
}

/** A data source of a site the account sees; another site's, or one not there, is not found. */
export async function loadVisibleDataSource(tx: Executor, auth: TenantAuth, ref: TSyncDataSourceRef): Promise<DataSourceRow> {
  await visibleSite(tx, auth, ref.facilityId);
  const ds = await getDataSource(tx, ref.facilityId, ref.dataSourceId);
  if (!ds) throw notFound();
  return ds;
}

export async function getDataSources(ctx: AppContext, auth: TenantAuth, facilityId: string): Promise<TDataSourceList> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    return { facilityId, dataSources: (await listDataSources(tx, facilityId)).map(toDataSource) };
  });
}

export async function saveDataSource(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: TSaveDataSource,
): Promise<TDataSourceList> {
  const { facilityId, dataSource: d } = input;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, facilityId);
    const stored = d.id ? await getDataSource(tx, facilityId, d.id) : undefined;
    if (d.id && !stored) throw notFound();
    // A secret stays bound to the address and kind it was given for: a new address or kind needs it typed
    // again (else whoever changes the address could have the stored secret sent to a listener of theirs).
    const bound = stored && sameAddress(stored.baseUrl, d.baseUrl) && stored.authKind === d.authKind ? stored : undefined;
    const [problem] = dataSourceProblems(
      d,
      stored
        ? {
            hasClientSecret: bound?.clientSecretSealed != null,
            hasClientCertificate: stored.clientCertificate !== null,
            hasPrivateKey: bound?.privateKeySealed != null,
          }
        : null,
    );
    if (problem) throw fieldError(problem.field, problem.code as TErrorCode, 400);
    const id = stored?.id ?? crypto.randomUUID();
    const { box } = ctx.secrets;
    const oauth = d.authKind === 'OAuth2';
    const values: DataSourceValues = {
      name: d.name,
      application: d.application,
      externalFacilityId: d.externalFacilityId,
      organizationUuid: d.organizationUuid,
      authKind: d.authKind,
      baseUrl: d.baseUrl,
      // The other kind's credentials go when the kind changes.
      clientId: oauth ? d.clientId : null,
      clientSecretSealed: oauth
        ? d.clientSecret
          ? box.seal(d.clientSecret, place(id, 'client_secret'))
          : (bound?.clientSecretSealed ?? null)
        : null,
      clientCertificate: oauth ? null : (d.clientCertificate ?? stored?.clientCertificate ?? null),
      privateKeySealed: oauth ? null : d.privateKey ? box.seal(d.privateKey, place(id, 'private_key')) : (bound?.privateKeySealed ?? null),
      webhookSync: d.webhookSync,
    };
    if (stored) await updateDataSource(tx, facilityId, id, values);
    else await insertDataSource(tx, auth.tenantId, facilityId, id, values);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId,
      type: stored ? 'sync.data_source_updated' : 'sync.data_source_created',
      // Which secrets changed, never their values.
      data: { id, name: d.name, authKind: d.authKind, secretChanged: Boolean(d.clientSecret), privateKeyChanged: Boolean(d.privateKey) },
    });
    return { facilityId, dataSources: (await listDataSources(tx, facilityId)).map(toDataSource) };
  });
}

export async function removeDataSource(ctx: AppContext, auth: TenantAuth, meta: RequestMeta, id: string): Promise<{ id: string }> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    const gone = await deleteDataSource(tx, id);
    if (!gone) throw notFound();
    // A site-level administrator deletes only in their own site (the row was visible through RLS only).
    assertSiteVisible(auth, gone.facilityId);
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: gone.facilityId,
      type: 'sync.data_source_deleted',
      data: { id, name: gone.name },
    });
    return { id };
  });
}

/** A new webhook API key for the data source: answered once, kept as its hash; the previous key stops working. */
export async function generateDataSourceApiKey(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { facilityId: string; dataSourceId: string },
): Promise<TDataSourceApiKey> {
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    await visibleSite(tx, auth, input.facilityId);
    const apiKey = crypto.randomBytes(32).toString('base64url');
    const row = await updateDataSource(tx, input.facilityId, input.dataSourceId, { apiKeyHash: apiKeyHash(apiKey) });
    if (!row) throw notFound();
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'sync.data_source_api_key_generated',
      data: { id: input.dataSourceId },
    });
    return { dataSourceId: input.dataSourceId, apiKey };
  });
}
