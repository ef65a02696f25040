import type { THistoryEntry } from '@carehome/contracts';
import type { AppContext } from '../../platform/app-context.ts';
import { assertSiteVisible, type TenantAuth } from '../../platform/auth/tenant-access.ts';
import { withTenant } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findRoom } from '../sites/index.ts';
import { loadCleansPage } from './dashboard.repository.ts';

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
    const found = await loadCleansPage(tx, input.roomId, input.before, limit);
    const rows = found.slice(0, limit);
    return {
      more: found.length > limit,
      history: rows.map((r) => ({
        reportId: r.id,
        cleanType: r.clean_type,
        status: r.status,
        dateComplete: r.status === 'Initial' || !r.report_date ? null : r.report_date.toISOString(),
        startDate: r.start_date.toISOString(),
        priority: r.priority,
        staffMember: r.staff || null,
        comment: r.comment,
        hasPhotos: r.has_photos,
        audit: r.audit_started ? { complete: r.audit_report_date !== null, reportDate: r.audit_report_date, failed: r.audit_failed } : null,
      })),
    };
  });
}
