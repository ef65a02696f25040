import type { THousekeepingReport } from '@carehome/contracts';
import { withSupervisorNote } from '@carehome/domain';
import type { AppContext } from '../../platform/app-context.ts';
import type { TenantAuth } from '../../platform/auth/tenant-access.ts';
import { notFound } from '../../platform/errors.ts';
import { fromRequestIn, type RequestMeta, recordEvent } from '../../platform/events.ts';
import { withVisibleSite } from '../../platform/site-scope.ts';
import { toReport } from './cleaning.mapping.ts';
import { findReport, updateReport } from './cleaning.repository.ts';

/** POST /housekeeping/updatereportprops: the supervisor note, saved apart from the report (read-only or not). */
export async function updateSupervisorNote(
  ctx: AppContext,
  auth: TenantAuth,
  meta: RequestMeta,
  input: { id: string; facilityId: string; supervisorNote: string | null },
): Promise<THousekeepingReport> {
  return withVisibleSite(ctx, auth, input.facilityId, async (tx) => {
    const report = await findReport(tx, input.facilityId, input.id);
    if (!report) throw notFound();
    const { supervisorNote } = withSupervisorNote(report, input.supervisorNote);
    const row = await updateReport(tx, report.id, { supervisorNote });
    await recordEvent(tx, {
      ...fromRequestIn(meta, auth),
      facilityId: input.facilityId,
      type: 'report.note_updated',
      subjectType: 'housekeeping_report',
      subjectId: report.id,
      data: { roomId: report.roomId },
    });
    return toReport(row);
  });
}
