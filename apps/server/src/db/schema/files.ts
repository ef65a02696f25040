import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz } from './columns.ts';

/** Uploaded files (logos, photos, operation images); the bytes are in the file store. Tenant table (RLS). */
export const files = pgTable(
  'files',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'logo' | 'photo' | 'operation' | 'resident' | 'image'>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [uniqueIndex('files_name_unique').on(t.name), index('files_tenant_idx').on(t.tenantId, t.createdAt)],
);
