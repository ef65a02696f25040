import { foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz } from './columns.ts';
import { sites } from './tenancy.ts';

export type FileKind = 'logo' | 'photo' | 'operation' | 'resident' | 'image';

/**
 * Uploaded files (logos, photos, operation images); the bytes are in the file store. Tenant table (RLS).
 * `facility_id` is the site a file belongs to (photos, resident pictures, a site's operation images);
 * null for the organization's own files (its logo). Site roles act only on their site's files.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id'),
    name: text('name').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('files_name_unique').on(t.name),
    index('files_tenant_idx').on(t.tenantId, t.createdAt),
    index('files_site_idx').on(t.tenantId, t.facilityId),
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
  ],
);
