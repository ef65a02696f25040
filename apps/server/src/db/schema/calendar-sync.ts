import type { TAssignmentFields, TCalendarFilter, TCalendarMapping, TCalendarReplacement } from '@carehome/contracts';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { staffAssignments } from './schedules.ts';
import { sites } from './tenancy.ts';

/**
 * Calendar import profiles of a site ("Import profile": name, filters, source/target field
 * mapping, value replacements), saved as the site's whole list. Tenant table (RLS).
 */
export const calendarImportProfiles = pgTable(
  'calendar_import_profiles',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    filters: jsonb('filters').$type<TCalendarFilter[]>().notNull().default([]),
    mapping: jsonb('mapping').$type<TCalendarMapping[]>().notNull().default([]),
    replacements: jsonb('replacements').$type<TCalendarReplacement[]>().notNull().default([]),
    /** Read the file's cancelled events too (the wizard's 'Include cancelled events'). */
    includeCancelled: boolean('include_cancelled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('calendar_import_profiles_name_unique').on(t.facilityId, t.name),
  ],
);

/**
 * Which assignment an imported occurrence became: (site, event UID, recurrence id; '' for a single
 * event) → assignment, with the fields the import gave it, so a re-import skips what did not change in
 * the file and updates what did. Deleting the assignment forgets the link. Tenant table (RLS).
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    uid: text('uid').notNull(),
    recurrenceId: text('recurrence_id').notNull().default(''),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => staffAssignments.id, { onDelete: 'cascade' }),
    imported: jsonb('imported').$type<TAssignmentFields>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.uid, t.recurrenceId] }),
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    index('calendar_event_links_assignment_idx').on(t.assignmentId),
  ],
);

/**
 * Feed addresses of a site: each a random key (only its SHA-256 kept, like the site API key) that opens
 * the site's calendar feed alone, with a label saying whose device it is. Revoking deletes the row.
 * Tenant table (RLS); the feed reads it under the platform role (a calendar app sends only the key).
 */
export const calendarFeedKeys = pgTable(
  'calendar_feed_keys',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    label: text('label').notNull(),
    keyHash: bytea('key_hash').notNull(),
    createdBy: uuid('created_by').notNull(),
    /** The creator's name as it was: the list shows it without reading the people of another module. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }),
    uniqueIndex('calendar_feed_keys_hash_unique').on(t.keyHash),
    index('calendar_feed_keys_site_idx').on(t.facilityId),
  ],
);
