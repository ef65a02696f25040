import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: UUID keys and timestamptz audit columns (DESIGN.md section 4.6-4.7). */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const tenantId = () => uuid('tenant_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
