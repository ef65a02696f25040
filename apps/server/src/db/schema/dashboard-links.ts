import type { TDashboardLinkRole, TLanguage, TTranslations } from '@carehome/contracts';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * Dashboard report links of a site ("Site dashboard reports": name, URL, staff roles,
 * default), saved as the site's whole list (POST /facility/pbireports). A site's links go with the site.
 * Tenant table (RLS).
 */
export const dashboardLinks = pgTable(
  'dashboard_links',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    /** The language the name is written in (its fallback) and its other languages. */
    language: text('language').$type<TLanguage>().notNull().default('en'),
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    url: text('url').notNull(),
    roles: jsonb('roles').$type<TDashboardLinkRole[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    index('dashboard_links_facility_idx').on(t.facilityId, t.position),
  ],
);
