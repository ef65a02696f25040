import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tstz, updatedAt } from './columns.ts';
import { rooms } from './layout.ts';
import { housekeepingReports } from './reports.ts';
import { sites } from './tenancy.ts';

/**
 * The corrective loop of a failed audit (fail → re-clean → re-audit), one row per failed pass. The
 * failures are copied from the audit when it fails, so later edits of the report or the configuration
 * never change what the re-clean was asked to do. `status`: 'open' (re-clean to do), 'reauditDue'
 * (a clean ticked every failed operation), 'closed' (re-audited: `reauditResult` says how). A failed
 * re-audit closes its pass and opens the next one (pass + 1) on the re-clean report. Tenant table (RLS).
 */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: id(),
    tenantId: tenantId(),
    facilityId: uuid('facility_id').notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    pass: integer('pass').notNull().default(1),
    /** The report whose audit failed. */
    failedReportId: uuid('failed_report_id')
      .notNull()
      .references(() => housekeepingReports.id),
    cleanType: text('clean_type').notNull(),
    /** [{ id, group, item, auditStatus }] of the operations that got Cleaned Fail or Not Cleaned Fail. */
    failures: jsonb('failures').notNull(),
    auditorName: text('auditor_name'),
    auditComment: text('audit_comment'),
    /** The audit's photos (the report photo shape). */
    auditPhotos: jsonb('audit_photos').notNull().default(sql`'[]'::jsonb`),
    failedAt: tstz('failed_at').notNull(),
    status: text('status').notNull().default('open'),
    recleanReportId: uuid('reclean_report_id'),
    recleanBy: text('reclean_by'),
    recleanAt: tstz('reclean_at'),
    /** The failed operations the re-clean ticked, with their tick times. */
    recleanOperations: jsonb('reclean_operations'),
    reauditResult: text('reaudit_result'),
    reauditAt: tstz('reaudit_at'),
    reauditBy: text('reaudit_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.facilityId], foreignColumns: [sites.tenantId, sites.id] }).onDelete('cascade'),
    uniqueIndex('corrective_actions_failed_report_unique').on(t.failedReportId),
    // A room has at most one loop under way: a newer failure replaces the open one.
    uniqueIndex('corrective_actions_room_active_unique').on(t.roomId).where(sql`status <> 'closed'`),
    index('corrective_actions_site_failed_idx').on(t.tenantId, t.facilityId, t.failedAt),
  ],
);
