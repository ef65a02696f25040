import type { TAcknowledgementLevel, TBriefingIcon, TBriefingLevel, TLanguage, TTranslations } from '@carehome/contracts';
import { boolean, date, foreignKey, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { staffMembers } from './identity.ts';
import { roomAreas } from './layout.ts';
import { sites } from './tenancy.ts';

/** One item of a daily briefing, kept in the briefing's JSON in the order staff see them. */
export interface StoredBriefingItem {
  id: string;
  icon: TBriefingIcon;
  message: string;
  /** The message in other languages; items saved before there were translations have none. */
  translations?: TTranslations;
  hyperlink: string | null;
}

/**
 * Daily briefings (name, is default, staff positions, items). Briefing- and Site-level
 * ones belong to a site (facility_id); Organization, Health Authority and Provincial ones to every site
 * of the organization (facility_id null). Tenant table (RLS).
 */
export const dailyBriefings = pgTable(
  'daily_briefings',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id'),
    level: text('level').$type<TBriefingLevel>().notNull(),
    name: text('name').notNull(),
    /** The name in other languages (staff read it as their checklist's title). */
    nameTranslations: jsonb('name_translations').$type<TTranslations>().notNull().default({}),
    /** The language its items are written in (their fallback). */
    language: text('language').$type<TLanguage>().notNull().default('en'),
    isDefault: boolean('is_default').notNull().default(false),
    positions: text('positions').array().notNull().default([]),
    items: jsonb('items').$type<StoredBriefingItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('daily_briefings_tenant_idx').on(t.tenantId, t.facilityId),
  ],
);

/**
 * A staff member's tick of a briefing item on a site-local day, with when and on which registered tablet
 * (only staff members check dashboard items). Unticking deletes the row; the event
 * trail keeps both. Tenant table (RLS).
 */
export const briefingChecks = pgTable(
  'briefing_checks',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    briefingId: uuid('briefing_id')
      .notNull()
      .references(() => dailyBriefings.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    date: date('date').notNull(),
    checkedAt: tstz('checked_at').notNull().defaultNow(),
    deviceId: uuid('device_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.staffMemberId, t.briefingId, t.itemId, t.date] }),
    index('briefing_checks_site_date_idx').on(t.tenantId, t.facilityId, t.date),
  ],
);

/**
 * What an acknowledgement is, the organization's and the provider's alike: its jurisdiction level, its
 * message as written with that language and its other languages, its link and its first day.
 */
const acknowledgementColumns = () => ({
  level: text('level').$type<TAcknowledgementLevel>().notNull(),
  message: text('message').notNull(),
  language: text('language').$type<TLanguage>().notNull().default('en'),
  translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
  hyperlink: text('hyperlink'),
  date: date('date').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The organization's acknowledgements (message, hyperlink, jurisdiction level, date) of
 * the Site level (facility_id set) and the Organization level (facility_id null). Tenant table (RLS).
 */
export const acknowledgements = pgTable(
  'acknowledgements',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id'),
    /** An area's notice (an outbreak's): asked only of the staff who work in that area. Null: the whole site. */
    areaId: uuid('area_id').references(() => roomAreas.id),
    ...acknowledgementColumns(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('acknowledgements_tenant_idx').on(t.tenantId, t.facilityId),
  ],
);

/**
 * The provider's acknowledgements (Health Authority and Provincial levels), platform data every
 * organization reads. No tenant: row security lets every transaction read them and only a platform
 * transaction (`withPlatform`, system users through /chssystem) write them (migration 0014).
 */
export const providerAcknowledgements = pgTable('provider_acknowledgements', {
  id: id(),
  ...acknowledgementColumns(),
});

/**
 * Who acknowledged what, when and on which tablet (the tenant's staffAcknowledgements).
 * `acknowledgement_id` names an organization's or the provider's acknowledgement (no foreign key: the
 * two live in different tables; removing an acknowledgement removes its rows in the same transaction).
 * Tenant table (RLS).
 */
export const staffAcknowledgements = pgTable(
  'staff_acknowledgements',
  {
    tenantId: tenantId(),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    acknowledgementId: uuid('acknowledgement_id').notNull(),
    facilityId: uuid('facility_id').notNull(),
    acknowledgedAt: tstz('acknowledged_at').notNull().defaultNow(),
    deviceId: uuid('device_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.staffMemberId, t.acknowledgementId] }),
    index('staff_acknowledgements_ack_idx').on(t.tenantId, t.acknowledgementId),
  ],
);
