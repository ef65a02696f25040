import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from './columns.ts';
import { sites } from './tenancy.ts';

/**
 * One row per scheduled run of a site's overdue-rooms notification. The unique (site, run time) is what
 * makes a run happen once with several app copies: the copy whose insert wins queues the mails in the
 * same transaction; the others find the row and do nothing. Tenant table (RLS).
 */
export const notificationRuns = pgTable(
  'notification_runs',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    kind: text('kind').notNull().default('overdueRoomsNotification'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    result: text('result').$type<'sent' | 'nothingOverdue' | 'noRecipients' | 'failed'>().notNull(),
    recipients: integer('recipients').notNull().default(0),
    overdueRooms: integer('overdue_rooms').notNull().default(0),
    attempts: integer('attempts').notNull().default(1),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    uniqueIndex('notification_runs_site_run_unique').on(t.tenantId, t.facilityId, t.kind, t.runAt),
    index('notification_runs_latest_idx').on(t.tenantId, t.facilityId, t.kind, t.runAt.desc()),
  ],
);
