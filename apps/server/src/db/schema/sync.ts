import type { TQuotaUsage, TSyncAuthKind } from '@carehome/contracts';
import { boolean, foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * A site's synchronization data sources (issue 15; spec section 3: id, name, application, facility,
 * organization UUID, webhook sync flag; auth kinds OAuth2 and TwoLegged). The client secret and the
 * private key are stored sealed (platform/secret-box.ts, their place as associated data); the webhook
 * API key as its SHA-256 only. A site's data sources go with the site. Tenant table (RLS).
 */
export const syncDataSources = pgTable(
  'sync_data_sources',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    application: text('application').notNull(),
    externalFacilityId: text('external_facility_id').notNull(),
    organizationUuid: uuid('organization_uuid').notNull(),
    authKind: text('auth_kind').$type<TSyncAuthKind>().notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id'),
    clientSecretSealed: text('client_secret_sealed'),
    clientCertificate: text('client_certificate'),
    privateKeySealed: text('private_key_sealed'),
    webhookSync: boolean('webhook_sync').notNull().default(false),
    apiKeyHash: text('api_key_hash'),
    quota: jsonb('quota').$type<TQuotaUsage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    index('sync_data_sources_facility_idx').on(t.facilityId),
  ],
);
