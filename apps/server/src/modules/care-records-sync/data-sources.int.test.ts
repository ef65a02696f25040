import type { TDataSourceApiKey, TDataSourceList } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createTestContext, login, type OrgFixture, type TestContext } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db/database.ts';
import { apiKeyHash } from './data-sources.service.ts';

// Synchronization data sources through HTTP on a real PostgreSQL: an organization
// administrator saves a site's data source; secrets are stored sealed and never answered; an update
// without a secret keeps the stored one; the auth kind's credentials are required on their field; the
// webhook key is answered once and stored as its hash; other organizations' sites and data sources are
// not found; a site administrator is refused.

let t: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const tokens: Record<string, string> = {};

const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(tokens[who] as string), ...(payload === undefined ? {} : { payload: payload as object }) });

const source = (over: Record<string, unknown> = {}) => ({
  name: 'Care records',
  application: 'PointClickCare',
  externalFacilityId: 'FAC-12',
  organizationUuid: '5f0c8a8e-3f63-4d55-9a39-0d1f6a0e2c11',
  authKind: 'OAuth2',
  baseUrl: 'https://records.example.com',
  clientId: 'carehome',
  clientSecret: 'VERY-SECRET-CLIENT-SECRET',
  webhookSync: true,
  ...over,
});

const stored = (tenantId: string) =>
  withTenant(t.ctx.database.db, tenantId, (tx) =>
    tx.execute<{ id: string; client_secret_sealed: string | null; private_key_sealed: string | null; api_key_hash: string | null }>(
      sql`select id, client_secret_sealed, private_key_sealed, api_key_hash from sync_data_sources order by name`,
    ),
  );

beforeAll(async () => {
  t = await createTestContext();
  a = await createOrganization(t, 'Sync');
  b = await createOrganization(t, 'Elsewhere');
  tokens.admin = (await login(t, a.emails.MultiFacilityAdministrator as string)).token.token;
  tokens.siteAdmin = (await login(t, a.emails.FacilityAdministrator as string)).token.token;
  tokens.other = (await login(t, b.emails.MultiFacilityAdministrator as string)).token.token;
});
afterAll(() => t.close());

