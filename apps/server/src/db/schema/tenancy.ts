import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';

export interface ReportColors {
  background: string;
  alternateBackground: string;
  headerBackground: string;
  headerText: string;
}

/** Organizations (tenants). Row-level security keys on `id`, which is the tenant id. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    companyLogo: text('company_logo'),
    reportColors: jsonb('report_colors').$type<ReportColors>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_unique').on(sql`lower(${t.name})`)],
);

/** Sites (facilities) of an organization, each in its own IANA time zone. */
export const sites = pgTable(
  'sites',
  {
    id: id(),
    tenantId: tenantId().references(() => organizations.id),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sites_tenant_idx').on(t.tenantId, t.name), unique('sites_tenant_id_unique').on(t.tenantId, t.id)],
);

export const siteIdRef = () => uuid('facility_id');
