import type { THistoryEntry } from '@carehome/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findRoom } from '../sites/sites.repository.ts';
import { assertSiteVisible, type TenantAuth } from '../sites/sites.service.ts';

/** POST /housekeeping/cleans: one room's cleaning history, newest first, a page at a time. */
export async function roomCleans(
  ctx: AppContext,
  auth: TenantAuth,
  input: { facilityId: string; roomId: string; before?: string | undefined; limit?: number | undefined },
): Promise<{ history: THistoryEntry[]; more: boolean }> {
  assertSiteVisible(auth, input.facilityId);
  const limit = input.limit ?? 25;
  return withTenant(ctx.database.db, auth.tenantId, async (tx) => {
    if (!(await findRoom(tx, input.facilityId, input.roomId))) throw notFound();
    const res = await tx.execute<{
      id: string;
      clean_type: string;
      status: THistoryEntry['status'];
      start_date: Date;
      report_date: Date | null;
      priority: number;
      staff: string;
      comment: string | null;
      has_photos: boolean;
      audit_started: boolean;
      audit_report_date: string | null;
    }>(sql`
      select id, clean_type, status, start_date, report_date, priority, trim(staff_first_name || ' ' || staff_last_name) as staff, comment,
        jsonb_array_length(photos) > 0 as has_photos, audit_report is not null as audit_started, audit_report ->> 'reportDate' as audit_report_date
      from housekeeping_reports
      where room_id = ${input.roomId} ${input.before ? sql`and start_date < ${input.before}::timestamptz` : sql``}
      order by start_date desc limit ${limit + 1}`);
    const rows = res.rows.slice(0, limit);
    return {
      more: res.rows.length > limit,
      history: rows.map((r) => ({
        reportId: r.id,
        cleanType: r.clean_type,
        status: r.status,
        dateComplete: r.status === 'Initial' || !r.report_date ? null : new Date(r.report_date).toISOString(),
        startDate: new Date(r.start_date).toISOString(),
        priority: r.priority,
        staffMember: r.staff || null,
        comment: r.comment,
        hasPhotos: r.has_photos,
        audit: r.audit_started ? { complete: r.audit_report_date !== null, reportDate: r.audit_report_date } : null,
      })),
    };
  });
}