describe('data sources', () => {
  let id: string;

  it('creates one: the answer says a secret is set, the database holds it sealed, an event without it', async () => {
    const res = await call('admin', 'POST', '/api/sync/facilitydatasource', { facilityId: a.siteIds[0], dataSource: source() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('VERY-SECRET');
    const list = res.json() as TDataSourceList;
    expect(list.dataSources).toHaveLength(1);
    const [ds] = list.dataSources;
    expect(ds).toMatchObject({
      name: 'Care records',
      authKind: 'OAuth2',
      clientId: 'carehome',
      hasClientSecret: true,
      hasApiKey: false,
      webhookSync: true,
    });
    id = ds?.id as string;

    const rows = (await stored(a.tenantId)).rows;
    expect(rows[0]?.client_secret_sealed).toMatch(/^v1\./);
    expect(rows[0]?.client_secret_sealed).not.toContain('VERY-SECRET');
    expect(t.ctx.secrets.box.open(rows[0]?.client_secret_sealed as string, `sync_data_source:${id}:client_secret`)).toBe(
      'VERY-SECRET-CLIENT-SECRET',
    );
    const events = await withTenant(t.ctx.database.db, a.tenantId, (tx) =>
      tx.execute<{ data: unknown }>(sql`select data from events where type = 'sync.data_source_created'`),
    );
    expect(events.rows).toHaveLength(1);
    expect(JSON.stringify(events.rows[0]?.data)).not.toContain('VERY-SECRET');

    const read = await call('admin', 'GET', `/api/sync/datasources?facilityId=${a.siteIds[0]}`);
    expect(read.json()).toEqual(list);
  });

  it('an update without a secret keeps the stored one; a new secret replaces it', async () => {
    const before = (await stored(a.tenantId)).rows[0]?.client_secret_sealed;
    const kept = await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ id, name: 'Care records (main)', clientSecret: null, webhookSync: false }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as TDataSourceList).dataSources[0]).toMatchObject({
      id,
      name: 'Care records (main)',
      hasClientSecret: true,
      webhookSync: false,
    });
    expect((await stored(a.tenantId)).rows[0]?.client_secret_sealed).toBe(before);

    await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ id, clientSecret: 'another' }),
    });
    const after = (await stored(a.tenantId)).rows[0]?.client_secret_sealed as string;
    expect(after).not.toBe(before);
    expect(t.ctx.secrets.box.open(after, `sync_data_source:${id}:client_secret`)).toBe('another');
  });

  it('asks for the credentials of its auth kind on the field, and for a valid address and organization UUID', async () => {
    const noSecret = await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ clientSecret: undefined, clientId: null }),
    });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().errors[0]).toMatchObject({ field: 'dataSource.clientId', code: 'sync.client_id_required' });
    const twoLegged = await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ authKind: 'TwoLegged', clientCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' }),
    });
    expect(twoLegged.statusCode).toBe(400);
    expect(twoLegged.json().errors[0]).toMatchObject({ field: 'dataSource.privateKey', code: 'sync.private_key_required' });
    const badUrl = await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ baseUrl: 'records' }),
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors[0]).toMatchObject({ field: 'dataSource.baseUrl', code: 'config.invalid_url' });
    const badOrg = await call('admin', 'POST', '/api/sync/facilitydatasource', {
      facilityId: a.siteIds[0],
      dataSource: source({ organizationUuid: 'x' }),
    });
    expect(badOrg.statusCode).toBe(400);
    expect(badOrg.json().errors[0].field).toBe('dataSource.organizationUuid');
  });

  it('a webhook key is answered once and stored as its hash; a new one replaces it', async () => {
    const res = await call('admin', 'POST', '/api/facility/generatedatasourceapikey', { facilityId: a.siteIds[0], dataSourceId: id });
    expect(res.statusCode, res.body).toBe(200);
    const { apiKey } = res.json() as TDataSourceApiKey;
    expect(apiKey.length).toBeGreaterThanOrEqual(40);
    expect((await stored(a.tenantId)).rows[0]?.api_key_hash).toBe(apiKeyHash(apiKey));
    const list = (await call('admin', 'GET', `/api/sync/datasources?facilityId=${a.siteIds[0]}`)).json() as TDataSourceList;
    expect(list.dataSources[0]?.hasApiKey).toBe(true);
    expect(JSON.stringify(list)).not.toContain(apiKey);
    const again = (
      await call('admin', 'POST', '/api/facility/generatedatasourceapikey', { facilityId: a.siteIds[0], dataSourceId: id })
    ).json();
    expect(again.apiKey).not.toBe(apiKey);
    expect((await stored(a.tenantId)).rows[0]?.api_key_hash).toBe(apiKeyHash(again.apiKey));
  });

  it('other organizations find neither the site nor the data source; a site administrator is refused', async () => {
    expect((await call('other', 'GET', `/api/sync/datasources?facilityId=${a.siteIds[0]}`)).statusCode).toBe(404);
    expect(
      (await call('other', 'POST', '/api/facility/generatedatasourceapikey', { facilityId: b.siteIds[0], dataSourceId: id })).statusCode,
    ).toBe(404);
    expect((await call('other', 'DELETE', `/api/sync/facilitydatasource/${id}`)).statusCode).toBe(404);
    expect(
      (await call('other', 'POST', '/api/sync/facilitydatasource', { facilityId: b.siteIds[0], dataSource: source({ id }) })).statusCode,
    ).toBe(404);
    expect((await call('siteAdmin', 'GET', `/api/sync/datasources?facilityId=${a.siteIds[0]}`)).statusCode).toBe(403);
    expect((await stored(a.tenantId)).rows).toHaveLength(1);
  });

  it('is deleted by its organization', async () => {
    expect((await call('admin', 'DELETE', `/api/sync/facilitydatasource/${id}`)).statusCode).toBe(200);
    expect((await stored(a.tenantId)).rows).toHaveLength(0);
    expect((await call('admin', 'DELETE', `/api/sync/facilitydatasource/${id}`)).statusCode).toBe(404);
  });
});
